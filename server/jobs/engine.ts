import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type ConstructorOptions, type Job, type JobResult } from 'pg-boss';
import { Compile, type Validator } from 'typebox/compile';
import { asPartOfRequest, runningRequestId } from '../lib/log.ts';
import { Queues, type PayloadOf, type Queue, type QueueKey, type QueueSettings } from './queues.ts';

/** What the engine connects with: PostgreSQL's URL (a small pool of its own, able to LISTEN) or the embedded database itself. */
export type JobsConnection = { engine: 'postgres'; connectionString: string } | { engine: 'pglite'; client: PGlite };

/** pg-boss's schema, created and upgraded by pg-boss's own migration. */
export const JOBS_SCHEMA = 'pgboss';

/** How often an idle worker looks for due jobs (retries whose wait ended); a new job wakes it at once through NOTIFY. */
const POLL_SECONDS = 1;
/** Jobs a worker takes at once, run side by side, and workers per queue in each process. */
const BATCH_SIZE = 5;
const WORKERS = 2;
/** Connections of the engine's own pool on PostgreSQL, besides its listening one. */
const POOL_SIZE = 3;
/** On shutdown, jobs under way get this long to finish; what is cut short is retried by whichever process runs next. */
export const STOP_GRACE_MS = 5000;

/** How often `settled` counts again. */
const SETTLE_POLL_MS = 25;

/** A job as its handler sees it: the checked payload, and which try this is (0 the first). */
export interface JobRun<P> {
  id: string;
  retryCount: number;
  payload: P;
}

export type JobHandler<K extends QueueKey> = (job: JobRun<PayloadOf<K>>) => Promise<void>;

/** What a job row holds: the payload and the request that sent it (its log lines carry that request's id). */
interface Envelope {
  payload: unknown;
  requestId?: string;
}

export interface JobCounts {
  /** Queued: new, or failed and waiting for their retry. */
  waiting: number;
  active: number;
  /** Failed after their last retry, still kept (`deleteAfterSeconds`). */
  failed: number;
}

export interface JobsOptions {
  connection: JobsConnection;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Per queue, settings over `Queues`' own (tests shorten the retries). */
  settings?: { [K in QueueKey]?: Partial<QueueSettings> };
}

const checkers = new Map<QueueKey, Validator>();
const checkerOf = (key: QueueKey) => {
  let checker = checkers.get(key);
  if (!checker) checkers.set(key, (checker = Compile(Queues[key].payload)));
  return checker;
};

