import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import type { GatewayRequestError } from '../../src/gateway/errors';
import { toUser } from '../../src/gateway/resolvers/users';
import { MEDIA_ROOT } from '../../contract/routes';
import { mediaUrl } from '../../src/gateway/resolvers/wire';
import { gatewayOver, ok, restUser } from './fixtures';

const member = { _id: 'm1', user_id: 7, firstName: 'Ada', lastName: 'Lovelace', profilePicture: null, user_verified: 0 };

describe('auth resolvers', () => {
  it('login posts the credentials and reads the user in product words', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.login.path]: ok({ token: 'jwt-admin', user: restUser() }, 'Logged in successfully'),
    });
    const { login } = await gateway.request('Login', { input: { email: 'ada@example.com', password: 'Secret1!' } });
    expect(requests).toEqual([
      {
        url: '/api/login',
        method: 'POST',
        authorization: null,
        contentType: 'application/json',
        body: { email: 'ada@example.com', password: 'Secret1!' },
      },
    ]);
    expect(login).toEqual({
      message: 'Logged in successfully',
      authToken: 'jwt-admin',
      viewer: {
        id: '7',
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'ada.l',
        email: 'ada@example.com',
        profilePhoto: '/media/user/profile/ada.jpg',
        isVerified: true,
        chatUserId: 'c0ffee',
        isAdmin: false,
      },
    });
  });

  it('register sends snake_case fields, the birth date, and the referral code only when given', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.register.path]: ok({ email: 'ada@example.com', user: { id: 9 } }, 'Registered'),
    });
    const input = {
      firstName: 'Ada',
      lastName: 'L',
      username: 'ada.l',
      email: 'ada@example.com',
      phone: '5550123',
      password: 'Secret1!',
      birthDate: '1990-04-12',
    };
    const { register } = await gateway.request('Register', { input });
    await gateway.request('Register', { input: { ...input, referralCode: 'FRIEND1' } });
    expect(register).toEqual({ message: 'Registered', email: 'ada@example.com' });
    expect(requests.map((r) => r.body)).toEqual([
      {
        first_name: 'Ada',
        last_name: 'L',
        username: 'ada.l',
        email: 'ada@example.com',
        phone: '5550123',
        password: 'Secret1!',
        birth_date: '1990-04-12',
      },
      {
        first_name: 'Ada',
        last_name: 'L',
        username: 'ada.l',
        email: 'ada@example.com',
        phone: '5550123',
        password: 'Secret1!',
        birth_date: '1990-04-12',
        user_refrence_code: 'FRIEND1',
      },
    ]);
  });

  it('verifyOtp reads the purpose as an enum and the tokens camelCased', async () => {
    const replies = [
      ok({ purpose: 'verify', user: { id: 9 }, token: 'session' }, 'Verified'),
      ok({ purpose: 'reset', user: { id: 9 }, reset_token: 'rt' }, 'Choose a password'),
    ];
    const { gateway, requests } = gatewayOver({ [Endpoints.verifyOtp.path]: () => replies.shift()! });
    const first = await gateway.request('VerifyOtp', { input: { email: 'ada@example.com', otp: '123456' } });
    const second = await gateway.request('VerifyOtp', { input: { email: 'ada@example.com', otp: '654321' } });
    expect(requests[0]?.body).toEqual({ email: 'ada@example.com', otp: '123456' });
    expect(first.verifyOtp).toEqual({ message: 'Verified', purpose: 'VERIFY', userId: '9', authToken: 'session', resetToken: null });
    expect(second.verifyOtp).toEqual({ message: 'Choose a password', purpose: 'RESET', userId: '9', authToken: null, resetToken: 'rt' });
  });

  it('resendOtp and forgotPassword post the email to their own paths', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.resendOtp.path]: ok({ email: 'ada@example.com' }, 'Code sent'),
      [Endpoints.forgotPassword.path]: ok({ email: 'ada@example.com' }, 'Code sent for reset'),
    });
    const resent = await gateway.request('ResendOtp', { input: { email: 'ada@example.com' } });
    const forgot = await gateway.request('ForgotPassword', { input: { email: 'ada@example.com' } });
    expect(resent.resendOtp.message).toBe('Code sent');
    expect(forgot.forgotPassword.message).toBe('Code sent for reset');
    expect(requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/resend-otp-verify-user', { email: 'ada@example.com' }],
      ['/api/forgot-password', { email: 'ada@example.com' }],
    ]);
  });

  it('resetPassword puts the user id in the path and the reset token in the body', async () => {
    const { gateway, requests } = gatewayOver({ '/api/reset-password/9': ok({}, 'Your password has been reset, please log in') });
    const input = { userId: '9', resetToken: 'rt', newPassword: 'Secret1!', confirmPassword: 'Secret1!' };
    const { resetPassword } = await gateway.request('ResetPassword', { input });
    expect(resetPassword.message).toBe('Your password has been reset, please log in');
    expect(requests[0]).toMatchObject({
      url: '/api/reset-password/9',
      body: { reset_token: 'rt', new_password: 'Secret1!', confirm_new_password: 'Secret1!' },
    });
  });

  it('logout posts to the logout route with the auth token', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.logout.path]: ok({}, '') }, { authToken: 'tok' });
    expect((await gateway.request('Logout', {})).logout).toEqual({ message: '' });
    expect(requests[0]).toMatchObject({ url: Endpoints.logout.path, authorization: 'Bearer tok' });
  });

  it('changePassword carries the auth token and answers the fresh tokens', async () => {
    const { gateway, requests } = gatewayOver(
      { [Endpoints.changePassword.path]: ok({ token: 'fresh', chat_token: 'fresh-chat' }, 'Password changed successfully') },
      { authToken: 'tok' },
    );
    const input = { oldPassword: 'Old12345', newPassword: 'Secret1!', confirmPassword: 'Secret1!' };
    const { changePassword } = await gateway.request('ChangePassword', { input });
    expect(changePassword).toEqual({ message: 'Password changed successfully', authToken: 'fresh', jwtToken: 'fresh-chat' });
    expect(requests[0]).toMatchObject({
      url: '/api/user/change-password',
      authorization: 'Bearer tok',
      body: { old_password: 'Old12345', new_password: 'Secret1!', confirm_new_password: 'Secret1!' },
    });
  });
});

