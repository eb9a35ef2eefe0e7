/**
 * The deployment's topology on 127.0.0.1 (s3rver, an SMTP sink, a Stripe double, fresh PostgreSQL, N production
 * replicas, the shipped nginx); `stop()` ends every process and drops the database, whatever happened.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HealthRoutes } from '../../contract/health';
import { databaseUrl, onTestServer } from '../api/databaseTemplate';
import { startS3Server, type S3TestServer } from '../api/s3-support';
import { startStripeDouble, type StripeDouble } from '../api/stripe-double';
import { nginxBinary, startBalancer, type RunningBalancer } from '../support/balancer';
import { freePort } from '../../server/lib/ports';
import { startSmtpSink, type ReceivedMail } from '../support/smtp-sink';

export type { ReceivedMail };

export interface Replica {
  index: number;
  url: string;
  /** How long it took from its start to ready, in ms. */
  readyMs: number;
  /** What it printed so far. */
  log(): string;
  /** Ends it at once, as a crashed machine would (no drain). */
  kill(): Promise<void>;
  /** Starts it again on its port and waits until it is ready. */
  restart(): Promise<void>;
  running(): boolean;
}

export interface Topology {
  balancer: RunningBalancer;
  replicas: Replica[];
  mails: ReceivedMail[];
  /** The object store every replica keeps files in. */
  s3: S3TestServer;
  stripe: StripeDouble;
  /** The replicas' PostgreSQL database. */
  databaseUrl: string;
  /** The Stripe webhook signing secret the replicas check. */
  stripeWebhookSecret: string;
  stop(): Promise<void>;
}

/** What the topology needs of this machine, or the one line saying what is missing (a given database needs no server to make one on). */
export function prerequisites({ database = true } = {}): { adminUrl: string | undefined; redisUrl: string; nginx: string } | string {
  const adminUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  const nginx = nginxBinary();
  if (database && !adminUrl) return 'the cluster needs PostgreSQL: set TEST_DATABASE_URL (or CLUSTER_DATABASE_URL)';
  if (!redisUrl) return 'the cluster needs Redis: set REDIS_URL';
  if (!nginx) return 'the cluster needs nginx: apt-get install nginx (or set NGINX to its binary)';
  return { adminUrl, redisUrl, nginx };
}

const READY_BUDGET_MS = 120_000;
const BUCKET = 'fanclub-cluster';
const STRIPE_WEBHOOK_SECRET = 'whsec_cluster_double';

/** Polls the replica's readiness route until it answers 200 (its database, Redis and store answered). */
async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_BUDGET_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`replica ${url} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${log().slice(-4000)}`);
    try {
      const answer = await fetch(url + HealthRoutes.ready, { signal: AbortSignal.timeout(2_000) });
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`replica ${url} was not ready within ${READY_BUDGET_MS / 1000} s:\n${log().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface TopologyOptions {
  replicas?: number;
  /** A database to use as it is (the bench seeds one); default a fresh one, dropped at the end. */
  databaseUrl?: string;
  /** More or other variables for every replica. */
  env?: Record<string, string>;
}

/** Starts the whole topology; on any failure, stops what started and throws. */
export async function startTopology({
  replicas: count = 3,
  databaseUrl: givenDatabase,
  env: extraEnv = {},
}: TopologyOptions = {}): Promise<Topology> {
  const needs = prerequisites({ database: givenDatabase === undefined });
  if (typeof needs === 'string') throw new Error(needs);
  const scratch = mkdtempSync(path.join(tmpdir(), 'fanclub-cluster-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(scratch, { recursive: true, force: true })];
  const stop = async () => {
    // Last started, first stopped; each step runs whatever the one before did.
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cluster cleanup:', error);
      }
    }
  };
  try {
    const s3 = await startS3Server(BUCKET);
    cleanups.push(() => s3.close());
    const smtp = await startSmtpSink();
    cleanups.push(() => smtp.close());
    const stripe = await startStripeDouble();
    cleanups.push(() => stripe.close());

    let database = givenDatabase;
    if (!database) {
      const adminUrl = needs.adminUrl!;
      const name = `fanclub_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
      await onTestServer(adminUrl, `CREATE DATABASE ${name}`);
      cleanups.push(() => onTestServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      database = databaseUrl(adminUrl, name);
    }

    const dist = path.resolve('dist');
    const shared: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? scratch,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      DATABASE_URL: database,
      REDIS_URL: needs.redisUrl,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's own credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fanclub cluster <cluster@fanclub.local>',
      // nginx reaches the replicas from 127.0.0.1: only its X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_DIR: existsSync(path.join(dist, 'index.html')) ? dist : path.join(scratch, 'no-client'),
      // The cheapest cost the reader accepts: the journeys sign up and log in many times.
      PASSWORD_COST: '1024',
      // The kill test's writers send hundreds of messages a minute as one person.
      CHAT_MESSAGES_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      ...extraEnv,
    };

    const replicas: Replica[] = [];
    const starting: Promise<void>[] = [];
    for (let index = 0; index < count; index++) {
      const port = await freePort();
      const dataDir = path.join(scratch, `replica-${index}`);
      mkdirSync(dataDir, { recursive: true });
      const logFile = path.join(scratch, `replica-${index}.log`);
      let child: ChildProcess | undefined;
      const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
      const launch = async () => {
        const output = openSync(logFile, 'a');
        const startedAt = performance.now();
        child = spawn(process.execPath, ['server/main.ts'], {
          env: { ...shared, PORT: String(port), DATA_DIR: dataDir },
          stdio: ['ignore', output, output],
        });
        closeSync(output);
        await waitReady(`http://127.0.0.1:${port}`, child, log);
        replica.readyMs = Math.round(performance.now() - startedAt);
      };
      const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
      const kill = async () => {
        if (!child || !running()) return;
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      };
      const replica: Replica = { index, url: `http://127.0.0.1:${port}`, readyMs: 0, log, kill, restart: launch, running };
      replicas.push(replica);
      cleanups.push(async () => {
        if (!child || !running()) return;
        // SIGTERM drains; one that has not exited within 10 s is killed.
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        const timer = setTimeout(() => child?.kill('SIGKILL'), 10_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(timer);
      });
      const killOnExit = () => child?.kill('SIGKILL');
      process.once('exit', killOnExit);
      cleanups.push(() => void process.off('exit', killOnExit));
      starting.push(launch());
    }
    // Together, as a deployment starts them on an empty database; every one must become ready.
    const started = await Promise.allSettled(starting);
    const failed = started.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    if (failed.length > 0)
      throw new Error(`${failed.length} of ${count} replicas started together did not become ready:\n${failed.join('\n')}`);

    const balancer = await startBalancer(
      needs.nginx,
      replicas.map((replica) => new URL(replica.url).host),
      path.join(scratch, 'nginx'),
    );
    cleanups.push(() => balancer.stop());
    return {
      balancer,
      replicas,
      mails: smtp.received,
      s3,
      stripe,
      databaseUrl: database,
      stripeWebhookSecret: STRIPE_WEBHOOK_SECRET,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
