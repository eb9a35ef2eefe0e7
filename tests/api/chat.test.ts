import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { backends, createTestApp, signup, verifiedUser, type TestApp } from './harness';

describe.each(backends)('chat API (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('logs in with the email as username and answers a chat token and member', async () => {
    const me = await verifiedUser(t);
    const response = await t.post(Endpoints.chatLogin.path, { username: me.email, password: me.password });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      user_id: expect.any(Number),
      firstName: 'Ada',
      lastName: 'Lovelace',
      profilePicture: null,
      user_verified: 4,
    });

    const rooms = await t.post(Endpoints.chatRooms.path, undefined, { token: data.token });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json()).toEqual({ success: 1, message: '', data: [] });

    // A chat token is not an admin session.
    expect((await t.post(Endpoints.currentUser.path, {}, { token: data.token })).statusCode).toBe(401);
  });

  it('answers wrong credentials with 400 and an unverified account with 403', async () => {
    const me = await verifiedUser(t);
    const wrong = await t.post(Endpoints.chatLogin.path, { username: me.email, password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: 0, message: Messages.wrongCredentials, data: {} });

    const pending = signup();
    await t.post(Endpoints.register.path, pending);
    const unverified = await t.post(Endpoints.chatLogin.path, { username: pending.email, password: pending.password });
    expect(unverified.statusCode).toBe(403);
  });

  it('rooms/list refuses a missing token and an admin token with 401', async () => {
    const me = await verifiedUser(t);
    for (const token of [undefined, me.token]) {
      const response = await t.post(Endpoints.chatRooms.path, {}, { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: 0, message: Messages.unauthorized });
    }
  });
});
