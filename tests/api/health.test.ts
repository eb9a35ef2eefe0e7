import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/lib/ports';
import { HealthRoutes } from '../../contract/health';
import { Endpoints } from '../../contract/endpoints';
import { openDatabase } from '../../server/db/client';
import { backends, createTestApp, redisUrl, type TestApp } from './harness';

const PAGE = '<!doctype html><html><head><title>Fanclub</title></head><body></body></html>';

describe.each(backends)('health and readiness (%s)', (backend) => {
  let t: TestApp;
  let clientDir: string;
  let log = '';
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'fanclub-built-'));
    writeFileSync(path.join(clientDir, 'index.html'), PAGE);
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => void (log += chunk.toString('utf8')));
    // The login limit at one call a minute: the probes must not count against any limit.
    t = await createTestApp(backend, {
      clientDir,
      logStream: stream,
      authLimits: { perAddress: { max: 1, timeWindow: 60_000 }, perAccount: { max: 1, timeWindow: 60_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('/healthz answers the process, /readyz each dependency: no token, no limit, not the SPA page', async () => {
    for (let call = 0; call < 5; call += 1) {
      const health = await t.app.inject({ method: 'GET', url: HealthRoutes.health });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: HealthRoutes.ready });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', redis: 'off', storage: 'ok' },
        jobs: { waiting: 0, failed: 0 },
      });
    }
    // The SPA's history fallback still answers every other page path, /health included.
    const page = await t.app.inject({ method: 'GET', url: '/health' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('the probes write no access line; other requests still do', async () => {
    log = '';
    await t.app.inject({ method: 'GET', url: HealthRoutes.health });
    await t.app.inject({ method: 'GET', url: HealthRoutes.ready });
    await t.app.inject({ method: 'HEAD', url: HealthRoutes.ready });
    await t.post(Endpoints.login.path, { email: 'nobody@example.com', password: 'Wrong@1234' });
    const lines = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const completed = lines.filter((line) => line.msg === 'request completed').map((line) => line.req?.url);
    expect(completed).toEqual([Endpoints.login.path]);
  });

  it('a file store that cannot be written fails readiness, names it, and is logged once', async () => {
    // The uploads folder cannot be created where a file stands.
    const uploads = path.join(t.config.dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'not a folder');
    try {
      log = '';
      for (let call = 0; call < 3; call += 1) {
        const ready = await t.app.inject({ method: 'GET', url: HealthRoutes.ready });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({
          status: 'failed',
          checks: { database: 'ok', redis: 'off', storage: 'failed' },
          jobs: { waiting: 0, failed: 0 },
        });
      }
      expect(log.match(/not ready: storage failed/g)).toHaveLength(1);
      // The process itself is still alive.
      expect((await t.app.inject({ method: 'GET', url: HealthRoutes.health })).statusCode).toBe(200);
    } finally {
      rmSync(uploads, { force: true });
    }
    expect((await t.app.inject({ method: 'GET', url: HealthRoutes.ready })).statusCode).toBe(200);
    expect(log).toContain('ready again');
  });
});

describe('readiness with a dependency down', () => {
  it('a closed database fails readiness (503, database named) while /healthz still answers', async () => {
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    const t = await createTestApp('pglite', { database: { database, drop: async () => {} } });
    try {
      await database.close();
      const ready = await t.app.inject({ method: 'GET', url: HealthRoutes.ready });
      expect(ready.statusCode).toBe(503);
      // The jobs are counted in the database: no count without it.
      expect(ready.json()).toEqual({ status: 'failed', checks: { database: 'failed', redis: 'off', storage: 'ok' } });
      expect((await t.app.inject({ method: 'GET', url: HealthRoutes.health })).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('an unreachable Redis fails readiness (503, redis named): the process starts and says so', async () => {
    const t = await createTestApp('pglite', { redisUrl: `redis://127.0.0.1:${await freePort()}` });
    try {
      const ready = await t.app.inject({ method: 'GET', url: HealthRoutes.ready });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'failed',
        checks: { database: 'ok', redis: 'failed', storage: 'ok' },
        jobs: { waiting: 0, failed: 0 },
      });
    } finally {
      await t.close();
    }
  });

  it.runIf(redisUrl)('a reachable Redis is ok', async () => {
    const t = await createTestApp('pglite', { useRedis: true });
    try {
      const ready = await t.app.inject({ method: 'GET', url: HealthRoutes.ready });
      expect(ready.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', redis: 'ok', storage: 'ok' },
        jobs: { waiting: 0, failed: 0 },
      });
    } finally {
      await t.close();
    }
  });
});
