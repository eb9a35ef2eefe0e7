import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ClientOptions {
  /** The built web client (PUBLIC_DIR) holding index.html. */
  root: string;
}

/** Serves the built client; unknown GET paths fall back to index.html in the errors plugin. */
async function client(app: FastifyInstance, options: ClientOptions) {
  await app.register(fastifyStatic, { root: options.root, wildcard: true, index: 'index.html' });
}

export default fp(client, { name: 'client' });
