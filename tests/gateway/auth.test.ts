import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { isVerifyRequired } from '../../src/machines/failure';
import { GatewayError, runOperation } from '../../src/services/gatewayError';
import { fail, gatewayOver, ok, restUser } from './fixtures';

const credentials = { email: 'ada@example.com', password: 'Secret1!' };

// The operations the auth, settings and people areas call (src/app/auth.ts, settings.ts, people.ts), by name.
describe('auth operations through the gateway', () => {
  it('login answers the token, the viewer and the message to toast', async () => {
    const { gateway } = gatewayOver({
      [Endpoints.login.path]: ok({ token: 'admin', user: restUser({ profile_photo: null }) }, 'Logged in successfully'),
    });
    expect((await runOperation(gateway, 'Login', { input: credentials })).login).toEqual({
      authToken: 'admin',
      message: 'Logged in successfully',
      viewer: {
        id: '7',
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'ada.l',
        email: 'ada@example.com',
        profilePhoto: null,
        isVerified: true,
        chatUserId: 'c0ffee',
        isAdmin: false,
      },
    });
  });

  it('chatLogin answers the JWT and the chat user id', async () => {
    const member = { _id: 'm1', firstName: 'Ada', lastName: 'L', profilePicture: null, user_verified: 1 };
    const { gateway } = gatewayOver({ [Endpoints.chatLogin.path]: ok({ token: 'chat', user: member }) });
    expect((await runOperation(gateway, 'ChatLogin', { input: credentials })).chatLogin).toMatchObject({
      jwtToken: 'chat',
      chatUserId: 'm1',
    });
  });

  // The auth area reads the purpose into lowercase and drops the null token (tests/app/auth.test.ts).
  it('verifyOtp answers the purpose and the token that applies, the other null', async () => {
    const replies = [
      ok({ purpose: 'verify', user: { id: 9 }, token: 'session' }, 'Verified'),
      ok({ purpose: 'reset', user: { id: 9 }, reset_token: 'rt' }, 'Reset'),
    ];
    const { gateway } = gatewayOver({ [Endpoints.verifyOtp.path]: () => replies.shift()! });
    const verifyOtp = async () =>
      (await runOperation(gateway, 'VerifyOtp', { input: { email: 'ada@example.com', otp: '123456' } })).verifyOtp;
    expect(await verifyOtp()).toEqual({
      purpose: 'VERIFY',
      userId: '9',
      authToken: 'session',
      resetToken: null,
      message: 'Verified',
    });
    expect(await verifyOtp()).toEqual({
      purpose: 'RESET',
      userId: '9',
      authToken: null,
      resetToken: 'rt',
      message: 'Reset',
    });
  });

  it('register, resend, forgot, reset and change answer the server message', async () => {
    const { gateway } = gatewayOver(
      {
        [Endpoints.register.path]: ok({ email: 'ada@example.com', user: { id: 9 } }, 'Registered'),
        [Endpoints.resendOtp.path]: ok({ email: 'ada@example.com' }, 'Sent'),
        [Endpoints.forgotPassword.path]: ok({ email: 'ada@example.com' }, 'Sent for reset'),
        '/api/reset-password/9': ok({}, 'Reset done'),
        [Endpoints.changePassword.path]: ok({ token: 'fresh-admin', chat_token: 'fresh-chat' }, 'Changed'),
        [Endpoints.logout.path]: ok({}, ''),
      },
      { authToken: 'admin' },
    );
    const signup = {
      firstName: 'Ada',
      lastName: 'L',
      username: 'ada.l',
      email: 'ada@example.com',
      phone: '5550123',
      password: 'Secret1!',
      birthDate: '1990-04-12',
    };
    const email = { email: 'ada@example.com' };
    expect((await runOperation(gateway, 'Register', { input: signup })).register).toEqual({
      email: 'ada@example.com',
      message: 'Registered',
    });
    expect((await runOperation(gateway, 'ResendOtp', { input: email })).resendOtp).toEqual({ message: 'Sent' });
    expect((await runOperation(gateway, 'ForgotPassword', { input: email })).forgotPassword).toEqual({ message: 'Sent for reset' });
    const reset = { userId: '9', resetToken: 'rt', newPassword: 'Secret1!', confirmPassword: 'Secret1!' };
    expect((await runOperation(gateway, 'ResetPassword', { input: reset })).resetPassword).toEqual({ message: 'Reset done' });
    const change = { oldPassword: 'Old12345', newPassword: 'Secret1!', confirmPassword: 'Secret1!' };
    expect((await runOperation(gateway, 'ChangePassword', { input: change })).changePassword).toEqual({
      message: 'Changed',
      authToken: 'fresh-admin',
      jwtToken: 'fresh-chat',
    });
    await expect(runOperation(gateway, 'Logout', {})).resolves.toEqual({ logout: { message: '' } });
  });

  it('viewer and user answer the profile in product words', async () => {
    const { gateway } = gatewayOver(
      { [Endpoints.currentUser.path]: ok(restUser()), [Endpoints.person.path]: ok(restUser({ id: 8, is_subscribe: 1 })) },
      { authToken: 'admin' },
    );
    expect((await runOperation(gateway, 'Viewer', {})).viewer.id).toBe('7');
    expect((await runOperation(gateway, 'UserProfile', { id: '8' })).user).toMatchObject({
      id: '8',
      isSubscribed: true,
      gender: 'FEMALE',
      verification: 'VERIFIED',
    });
  });

  it('a wrong password rejects with a GatewayError carrying the exact message', async () => {
    const { gateway } = gatewayOver({ [Endpoints.login.path]: fail(400, 'Wrong Credentials') });
    const error = await runOperation(gateway, 'Login', { input: credentials }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, message: 'Wrong Credentials' });
    expect(isVerifyRequired(error)).toBe(false);
  });

  it("an unverified login is told apart by the auth machine's isVerifyRequired", async () => {
    const { gateway } = gatewayOver({
      [Endpoints.login.path]: fail(403, 'Please verify your email first', { email: 'ada@example.com', verify_required: true }),
    });
    const error = await runOperation(gateway, 'Login', { input: credentials }).catch((e: unknown) => e);
    expect(isVerifyRequired(error)).toBe(true);
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403, data: { email: 'ada@example.com' } });
    expect(isVerifyRequired(new GatewayError('FORBIDDEN', 403, 'You are not allowed to do this'))).toBe(false);
  });

  it('an expired token rejects as UNAUTHENTICATED after onUnauthorized ran', async () => {
    const { gateway, unauthorized } = gatewayOver({ [Endpoints.currentUser.path]: fail(401, 'Please log in again') }, { authToken: 'old' });
    await expect(runOperation(gateway, 'Viewer', {})).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(unauthorized).toHaveLength(1);
  });

  it('an aborted call rejects with the abort, not a GatewayError', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.login.path]: ok({ token: 'admin', user: restUser() }) });
    const controller = new AbortController();
    controller.abort();
    const error = await runOperation(gateway, 'Login', { input: credentials }, controller.signal).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(GatewayError);
    expect((error as Error).name).toBe('AbortError');
    expect(requests).toEqual([]);
  });
});
