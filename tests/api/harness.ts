import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { RegisterBody } from '../../contract/auth';
import type { OutboxMail } from '../../contract/dev';
import { Endpoints } from '../../contract/endpoints';
import { buildApp, type App, type BuildAppOptions } from '../../server/app';
import type { Config, MoneyConfig, S3Config, StripeConfig, TrustProxy, UploadQuota } from '../../server/config';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { JOBS_SCHEMA } from '../../server/jobs/engine';
import type { AuthLimits } from '../../server/plugins/rate-limit';
import type { Mailer } from '../../server/providers/mail';
import type { FileStorage } from '../../server/providers/storage';
import { databaseUrl, onTestServer } from './databaseTemplate';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const backends: Backend[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])];

export const redisUrl = process.env.REDIS_URL || undefined;

/** High enough that suites other than the rate-limit one never meet them. */
export const liftedLimits: AuthLimits = {
  perAddress: { max: 100_000, timeWindow: 60_000 },
  perAccount: { max: 100_000, timeWindow: 60_000 },
  signupPerAddress: { max: 100_000, timeWindow: 60_000 },
  commentsPerPerson: { max: 100_000, timeWindow: 60_000 },
  chatMessagesPerPerson: { max: 100_000, timeWindow: 60_000 },
};

export const PASSWORD = 'Secret@123';

/** scrypt's cost of the passwords the API files set (config `passwordCost`). */
export const TEST_PASSWORD_COST = 1024;

export interface TestAppOptions {
  /** Another app's file folder, for a replica that shares its files as well as its database. */
  dataDir?: string;
  authLimits?: AuthLimits;
  production?: boolean;
  /** Share rate limits and rooms through REDIS_URL. */
  useRedis?: boolean;
  /** Share them through this Redis instead (a test's own server). */
  redisUrl?: string;
  /** The proxies whose X-Forwarded-For is believed (config `trustProxy`). */
  trustProxy?: TrustProxy;
  /** A database to reuse (a second app instance on the same data). */
  database?: TestDatabase;
  /** Send mail through nodemailer to this SMTP server instead of the outbox. */
  smtpUrl?: string;
  /** Each user's upload quota (config `uploadQuota`). */
  uploadQuota?: UploadQuota;
  /** Log every level to this stream instead of not logging. */
  logStream?: Writable;
  /** Serve this built client (its page for the SPA's routes, its files). */
  clientDir?: string;
  /** The client is rebuilt while the app runs, as under `npm run dev` (config `clientWatch`). */
  clientWatch?: boolean;
  /** Parcel's HMR server under `npm run dev` (config `clientHmrPort`). */
  clientHmrPort?: number;
  /** The platform fee, referral coins and coin value (config `money`). */
  money?: MoneyConfig;
  /** Stripe instead of the test-card provider (config `stripe`). */
  stripe?: StripeConfig;
  /** Agora keys (config `agora`): live tokens from agora-token instead of the embedded pass. */
  agora?: Config['agora'];
  /** How long a stream outlives its host's last socket (config `liveHostGraceSeconds`). */
  liveHostGraceSeconds?: number;
  /** Files in this bucket instead of the data folder (config `s3`). */
  s3?: S3Config;
  /** The renewal sweep's interval (config `subscriptionSweepSeconds`); default 0: tests run it themselves. */
  subscriptionSweepSeconds?: number;
  /** Mail through this instead of the outbox (a transport that fails on purpose). */
  mail?: Mailer;
  /** Job retry settings over the queues' own (config of `buildApp`). */
  jobSettings?: BuildAppOptions['jobSettings'];
  /** When posts are fanned out inline, by a job or not at all (config of `buildApp`). */
  timelineLimits?: BuildAppOptions['timelineLimits'];
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

// Read once per worker: files of one worker share this module when isolation is off.
let pgliteTemplateDump: Promise<Blob> | undefined;

/**
 * PGlite databases a file dropped, reset to the template's rows for the worker's next file; one whose schema a test
 * changed is closed instead. See docs/decisions/0027-test-databases-from-a-migrated-template.md
 */
const idlePglites: Database[] = [];
let pgliteReset: Promise<{ script: string; shape: string }> | undefined;

/** The schema's shape: its tables, functions and triggers, to tell a copy a test left changed. */
const SHAPE_SQL = `select concat_ws(',',
  (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
  (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'),
  (select count(*) from pg_trigger where not tgisinternal)) as shape`;

/** One script that empties every table, writes back the template's rows and its sequences' positions. */
async function readReset(client: PGlite) {
  const tables = (
    await client.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`)
  ).rows;
  const script = [`truncate ${tables.map(({ name }) => name).join(', ')} restart identity cascade;`];
  for (const { name } of tables) {
    const [{ rows } = { rows: null }] = (await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${name} t`))
      .rows;
    if (rows)
      script.push(`insert into ${name} overriding system value select * from json_populate_recordset(null::${name}, $rows$${rows}$rows$);`);
  }
  const sequences = (
    await client.query<{ name: string; last_value: string | null }>(
      `select quote_ident(sequencename) as name, last_value::text from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  for (const { name, last_value } of sequences) if (last_value !== null) script.push(`select setval('${name}', ${last_value});`);
  // pg-boss's schema sits beside ours (the template has it): the next file starts with no job of this one's.
  script.push(`truncate ${JOBS_SCHEMA}.job, ${JOBS_SCHEMA}.job_dependency, ${JOBS_SCHEMA}.instance cascade;`);
  const [{ shape }] = (await client.query<{ shape: string }>(SHAPE_SQL)).rows as [{ shape: string }];
  return { script: script.join('\n'), shape };
}

async function openPglite(): Promise<Database> {
  const reused = idlePglites.pop();
  if (reused) return reused;
  pgliteTemplateDump ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([new Uint8Array(bytes)]));
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined }, await pgliteTemplateDump);
  pgliteReset ??= readReset(pgliteClient(database));
  await pgliteReset;
  return database;
}

async function putBack(database: Database): Promise<void> {
  const client = pgliteClient(database);
  const { script, shape } = await pgliteReset!;
  try {
    const [{ shape: now }] = (await client.query<{ shape: string }>(SHAPE_SQL)).rows as [{ shape: string }];
    if (now !== shape) throw new Error('a test changed the schema');
    await client.exec(script);
    idlePglites.push(database);
  } catch {
    await database.close();
  }
}

function pgliteClient(database: Database): PGlite {
  if (database.engine !== 'pglite') throw new Error('expected the embedded database');
  return database.native.$client;
}

// Built once per worker: every test database has the migrations' tables.
let everyRowSql: string | undefined;

/** Every row of every table, as JSON text, in one statement (a query per table would cost a round trip each). */
/**
 * The statements among spied query calls that are the app's own: the jobs engine polls and marks jobs on the same
 * database (its own pool on PostgreSQL, the same client on PGlite) whenever a job has just run.
 */
export const appStatements = (calls: unknown[][]) =>
  calls.filter(([query]) => !(JSON.stringify(query) ?? '').includes(`${JOBS_SCHEMA}.`)).length;

export async function everyRow(db: Db): Promise<string> {
  if (!everyRowSql) {
    const tables = (await db.execute(
      sql`select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as {
      rows: { name: string }[];
    };
    everyRowSql = `select json_build_array(${tables.rows.map(({ name }) => `(select json_agg(t) from (select * from ${name} order by 1) t)`).join(', ')})::text as dump`;
  }
  const dump = (await db.execute(sql.raw(everyRowSql))) as unknown as { rows: { dump: string }[] };
  return dump.rows[0]!.dump;
}

