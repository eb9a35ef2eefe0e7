import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { User } from '../../contract/user';
import { Value } from 'typebox/value';
import { backends, createTestApp, signup, verifiedUser, type TestApp } from './harness';

describe.each(backends)('POST /api/login (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers a token and the full contract user, without secrets', async () => {
    const user = await verifiedUser(t);
    const response = await t.post(Endpoints.login.path, { email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: 1, message: Messages.loginSuccess, data: { token: expect.any(String) } });
    expect(Value.Check(User, body.data.user)).toBe(true);
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, user_verified: 4, wallet_balance: 0, is_following: 0 });
    expect(body.data.user.node_chat_id).toMatch(/^[0-9a-f]{24}$/);
    expect(response.body).not.toMatch(/password|scrypt/i);
  });

  it('answers a wrong password and an unknown email with the same 400', async () => {
    const user = await verifiedUser(t);
    const wrong = await t.post(Endpoints.login.path, { email: user.email, password: 'Wrong@1234' });
    const unknown = await t.post(Endpoints.login.path, { email: 'nobody@example.com', password: 'Wrong@1234' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: 0, message: 'Wrong Credentials', data: {} });
    }
  });

  it('refuses an unverified account with 403 and mails a new code', async () => {
    const body = signup();
    await t.post(Endpoints.register.path, body);
    const first = await t.latestOtp(body.email);
    const response = await t.post(Endpoints.login.path, { email: body.email, password: body.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: 0,
      message: Messages.accountNotVerified,
      data: { email: body.email, verify_required: true },
    });
    const mails = await t.outbox(body.email);
    expect(mails).toHaveLength(2);
    const fresh = await t.latestOtp(body.email);
    if (fresh !== first) expect((await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: first })).statusCode).toBe(400);
    expect((await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: fresh })).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    const response = await t.post(Endpoints.login.path, { email: 'x@y.z' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: Messages.passwordRequired });
  });
});
