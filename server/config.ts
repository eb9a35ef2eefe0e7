import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_PASSWORD_COST } from './lib/password.ts';

/** fastify's `trustProxy`: trust no proxy, every proxy, or the listed addresses, CIDR ranges and names (`loopback`). */
export type TrustProxy = boolean | string;

/** What one user may upload in an hour and in a day (files counted and their bytes). */
export interface UploadQuota {
  perHour: { files: number; bytes: number };
  perDay: { files: number; bytes: number };
}

const MB = 1024 * 1024;
export const defaultUploadQuota: UploadQuota = {
  perHour: { files: 60, bytes: 1024 * MB },
  perDay: { files: 300, bytes: 4096 * MB },
};

/** The money constants of DESIGN.md: what the platform keeps, what a referral gives, what a coin is worth. */
export interface MoneyConfig {
  /** Of every unlock, tip, sticker, subscription, package and paid live (`PLATFORM_FEE_PERCENT`, default 20). */
  platformFeePercent: number;
  /** Coins a newcomer gets once verified after signing up with a referral code (`REFERRAL_WELCOME_COINS`, default 50). */
  referralWelcomeCoins: number;
  /** What a coin is worth in cents when paid out (`COIN_VALUE_CENTS`, default 1). */
  coinValueCents: number;
}
export const defaultMoney: MoneyConfig = { platformFeePercent: 20, referralWelcomeCoins: 50, coinValueCents: 1 };

/** Stripe instead of the embedded test-card provider, when both keys are set. */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** The signing secret of the `/api/payment/webhook` endpoint (`STRIPE_WEBHOOK_SECRET`). */
  webhookSecret: string;
  /** Another Stripe API address (`STRIPE_API_BASE`): a local double in tests. */
  apiBase?: string;
}

/** Agora RTC and RTM instead of the embedded WebRTC transport, when both are set (`AGORA_APP_ID`, `AGORA_APP_CERTIFICATE`). */
export interface AgoraConfig {
  appId: string;
  certificate: string;
}

/** An S3-compatible bucket instead of `DATA_DIR/uploads`, when `S3_BUCKET` is set. */
export interface S3Config {
  bucket: string;
  /** `S3_ENDPOINT`: an S3-compatible server (MinIO, R2...); unset: AWS S3 of `region`. */
  endpoint?: string;
  /** `S3_REGION`, default `us-east-1`. */
  region: string;
  /** `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`; unset: the SDK's own chain (AWS_* variables, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `S3_FORCE_PATH_STYLE`: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`; default true with an endpoint, false on AWS. */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | undefined;
  /** Set: rate limits and socket.io rooms are shared through Redis. */
  redisUrl: string | undefined;
  /** Set: mail goes out over SMTP; unset: the outbox in `dataDir/outbox.jsonl`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  production: boolean;
  /** Seed the demo accounts on an empty database (`SEED_DEMO`; default: outside production only). */
  seedDemo?: boolean;
  /** The server log's level (`LOG_LEVEL`, default `info`). */
  logLevel?: LogLevel;
  publicDir: string;
  /** `npm run dev` (`CLIENT_WATCH=1`): Parcel rewrites the built client while the server runs, so its page and files are read as they come. */
  clientWatch?: boolean;
  /**
   * `npm run dev` (`CLIENT_HMR_PORT`, with `CLIENT_WATCH=1`): the port of Parcel's hot module replacement server on
   * localhost, which the Content-Security-Policy then admits for the page's websocket and the changed modules' scripts.
   */
  clientHmrPort?: number;
  /** Whose `X-Forwarded-For` names the client (its `request.ip`, which the per-address limits count); default false. */
  trustProxy?: TrustProxy;
  /** Default `defaultUploadQuota`; `UPLOAD_FILES_PER_HOUR`, `UPLOAD_MB_PER_HOUR`, `UPLOAD_FILES_PER_DAY`, `UPLOAD_MB_PER_DAY`. */
  uploadQuota?: UploadQuota;
  /** Default `defaultMoney`. */
  money?: MoneyConfig;
  /** Unset: the embedded test-card provider. */
  stripe?: StripeConfig;
  /** Unset: files live in `dataDir/uploads`. */
  s3?: S3Config;
  /** Unset: live streams use the embedded WebRTC transport (its passes signed with `jwtSecret`). */
  agora?: AgoraConfig;
  /** How long a live stream outlives its host's last socket before it is ended (default 30). */
  liveHostGraceSeconds?: number;
  /** How often each process sweeps the subscriptions due for renewal (`SUBSCRIPTION_SWEEP_SECONDS`, default 60; 0 never). */
  subscriptionSweepSeconds?: number;
  /** How often each process deletes expired stories and their files (`STORY_SWEEP_SECONDS`, default 300; 0 never). */
  storySweepSeconds?: number;
  /** How often each process publishes the scheduled posts that are due (`DRAFT_SWEEP_SECONDS`, default 15; 0 never). */
  draftSweepSeconds?: number;
  /** scrypt's cost (N) of new password hashes (`PASSWORD_COST`, a power of two); default `DEFAULT_PASSWORD_COST`. A hash keeps its own cost, so raising it later leaves old passwords working. */
  passwordCost?: number;
  /** What one person may post a minute (`COMMENTS_PER_MINUTE`, `CHAT_MESSAGES_PER_MINUTE`); default `defaultPostingRates`. */
  postingRates?: PostingRates;
}

