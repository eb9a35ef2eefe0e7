import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, JWT_SECRET_MIN, loadConfig } from '../../server/config';

const SECRET = 'k'.repeat(48);
const root = mkdtempSync(path.join(tmpdir(), 'fanclub-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let dirs = 0;
/** A DATA_DIR path not yet created. */
const freshDataDir = () => path.join(root, `data-${++dirs}`);

/** The problems loadConfig refuses `env` with (a fresh DATA_DIR), or [] when it accepts it. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: freshDataDir(), ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('accepts a full production configuration and reads every value', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PORT: '3000',
      HOST: '::',
      DATABASE_URL: 'postgres://fanclub:pw@db.internal:5432/fanclub',
      REDIS_URL: 'rediss://cache.internal:6380',
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      MAIL_FROM: 'Fanclub <no-reply@example.com>',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback, fd00::/8, 192.168.0.0/255.255.0.0',
      PLATFORM_FEE_PERCENT: '15',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      AGORA_APP_ID: '970CA35de60c44645bbae8a215061b33',
      AGORA_APP_CERTIFICATE: '5CFd2fd1755d40ecb72977518be15d3b',
    });
    expect(config).toMatchObject({
      production: true,
      seedDemo: false,
      jwtSecret: SECRET,
      port: 3000,
      host: '::',
      databaseUrl: 'postgres://fanclub:pw@db.internal:5432/fanclub',
      redisUrl: 'rediss://cache.internal:6380',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'Fanclub <no-reply@example.com>',
      logLevel: 'warn',
      money: { platformFeePercent: 15 },
      stripe: { secretKey: 'sk_live_abc', publishableKey: 'pk_live_abc', webhookSecret: 'whsec_abc' },
      agora: { appId: '970CA35de60c44645bbae8a215061b33' },
    });
    // A set secret is used as it is: nothing is written beside the data.
    expect(existsSync(path.join(dataDir, 'secret'))).toBe(false);
  });

  it('gives the demo its defaults outside production: a persisted secret, the demo seeded, logs at info', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      production: false,
      seedDemo: true,
      logLevel: 'info',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(JWT_SECRET_MIN);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).production).toBe(false);
  });

  it('logs at info in production too, and LOG_LEVEL takes any pino level', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir(), NODE_ENV: 'production', JWT_SECRET: SECRET }).logLevel).toBe('info');
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) {
      expect(loadConfig({ DATA_DIR: freshDataDir(), LOG_LEVEL: level }).logLevel).toBe(level);
    }
  });

  it('seeds the demo in production only when SEED_DEMO=1, and never with SEED_DEMO=0', () => {
    const seeds = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: freshDataDir(), JWT_SECRET: SECRET, ...env }).seedDemo;
    expect(seeds({ NODE_ENV: 'production' })).toBe(false);
    expect(seeds({ NODE_ENV: 'production', SEED_DEMO: '1' })).toBe(true);
    expect(seeds({ SEED_DEMO: '0' })).toBe(false);
    expect(seeds({})).toBe(true);
  });

  it('requires JWT_SECRET in production, of at least 32 characters, and never quotes it', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is required in production: at least 32 characters, the same on every replica (generate one with `openssl rand -base64 48`)',
    ]);
    const short = 'short-secret-0123456789';
    for (const mode of ['production', 'development']) {
      const problems = problemsOf({ NODE_ENV: mode, JWT_SECRET: short });
      expect(problems, mode).toEqual([
        `JWT_SECRET must be at least 32 characters, it has ${short.length} (generate one with \`openssl rand -base64 48\`)`,
      ]);
      expect(problems.join(), mode).not.toContain(short);
    }
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(JWT_SECRET_MIN) })).toEqual([]);
  });

  it.each([
    ['NODE_ENV', 'prod', 'NODE_ENV must be production, development or test (or unset), got prod'],
    ['PORT', '80a', 'PORT must be a port number from 0 to 65535, got 80a'],
    ['PORT', '70000', 'PORT must be a port number from 0 to 65535, got 70000'],
    ['PORT', '0x50', 'PORT must be a port number from 0 to 65535, got 0x50'],
    ['HOST', 'my host', 'HOST must be an address to listen on (0.0.0.0, ::, 127.0.0.1) or a host name (localhost), got my host'],
    [
      'HOST',
      'http://example.com',
      'HOST must be an address to listen on (0.0.0.0, ::, 127.0.0.1) or a host name (localhost), got http://example.com',
    ],
    [
      'DATABASE_URL',
      'mysql://root:pw@db/fanclub',
      'DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://user:password@host:5432/fanclub, not a mysql:// URL',
    ],
    [
      'DATABASE_URL',
      'db.internal:5432',
      'DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://user:password@host:5432/fanclub, not a db.internal:// URL',
    ],
    [
      'DATABASE_URL',
      'fanclub at db',
      'DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://user:password@host:5432/fanclub, and what is set is not a URL',
    ],
    ['REDIS_URL', 'http://cache:6379', 'REDIS_URL must be a redis:// or rediss:// URL such as redis://host:6379, not a http:// URL'],
    [
      'SMTP_URL',
      'smtp.example.com',
      'SMTP_URL must be a smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465, and what is set is not a URL',
    ],
    ['MAIL_FROM', 'Fanclub', 'MAIL_FROM must be an address such as no-reply@example.com or Fanclub <no-reply@example.com>, got "Fanclub"'],
    [
      'MAIL_FROM',
      'Fanclub <no-reply@example.com>\r\nBcc: all@example.com',
      'MAIL_FROM must be an address such as no-reply@example.com or Fanclub <no-reply@example.com>, got "Fanclub <no-reply@example.com>\\r\\nBcc: all@example.com"',
    ],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got verbose'],
    ['SEED_DEMO', 'yes', 'SEED_DEMO must be 1 (seed the demo accounts on an empty database) or 0, got yes'],
    ['TRUST_PROXY', '2', 'TRUST_PROXY must be true, false or the proxy addresses, not a hop count (2)'],
    [
      'TRUST_PROXY',
      '10.0.0.1,nginx,10.0.0.0/33',
      'TRUST_PROXY must be true, false or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; not "nginx", "10.0.0.0/33"',
    ],
    ['PLATFORM_FEE_PERCENT', '1e1', 'PLATFORM_FEE_PERCENT must be a whole number from 0 to 100, got 1e1'],
    ['COIN_VALUE_CENTS', '0', 'COIN_VALUE_CENTS must be a whole number from 1 to 100000, got 0'],
    ['UPLOAD_FILES_PER_DAY', '-5', 'UPLOAD_FILES_PER_DAY must be a whole number above 0, got -5'],
    ['STORY_SWEEP_SECONDS', '5m', 'STORY_SWEEP_SECONDS must be a whole number from 0 to 86400, got 5m'],
    ['PASSWORD_COST', '1000', 'PASSWORD_COST must be a power of two from 1024 to 65536, got 1000'],
    ['AGORA_APP_ID', '970CA35de60c44645bbae8a215061b33', 'AGORA_APP_ID and AGORA_APP_CERTIFICATE go together: set both or neither'],
    ['STRIPE_SECRET_KEY', 'sk_test_abc', 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together: set both or neither'],
  ])('refuses %s=%j with one line naming it', (name, value, problem) => {
    expect(problemsOf({ [name]: value })).toEqual([problem]);
  });

  it('refuses Stripe keys set in each other’s place and Agora keys of the wrong shape, without quoting them', () => {
    const stripe = { STRIPE_SECRET_KEY: 'pk_live_SECRET1', STRIPE_PUBLISHABLE_KEY: 'sk_live_SECRET2', STRIPE_WEBHOOK_SECRET: 'SECRET3' };
    const problems = problemsOf({ ...stripe, AGORA_APP_ID: 'my-app', AGORA_APP_CERTIFICATE: 'SECRET4' });
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY must be a secret or restricted API key (sk_… or rk_…)',
      'STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_…)',
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)",
      'AGORA_APP_ID must be the 32 hexadecimal characters the Agora console shows',
      'AGORA_APP_CERTIFICATE must be the 32 hexadecimal characters the Agora console shows',
    ]);
    expect(problems.join()).not.toMatch(/SECRET\d/);
  });

  it("reads npm run dev's HMR port only beside CLIENT_WATCH=1, and refuses one that is no port", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir(), CLIENT_WATCH: '1', CLIENT_HMR_PORT: '8081' })).toMatchObject({
      clientWatch: true,
      clientHmrPort: 8081,
    });
    expect(loadConfig({ DATA_DIR: freshDataDir() }).clientHmrPort).toBeUndefined();
    expect(problemsOf({ CLIENT_HMR_PORT: '8081' })).toEqual([
      'CLIENT_HMR_PORT is for npm run dev, whose client is rebuilt while the server runs: it needs CLIENT_WATCH=1',
    ]);
    for (const port of ['0', '65536', 'hmr']) {
      expect(problemsOf({ CLIENT_WATCH: '1', CLIENT_HMR_PORT: port })).toEqual([
        `CLIENT_HMR_PORT must be a whole number from 1 to 65535, got ${port}`,
      ]);
    }
  });

  it('never quotes a connection URL, which may hold a password', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://root:hunter2@db/fanclub',
      REDIS_URL: 'http://:hunter3@cache',
      SMTP_URL: 'smtp//me:hunter4@mail',
    });
    expect(problems).toHaveLength(3);
    expect(problems.join()).not.toMatch(/hunter/);
  });

  it('names every bad value at once, one line each, and then creates nothing', () => {
    const dataDir = freshDataDir();
    let refused: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        PORT: 'eighty',
        REDIS_URL: 'localhost:6379',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'true',
      });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    const { problems, message } = refused as ConfigError;
    expect(problems.map((line) => line.split(' ')[0])).toEqual(['JWT_SECRET', 'PORT', 'REDIS_URL', 'SEED_DEMO', 'LOG_LEVEL']);
    expect(message.split('\n')).toEqual(problems);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a DATA_DIR it cannot create, in one line', () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    const problems = problemsOf({ DATA_DIR: path.join(file, 'data') });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DATA_DIR .*a-file\/data cannot be used: /);
  });
});

describe('the server refused by its configuration', () => {
  it('prints one line per problem to standard error, no stack, and exits with 1', () => {
    const dataDir = freshDataDir();
    const run = spawnSync(process.execPath, ['server/main.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'too-short', PORT: '99999' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'JWT_SECRET must be at least 32 characters, it has 9 (generate one with `openssl rand -base64 48`)',
      'PORT must be a port number from 0 to 65535, got 99999',
    ]);
    expect(run.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
    // A cold start of the server (Node.js stripping its types): the child process has its own 60 s bound above.
  }, 90_000);
});
