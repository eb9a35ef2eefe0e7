/** Sockets in API tests: a listening app, a client connected with a chat token, the member who holds it. */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ChatMessage } from '../../contract/chat';
import { Endpoints } from '../../contract/endpoints';
import { verifiedUser, type TestApp } from './harness';

export const listen = async (t: TestApp) => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

export const open = (url: string, token: string) =>
  connect(url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });

export const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

export const chatLogin = async (t: TestApp) => {
  const user = await verifiedUser(t);
  const { data } = (await t.post(Endpoints.chatLogin.path, { username: user.email, password: user.password })).json();
  return { user, token: data.token as string, chatUserId: data.user._id as string };
};

/** A text message as the server pushes it, for tests that push through `realtime.toUser` themselves. */
export const textMessage = (room: string, author: string): ChatMessage => ({
  _id: 'm1',
  room,
  author: { _id: author },
  messageType: 'text',
  content: 'hello',
  date: new Date().toISOString(),
});
