import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { loadConfig, type TrustProxy } from '../../server/config';
import { backends, createTestApp, type TestApp } from './harness';

// Fresh addresses and emails per run: with Redis the counters outlive the test process.
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const email = () => `proxied.${randomInt(1e9)}@example.com`;
const PROXY = '192.0.2.10';
const limits = { perAddress: { max: 3, timeWindow: 60_000 }, perAccount: { max: 100, timeWindow: 60_000 } };

describe.each(backends)('per-address limits behind a proxy (%s)', (backend) => {
  const apps: TestApp[] = [];
  const appTrusting = async (trustProxy: TrustProxy) => {
    const t = await createTestApp(backend, { useRedis: true, authLimits: limits, trustProxy });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  /** Statuses of `count` forgot-password calls arriving from `remoteAddress` with that X-Forwarded-For. */
  const statuses = async (t: TestApp, count: number, remoteAddress: string, forwardedFor?: () => string) => {
    const answers: number[] = [];
    for (let i = 0; i < count; i++) {
      const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor() } : {};
      const response = await t.app.inject({
        method: 'POST',
        url: Endpoints.forgotPassword.path,
        payload: { email: email() },
        remoteAddress,
        headers,
      });
      answers.push(response.statusCode);
    }
    return answers;
  };

  let trusting: TestApp;
  beforeAll(async () => {
    trusting = await appTrusting(PROXY);
  });

  it('counts each client behind a trusted proxy, not the proxy', async () => {
    const client = address();
    expect(await statuses(trusting, 4, PROXY, () => client)).toEqual([200, 200, 200, 429]);
    // Other clients through the same proxy still pass, one by one.
    expect(await statuses(trusting, 5, PROXY, address)).toEqual([200, 200, 200, 200, 200]);
  });

  it('ignores X-Forwarded-For from an address it does not trust', async () => {
    expect(await statuses(trusting, 4, address(), address)).toEqual([200, 200, 200, 429]);
  });

  it('ignores X-Forwarded-For when no proxy is configured', async () => {
    const plain = await appTrusting(false);
    expect(await statuses(plain, 4, address(), address)).toEqual([200, 200, 200, 429]);
  });

  it('trusts every hop with TRUST_PROXY=true', async () => {
    const everyone = await appTrusting(true);
    expect(await statuses(everyone, 5, address(), address)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const trustProxyOf = (value?: string) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), TRUST_PROXY: value }).trustProxy;

  it('is false unless set, true for "true", else the list of proxies', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('10.0.0.1, 10.0.0.0/8,loopback')).toBe('10.0.0.1, 10.0.0.0/8,loopback');
  });

  it('refuses a hop count, which fastify no longer honours', () => {
    expect(() => trustProxyOf('1')).toThrow(/hop count/);
  });
});
