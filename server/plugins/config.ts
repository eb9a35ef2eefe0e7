import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the app was built with (`loadConfig()`, or a test's own): read here, never passed around. */
    config: Config;
  }
}

async function config(app: FastifyInstance, options: { config: Config }) {
  app.decorate('config', options.config);
}

export default fp(config, { name: 'config' });
