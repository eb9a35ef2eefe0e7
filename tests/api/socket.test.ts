import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, type ChatMessage } from '../../contract/chat';
import { ChatRoutes } from '../../contract/routes';
import { backends, createTestApp, redisUrl, verifiedUser, type TestApp } from './harness';

const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

const open = (url: string, token: string) =>
  connect(url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

const chatLogin = async (t: TestApp) => {
  const user = await verifiedUser(t);
  const { data } = (await t.post(ChatRoutes.login, { username: user.email, password: user.password })).json();
  return { user, token: data.token as string, chatUserId: data.user._id as string };
};

const message = (room: string, author: string): ChatMessage => ({
  _id: 'm1',
  room,
  author: { _id: author },
  messageType: 'text',
  content: 'hello',
  date: new Date().toISOString(),
});

describe.each(backends)('socket.io (%s)', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('accepts a chat token, joins the member room and receives toUser events', async () => {
    const { token, chatUserId } = await chatLogin(t);
    const socket = open(url, token);
    try {
      await connected(socket);
      const received = new Promise<ChatMessage>((resolve) => socket.once('message', resolve));
      t.app.realtime.toUser(chatUserId, 'message', message('r1', chatUserId));
      expect(await received).toMatchObject({ room: 'r1', content: 'hello' });
    } finally {
      socket.disconnect();
    }
  });

  it('refuses a missing, bad or admin token with connect_error "unauthorized"', async () => {
    const { user } = await chatLogin(t);
    for (const token of ['', 'garbage', user.token]) {
      const socket = open(url, token);
      try {
        await expect(connected(socket)).rejects.toThrow('unauthorized');
      } finally {
        socket.disconnect();
      }
    }
  });
});

describe.runIf(redisUrl)('socket.io rooms shared through Redis', () => {
  it('an event sent by instance A reaches a client connected to instance B', async () => {
    const a = await createTestApp('pglite', { useRedis: true });
    const b = await createTestApp('pglite', { useRedis: true, database: a.testDatabase });
    const { token, chatUserId } = await chatLogin(a);
    await listen(a);
    const socket = open(await listen(b), token);
    try {
      await connected(socket);
      const received = new Promise<ChatMessage>((resolve) => socket.once('message', resolve));
      a.app.realtime.toUser(chatUserId, 'message', message('across', chatUserId));
      expect(await received).toMatchObject({ room: 'across' });
    } finally {
      socket.disconnect();
      await b.close();
      await a.close();
    }
  });
});
