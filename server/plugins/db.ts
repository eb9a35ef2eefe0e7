import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Milliseconds since the epoch; injected so tests can move time (OTP and token expiry). */
    clock: Clock;
  }
}

export interface DbOptions {
  db: Db;
  clock: Clock;
}

async function database(app: FastifyInstance, options: DbOptions) {
  app.decorate('db', options.db);
  app.decorate('clock', options.clock);
}

export default fp(database, { name: 'db' });