/**
 * The background jobs, on pg-boss: typed sends and handlers over the queues `Queues` names, run in every
 * process that handles them, each job by one (pg-boss takes jobs with SKIP LOCKED).
 * See docs/decisions/0039-background-jobs-on-pg-boss.md
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly options: JobsOptions;
  private readonly handlers = new Map<QueueKey, JobHandler<QueueKey>>();
  private started = false;

  constructor(options: JobsOptions) {
    this.options = options;
    this.boss = new PgBoss(bossOptions(options.connection));
    // An EventEmitter's 'error' without a listener would end the process: a lost connection is logged, and pg-boss retries.
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job engine error'));
    this.boss.on('warning', (warning) => options.log.warn({ data: warning.data }, `job engine: ${warning.message}`));
  }

  /** Names the handler of a queue's jobs in this process; before `start`. */
  handle<K extends QueueKey>(key: K, handler: JobHandler<K>): void {
    if (this.started) throw new Error(`job handler for ${key} named after start`);
    this.handlers.set(key, handler as JobHandler<QueueKey>);
  }

  /** Installs or upgrades pg-boss's schema (its own migration), sets every queue's settings, then starts the handlers. */
  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const key of Object.keys(Queues) as QueueKey[]) {
      const { name } = Queues[key];
      const settings = this.settingsOf(key);
      // Created once; the settings of this release replace those a previous one left.
      await this.boss.createQueue(name, { ...settings, notify: true });
      await this.boss.updateQueue(name, { ...settings, notify: true });
    }
    for (const [key, handler] of this.handlers) {
      const { concurrency } = Queues[key] as Queue;
      const options = {
        pollingIntervalSeconds: POLL_SECONDS,
        notifyPollingIntervalSeconds: POLL_SECONDS,
        localConcurrency: concurrency?.workers ?? WORKERS,
        batchSize: concurrency?.batchSize ?? BATCH_SIZE,
        // A full batch means more are waiting: the next is fetched at once rather than after the poll interval.
        burstWhenBatchFull: true,
        perJobResults: true,
      } as const;
      await this.boss.work<Envelope>(Queues[key].name, options, async (batch) =>
        Promise.all(
          batch.map(async (job): Promise<JobResult> => {
            try {
              await this.run(key, handler, job);
              return { id: job.id, status: 'completed' };
            } catch (error) {
              // Failed: retried as the queue says, the reason kept on the job.
              return { id: job.id, status: 'failed', output: { message: error instanceof Error ? error.message : String(error) } };
            }
          }),
        ),
      );
    }
  }

  private settingsOf(key: QueueKey): QueueSettings {
    return { ...Queues[key].settings, ...this.options.settings?.[key] };
  }

  private async run(key: QueueKey, handler: JobHandler<QueueKey>, job: Job<Envelope>): Promise<void> {
    const { payload, requestId } = job.data;
    // A row written by another release, or by hand: failed (and counted), never run with a wrong shape.
    if (!checkerOf(key).Check(payload)) throw new Error(`${Queues[key].name} job ${job.id}: payload does not match its queue`);
    await asPartOfRequest(requestId, async () => {
      try {
        await handler({ id: job.id, retryCount: job.retryCount, payload: payload as PayloadOf<QueueKey> });
      } catch (error) {
        const { retryLimit } = this.settingsOf(key);
        const last = job.retryCount >= retryLimit;
        this.options.log[last ? 'error' : 'warn'](
          { err: error, job: job.id, queue: Queues[key].name, try: job.retryCount + 1 },
          last ? `${Queues[key].name} job failed for good` : `${Queues[key].name} job failed, to be retried`,
        );
        throw error;
      }
    });
  }

  /** Queues a job (run by whichever process takes it first); its log lines will carry the current request's id. */
  async send<K extends QueueKey>(key: K, payload: PayloadOf<K>): Promise<string> {
    if (!this.started) throw new Error('the job engine is not started');
    if (!checkerOf(key).Check(payload)) throw new Error(`${Queues[key].name}: payload does not match its queue`);
    const envelope: Envelope = { payload, requestId: runningRequestId() };
    const id = await this.boss.send(Queues[key].name, envelope);
    if (!id) throw new Error(`${Queues[key].name}: the job was not queued`);
    return id;
  }

  /**
   * Queues a job unless one with the same `singletonKey` was queued in the same `seconds`-long window (whatever
   * became of it: pg-boss's unique slot); answers whether this one was queued. For idempotent jobs many callers ask for.
   */
  async sendOnce<K extends QueueKey>(key: K, payload: PayloadOf<K>, singletonKey: string, seconds: number): Promise<boolean> {
    if (!this.started) throw new Error('the job engine is not started');
    if (!checkerOf(key).Check(payload)) throw new Error(`${Queues[key].name}: payload does not match its queue`);
    const envelope: Envelope = { payload, requestId: runningRequestId() };
    return (await this.boss.send(Queues[key].name, envelope, { singletonKey, singletonSeconds: seconds })) !== null;
  }

  /** Waiting, active and failed jobs per queue (every queue `Queues` names, zeros included), counted now. */
  async counts(): Promise<Record<string, JobCounts>> {
    const { rows } = await this.boss.getDb().executeSql(
      `select name,
         count(*) filter (where state in ('created', 'retry'))::int as waiting,
         count(*) filter (where state = 'active')::int as active,
         count(*) filter (where state = 'failed')::int as failed
       from ${JOBS_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by name`,
    );
    const counts: Record<string, JobCounts> = Object.fromEntries(
      Object.values(Queues).map(({ name }) => [name, { waiting: 0, active: 0, failed: 0 }]),
    );
    for (const row of rows as (JobCounts & { name: string })[]) {
      counts[row.name] = { waiting: row.waiting, active: row.active, failed: row.failed };
    }
    return counts;
  }

  /**
   * Resolves true once `key`'s queue has no job waiting or running (the dev outbox reads mails after those
   * already sent are delivered), false when `timeoutMs` passes first.
   */
  async settled(key: QueueKey, timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const count = (await this.counts())[Queues[key].name]!;
      if (count.waiting === 0 && count.active === 0) return true;
      if (Date.now() >= until) return false;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    }
  }

  /** Stops taking jobs, lets those under way finish (up to `STOP_GRACE_MS`), then closes the engine's own connections. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
  }
}

/** The counts of all queues together. */
export function totalOf(counts: Record<string, JobCounts>): JobCounts {
  return Object.values(counts).reduce(
    (sum, count) => ({ waiting: sum.waiting + count.waiting, active: sum.active + count.active, failed: sum.failed + count.failed }),
    { waiting: 0, active: 0, failed: 0 },
  );
}

function bossOptions(connection: JobsConnection): ConstructorOptions {
  const common: ConstructorOptions = {
    schema: JOBS_SCHEMA,
    // No recurring jobs yet: the sweeps run on their own timers.
    schedule: false,
    useListenNotify: true,
    instanceName: 'fanclub',
  };
  if (connection.engine === 'postgres') {
    return { ...common, connectionString: connection.connectionString, max: POOL_SIZE, application_name: 'fanclub jobs' };
  }
  // PGlite has no autovacuum to watch and one connection: no concurrent reindexing either.
  return { ...common, db: fromPglite(connection.client), backend: 'pglite', monitorVacuum: false, reindex: false };
}

/**
 * Installs or upgrades pg-boss's schema with pg-boss's own migration, and stops: the start step runs it after
 * our migrations, so the servers that start next (and the tests' template database) find it done.
 */
export async function migrateJobs(connection: JobsConnection): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(connection), supervise: false, registerInstance: false, useListenNotify: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
