import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/tokens.ts';
import type { Mailer } from '../providers/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    mailer: Mailer;
    /** Milliseconds since the epoch; injected so tests can move time (OTP and token expiry). */
    clock: Clock;
  }
}

export interface DbOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
}

async function database(app: FastifyInstance, options: DbOptions) {
  app.decorate('db', options.db);
  app.decorate('mailer', options.mailer);
  app.decorate('clock', options.clock);
  // An SMTP mailer keeps pooled connections open; they end with the app.
  app.addHook('onClose', async () => options.mailer.close?.());
}

export default fp(database, { name: 'db' });