export interface PostingRates {
  commentsPerMinute: number;
  chatMessagesPerMinute: number;
}

export const defaultPostingRates: PostingRates = { commentsPerMinute: 20, chatMessagesPerMinute: 60 };

export const DEFAULT_SUBSCRIPTION_SWEEP_SECONDS = 60;
export const DEFAULT_STORY_SWEEP_SECONDS = 300;
export const DEFAULT_DRAFT_SWEEP_SECONDS = 15;

/** pino's levels; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The shortest `JWT_SECRET` accepted (`openssl rand -base64 48` gives 64 characters). */
export const JWT_SECRET_MIN = 32;

/** Every problem of the environment at once, one line each, so an operator fixes them in one go. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; tests build their own Config instead. Throws a `ConfigError` naming every bad value, and then creates nothing. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  // A refused value's stand-in is never returned: the problems are thrown before the config is.
  const read = <T>(reader: () => T): T => {
    try {
      return reader();
    } catch (error) {
      problems.push(...(error instanceof ConfigError ? error.problems : [(error as Error).message]));
      return undefined as T;
    }
  };
  const production = read(() => readNodeEnv(env.NODE_ENV)) === 'production';
  const jwtSecret = read(() => readJwtSecret(env.JWT_SECRET, production));
  const config: Omit<Config, 'dataDir' | 'jwtSecret'> = {
    port: read(() => readPort(env.PORT)),
    host: read(() => readHost(env.HOST)),
    databaseUrl: read(() =>
      readUrl('DATABASE_URL', env.DATABASE_URL, ['postgres', 'postgresql'], 'postgres://user:password@host:5432/fanclub'),
    ),
    redisUrl: read(() => readUrl('REDIS_URL', env.REDIS_URL, ['redis', 'rediss'], 'redis://host:6379')),
    smtpUrl: read(() => readUrl('SMTP_URL', env.SMTP_URL, ['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465')),
    mailFrom: read(() => readMailFrom(env.MAIL_FROM)),
    production,
    seedDemo: read(() => readSwitch('SEED_DEMO', env.SEED_DEMO, !production, 'seed the demo accounts on an empty database')),
    logLevel: read(() => readLogLevel(env.LOG_LEVEL)),
    publicDir: readPublicDir(env.PUBLIC_DIR),
    clientWatch: read(() =>
      readSwitch('CLIENT_WATCH', env.CLIENT_WATCH, false, 'npm run dev: the client is rebuilt while the server runs'),
    ),
    clientHmrPort: read(() => readHmrPort(env)),
    trustProxy: read(() => readTrustProxy(env.TRUST_PROXY)),
    money: {
      platformFeePercent: read(() => readNumber('PLATFORM_FEE_PERCENT', env.PLATFORM_FEE_PERCENT, defaultMoney.platformFeePercent, 0, 100)),
      referralWelcomeCoins: read(() =>
        readNumber('REFERRAL_WELCOME_COINS', env.REFERRAL_WELCOME_COINS, defaultMoney.referralWelcomeCoins, 0, 99_999),
      ),
      coinValueCents: read(() => readNumber('COIN_VALUE_CENTS', env.COIN_VALUE_CENTS, defaultMoney.coinValueCents, 1, 100_000)),
    },
    stripe: read(() => readStripe(env)),
    agora: read(() => readAgora(env)),
    s3: read(() => readS3(env)),
    subscriptionSweepSeconds: read(() =>
      readNumber('SUBSCRIPTION_SWEEP_SECONDS', env.SUBSCRIPTION_SWEEP_SECONDS, DEFAULT_SUBSCRIPTION_SWEEP_SECONDS, 0, 86_400),
    ),
    storySweepSeconds: read(() => readNumber('STORY_SWEEP_SECONDS', env.STORY_SWEEP_SECONDS, DEFAULT_STORY_SWEEP_SECONDS, 0, 86_400)),
    draftSweepSeconds: read(() => readNumber('DRAFT_SWEEP_SECONDS', env.DRAFT_SWEEP_SECONDS, DEFAULT_DRAFT_SWEEP_SECONDS, 0, 3_600)),
    passwordCost: read(() => readPasswordCost(env.PASSWORD_COST)),
    postingRates: {
      commentsPerMinute: read(() => readCount('COMMENTS_PER_MINUTE', env.COMMENTS_PER_MINUTE, defaultPostingRates.commentsPerMinute)),
      chatMessagesPerMinute: read(() =>
        readCount('CHAT_MESSAGES_PER_MINUTE', env.CHAT_MESSAGES_PER_MINUTE, defaultPostingRates.chatMessagesPerMinute),
      ),
    },
    uploadQuota: {
      perHour: {
        files: read(() => readCount('UPLOAD_FILES_PER_HOUR', env.UPLOAD_FILES_PER_HOUR, defaultUploadQuota.perHour.files)),
        bytes: read(() => readCount('UPLOAD_MB_PER_HOUR', env.UPLOAD_MB_PER_HOUR, defaultUploadQuota.perHour.bytes / MB)) * MB,
      },
      perDay: {
        files: read(() => readCount('UPLOAD_FILES_PER_DAY', env.UPLOAD_FILES_PER_DAY, defaultUploadQuota.perDay.files)),
        bytes: read(() => readCount('UPLOAD_MB_PER_DAY', env.UPLOAD_MB_PER_DAY, defaultUploadQuota.perDay.bytes / MB)) * MB,
      },
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);

  // Only a configuration without problems touches the disk.
  const dataDir = path.resolve(env.DATA_DIR || './data');
  try {
    mkdirSync(dataDir, { recursive: true });
    return { ...config, dataDir, jwtSecret: jwtSecret ?? persistedSecret(dataDir) };
  } catch (error) {
    throw new ConfigError([`DATA_DIR ${dataDir} cannot be used: ${(error as Error).message}`]);
  }
}

/**
 * The config, or each of its problems printed on its own line to standard error (no stack: the
 * lines say it all) and the process ended with status 1.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.problems.join('\n')}\n`);
    process.exit(1);
  }
}

const NODE_ENVS = ['production', 'development', 'test'] as const;

function readNodeEnv(value: string | undefined): (typeof NODE_ENVS)[number] {
  const mode = value?.trim() ?? '';
  if (mode === '') return 'development';
  if ((NODE_ENVS as readonly string[]).includes(mode)) return mode as (typeof NODE_ENVS)[number];
  throw new Error(`NODE_ENV must be production, development or test (or unset), got ${value}`);
}

/** Set: at least JWT_SECRET_MIN characters everywhere. Unset: refused in production, else undefined (the persisted one). Never quoted in a problem. */
function readJwtSecret(value: string | undefined, production: boolean): string | undefined {
  const hint = 'generate one with `openssl rand -base64 48`';
  if (value === undefined || value === '') {
    if (production)
      throw new Error(`JWT_SECRET is required in production: at least ${JWT_SECRET_MIN} characters, the same on every replica (${hint})`);
    return undefined;
  }
  if (value.length < JWT_SECRET_MIN)
    throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN} characters, it has ${value.length} (${hint})`);
  return value;
}

/** Demo data only where asked: by default outside production, or `SEED_DEMO=1` (or `0`, never) whatever the mode. */
/** A 1/0 switch; unset, `fallback`. `meaning` says what 1 does, in the refusal. */
function readSwitch(name: string, value: string | undefined, fallback: boolean, meaning: string): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '') return fallback;
  if (setting === '1' || setting === '0') return setting === '1';
  throw new Error(`${name} must be 1 (${meaning}) or 0, got ${value}`);
}

/** Set by `npm run dev` beside CLIENT_WATCH=1: a client built with hot module replacement runs only against a watched build. */
function readHmrPort(env: NodeJS.ProcessEnv): number | undefined {
  const value = env.CLIENT_HMR_PORT;
  if (value === undefined || value.trim() === '') return undefined;
  const port = readNumber('CLIENT_HMR_PORT', value, 0, 1, 65_535);
  if (env.CLIENT_WATCH?.trim() !== '1')
    throw new Error('CLIENT_HMR_PORT is for npm run dev, whose client is rebuilt while the server runs: it needs CLIENT_WATCH=1');
  return port;
}

function readLogLevel(value: string | undefined): LogLevel {
  const level = value?.trim() ?? '';
  if (level === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(level)) return level as LogLevel;
  throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${value}`);
}

