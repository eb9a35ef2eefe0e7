import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Jobs, type JobsConnection, type JobsOptions } from '../jobs/engine.ts';
import { QueuedMailer } from '../providers/mail/queued.ts';
import type { Mailer } from '../providers/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (pg-boss): `send` queues one, `handle` names this process's handler of a queue, before the app is ready. */
    jobs: Jobs;
    /** Queues each mail as a job; the mail transport delivers it. */
    mailer: Mailer;
  }
}

export interface JobsPluginOptions {
  connection: JobsConnection;
  /** SMTP or the dev outbox: what the mail jobs deliver through. */
  transport: Mailer;
  settings?: JobsOptions['settings'];
}

/**
 * The job engine of this process: started once the app is ready (every handler named), stopped when it
 * closes, after the last request, before the mail transport and the database close.
 */
async function jobs(app: FastifyInstance, options: JobsPluginOptions) {
  const engine = new Jobs({ connection: options.connection, log: app.log, settings: options.settings });
  const mailer = new QueuedMailer(engine, app.config.jwtSecret);
  mailer.deliverThrough(options.transport);
  app.decorate('jobs', engine);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => {
    await engine.stop();
    // An SMTP transport keeps pooled connections open; they end once no mail job can use them.
    options.transport.close?.();
  });
}

export default fp(jobs, { name: 'jobs', dependencies: ['config', 'db'] });