describe('user resolvers', () => {
  it('viewer asks verify-user with the auth token', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.currentUser.path]: ok(restUser()) }, { authToken: 'tok' });
    const { viewer } = await gateway.request('Viewer', {});
    expect(viewer.id).toBe('7');
    expect(requests[0]).toMatchObject({ url: '/api/verify-user', authorization: 'Bearer tok', body: {} });
  });

  it('user sends the numeric id and maps every profile field', async () => {
    const { gateway, requests } = gatewayOver(
      { [Endpoints.person.path]: ok(restUser({ gender: 0, user_verified: 2, is_block: 1 })) },
      { authToken: 'tok' },
    );
    const { user } = await gateway.request('UserProfile', { id: '7' });
    expect(requests[0]).toMatchObject({ url: '/api/user/user-byid', authorization: 'Bearer tok', body: { userid: 7 } });
    expect(user).toMatchObject({
      phoneNumber: '5550123',
      gender: 'MALE',
      countryId: '44',
      birthDate: '1990-12-10',
      websiteLink: 'https://ada.example.com',
      coverPhoto: 'https://cdn.example.com/cover.png',
      verification: 'REJECTED',
      isVerified: false,
      isFollowing: true,
      isSubscribed: false,
      isBlocked: true,
      walletBalance: 250,
      followersCount: 12,
      coinPacks: [{ id: '1', coins: 100, price: 0.99, inAppIdentifier: 'coins_100' }],
      referenceCode: 'ADA123',
    });
  });

  it('a user id that is not a number is not found, without asking the server', async () => {
    const { gateway, requests } = gatewayOver({});
    const error = await gateway.request('UserProfile', { id: 'abc' }).catch((e: GatewayRequestError) => e.errors[0]);
    expect(error).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND', status: 404 } });
    expect(requests).toEqual([]);
  });
});