/** Unset: undefined. Set: a URL of one of `schemes`; a problem names its scheme only, since the URL may hold a password. */
function readUrl(name: string, value: string | undefined, schemes: string[], example: string): string | undefined {
  const url = value?.trim() ?? '';
  if (url === '') return undefined;
  const expected = `a ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL such as ${example}`;
  let scheme: string;
  try {
    scheme = new URL(url).protocol.slice(0, -1);
  } catch {
    throw new Error(`${name} must be ${expected}, and what is set is not a URL`);
  }
  if (!schemes.includes(scheme)) throw new Error(`${name} must be ${expected}, not a ${scheme}:// URL`);
  return url;
}

/** An address with a display name or without (`Fanclub <no-reply@example.com>`), on one line (it goes into a mail header). */
const MAIL_FROM_PATTERN = /^(?:[^<>\p{Cc}]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/u;

function readMailFrom(value: string | undefined): string {
  const from = value?.trim() ?? '';
  if (from === '') return 'Fanclub <no-reply@fanclub.local>';
  if (!MAIL_FROM_PATTERN.test(from))
    throw new Error(
      `MAIL_FROM must be an address such as no-reply@example.com or Fanclub <no-reply@example.com>, got ${JSON.stringify(value)}`,
    );
  return from;
}

/** A DNS name (RFC 1123 labels). */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

function readHost(value: string | undefined): string {
  const host = value?.trim() ?? '';
  if (host === '') return '0.0.0.0';
  if (isIP(host) !== 0 || HOST_NAME.test(host)) return host;
  throw new Error(`HOST must be an address to listen on (0.0.0.0, ::, 127.0.0.1) or a host name (localhost), got ${value}`);
}

/** Decimal digits only: `1e3`, `0x10`, `12.0` and `-1` are someone's mistake, not a number to guess at. */
const wholeNumberOf = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

function readCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = wholeNumberOf(value);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`${name} must be a whole number above 0, got ${value}`);
  return count;
}

function readNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = wholeNumberOf(value);
  if (!Number.isSafeInteger(number) || number < min || number > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return number;
}

/** A power of two from 2^10 (what the tests use) to 2^16 (64 MB of memory per hash). */
function readPasswordCost(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PASSWORD_COST;
  const cost = wholeNumberOf(value);
  if (!Number.isSafeInteger(cost) || cost < 1024 || cost > 65_536 || (cost & (cost - 1)) !== 0) {
    throw new Error(`PASSWORD_COST must be a power of two from 1024 to 65536, got ${value}`);
  }
  return cost;
}

function readStripe(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!secretKey && !publishableKey) return undefined;
  if (!secretKey || !publishableKey) throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together: set both or neither');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is needed with the Stripe keys, to check the webhook signatures');
  // Each kind of key has its prefix: one pasted into the wrong variable is caught here, not at the first payment (never quoted).
  const keys = [
    ['STRIPE_SECRET_KEY', secretKey, /^(sk|rk)_/, 'a secret or restricted API key (sk_… or rk_…)'],
    ['STRIPE_PUBLISHABLE_KEY', publishableKey, /^pk_/, 'a publishable key (pk_…)'],
    ['STRIPE_WEBHOOK_SECRET', webhookSecret, /^whsec_/, "the webhook endpoint's signing secret (whsec_…)"],
  ] as const;
  const wrong = keys.filter(([, key, prefix]) => !prefix.test(key)).map(([name, , , what]) => `${name} must be ${what}`);
  if (wrong.length > 0) throw new ConfigError(wrong);
  return {
    secretKey,
    publishableKey,
    webhookSecret,
    apiBase: readUrl('STRIPE_API_BASE', env.STRIPE_API_BASE, ['https', 'http'], 'https://api.stripe.com'),
  };
}

