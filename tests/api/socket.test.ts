import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../contract/chat';
import { backends, createTestApp, redisUrl, type TestApp } from './harness';
import { chatLogin, connected, listen, open, textMessage } from './socket-support';

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
      t.app.realtime.toUser(chatUserId, 'message', textMessage('r1', chatUserId));
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
      a.app.realtime.toUser(chatUserId, 'message', textMessage('across', chatUserId));
      expect(await received).toMatchObject({ room: 'across' });
    } finally {
      socket.disconnect();
      await b.close();
      await a.close();
    }
  });
});
