import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../providers/storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files (`DATA_DIR/uploads` by default). */
    storage: FileStorage;
  }
}

async function storage(app: FastifyInstance, options: { storage: FileStorage }) {
  app.decorate('storage', options.storage);
}

export default fp(storage, { name: 'storage' });
