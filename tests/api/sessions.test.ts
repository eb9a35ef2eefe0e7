import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH } from '../../contract/chat';
import { Messages } from '../../contract/messages';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { users } from '../../server/db/schema';
import { SESSION_TTL_MS } from '../../server/lib/tokens';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';

const NEW_PASSWORD = 'Changed@456';
const unauthorized = { success: 0, message: Messages.unauthorized, data: {} };

describe.each(backends)('sessions end with a password reset (%s)', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** 'connected' or the handshake's connect_error message; the socket is closed either way. */
  const handshake = async (token: string) => {
    const socket = connect(url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      return await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    } finally {
      socket.disconnect();
    }
  };

  const loggedIn = async () => {
    const user = await verifiedUser(t);
    const chat = await t.post(Endpoints.chatLogin.path, { username: user.email, password: user.password });
    return { ...user, chatToken: (chat.json() as { data: { token: string } }).data.token };
  };
  const adminCalls = (token: string, userId: number) => [
    t.post(Endpoints.person.path, { userid: userId }, { token }),
    t.post(Endpoints.currentUser.path, {}, { token }),
  ];
  // The pages whose own statement checks the session (one round trip for both).
  const pageCalls = (token: string, userId: number) => [
    t.post(Endpoints.homeFeed.path, { page: 1 }, { token }),
    t.post(Endpoints.personFeed.path, { user_id: userId, page: 1 }, { token }),
    t.post(`${Endpoints.trendingPosts.path}?page=${1}`, {}, { token }),
    t.post(Endpoints.hashtagFeed.path, { hash_tag: 'news', page: 1 }, { token }),
  ];
  const statuses = async (calls: Promise<{ statusCode: number }>[]) => (await Promise.all(calls)).map((response) => response.statusCode);
  const rooms = (token: string) => t.post(Endpoints.chatRooms.path, {}, { token });

  const resetPassword = async (userId: number, email: string) => {
    await t.post(Endpoints.forgotPassword.path, { email });
    const verified = await t.post(Endpoints.verifyOtp.path, { email, otp: await t.latestOtp(email) });
    const resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
    const body = { reset_token: resetToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD };
    expect((await t.post(fillPath(Endpoints.resetPassword.path, { userId: userId }), body)).statusCode).toBe(200);
  };

  it('a reset refuses the old admin and chat tokens everywhere; a new login works', async () => {
    const user = await loggedIn();
    const other = await loggedIn();
    expect(await handshake(user.chatToken)).toBe('connected');
    await resetPassword(user.id, user.email);

    for (const response of await Promise.all(adminCalls(user.token, user.id))) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
    for (const response of await Promise.all(pageCalls(user.token, user.id))) expect(response.json()).toEqual(unauthorized);
    const oldRooms = await rooms(user.chatToken);
    expect(oldRooms.statusCode).toBe(401);
    expect(oldRooms.json()).toEqual(unauthorized);
    expect(await handshake(user.chatToken)).toBe('unauthorized');
    const change = { old_password: NEW_PASSWORD, new_password: 'Third@7890', confirm_new_password: 'Third@7890' };
    expect((await t.post(Endpoints.changePassword.path, change, { token: user.token })).statusCode).toBe(401);

    const login = await t.post(Endpoints.login.path, { email: user.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { data: { token: string } }).data.token;
    for (const response of await Promise.all(adminCalls(token, user.id))) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: user.id, email: user.email });
    }
    expect(await statuses(pageCalls(token, user.id))).toEqual([200, 200, 200, 200]);
    const chat = await t.post(Endpoints.chatLogin.path, { username: user.email, password: NEW_PASSWORD });
    const chatToken = (chat.json() as { data: { token: string } }).data.token;
    expect((await rooms(chatToken)).statusCode).toBe(200);
    expect(await handshake(chatToken)).toBe('connected');

    // Someone else's sessions are untouched.
    for (const response of await Promise.all(adminCalls(other.token, other.id))) expect(response.statusCode).toBe(200);
    expect(await statuses(pageCalls(other.token, other.id))).toEqual([200, 200, 200, 200]);
    expect((await rooms(other.chatToken)).statusCode).toBe(200);
  });

  it('a change of password ends every other session and answers the caller fresh admin and chat tokens', async () => {
    const user = await loggedIn();
    const elsewhere = await t.post(Endpoints.login.path, { email: user.email, password: user.password });
    const otherDevice = (elsewhere.json() as { data: { token: string } }).data.token;
    const body = { old_password: user.password, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD };
    const changed = await t.post(Endpoints.changePassword.path, body, { token: user.token });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      success: 1,
      message: Messages.passwordChanged,
      data: { token: expect.any(String), chat_token: expect.any(String) },
    });
    const fresh = (changed.json() as { data: { token: string; chat_token: string } }).data;

    for (const token of [user.token, otherDevice]) {
      for (const response of await Promise.all([...adminCalls(token, user.id), ...pageCalls(token, user.id)]))
        expect(response.json()).toEqual(unauthorized);
    }
    expect((await rooms(user.chatToken)).statusCode).toBe(401);
    expect(await handshake(user.chatToken)).toBe('unauthorized');

    for (const response of await Promise.all([...adminCalls(fresh.token, user.id), ...pageCalls(fresh.token, user.id)]))
      expect(response.statusCode).toBe(200);
    expect((await rooms(fresh.chat_token)).statusCode).toBe(200);
    expect(await handshake(fresh.chat_token)).toBe('connected');
  });

  it('logout revokes the token on the server: it and the chat token answer 401 afterwards; a new login works', async () => {
    const user = await loggedIn();
    const other = await loggedIn();
    const out = await t.post(Endpoints.logout.path, undefined, { token: user.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: 1, message: '', data: {} });

    for (const response of await Promise.all([...adminCalls(user.token, user.id), ...pageCalls(user.token, user.id)]))
      expect(response.json()).toEqual(unauthorized);
    expect((await rooms(user.chatToken)).statusCode).toBe(401);
    expect(await handshake(user.chatToken)).toBe('unauthorized');
    // Logging out twice with the same token is just another 401.
    expect((await t.post(Endpoints.logout.path, {}, { token: user.token })).json()).toEqual(unauthorized);

    const login = await t.post(Endpoints.login.path, { email: user.email, password: user.password });
    const token = (login.json() as { data: { token: string } }).data.token;
    expect((await t.post(Endpoints.currentUser.path, {}, { token })).statusCode).toBe(200);
    for (const response of await Promise.all(adminCalls(other.token, other.id))) expect(response.statusCode).toBe(200);
  });

  it('refuses tokens issued without a session version, even well signed and unexpired', async () => {
    const user = await loggedIn();
    const chatUserId = (await t.post(Endpoints.currentUser.path, {}, { token: user.token })).json().data.node_chat_id as string;
    const sign = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256', expiresIn: SESSION_TTL_MS });
    const admin = sign({ typ: 'admin', sub: String(user.id) });
    const chat = sign({ typ: 'chat', sub: chatUserId, uid: user.id });
    for (const response of await Promise.all([...adminCalls(admin, user.id), ...pageCalls(admin, user.id)]))
      expect(response.json()).toEqual(unauthorized);
    expect((await rooms(chat)).statusCode).toBe(401);
    expect(await handshake(chat)).toBe('unauthorized');
    // The same claims with the current version pass: only the missing `sv` was refused.
    const current = sign({ typ: 'admin', sub: String(user.id), sv: 0 });
    expect((await t.post(Endpoints.currentUser.path, {}, { token: current })).statusCode).toBe(200);
    expect(await statuses(pageCalls(current, user.id))).toEqual([200, 200, 200, 200]);
  });

  it('refuses the tokens of an account that no longer exists', async () => {
    const user = await loggedIn();
    await t.testDatabase.database.db.delete(users).where(eq(users.id, user.id));
    for (const response of await Promise.all([...adminCalls(user.token, user.id), ...pageCalls(user.token, user.id)]))
      expect(response.json()).toEqual(unauthorized);
    expect((await t.post(Endpoints.createChatUser.path, {}, { token: user.token })).statusCode).toBe(401);
    expect((await rooms(user.chatToken)).statusCode).toBe(401);
    expect(await handshake(user.chatToken)).toBe('unauthorized');
  });
});