/** A fresh, migrated database: in-memory PGlite, or a uniquely named PostgreSQL database, copied from the run's template. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const database = await openPglite();
    let dropped: Promise<void> | undefined;
    return { database, drop: () => (dropped ??= putBack(database)) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!adminUrl || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fanclub_test_${randomBytes(6).toString('hex')}`;
  await onTestServer(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openDatabase({ dataDir: 'unused', databaseUrl: databaseUrl(adminUrl, name) });
  return {
    database,
    drop: async () => {
      await database.close();
      await onTestServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestApp {
  app: App;
  config: Config;
  testDatabase: TestDatabase;
  /** Moves the app's clock forward (OTP and token expiry). */
  advanceClock(ms: number): void;
  post(url: string, payload?: object, options?: { token?: string; remoteAddress?: string }): Promise<LightMyRequestResponse>;
  /** The mails to `email` in the dev outbox, once the mail jobs queued so far are delivered. */
  outbox(email: string): Promise<OutboxMail[]>;
  /** Resolves once no mail job waits or runs (their log lines are written). */
  mailsDelivered(): Promise<void>;
  latestOtp(email: string): Promise<string>;
  close(): Promise<void>;
}

/** The apps of each test database still open (replicas of one another). */
const appsOn = new WeakMap<TestDatabase, Set<App>>();

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fanclub-api-'));
  const testDatabase = options.database ?? (await createTestDatabase(backend));
  let offset = 0;
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    redisUrl: options.redisUrl ?? (options.useRedis ? redisUrl : undefined),
    smtpUrl: options.smtpUrl,
    mailFrom: 'Fanclub <test@fanclub.local>',
    jwtSecret: 'test-secret-'.padEnd(48, 'x'),
    production: options.production ?? false,
    publicDir: path.join(dataDir, 'no-client'),
    clientWatch: options.clientWatch ?? false,
    clientHmrPort: options.clientHmrPort,
    trustProxy: options.trustProxy ?? false,
    uploadQuota: options.uploadQuota,
    money: options.money,
    stripe: options.stripe,
    subscriptionSweepSeconds: options.subscriptionSweepSeconds ?? 0,
    agora: options.agora,
    s3: options.s3,
    liveHostGraceSeconds: options.liveHostGraceSeconds,
    storySweepSeconds: 0,
    // The tests publish due posts themselves (`app.draftsService.publishDue`).
    draftSweepSeconds: 0,
    // Real scrypt at a sixteenth of the server's work: API files register hundreds of people.
    passwordCost: TEST_PASSWORD_COST,
  };
  const app = await buildApp({
    config,
    db: testDatabase.database.db,
    clock: () => Date.now() + offset,
    authLimits: options.authLimits ?? liftedLimits,
    logger: options.logStream ? { level: 'trace', stream: options.logStream } : false,
    clientDir: options.clientDir,
    mail: options.mail,
    jobSettings: options.jobSettings,
    timelineLimits: options.timelineLimits,
  });
  await app.ready();

  const post: TestApp['post'] = (url, payload, extra = {}) => {
    const request: InjectOptions = { method: 'POST', url, remoteAddress: extra.remoteAddress };
    if (payload !== undefined) request.payload = payload;
    if (extra.token) request.headers = { authorization: `Bearer ${extra.token}` };
    return app.inject(request);
  };
  const peers = appsOn.get(testDatabase) ?? new Set<App>();
  appsOn.set(testDatabase, peers);
  peers.add(app);
  // Any app on the database may deliver a mail job, each to its own outbox: a person's mails are in all of them.
  const outbox = async (email: string) => {
    const mails: OutboxMail[] = [];
    for (const peer of [app, ...[...peers].filter((other) => other !== app)]) {
      const response = await peer.inject({ method: 'GET', url: Endpoints.devOutbox.path, query: { email } });
      mails.push(...(response.json() as { data: OutboxMail[] }).data);
    }
    return mails.sort((a, b) => Date.parse(a.sent_at) - Date.parse(b.sent_at));
  };

  return {
    app,
    config,
    testDatabase,
    advanceClock: (ms) => void (offset += ms),
    post,
    outbox,
    async mailsDelivered() {
      if (!(await app.jobs.settled('sendMail', 10_000))) throw new Error('mail jobs still queued after 10 s');
    },
    async latestOtp(email) {
      const otp = (await outbox(email)).at(-1)?.otp;
      if (!otp) throw new Error(`no OTP mailed to ${email}`);
      return otp;
    },
    async close() {
      peers.delete(app);
      await app.close();
      if (!options.database) await testDatabase.drop();
      // A shared folder is its owner's to remove.
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;

/** A signup's birth date: an adult on any day the tests run. */
export const ADULT_BIRTH_DATE = '1990-04-12';

/** Valid signup fields with a unique email and username. */
export function signup(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const tag = `${randomBytes(3).toString('hex')}${++sequence}`;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${tag}@example.com`,
    phone: '5550100',
    password: PASSWORD,
    username: `ada_${tag}`,
    birth_date: ADULT_BIRTH_DATE,
    ...overrides,
  };
}

/** Registers and verifies a user; answers the admin token and the login. */
export async function verifiedUser(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const body = signup(overrides);
  const registered = await t.post(Endpoints.register.path, body);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const verified = await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: await t.latestOtp(body.email) });
  const { token, user } = (verified.json() as { data: { token: string; user: { id: number } } }).data;
  const id = user.id;
  return { id, token, email: body.email, password: body.password, username: body.username };
}

/** A file part of a multipart form. */
export interface FormFile {
  name: string;
  bytes: Uint8Array;
  type?: string;
}

/** A multipart/form-data body for inject(): fields and files in the given order. */
export async function multipartBody(
  parts: [name: string, value: string | FormFile][],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

/** POST /api/upload with `path` then `file` (or the parts given), as the composer sends them. */
export async function uploadFile(t: TestApp, token: string | undefined, parts: [name: string, value: string | FormFile][]) {
  const { payload, headers } = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: Endpoints.upload.path,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** The bytes stored under `key`, read through the store as the app reads them. */
export async function storedBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const stored = await storage.read(key);
  if (!stored) throw new Error(`nothing stored under ${key}`);
  return buffer(stored.body);
}
