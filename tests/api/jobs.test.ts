import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { HealthRoutes } from '../../contract/health';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import { BackgroundJobsResponse } from '../../contract/review';
import { jobsConnectionOf, type Db } from '../../server/db/client';
import { Jobs, JOBS_SCHEMA } from '../../server/jobs/engine';
import { Queues } from '../../server/jobs/queues';
import type { Mail, Mailer } from '../../server/providers/mail';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { adminUser } from './review-support';
import { backends, createTestApp, createTestDatabase, signup, verifiedUser, type TestApp, type TestDatabase } from './harness';

/** A transport that holds every mail until `open()`, then delivers it, or refuses it when its address starts with 'bounce'. */
function gatedTransport() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const delivered: Mail[] = [];
  const events: string[] = [];
  const transport: Mailer = {
    async send(mail) {
      events.push(`start ${mail.to}`);
      await gate;
      if (mail.to.startsWith('bounce')) throw new Error('relay refused the mail');
      delivered.push(mail);
      events.push(`delivered ${mail.to}`);
    },
    close: () => void events.push('transport closed'),
  };
  return { transport, open, delivered, events };
}

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

interface JobRow {
  state: string;
  retry_count: number;
  retry_backoff: boolean;
  data: string;
}

async function mailJobs(db: Db): Promise<JobRow[]> {
  const result = (await db.execute(
    sql.raw(
      `select state::text as state, retry_count, retry_backoff, data::text as data from ${JOBS_SCHEMA}.job where name = '${Queues.sendMail.name}' order by created_on`,
    ),
  )) as unknown as { rows: JobRow[] };
  return result.rows;
}

async function jobCounts(t: TestApp, token: string) {
  const response = await t.post(Endpoints.backgroundJobs.path, {}, { token });
  expect(response.statusCode).toBe(200);
  const body = response.json() as unknown;
  expect(Value.Check(BackgroundJobsResponse, body)).toBe(true);
  return (body as BackgroundJobsResponse).data;
}

async function readiness(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: HealthRoutes.ready });
  expect(response.statusCode).toBe(200);
  return (response.json() as { jobs?: { waiting: number; failed: number } }).jobs;
}