/** Agora's App ID and App Certificate are each 32 hexadecimal characters. */
const AGORA_KEY = /^[0-9a-f]{32}$/i;

function readAgora(env: NodeJS.ProcessEnv): AgoraConfig | undefined {
  const appId = env.AGORA_APP_ID?.trim();
  const certificate = env.AGORA_APP_CERTIFICATE?.trim();
  if (!appId && !certificate) return undefined;
  if (!appId || !certificate) throw new Error('AGORA_APP_ID and AGORA_APP_CERTIFICATE go together: set both or neither');
  const wrong = [['AGORA_APP_ID', appId] as const, ['AGORA_APP_CERTIFICATE', certificate] as const]
    .filter(([, key]) => !AGORA_KEY.test(key))
    .map(([name]) => name);
  if (wrong.length > 0) throw new ConfigError(wrong.map((name) => `${name} must be the 32 hexadecimal characters the Agora console shows`));
  return { appId, certificate };
}

/** The built client the server serves (`PUBLIC_DIR`); by default where `npm run build` writes it. */
function readPublicDir(value: string | undefined): string {
  return path.resolve(value || './dist');
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
/** AWS's rule for bucket names (S3-compatible servers accept these too). */
const S3_BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The bucket settings when `S3_BUCKET` is set; unset, none of the other S3_* may be. Every bad value is named at once. */
export function readS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => value(name));
    if (stray.length > 0)
      throw new Error(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to use object storage, or unset them`,
      );
    return undefined;
  }
  const problems: string[] = [];
  if (!S3_BUCKET_NAME.test(bucket) || bucket.includes('..'))
    problems.push(`S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got ${bucket}`);

  const endpoint = value('S3_ENDPOINT');
  let endpointOrigin: string | undefined;
  if (endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    // The value is not repeated: a URL with a user and password in it would put a secret in the log.
    if (url && (url.username || url.password))
      problems.push('S3_ENDPOINT must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    else if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
      problems.push(`S3_ENDPOINT must be the http(s) address of the S3 server, such as http://127.0.0.1:9000, got ${endpoint}`);
    } else endpointOrigin = url.origin;
  }

  const region = value('S3_REGION') ?? 'us-east-1';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(region)) problems.push(`S3_REGION must be a region name such as us-east-1, got ${region}`);

  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');

  const pathStyle = value('S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== 'true' && pathStyle !== 'false')
    problems.push(`S3_FORCE_PATH_STYLE must be true or false, got ${pathStyle}`);
  if (problems.length > 0) throw new ConfigError(problems);
  // S3-compatible servers (MinIO, s3rver) answer on one host; AWS prefers the bucket in the host name.
  const forcePathStyle = pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true';

  return {
    bucket,
    endpoint: endpointOrigin,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle,
  };
}

/** proxy-addr's names for address ranges (fastify's `trustProxy` compiles the list with it). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range (`10.0.0.0/8`, `10.0.0.0/255.0.0.0`) or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', range, ...more] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || more.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

function readTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  // fastify 5.12 trusts nothing for a hop count (it cannot tell the proxy from a client spoofing the header).
  if (/^\d+$/.test(setting)) throw new Error(`TRUST_PROXY must be true, false or the proxy addresses, not a hop count (${setting})`);
  const wrong = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !isProxyEntry(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be true, false or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return setting;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = wholeNumberOf(value);
  if (!(port <= 65535)) throw new Error(`PORT must be a port number from 0 to 65535, got ${value}`);
  return port;
}

// Generated once and kept beside the data so issued tokens survive a restart.
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= JWT_SECRET_MIN) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
