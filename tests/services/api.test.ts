import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { isVerifyRequired } from '../../src/machines/failure';
import { createAuthApi, GatewayError } from '../../src/services/api';
import { runOperation } from '../../src/services/gatewayError';
import { fail, gatewayOver, ok, restUser } from '../gateway/fixtures';

const credentials = { email: 'ada@example.com', password: 'Secret1!' };

describe('auth api', () => {
  it('login answers the token, the viewer and the message to toast', async () => {
    const { gateway } = gatewayOver({
      [Endpoints.login.path]: ok({ token: 'admin', user: restUser({ profile_photo: null }) }, 'Logged in successfully'),
    });
    expect(await createAuthApi(gateway).login(credentials)).toEqual({
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
    expect(await createAuthApi(gateway).chatLogin(credentials)).toEqual({ jwtToken: 'chat', chatUserId: 'm1' });
  });

  it('verifyOtp answers lowercase purposes and only the token that applies', async () => {
    const replies = [
      ok({ purpose: 'verify', user: { id: 9 }, token: 'session' }, 'Verified'),
      ok({ purpose: 'reset', user: { id: 9 }, reset_token: 'rt' }, 'Reset'),
    ];
    const { gateway } = gatewayOver({ [Endpoints.verifyOtp.path]: () => replies.shift()! });
    const api = createAuthApi(gateway);
    expect(await api.verifyOtp({ email: 'ada@example.com', otp: '123456' })).toEqual({
      purpose: 'verify',
      userId: '9',
      authToken: 'session',
      message: 'Verified',
    });
    expect(await api.verifyOtp({ email: 'ada@example.com', otp: '123456' })).toEqual({
      purpose: 'reset',
      userId: '9',
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
    const api = createAuthApi(gateway);
    const signup = {
      firstName: 'Ada',
      lastName: 'L',
      username: 'ada.l',
      email: 'ada@example.com',
      phone: '5550123',
      password: 'Secret1!',
      birthDate: '1990-04-12',
    };
    expect(await api.register(signup)).toEqual({ email: 'ada@example.com', message: 'Registered' });
    expect(await api.resendOtp({ email: 'ada@example.com' })).toEqual({ message: 'Sent' });
    expect(await api.forgotPassword({ email: 'ada@example.com' })).toEqual({ message: 'Sent for reset' });
    expect(await api.resetPassword({ userId: '9', resetToken: 'rt', newPassword: 'Secret1!', confirmPassword: 'Secret1!' })).toEqual({
      message: 'Reset done',
    });
    expect(await api.changePassword({ oldPassword: 'Old12345', newPassword: 'Secret1!', confirmPassword: 'Secret1!' })).toEqual({
      message: 'Changed',
      authToken: 'fresh-admin',
      jwtToken: 'fresh-chat',
    });
    await expect(api.logout()).resolves.toBeUndefined();
  });

  it('viewer and user answer the profile in product words', async () => {
    const { gateway } = gatewayOver(
      { [Endpoints.currentUser.path]: ok(restUser()), [Endpoints.person.path]: ok(restUser({ id: 8, is_subscribe: 1 })) },
      { authToken: 'admin' },
    );
    const api = createAuthApi(gateway);
    expect((await api.viewer()).id).toBe('7');
    expect(await api.user('8')).toMatchObject({ id: '8', isSubscribed: true, gender: 'FEMALE', verification: 'VERIFIED' });
  });

  it('a wrong password rejects with a GatewayError carrying the exact message', async () => {
    const { gateway } = gatewayOver({ [Endpoints.login.path]: fail(400, 'Wrong Credentials') });
    const error = await createAuthApi(gateway)
      .login(credentials)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400, message: 'Wrong Credentials' });
    expect(isVerifyRequired(error)).toBe(false);
  });

  it("an unverified login is told apart by the auth machine's isVerifyRequired", async () => {
    const { gateway } = gatewayOver({
      [Endpoints.login.path]: fail(403, 'Please verify your email first', { email: 'ada@example.com', verify_required: true }),
    });
    const error = await createAuthApi(gateway)
      .login(credentials)
      .catch((e: unknown) => e);
    expect(isVerifyRequired(error)).toBe(true);
    expect(error).toMatchObject({ code: 'FORBIDDEN', status: 403, data: { email: 'ada@example.com' } });
    expect(isVerifyRequired(new GatewayError('FORBIDDEN', 403, 'You are not allowed to do this'))).toBe(false);
  });

  it('an expired token rejects as UNAUTHENTICATED after onUnauthorized ran', async () => {
    const { gateway, unauthorized } = gatewayOver({ [Endpoints.currentUser.path]: fail(401, 'Please log in again') }, { authToken: 'old' });
    await expect(createAuthApi(gateway).viewer()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(unauthorized).toHaveLength(1);
  });

  it('an aborted call rejects with the abort, not a GatewayError', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.login.path]: ok({ token: 'admin', user: restUser() }) });
    const controller = new AbortController();
    controller.abort();
    const error = await createAuthApi(gateway)
      .login(credentials, controller.signal)
      .catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(GatewayError);
    expect((error as Error).name).toBe('AbortError');
    expect(requests).toEqual([]);
  });
});

describe('chat api', () => {
  it('creates the chat user and lists rooms', async () => {
    const over = gatewayOver(
      { [Endpoints.createChatUser.path]: ok({ chat_user_id: 'm1' }, 'Chat user created'), [Endpoints.chatRooms.path]: ok([]) },
      { authToken: 'a', jwtToken: 'j' },
    );
    // What the chat's actors ask the gateway for (src/app/chat), by operation name.
    expect((await runOperation(over.gateway, 'CreateChatUser', {})).createChatUser).toMatchObject({
      chatUserId: 'm1',
      message: 'Chat user created',
    });
    expect((await runOperation(over.gateway, 'ChatRooms', {})).chatRooms).toEqual([]);
  });
});
