import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { User } from '../../contract/user';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { SESSION_TTL_MS } from '../../server/lib/tokens';
import { backends, createTestApp, PASSWORD, verifiedUser, type TestApp } from './harness';

describe.each(backends)('user calls (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const unauthorized = { success: 0, message: Messages.unauthorized, data: {} };

  it('user-byid answers the full user; the private fields (email, phone, wallet, referral code, chat id) only for oneself', async () => {
    const me = await verifiedUser(t);
    const other = await verifiedUser(t);
    const db = t.testDatabase.database.db;
    await db
      .update(users)
      .set({ walletBalance: 4321 })
      .where(inArray(users.id, [me.id, other.id]));
    const [theirRow] = await db.select().from(users).where(eq(users.id, other.id));

    const mine = await t.post(Endpoints.person.path, { userid: me.id }, { token: me.token });
    expect(mine.statusCode).toBe(200);
    expect(Value.Check(User, mine.json().data)).toBe(true);
    expect(mine.json().data).toMatchObject({
      id: me.id,
      email: me.email,
      phone_number: '5550100',
      wallet_balance: 4321,
      refrence_code: expect.stringMatching(/^[A-Z2-9]{8}$/),
      node_chat_id: expect.stringMatching(/^[0-9a-f]{24}$/),
    });

    const theirs = await t.post(Endpoints.person.path, { userid: other.id }, { token: me.token });
    expect(Value.Check(User, theirs.json().data)).toBe(true);
    expect(theirs.json().data).toMatchObject({
      id: other.id,
      username: other.username,
      email: '',
      phone_number: '',
      wallet_balance: 0,
      refrence_code: '',
      node_chat_id: null,
    });
    for (const secret of [other.email, '5550100', theirRow?.refrenceCode, theirRow?.chatUserId, '4321']) {
      expect(theirs.body).not.toContain(secret);
    }
    expect(theirs.body).not.toMatch(/password|scrypt|secret/i);
  });

  it('user-byid: 401 without, with a malformed, a forged, an expired or a chat token; 404 for an unknown id', async () => {
    const me = await verifiedUser(t);
    const body = { userid: me.id };
    const forged = createSigner({ key: 'another-secret'.padEnd(48, 'y'), algorithm: 'HS256' })({ typ: 'admin', sub: String(me.id) });
    const chat = (await t.post(Endpoints.chatLogin.path, { username: me.email, password: PASSWORD })).json().data.token as string;
    for (const token of [undefined, 'garbage', forged, chat]) {
      const response = await t.post(Endpoints.person.path, body, { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
    const malformedHeader = await t.app.inject({
      method: 'POST',
      url: Endpoints.person.path,
      payload: body,
      headers: { authorization: me.token },
    });
    expect(malformedHeader.statusCode).toBe(401);

    const missing = await t.post(Endpoints.person.path, { userid: 999_999 }, { token: me.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: 0, message: Messages.userNotFound, data: {} });

    const invalid = await t.post(Endpoints.person.path, { userid: 'abc' }, { token: me.token });
    expect(invalid.statusCode).toBe(400);

    t.advanceClock(SESSION_TTL_MS + 1000);
    const expired = await t.post(Endpoints.person.path, body, { token: me.token });
    expect(expired.statusCode).toBe(401);
    t.advanceClock(-(SESSION_TTL_MS + 1000));
  });

  it('verify-user answers the token owner, with or without a body', async () => {
    const me = await verifiedUser(t);
    for (const payload of [undefined, {}]) {
      const response = await t.post(Endpoints.currentUser.path, payload, { token: me.token });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: me.id, email: me.email });
    }
    expect((await t.post(Endpoints.currentUser.path)).statusCode).toBe(401);
  });

  it('create-chat-user is idempotent and matches the user node_chat_id', async () => {
    const me = await verifiedUser(t);
    const first = await t.post(Endpoints.createChatUser.path, undefined, { token: me.token });
    const second = await t.post(Endpoints.createChatUser.path, {}, { token: me.token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: 1,
      message: Messages.chatUserCreated,
      data: { chat_user_id: expect.stringMatching(/^[0-9a-f]{24}$/) },
    });
    expect(second.json().data).toEqual(first.json().data);
    const user = await t.post(Endpoints.currentUser.path, {}, { token: me.token });
    expect(user.json().data.node_chat_id).toBe(first.json().data.chat_user_id);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: 0, message: Messages.notFound, data: {} });
  });
});
