import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { SocketEvents } from '../../contract/routes';
import { Endpoints } from '../../contract/endpoints';
import { users } from '../../server/db/schema';
import { SESSION_SWEEP_SECONDS } from '../../server/realtime/socket';
import { freePort } from '../../server/lib/ports';
import { member, openRoom, send } from './chat-support';
import { backends, createTestApp, type TestApp } from './harness';
import { hasRedisServer, startRedisServer, tcpProxy } from './outage-support';
import { connected, listen, open } from './socket-support';

// An ended session's socket whose disconnect broadcast was lost goes at the next sweep. See docs/decisions/0007-redis-outages.md

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A connected socket and what it hears. */
async function watch(url: string, chatToken: string) {
  const socket: Socket = open(url, chatToken);
  const heard = { messages: [] as string[], disconnected: undefined as string | undefined };
  socket.on(SocketEvents.message, (message: ChatMessage) => heard.messages.push(message.content));
  socket.on('disconnect', (reason) => (heard.disconnected = reason));
  await connected(socket);
  cleanups.push(async () => socket.disconnect());
  return { socket, heard };
}

const endInDatabase = (t: TestApp, userId: number) =>
  t.testDatabase.database.db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));

// Sockets, signups and two apps: slow on a loaded machine.
const SLOW = 60_000;

describe('the session sweep', { timeout: SLOW }, () => {
  it('runs on a timer of its own, cheaper than a session lives', () => {
    expect(SESSION_SWEEP_SECONDS).toBeGreaterThan(0);
    expect(SESSION_SWEEP_SECONDS).toBeLessThanOrEqual(60);
  });

  it.each(backends)(
    'disconnects in one query every socket whose session ended or whose account was suspended, and no other (%s)',
    async (backend) => {
      const t = await createTestApp(backend);
      cleanups.push(() => t.close());
      const url = await listen(t);
      const [ended, suspended, live] = [await member(t), await member(t), await member(t)];
      const sockets = [
        await watch(url, ended.chat),
        await watch(url, ended.chat),
        await watch(url, suspended.chat),
        await watch(url, live.chat),
      ];
      // Nothing ended: nothing goes.
      expect(await t.app.realtime.sweepSessions()).toBe(0);

      // As if both ended in another process whose disconnect never arrived here.
      await endInDatabase(t, ended.id);
      await t.testDatabase.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
      const statements: string[] = [];
      const pg = t.testDatabase.database.native.$client as unknown as { query: (...args: unknown[]) => unknown };
      const query = pg.query.bind(pg);
      pg.query = (...args: unknown[]) => {
        statements.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text));
        return query(...args);
      };
      try {
        expect(await t.app.realtime.sweepSessions()).toBe(3);
      } finally {
        pg.query = query;
      }
      expect(statements.filter((text) => /from "users"/i.test(text))).toHaveLength(1);
      for (const { heard } of sockets.slice(0, 3)) await expect.poll(() => heard.disconnected).toBe('io server disconnect');
      expect(sockets[3]!.socket.connected).toBe(true);
      expect(sockets[3]!.heard.disconnected).toBeUndefined();
    },
  );

  it('measures: one sweep over 200 sockets of 20 people', async () => {
    const t = await createTestApp('pglite');
    cleanups.push(() => t.close());
    const url = await listen(t);
    const people = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    for (const person of people) for (let i = 0; i < 10; i += 1) await watch(url, person.chat);
    await endInDatabase(t, people[0]!.id);
    const checked = t.app.realtime.io.of('/').sockets.size;
    const started = performance.now();
    expect(await t.app.realtime.sweepSessions()).toBe(10);
    const took = performance.now() - started;
    console.info(`session sweep: ${checked} sockets of ${people.length} people checked in ${took.toFixed(1)} ms`);
    expect(took).toBeLessThan(2000);
  });
});

describe.runIf(hasRedisServer)('a disconnect lost while Redis was down (two processes)', { timeout: SLOW }, () => {
  it('the receiving-only socket on the other process goes as soon as its Redis subscriber is back', async () => {
    const redis = await startRedisServer(await freePort());
    cleanups.push(() => redis.stop());
    // B reaches Redis through a proxy the test can cut: only B misses what is published meanwhile.
    const proxy = await tcpProxy({ host: '127.0.0.1', port: Number(new URL(redis.url).port) });
    cleanups.push(() => proxy.close());
    const a = await createTestApp('pglite', { redisUrl: redis.url });
    cleanups.push(() => a.close());
    const b = await createTestApp('pglite', { redisUrl: `redis://127.0.0.1:${proxy.port}`, database: a.testDatabase });
    cleanups.push(() => b.close());
    const [person, friend] = [await member(a), await member(a)];
    const room = await openRoom(a, friend, person);
    await listen(a);
    const watched = await watch(await listen(b), person.chat);

    await proxy.down('refuse');
    expect((await a.post(Endpoints.logout.path, {}, { token: person.token })).statusCode).toBe(200);
    // The broadcast went past B: without the sweep, this socket would go on receiving.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(watched.socket.connected).toBe(true);

    await proxy.up();
    await expect.poll(() => watched.heard.disconnected, { timeout: 10_000 }).toBe('io server disconnect');
    expect((await send(a, friend, { room: room._id, content: 'after' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watched.heard.messages).toEqual([]);
  });
});