describe('REST quirks, read once', () => {
  const flag = fc.constantFrom(0 as const, 1 as const);
  const code = fc.constantFrom(0 as const, 1 as const, 2 as const, 4 as const);

  it('0/1 flags become booleans and user_verified becomes the status enum', () => {
    const expected = { 4: 'NOT_APPLIED', 0: 'PENDING', 1: 'VERIFIED', 2: 'REJECTED' } as const;
    fc.assert(
      fc.property(flag, flag, flag, code, (following, subscribed, blocked, verified) => {
        const user = toUser(restUser({ is_following: following, is_subscribe: subscribed, is_block: blocked, user_verified: verified }));
        expect(user.isFollowing).toBe(following === 1);
        expect(user.isSubscribed).toBe(subscribed === 1);
        expect(user.isBlocked).toBe(blocked === 1);
        expect(user.verification).toBe(expected[verified]);
        expect(user.isVerified).toBe(verified === 1);
      }),
    );
  });

  it('relative media keys are served under the media root; URLs and root paths pass through', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    const key = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(key, (k) => {
        expect(mediaUrl(k)).toBe(`${MEDIA_ROOT}${k}`);
        expect(mediaUrl(`https://cdn.example.com/${k}`)).toBe(`https://cdn.example.com/${k}`);
        expect(mediaUrl(`/${k}`)).toBe(`/${k}`);
      }),
    );
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('an empty chat id reads as no chat user yet', () => {
    expect(toUser(restUser({ node_chat_id: '' })).chatUserId).toBeNull();
    expect(toUser(restUser({ node_chat_id: null })).chatUserId).toBeNull();
    expect(toUser(restUser({ gender: null })).gender).toBeNull();
  });
});

describe('chat resolvers', () => {
  it('chatLogin sends the email as username to the chat API', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.chatLogin.path]: ok({ token: 'chat-jwt', user: member }, 'Logged in') });
    const { chatLogin } = await gateway.request('ChatLogin', { input: { email: 'ada@example.com', password: 'Secret1!' } });
    expect(requests[0]).toMatchObject({ url: '/auth/login', body: { username: 'ada@example.com', password: 'Secret1!' } });
    expect(chatLogin).toEqual({
      message: 'Logged in',
      jwtToken: 'chat-jwt',
      chatUserId: 'm1',
      member: {
        id: 'm1',
        userId: '7',
        firstName: 'Ada',
        lastName: 'Lovelace',
        profilePicture: null,
        verification: 'PENDING',
        isVerified: false,
      },
    });
  });

  it('createChatUser asks the admin API with the auth token', async () => {
    const { gateway, requests } = gatewayOver(
      { [Endpoints.createChatUser.path]: ok({ chat_user_id: 'm1' }, 'Chat user created') },
      { authToken: 'tok' },
    );
    const { createChatUser } = await gateway.request('CreateChatUser', {});
    expect(createChatUser).toEqual({ message: 'Chat user created', chatUserId: 'm1' });
    expect(requests[0]).toMatchObject({ url: '/api/user/create-chat-user', authorization: 'Bearer tok' });
  });

  it('chatRooms lists conversations with the JWT', async () => {
    const room = {
      _id: 'r1',
      members: [{ ...member, profilePicture: 'user/profile/m.jpg' }],
      lastMessage: { content: 'hi', date: '2025-01-01T00:00:00Z', messageType: 'text', author: { _id: 'm1' } },
      unread: 0,
    };
    const { gateway, requests } = gatewayOver(
      { [Endpoints.chatRooms.path]: ok([room, { ...room, _id: 'r2', lastMessage: null }]) },
      { jwtToken: 'chat-jwt' },
    );
    const { chatRooms } = await gateway.request('ChatRooms', {});
    expect(requests[0]).toMatchObject({ url: '/rooms/list', authorization: 'Bearer chat-jwt' });
    expect(chatRooms.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(chatRooms[0]?.members[0]?.profilePicture).toBe('/media/user/profile/m.jpg');
    expect(chatRooms[1]?.lastMessage).toBeNull();
  });
});

describe('donations carry their short message (issue 28)', () => {
  it('donateToPost and donateToUser send `message` only when one was written', async () => {
    const { gateway, requests } = gatewayOver({
      [Endpoints.donateToPost.path]: ok({ wallet_balance: 900 }, 'Donated Successfullly'),
      [Endpoints.donateToPerson.path]: ok({ wallet_balance: 800 }, 'Donated Successfullly'),
    });
    await gateway.request('DonateToPost', { postId: '41', amount: 100, message: 'Loved it', idempotencyKey: 'seed1234-1' });
    await gateway.request('DonateToUser', { userId: '7', amount: 100, message: 'Keep going', idempotencyKey: 'seed1234-2' });
    await gateway.request('DonateToUser', { userId: '7', amount: 100, idempotencyKey: 'seed1234-3' });
    expect(requests.map((r) => r.body)).toEqual([
      { post_id: 41, amount: 100, message: 'Loved it' },
      { user_id: 7, amount: 100, message: 'Keep going' },
      { user_id: 7, amount: 100 },
    ]);
  });
});
