import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { HealthRoutes } from '../../contract/health';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { onTestServer } from './databaseTemplate';
import { createTestApp, createTestDatabase, verifiedUser, type TestApp } from './harness';
import { openDatabase } from '../../server/db/client';
import { freePort } from '../../server/lib/ports';
import { hasRedisServer, startRedisServer, tcpProxy, until, within } from './outage-support';
import { chatLogin, connected, listen, open, textMessage } from './socket-support';

/** The longest a request may take to answer while a dependency is down (issue 27: 503 within 2 s), with room for a loaded machine. */
const HANG_BOUND_MS = 5000;

const UNAVAILABLE = { success: 0, message: Messages.serviceUnavailable, data: {} };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const login = (t: TestApp, user: { email: string; password: string }) =>
  within(HANG_BOUND_MS, t.post(Endpoints.login.path, { email: user.email, password: user.password }));
const readiness = async (t: TestApp) => {
  const answer = await within(HANG_BOUND_MS, t.app.inject({ method: 'GET', url: HealthRoutes.ready }));
  return { status: answer.statusCode, body: answer.json() as { checks: Record<string, string> } };
};

describe.runIf(hasRedisServer)('Redis down and back', () => {
  it('a login answers 503 at once while Redis is down, the realtime adapter does not end the process, and the next login after its return works', async () => {
    const port = await freePort();
    let redis = await startRedisServer(port);
    cleanups.push(() => redis.stop());
    const t = await createTestApp('pglite', { redisUrl: redis.url });
    cleanups.push(() => t.close());
    const { user, token, chatUserId } = await chatLogin(t);
    expect((await login(t, user)).statusCode).toBe(200);
    const socket = open(await listen(t), token);
    cleanups.push(async () => socket.disconnect());
    await connected(socket);

    await redis.stop();
    const refused = await login(t, user);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(UNAVAILABLE);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await readiness(t)).toMatchObject({ status: 503, body: { checks: { redis: 'failed', database: 'ok' } } });
    // An event sent meanwhile cannot be shared through Redis: the adapter's failed publish must not be an unhandled rejection.
    t.app.realtime.toUser(chatUserId, 'message', textMessage('while-down', chatUserId));
    await new Promise((resolve) => setTimeout(resolve, 200));

    redis = await startRedisServer(port);
    await until(10_000, async () => (await readiness(t)).status === 200);
    expect((await login(t, user)).statusCode).toBe(200);
  });

  it('a process started while Redis is down starts, reports not ready, then serves and shares rooms once Redis answers', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const a = await within(10_000, createTestApp('pglite', { redisUrl: url }));
    cleanups.push(() => a.close());
    const b = await within(10_000, createTestApp('pglite', { redisUrl: url, database: a.testDatabase }));
    cleanups.push(() => b.close());
    expect(await readiness(a)).toMatchObject({ status: 503, body: { checks: { redis: 'failed' } } });
    // Logins and signups count attempts in Redis: both refuse with 503 meanwhile.
    expect((await login(a, { email: 'ada@example.com', password: 'Secret@123' })).json()).toEqual(UNAVAILABLE);

    let redis = await startRedisServer(port);
    cleanups.push(() => redis.stop());
    await until(10_000, async () => (await readiness(a)).status === 200 && (await readiness(b)).status === 200);
    const user = await verifiedUser(a);
    expect((await login(a, user)).statusCode).toBe(200);

    // The adapter's subscriptions went out once Redis answered: an event sent by A reaches a socket held by B.
    const { token, chatUserId } = await chatLogin(a);
    await listen(a);
    const socket = open(await listen(b), token);
    cleanups.push(async () => socket.disconnect());
    await connected(socket);
    const delivered = async (room: string) => {
      let received = false;
      const listener = (payload: ChatMessage) => (received ||= payload.room === room);
      socket.on('message', listener);
      try {
        await until(10_000, async () => {
          a.app.realtime.toUser(chatUserId, 'message', textMessage(room, chatUserId));
          await new Promise((resolve) => setTimeout(resolve, 300));
          return received;
        });
      } finally {
        socket.off('message', listener);
      }
    };
    await delivered('across');

    // Redis restarts: both processes subscribe again by themselves.
    await redis.stop();
    redis = await startRedisServer(port);
    await delivered('across again');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL down and back', () => {
  it('a login answers 503 while the database is stopped or unreachable, and works again when it returns or after its connections were ended', async () => {
    const direct = await createTestDatabase('postgres');
    cleanups.push(() => direct.drop());
    if (direct.database.engine !== 'postgres') throw new Error('expected PostgreSQL');
    const url = new URL(direct.database.native.$client.options.connectionString!);
    const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    cleanups.push(() => proxy.close());
    url.port = String(proxy.port);
    const proxied = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    cleanups.push(() => proxied.close());
    const t = await createTestApp('postgres', { database: { database: proxied, drop: async () => {} } });
    cleanups.push(() => t.close());
    const user = await verifiedUser(t);
    expect((await login(t, user)).statusCode).toBe(200);

    if (proxied.engine !== 'postgres') throw new Error('expected PostgreSQL');
    const pool = proxied.native.$client;
    for (const how of ['refuse', 'silent'] as const) {
      await proxy.down(how);
      // Once the pool has dropped its cut connections, the login must open a new one: refused, or never answered.
      await until(5000, async () => pool.totalCount === 0);
      const refused = await login(t, user);
      expect(refused.statusCode, `${how}: ${refused.body}`).toBe(503);
      expect(refused.json()).toEqual(UNAVAILABLE);
      expect(await readiness(t), how).toMatchObject({ status: 503, body: { checks: { database: 'failed' } } });
      await proxy.up();
      expect((await login(t, user)).statusCode, how).toBe(200);
    }

    // A restarted server ends every connection: the pool drops the ended ones, a request meets at worst a 503, never a 500.
    const dbName = url.pathname.slice(1);
    await onTestServer(
      process.env.TEST_DATABASE_URL!,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`,
    );
    const statuses: number[] = [];
    await until(5000, async () => {
      statuses.push((await login(t, user)).statusCode);
      return statuses.at(-1) === 200;
    });
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true);
  });
});
