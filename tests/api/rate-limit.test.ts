import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { backends, createTestApp, liftedLimits, redisUrl, signup, verifiedUser, type TestApp } from './harness';

// Fresh addresses and emails per run: with Redis the counters outlive the test process.
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const email = () => `limited.${randomInt(1e9)}@example.com`;

describe.each(backends)('rate limits of login, OTP and reset calls (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      useRedis: true,
      authLimits: { perAddress: { max: 5, timeWindow: 60_000 }, perAccount: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const calls = [
    [Endpoints.login.path, (account: string) => ({ email: account, password: 'Wrong@1234' })],
    [Endpoints.verifyOtp.path, (account: string) => ({ email: account, otp: '123456' })],
    [Endpoints.resendOtp.path, (account: string) => ({ email: account })],
    [Endpoints.forgotPassword.path, (account: string) => ({ email: account })],
  ] as const;

  it.each(calls)('%s is limited per account, whatever the address', async (url, body) => {
    const account = email();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.post(url, body(account), { remoteAddress: address() })).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    const refused = await t.post(url, body(account), { remoteAddress: address() });
    expect(refused.json()).toEqual({ success: 0, message: Messages.tooManyRequests, data: {} });
  });

  it.each(calls)('%s is limited per address, whatever the account', async (url, body) => {
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.post(url, body(email()), { remoteAddress: from })).statusCode);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
    expect((await t.post(url, body(email()), { remoteAddress: address() })).statusCode).not.toBe(429);
  });

  it('a 429 says in Retry-After how many seconds the refusing limit still runs', async () => {
    const account = email();
    const tries = [];
    for (let i = 0; i < 4; i++)
      tries.push(await t.post(Endpoints.login.path, { email: account, password: 'Wrong@1234' }, { remoteAddress: address() }));
    expect(tries.slice(0, 3).map((response) => response.headers['retry-after'])).toEqual([undefined, undefined, undefined]);
    const refused = tries[3];
    expect(refused?.statusCode).toBe(429);
    const seconds = Number(refused?.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});

describe.each(backends)('the signup limit (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { useRedis: true, authLimits: { ...liftedLimits, signupPerAddress: { max: 2, timeWindow: 60_000 } } });
  });
  afterAll(() => t.close());

  it('refuses a third signup from one address with 429 and Retry-After; another address still signs up', async () => {
    const from = address();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await t.post(Endpoints.register.path, signup(), { remoteAddress: from }));
    expect(statuses.map((response) => response.statusCode)).toEqual([201, 201, 429]);
    expect(statuses[2]?.json()).toEqual({ success: 0, message: Messages.tooManyRequests, data: {} });
    expect(Number(statuses[2]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await t.post(Endpoints.register.path, signup(), { remoteAddress: address() })).statusCode).toBe(201);
  });
});

describe.each(backends)('the per-account login budget (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      useRedis: true,
      authLimits: { ...liftedLimits, perAccount: { max: 3, timeWindow: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const adminLogin = (email: string, password: string) => t.post(Endpoints.login.path, { email, password }, { remoteAddress: address() });
  const chatLogin = (email: string, password: string) =>
    t.post(Endpoints.chatLogin.path, { username: email, password }, { remoteAddress: address() });
  const failTimes = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await adminLogin(email, 'Wrong@1234')).statusCode).toBe(400);
  };

  it('is one budget for /api/login and /auth/login', async () => {
    const user = await verifiedUser(t);
    expect((await adminLogin(user.email, 'Wrong@1234')).statusCode).toBe(400);
    expect((await chatLogin(user.email.toUpperCase(), 'Wrong@1234')).statusCode).toBe(400);
    expect((await adminLogin(user.email.toUpperCase(), 'Wrong@1234')).statusCode).toBe(400);
    // Three failures, whichever door they came through: both refuse even the right password.
    expect((await adminLogin(user.email, user.password)).statusCode).toBe(429);
    expect((await chatLogin(user.email, user.password)).statusCode).toBe(429);
  });

  it('counts failures only: successful logins never use it up', async () => {
    const user = await verifiedUser(t);
    for (let i = 0; i < 5; i++) expect((await adminLogin(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await chatLogin(user.email, user.password)).statusCode).toBe(200);
    await failTimes(user.email, 2);
    expect((await adminLogin(user.email, user.password)).statusCode).toBe(200);
  });

  it("a successful OTP verification lifts strangers' lock, and so does a password reset", async () => {
    const user = await verifiedUser(t);
    await failTimes(user.email, 3);
    expect((await adminLogin(user.email, user.password)).statusCode).toBe(429);

    await t.post(Endpoints.forgotPassword.path, { email: user.email });
    const verified = await t.post(Endpoints.verifyOtp.path, { email: user.email, otp: await t.latestOtp(user.email) });
    expect(verified.statusCode).toBe(200);
    expect((await adminLogin(user.email, user.password)).statusCode).toBe(200);

    await failTimes(user.email, 3);
    expect((await chatLogin(user.email, user.password)).statusCode).toBe(429);
    const resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
    const reset = await t.post(fillPath(Endpoints.resetPassword.path, { userId: user.id }), {
      reset_token: resetToken,
      new_password: 'Changed@456',
      confirm_new_password: 'Changed@456',
    });
    expect(reset.statusCode).toBe(200);
    expect((await chatLogin(user.email, 'Changed@456')).statusCode).toBe(200);
  });
});

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('two app instances count the same attempts', async () => {
    const limits = { perAddress: { max: 100, timeWindow: 60_000 }, perAccount: { max: 2, timeWindow: 60_000 } };
    const a = await createTestApp('pglite', { useRedis: true, authLimits: limits });
    const b = await createTestApp('pglite', { useRedis: true, authLimits: limits, database: a.testDatabase });
    try {
      const account = email();
      const body = { email: account, password: 'Wrong@1234' };
      expect((await a.post(Endpoints.login.path, body)).statusCode).toBe(400);
      expect((await b.post(Endpoints.login.path, body)).statusCode).toBe(400);
      expect((await a.post(Endpoints.login.path, body)).statusCode).toBe(429);
      expect((await b.post(Endpoints.login.path, body)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
