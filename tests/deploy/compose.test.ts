import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HealthRoutes } from '../../contract/health';
import { loadConfig } from '../../server/config';
import { environmentOf, interpolate, readCompose, type ComposeService } from './compose';

/** What an operator puts in `.env`: the secrets compose.yaml asks for. */
const SECRETS = {
  JWT_SECRET: 'a-deployment-secret-of-more-than-32-characters',
  POSTGRES_PASSWORD: 'postgres-password',
  MINIO_ROOT_PASSWORD: 'minio-password',
};

/** What an operator adds to `.env` to use Stripe and Agora instead of the embedded providers. */
const INTEGRATIONS = {
  STRIPE_SECRET_KEY: 'sk_live_operator',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_operator',
  STRIPE_WEBHOOK_SECRET: 'whsec_operator',
  AGORA_APP_ID: '0123456789abcdef0123456789abcdef',
  AGORA_APP_CERTIFICATE: 'fedcba9876543210fedcba9876543210',
};

/** Every setting a replica of a real deployment must be given (README, Deploy). */
const REQUIRED = [
  'NODE_ENV',
  'JWT_SECRET',
  'DATABASE_URL',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'TRUST_PROXY',
];

const compose = readCompose();
const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-compose-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The services that run the app's image (built from this repository). */
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** The variables `loadConfig` reads when given `env`, and what it made of them. */
function readsOf(env: Record<string, string>) {
  const reads = new Set<string>();
  // DATA_DIR goes to a scratch folder: the reader creates it.
  const recorded = new Proxy(
    { ...env, DATA_DIR: dataDir },
    {
      get(target, name, receiver) {
        if (typeof name === 'string') reads.add(name);
        return Reflect.get(target, name, receiver);
      },
    },
  );
  const config = loadConfig(recorded);
  return { reads, config };
}