describe.each(backends)('background jobs (%s)', (backend) => {
  describe('mail as a job', () => {
    let t: TestApp;
    const gated = gatedTransport();
    beforeAll(async () => {
      t = await createTestApp(backend, { mail: gated.transport });
    });
    afterAll(() => t.close());

    it('answers the signup before the mail is delivered; the job delivers it, sealed in its row, and the code verifies', async () => {
      const body = signup();
      const registered = await t.post(Endpoints.register.path, body);
      // The relay holds the mail: the request did not wait for it.
      expect(registered.statusCode).toBe(201);
      expect(gated.delivered).toEqual([]);
      await expect.poll(() => gated.events, { timeout: 10_000 }).toContain(`start ${body.email}`);
      const [job] = await mailJobs(t.testDatabase.database.db);
      expect(job!.state).toBe('active');

      gated.open();
      await expect.poll(() => gated.delivered.length, { timeout: 10_000 }).toBe(1);
      const [mail] = gated.delivered;
      expect(mail).toMatchObject({ to: body.email, subject: 'Your verification code', otp: expect.stringMatching(/^\d{6}$/) });
      expect(mail!.text).toContain(mail!.otp);
      await expect.poll(async () => (await mailJobs(t.testDatabase.database.db))[0]?.state, { timeout: 10_000 }).toBe('completed');
      // The row names the address, never the code nor the text around it.
      const [row] = await mailJobs(t.testDatabase.database.db);
      expect(row!.data).toContain(body.email);
      expect(row!.data).not.toContain(mail!.otp!);
      expect(row!.data).not.toContain('verification code');

      const verified = await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: mail!.otp });
      expect(verified.statusCode).toBe(200);
    });
  });

  describe('a relay that fails', () => {
    let smtp: SmtpSink;
    let t: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpSink({ refuseFirst: 2 });
      // One second before the first retry instead of five: the doubling is the queue's own.
      t = await createTestApp(backend, { smtpUrl: smtp.url, jobSettings: { sendMail: { retryDelay: 1 } } });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('retries the mail with backoff until the relay takes it, once', { timeout: 40_000 }, async () => {
      const body = signup();
      expect((await t.post(Endpoints.register.path, body)).statusCode).toBe(201);
      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 100 }).toBe(1);
      expect(smtp.received[0]!.to).toEqual([body.email]);
      expect(smtp.attempts).toHaveLength(3);
      // Backoff: the n-th retry waits at least retryDelay × 2^(n-1), a fixed delay would wait 1 s each time.
      const [first, second, third] = smtp.attempts as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(900);
      expect(third - second).toBeGreaterThanOrEqual(1900);
      // The relay took the mail inside the handler; the engine marks the job completed just after it returns.
      await expect.poll(async () => (await mailJobs(t.testDatabase.database.db))[0]?.state, { timeout: 10_000 }).toBe('completed');
      const [job] = await mailJobs(t.testDatabase.database.db);
      expect(job).toMatchObject({ state: 'completed', retry_count: 2, retry_backoff: true });

      // The code that arrived on the third try is the one the server accepts.
      const code = /\b(\d{6})\b/.exec(smtp.received[0]!.raw)?.[1];
      expect((await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: code })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received).toHaveLength(1);
    });
  });

  describe('two engines on one database', () => {
    let database: TestDatabase;
    const engines: Jobs[] = [];
    beforeAll(async () => {
      database = await createTestDatabase(backend);
    });
    afterAll(async () => {
      for (const engine of engines) await engine.stop();
      await database.drop();
    });

    it('runs each job once, whichever engine sent it, and refuses a payload its queue does not describe', { timeout: 40_000 }, async () => {
      const JOBS = 60;
      const runs: { engine: number; id: string; to: string }[] = [];
      for (const index of [0, 1]) {
        const engine = new Jobs({ connection: jobsConnectionOf(database.database.db), log: quietLog });
        engine.handle('sendMail', async (job) => {
          runs.push({ engine: index, id: job.id, to: job.payload.to });
          // Long enough that the other engine finds work while this one is busy.
          await new Promise((resolve) => setTimeout(resolve, 15));
        });
        engines.push(engine);
      }
      await Promise.all(engines.map((engine) => engine.start()));

      const sent = await Promise.all(
        Array.from({ length: JOBS }, (_, n) => engines[n % 2]!.send('sendMail', { to: `person${n}@example.com`, sealed: 'x' })),
      );
      await expect.poll(() => runs.length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(JOBS);
      expect(await engines[0]!.settled('sendMail', 10_000)).toBe(true);
      // A job taken twice would show here, however late.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(runs).toHaveLength(JOBS);
      expect(new Set(runs.map((run) => run.id))).toEqual(new Set(sent));
      expect(new Set(runs.map((run) => run.to)).size).toBe(JOBS);
      expect(new Set(runs.map((run) => run.engine))).toEqual(new Set([0, 1]));

      await expect(engines[0]!.send('sendMail', { to: 'someone@example.com' } as never)).rejects.toThrow(/does not match its queue/);
    });
  });

  describe('counts and shutdown', () => {
    let t: TestApp;
    let admin: Awaited<ReturnType<typeof adminUser>>;
    let fan: Awaited<ReturnType<typeof verifiedUser>>;
    const gated = gatedTransport();
    beforeAll(async () => {
      // Accounts made before the relay is held: their codes go through the outbox of a first app on the same database.
      const database = await createTestDatabase(backend);
      const setup = await createTestApp(backend, { database });
      admin = await adminUser(setup);
      fan = await verifiedUser(setup);
      await setup.close();
      // No retry: a refused mail fails at once.
      t = await createTestApp(backend, { database, mail: gated.transport, jobSettings: { sendMail: { retryLimit: 0 } } });
    });
    afterAll(async () => {
      await t.testDatabase.drop();
    });

    it('/readyz and the admin API count the jobs waiting and failed; the call is an admin’s', async () => {
      expect(await readiness(t)).toEqual({ waiting: 0, failed: 0 });
      const bounces = Array.from({ length: 12 }, (_, n) => signup({ email: `bounce.${n}@example.com` }));
      for (const body of bounces) expect((await t.post(Endpoints.register.path, body)).statusCode).toBe(201);
      // The relay holds what the workers took (up to two batches of five), the rest wait: once two reads a poll apart agree, nothing moves.
      let held = await jobCounts(t, admin.token);
      for (let steady = false; !steady;) {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        const now = await jobCounts(t, admin.token);
        steady = now.active > 0 && now.active + now.waiting === 12 && now.active === held.active;
        held = now;
      }
      expect(held.active).toBeLessThanOrEqual(10);
      expect(held).toEqual({
        waiting: 12 - held.active,
        active: held.active,
        failed: 0,
        queues: [
          { name: Queues.sendMail.name, waiting: 12 - held.active, active: held.active, failed: 0 },
          { name: Queues.fanOutPost.name, waiting: 0, active: 0, failed: 0 },
          { name: Queues.transcodeVideo.name, waiting: 0, active: 0, failed: 0 },
          { name: Queues.imageVariants.name, waiting: 0, active: 0, failed: 0 },
          { name: Queues.deliverMassMessage.name, waiting: 0, active: 0, failed: 0 },
        ],
      });
      expect(await readiness(t)).toEqual({ waiting: held.waiting, failed: 0 });

      gated.open();
      await expect.poll(async () => (await jobCounts(t, admin.token)).failed, { timeout: 10_000 }).toBe(12);
      expect(await jobCounts(t, admin.token)).toEqual({
        waiting: 0,
        active: 0,
        failed: 12,
        queues: [
          { name: Queues.sendMail.name, waiting: 0, active: 0, failed: 12 },
          { name: Queues.fanOutPost.name, waiting: 0, active: 0, failed: 0 },
          { name: Queues.transcodeVideo.name, waiting: 0, active: 0, failed: 0 },
          { name: Queues.imageVariants.name, waiting: 0, active: 0, failed: 0 },
          { name: Queues.deliverMassMessage.name, waiting: 0, active: 0, failed: 0 },
        ],
      });
      expect(await readiness(t)).toEqual({ waiting: 0, failed: 12 });

      expect((await t.post(Endpoints.backgroundJobs.path, {})).statusCode).toBe(401);
      const refused = await t.post(Endpoints.backgroundJobs.path, {}, { token: fan.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: 0, message: Messages.forbidden });
    });

    it('on close, lets the mail under way finish before the transport closes', async () => {
      const slow = gatedTransport();
      const closing = await createTestApp(backend, { database: t.testDatabase, mail: slow.transport });
      await t.close();
      const body = signup();
      expect((await closing.post(Endpoints.register.path, body)).statusCode).toBe(201);
      await expect.poll(() => slow.events, { timeout: 10_000 }).toContain(`start ${body.email}`);
      const closed = closing.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      slow.open();
      await closed;
      expect(slow.events).toEqual([`start ${body.email}`, `delivered ${body.email}`, 'transport closed']);
    });
  });
});
