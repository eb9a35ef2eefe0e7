import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PASSWORD_COST } from './lib/password';

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
  publicDir: string;
  /** `npm run dev` (`CLIENT_WATCH=1`): Parcel rewrites the built client while the server runs, so its page and files are read as they come. */
  clientWatch?: boolean;
  /** Whose `X-Forwarded-For` names the client (its `request.ip`, which the per-address limits count); default false. */
  trustProxy?: TrustProxy;
  /** Default `defaultUploadQuota`; `UPLOAD_FILES_PER_HOUR`, `UPLOAD_MB_PER_HOUR`, `UPLOAD_FILES_PER_DAY`, `UPLOAD_MB_PER_DAY`. */
  uploadQuota?: UploadQuota;
  /** Default `defaultMoney`. */
  money?: MoneyConfig;
  /** Unset: the embedded test-card provider. */
  stripe?: StripeConfig;
  /** Unset: live streams use the embedded WebRTC transport (its passes signed with `jwtSecret`). */
  agora?: AgoraConfig;
  /** How long a live stream outlives its host's last socket before it is ended (default 30). */
  liveHostGraceSeconds?: number;
  /** How often each process sweeps the subscriptions due for renewal (`SUBSCRIPTION_SWEEP_SECONDS`, default 60; 0 never). */
  subscriptionSweepSeconds?: number;
  /** How often each process deletes expired stories and their files (`STORY_SWEEP_SECONDS`, default 300; 0 never). */
  storySweepSeconds?: number;
  /** scrypt's cost (N) of new password hashes (`PASSWORD_COST`, a power of two); default `DEFAULT_PASSWORD_COST`. A hash keeps its own cost, so raising it later leaves old passwords working. */
  passwordCost?: number;
}

export const DEFAULT_SUBSCRIPTION_SWEEP_SECONDS = 60;
export const DEFAULT_STORY_SWEEP_SECONDS = 300;

/** Reads the environment once; tests build their own Config instead. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  return {
    port: readPort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Fanclub <no-reply@fanclub.local>',
    jwtSecret: env.JWT_SECRET || persistedSecret(dataDir),
    production: env.NODE_ENV === 'production',
    publicDir: readPublicDir(env.PUBLIC_DIR),
    clientWatch: readClientWatch(env.CLIENT_WATCH),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    money: {
      platformFeePercent: readNumber('PLATFORM_FEE_PERCENT', env.PLATFORM_FEE_PERCENT, defaultMoney.platformFeePercent, 0, 100),
      referralWelcomeCoins: readNumber('REFERRAL_WELCOME_COINS', env.REFERRAL_WELCOME_COINS, defaultMoney.referralWelcomeCoins, 0, 99_999),
      coinValueCents: readNumber('COIN_VALUE_CENTS', env.COIN_VALUE_CENTS, defaultMoney.coinValueCents, 1, 100_000),
    },
    stripe: readStripe(env),
    agora: readAgora(env),
    subscriptionSweepSeconds: readNumber('SUBSCRIPTION_SWEEP_SECONDS', env.SUBSCRIPTION_SWEEP_SECONDS, DEFAULT_SUBSCRIPTION_SWEEP_SECONDS, 0, 86_400),
    storySweepSeconds: readNumber('STORY_SWEEP_SECONDS', env.STORY_SWEEP_SECONDS, DEFAULT_STORY_SWEEP_SECONDS, 0, 86_400),
    passwordCost: readPasswordCost(env.PASSWORD_COST),
    uploadQuota: {
      perHour: {
        files: readCount('UPLOAD_FILES_PER_HOUR', env.UPLOAD_FILES_PER_HOUR, defaultUploadQuota.perHour.files),
        bytes: readCount('UPLOAD_MB_PER_HOUR', env.UPLOAD_MB_PER_HOUR, defaultUploadQuota.perHour.bytes / MB) * MB,
      },
      perDay: {
        files: readCount('UPLOAD_FILES_PER_DAY', env.UPLOAD_FILES_PER_DAY, defaultUploadQuota.perDay.files),
        bytes: readCount('UPLOAD_MB_PER_DAY', env.UPLOAD_MB_PER_DAY, defaultUploadQuota.perDay.bytes / MB) * MB,
      },
    },
  };
}

function readCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`${name} must be a whole number above 0, got ${value}`);
  return count;
}

function readNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${value}`);
  return number;
}

/** A power of two from 2^10 (what the tests use) to 2^16 (64 MB of memory per hash). */
function readPasswordCost(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PASSWORD_COST;
  const cost = Number(value);
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
  return { secretKey, publishableKey, webhookSecret, apiBase: env.STRIPE_API_BASE?.trim() || undefined };
}

function readAgora(env: NodeJS.ProcessEnv): AgoraConfig | undefined {
  const appId = env.AGORA_APP_ID?.trim();
  const certificate = env.AGORA_APP_CERTIFICATE?.trim();
  if (!appId && !certificate) return undefined;
  if (!appId || !certificate) throw new Error('AGORA_APP_ID and AGORA_APP_CERTIFICATE go together: set both or neither');
  return { appId, certificate };
}

/** The built client the server serves (`PUBLIC_DIR`); by default where `npm run build` writes it. */
export function readPublicDir(value: string | undefined): string {
  return path.resolve(value || './dist');
}

function readClientWatch(value: string | undefined): boolean {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === '0') return false;
  if (setting === '1') return true;
  throw new Error(`CLIENT_WATCH must be 1 (npm run dev: the client is rebuilt while the server runs) or 0, got ${value}`);
}

function readTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  // fastify 5.12 trusts nothing for a hop count (it cannot tell the proxy from a client spoofing the header).
  if (/^\d+$/.test(setting)) throw new Error(`TRUST_PROXY must be true, false or the proxy addresses, not a hop count (${setting})`);
  return setting;
}

function readPort(value: string | undefined): number {
  const port = Number(value || 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${value}`);
  return port;
}

// Generated once and kept beside the data so issued tokens survive a restart.
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
