import { eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { LiveSocketEvents, SocketEvents } from '../../contract/routes';
import { Messages } from '../../contract/messages';
import type { Notification } from '../../contract/notifications';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { users } from '../../server/db/schema';
import { member, openRoom, send, type Member } from './chat-support';
import { backends, createTestApp, redisUrl, type TestApp } from './harness';
import { textPost } from './posts-support';
import { connected, listen, open } from './socket-support';

const NEW_PASSWORD = 'Changed@456';

/** A connected socket of `who` and what it hears: chat messages, notifications, and why it was disconnected. */
async function watch(url: string, chatToken: string) {
  const socket = open(url, chatToken);
  const heard = { messages: [] as ChatMessage[], notifications: [] as Notification[], disconnected: undefined as string | undefined };
  socket.on(SocketEvents.message, (message) => heard.messages.push(message));
  socket.on(SocketEvents.notification, (notification) => heard.notifications.push(notification));
  socket.on('disconnect', (reason) => (heard.disconnected = reason));
  await connected(socket);
  return { socket, heard };
}

/** The person's other device: a second admin session (the chat token stays on the watched socket). */
const otherSession = async (t: TestApp, who: Member) => {
  const login = await t.post(Endpoints.login.path, { email: who.email, password: 'Secret@123' });
  return (login.json() as { data: { token: string } }).data.token;
};

const resetPassword = async (t: TestApp, who: Member) => {
  await t.post(Endpoints.forgotPassword.path, { email: who.email });
  const verified = await t.post(Endpoints.verifyOtp.path, { email: who.email, otp: await t.latestOtp(who.email) });
  const resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
  const reset = await t.post(fillPath(Endpoints.resetPassword.path, { userId: who.id }), {
    reset_token: resetToken,
    new_password: NEW_PASSWORD,
    confirm_new_password: NEW_PASSWORD,
  });
  expect(reset.statusCode).toBe(200);
};

/** The ways a session ends, each from another session than the watched socket's. */
const endings: [string, (t: TestApp, who: Member) => Promise<void>][] = [
  [
    'a logout on another device',
    async (t, who) => expect((await t.post(Endpoints.logout.path, {}, { token: await otherSession(t, who) })).statusCode).toBe(200),
  ],
  [
    'a password change on another device',
    async (t, who) => {
      const body = { old_password: 'Secret@123', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD };
      expect((await t.post(Endpoints.changePassword.path, body, { token: await otherSession(t, who) })).statusCode).toBe(200);
    },
  ],
  ['a password reset', resetPassword],
];

describe.each(backends)('open sockets when a session ends (%s)', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    url = await listen(t);
  });
  afterAll(() => t.close());

  it.each(endings)('%s disconnects the old socket at once: no chat message or notification reaches it afterwards', async (_, end) => {
    const [person, friend] = [await member(t), await member(t)];
    const room = await openRoom(t, friend, person);
    const post = await textPost(t, person.token);
    const { socket, heard } = await watch(url, person.chat);
    try {
      expect((await send(t, friend, { room: room._id, content: 'before' })).statusCode).toBe(200);
      await expect.poll(() => heard.messages.map((message) => message.content)).toEqual(['before']);

      await end(t, person);
      // Disconnected by the server before the call answered: the client is told, not left to reconnect.
      await expect.poll(() => heard.disconnected).toBe('io server disconnect');
      expect(await t.app.realtime.io.in(`user:${person.chatUserId}`).fetchSockets()).toEqual([]);
      const notificationsHeard = heard.notifications.length;

      expect((await send(t, friend, { room: room._id, content: 'after' })).statusCode).toBe(200);
      expect((await t.post(Endpoints.likePost.path, { post_id: post.id }, { token: friend.token })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard.messages.map((message) => message.content)).toEqual(['before']);
      expect(heard.notifications).toHaveLength(notificationsHeard);
      // And it cannot come back with its old token.
      await expect(connected(open(url, person.chat))).rejects.toThrow('unauthorized');
    } finally {
      socket.disconnect();
    }
  });

  it("the password changer's own socket goes too, and the chat token answered reconnects", async () => {
    const [person, friend] = [await member(t), await member(t)];
    const room = await openRoom(t, friend, person);
    const { socket, heard } = await watch(url, person.chat);
    try {
      const body = { old_password: 'Secret@123', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD };
      const changed = await t.post(Endpoints.changePassword.path, body, { token: person.token });
      await expect.poll(() => heard.disconnected).toBe('io server disconnect');
      const fresh = await watch(url, (changed.json() as { data: { chat_token: string } }).data.chat_token);
      try {
        expect((await send(t, friend, { room: room._id, content: 'hello again' })).statusCode).toBe(200);
        await expect.poll(() => fresh.heard.messages.map((message) => message.content)).toEqual(['hello again']);
        expect(heard.messages).toEqual([]);
      } finally {
        fresh.socket.disconnect();
      }
    } finally {
      socket.disconnect();
    }
  });

  it("another person's sockets stay open", async () => {
    const [person, other] = [await member(t), await member(t)];
    const { socket, heard } = await watch(url, other.chat);
    try {
      expect((await t.post(Endpoints.logout.path, {}, { token: person.token })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard.disconnected).toBeUndefined();
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it('an event sent on a session that ended (its disconnect lost on the way) is refused, and the socket let go', async () => {
    const person = await member(t);
    const { socket, heard } = await watch(url, person.chat);
    try {
      // As if the session ended in a process whose disconnect never arrived here (Redis was down).
      await t.testDatabase.database.db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, person.id));
      const answer = await socket.timeout(5000).emitWithAck(LiveSocketEvents.join, { stream_id: 'a'.repeat(24), token: 'x' });
      expect(answer).toEqual({ ok: false, message: Messages.unauthorized });
      await expect.poll(() => heard.disconnected).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });

  it('an event on a live session still reaches its handler', async () => {
    const person = await member(t);
    const { socket } = await watch(url, person.chat);
    try {
      const answer = await socket.timeout(5000).emitWithAck(LiveSocketEvents.join, { stream_id: 'a'.repeat(24), token: 'x' });
      expect(answer).toEqual({ ok: false, message: Messages.liveNotFound });
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});

describe.runIf(redisUrl)('sessions end on sockets held by another process (Redis)', () => {
  it('a logout through instance A disconnects the socket instance B holds; B hears nothing more for it', async () => {
    const a = await createTestApp('pglite', { useRedis: true });
    const b = await createTestApp('pglite', { useRedis: true, database: a.testDatabase });
    let socket: Socket | undefined;
    try {
      const [person, friend] = [await member(a), await member(a)];
      const room = await openRoom(a, friend, person);
      await listen(a);
      const watched = await watch(await listen(b), person.chat);
      socket = watched.socket;
      expect((await a.post(Endpoints.logout.path, {}, { token: person.token })).statusCode).toBe(200);
      await expect.poll(() => watched.heard.disconnected).toBe('io server disconnect');
      expect(await b.app.realtime.io.local.in(`user:${person.chatUserId}`).fetchSockets()).toEqual([]);
      expect((await send(a, friend, { room: room._id, content: 'after' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(watched.heard.messages).toEqual([]);
    } finally {
      socket?.disconnect();
      await b.close();
      await a.close();
    }
  });
});