describe('compose.yaml', () => {
  it('runs the app as replicas of one service built from this repository, behind nginx with the shipped config', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app']);
    const [, app] = appServices[0]!;
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const nginx = compose.services.nginx!;
    expect(nginx.image).toMatch(/^nginx:/);
    expect(nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx.depends_on).toMatchObject({ app: { condition: 'service_healthy' } });
    // The balancer's upstream is the service's name and the port the replicas listen on.
    const port = environmentOf(app, SECRETS).PORT;
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toMatch(new RegExp(`^\\s*server app:${port}\\b`, 'm'));
    expect(app.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      bucket: { condition: 'service_completed_successfully' },
    });
  });

  it("holds no secret of its own: without the operator's, compose refuses to start", () => {
    const [, app] = appServices[0]!;
    for (const secret of Object.keys(SECRETS)) {
      const withoutIt: Record<string, string> = { ...SECRETS };
      delete withoutIt[secret];
      expect(() => environmentOf(app, withoutIt), secret).toThrow(`required variable ${secret} is missing a value`);
    }
  });

  it('sets only variables the config reader knows, the required ones among them, and the reader accepts them', () => {
    for (const [name, service] of appServices) {
      const env = environmentOf(service, SECRETS);
      for (const required of REQUIRED) expect(env[required], `${name}: ${required}`).toBeTruthy();
      const { reads, config } = readsOf(env);
      expect(config).toMatchObject({
        production: true,
        databaseUrl: env.DATABASE_URL,
        redisUrl: env.REDIS_URL,
        jwtSecret: SECRETS.JWT_SECRET,
      });
      expect(config.stripe).toBeUndefined();
      // Some variables are read only beside others (the webhook secret with the Stripe keys): the operator's integrations switched on.
      const integrated = readsOf(environmentOf(service, { ...SECRETS, ...INTEGRATIONS }));
      expect(integrated.config).toMatchObject({
        stripe: { secretKey: INTEGRATIONS.STRIPE_SECRET_KEY, webhookSecret: INTEGRATIONS.STRIPE_WEBHOOK_SECRET },
        agora: { appId: INTEGRATIONS.AGORA_APP_ID },
      });
      const unknown = Object.keys(env).filter((variable) => !reads.has(variable) && !integrated.reads.has(variable));
      expect(unknown, `${name} sets variables server/config.ts never reads`).toEqual([]);
    }
  });

  it('trusts X-Forwarded-For from the balancer only, at the fixed address it gives nginx outside the range handed out', () => {
    const [, app] = appServices[0]!;
    const trusted = environmentOf(app, SECRETS).TRUST_PROXY;
    const networks = compose.services.nginx!.networks as Record<string, { ipv4_address?: string }>;
    const balancer = interpolate(networks.default!.ipv4_address!, SECRETS);
    expect(trusted).toBe(balancer);
    const [pool] = compose.networks!.default!.ipam!.config!;
    const subnet = interpolate(pool!.subnet!, SECRETS);
    const range = interpolate(pool!.ip_range!, SECRETS);
    const toNumber = (address: string) => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
    const within = (address: string, cidr: string) => {
      const [base, bits] = cidr.split('/');
      const size = 2 ** (32 - Number(bits));
      return toNumber(address) >= toNumber(base!) && toNumber(address) < toNumber(base!) + size;
    };
    expect(within(balancer, subnet)).toBe(true);
    expect(within(balancer, range)).toBe(false);
  });

  it('names the store by an address the replicas and the browsers both reach (presigned URLs point at it)', () => {
    const [, app] = appServices[0]!;
    const endpoint = new URL(environmentOf(app, SECRETS).S3_ENDPOINT!);
    const minio = compose.services.minio!;
    const aliases = (minio.networks as Record<string, { aliases?: string[] }>).default?.aliases ?? [];
    // On the compose network, the alias is MinIO's; in a browser, *.localhost is this machine, where MinIO's port is published.
    expect(aliases).toContain(endpoint.hostname);
    expect(endpoint.hostname).toMatch(/\.localhost$/);
    expect(minio.ports).toContain(`127.0.0.1:${endpoint.port}:9000`);
    expect(endpoint.port).toBe('9000');
  });

  it('creates the bucket the replicas store in before they start', () => {
    const [, app] = appServices[0]!;
    const bucket: ComposeService = compose.services.bucket!;
    const bucketEnv = environmentOf(bucket, SECRETS);
    expect(bucketEnv.S3_BUCKET).toBe(environmentOf(app, SECRETS).S3_BUCKET);
    expect(bucket.depends_on).toMatchObject({ minio: { condition: 'service_healthy' } });
    const script = interpolate([bucket.entrypoint].flat().join(' '), SECRETS);
    expect(script).toContain('mc mb --ignore-existing "store/$S3_BUCKET"');
    expect(script).toContain('http://minio:9000');
  });
});

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
function dockerStages() {
  const lines = readFileSync('Dockerfile', 'utf8')
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: { name: string; from: string; instructions: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? String(stages.length), instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

describe('Dockerfile', () => {
  const stages = dockerStages();
  const runtime = stages.at(-1)!;
  const has = (pattern: RegExp) => runtime.instructions.filter((line) => pattern.test(line));

  it('builds the client in one stage and runs the server from another, with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const build = stages.find((stage) => stage.instructions.some((line) => /^RUN npm run build\b/.test(line)));
    expect(build, 'a stage runs npm run build').toBeDefined();
    expect(build).not.toBe(runtime);
    expect(has(/^RUN npm ci\b.*--omit=dev/)).toHaveLength(1);
    expect(has(new RegExp(`^COPY --from=${build!.name} /app/dist`))).toHaveLength(1);
    expect(has(/^ENV NODE_ENV=production$/)).toHaveLength(1);
  });

  it('runs as a user other than root, says its port, checks /healthz and starts the server as PID 1', () => {
    const user = has(/^USER\s/).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)(:|$)/);
    const [, app] = appServices[0]!;
    expect(has(/^EXPOSE\s/)).toEqual([`EXPOSE ${environmentOf(app, SECRETS).PORT}`]);
    const [healthcheck] = has(/^HEALTHCHECK\s/);
    expect(healthcheck).toContain(HealthRoutes.health);
    expect(healthcheck).toMatch(/CMD \["node", "-e", /);
    expect(has(/^CMD\s/)).toEqual(['CMD ["node", "server/main.ts"]']);
  });

  it("runs the server's TypeScript on the image's Node.js (the pinned line) without a loader", () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; dependencies: Record<string, string> };
    const major = /\d+/.exec(pkg.engines.node)?.[0];
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(new RegExp(`^ARG NODE_VERSION=${major}$`, 'm'));
    expect(stages.map((stage) => stage.from)).toEqual(stages.map(() => 'node:${NODE_VERSION}-bookworm-slim'));
    // `npm ci --omit=dev` leaves out tsx and the node package: the image's own node runs server/main.ts.
    expect(pkg.dependencies).not.toHaveProperty('tsx');
    expect(pkg.dependencies).not.toHaveProperty('node');
  });

  it('leaves installed, built and private files out of the build context', () => {
    const ignored = readFileSync('.dockerignore', 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['node_modules', 'dist', 'data', '.env', '.git']) expect(ignored).toContain(entry);
  });
});
