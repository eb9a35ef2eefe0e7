import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { dayOf } from '../../contract/rules';
import { users } from '../../server/db/schema';
import { backends, createTestApp, signup, verifiedUser, type TestApp } from './harness';

describe.each(backends)('POST /api/register (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const userCount = () => t.testDatabase.database.db.$count(users);

  it('creates an unverified user and mails a 6 digit code', async () => {
    const body = signup({ email: 'New.Person@Example.com' });
    const response = await t.post(Endpoints.register.path, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: 1,
      message: Messages.registered,
      data: { email: 'new.person@example.com' },
    });
    const [mail] = await t.outbox('new.person@example.com');
    expect(mail?.otp).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.otp);
    const login = await t.post(Endpoints.login.path, { email: body.email, password: body.password });
    expect(login.statusCode).toBe(403);
  });

  it('answers a taken email (any case) exactly like a free one, changes no account, and mails the verified owner a notice', async () => {
    const owner = await verifiedUser(t);
    const before = await userCount();
    const mailsBefore = (await t.outbox(owner.email)).length;
    const taken = await t.post(Endpoints.register.path, signup({ email: owner.email.toUpperCase(), password: 'Intruder@123' }));
    const fresh = signup();
    const free = await t.post(Endpoints.register.path, fresh);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual({ ...free.json(), data: { email: owner.email } });
    expect(free.json()).toEqual({ success: 1, message: Messages.registered, data: { email: fresh.email } });
    expect(await userCount()).toBe(before + 1);

    const mails = await t.outbox(owner.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ subject: 'Your account already exists' });
    expect(mails.at(-1)?.otp).toBeUndefined();
    // The account is untouched: its password still logs in, the stranger's does not.
    expect((await t.post(Endpoints.login.path, { email: owner.email, password: owner.password })).statusCode).toBe(200);
    expect((await t.post(Endpoints.login.path, { email: owner.email, password: 'Intruder@123' })).statusCode).toBe(400);
  });

  it('a taken email not yet verified gets its owner a fresh code, which verifies the first signup', async () => {
    const first = signup();
    await t.post(Endpoints.register.path, first);
    const before = await userCount();
    const again = await t.post(Endpoints.register.path, signup({ email: first.email, password: 'Intruder@123' }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ success: 1, message: Messages.registered, data: { email: first.email } });
    expect(await userCount()).toBe(before);
    expect(await t.outbox(first.email)).toHaveLength(2);
    const verified = await t.post(Endpoints.verifyOtp.path, { email: first.email, otp: await t.latestOtp(first.email) });
    expect(verified.statusCode).toBe(200);
    expect((await t.post(Endpoints.login.path, { email: first.email, password: first.password })).statusCode).toBe(200);
  });

  it('two parallel signups of one new email make one account and the same answer', async () => {
    const body = signup();
    const before = await userCount();
    const answers = await Promise.all([
      t.post(Endpoints.register.path, body),
      t.post(Endpoints.register.path, signup({ email: body.email })),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await userCount()).toBe(before + 1);
  });

  it('refuses a taken username (any case) with 409', async () => {
    const body = signup();
    await t.post(Endpoints.register.path, body);
    const again = await t.post(Endpoints.register.path, signup({ username: body.username.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: 0, message: Messages.usernameTaken });
  });

  it('links a known referral code and refuses an unknown one without creating anyone', async () => {
    const referrer = await verifiedUser(t);
    const me = await t.post(Endpoints.currentUser.path, undefined, { token: referrer.token });
    const code = (me.json() as { data: { refrence_code: string } }).data.refrence_code;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await t.post(Endpoints.register.path, signup({ user_refrence_code: code.toLowerCase() }))).statusCode).toBe(201);

    const before = await userCount();
    const refused = await t.post(Endpoints.register.path, signup({ user_refrence_code: 'NOPE1234' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: 0, message: Messages.referralInvalid });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['first_name', { first_name: '' }, Messages.firstNameRequired],
    ['first_name blank', { first_name: '   ' }, Messages.firstNameRequired],
    ['last_name', { last_name: '' }, Messages.lastNameRequired],
    ['email', { email: 'not-an-email' }, Messages.emailInvalid],
    ['phone', { phone: '1234' }, Messages.phoneMin],
    ['password', { password: 'password' }, Messages.passwordRule],
    ['password without symbol', { password: 'Password1' }, Messages.passwordRule],
    ['username', { username: 'a b' }, Messages.usernameInvalid],
  ])('answers the %s rule with its exact message', async (_field, override, message) => {
    const before = await userCount();
    const response = await t.post(Endpoints.register.path, signup(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: 0, message, data: {} });
    expect(await userCount()).toBe(before);
  });

  /** The day `years` before today, as the server's clock reads it, moved by `days`. */
  const yearsAgo = (years: number, days = 0) => {
    const date = new Date(Date.now() + days * 24 * 60 * 60_000);
    date.setUTCFullYear(date.getUTCFullYear() - years);
    return dayOf(date.getTime());
  };

  it('signs up adults only: 18 today is welcome, a day short is refused, and the profile keeps the date', async () => {
    const before = await userCount();
    for (const [birthDate, message] of [
      [yearsAgo(18, 1), Messages.signupUnderage],
      [yearsAgo(10), Messages.signupUnderage],
      [yearsAgo(0, 1), Messages.birthDateFuture],
      ['2001-02-29', Messages.birthDateInvalid],
      ['1990-13-01', Messages.birthDateInvalid],
      ['1899-12-31', Messages.birthDateInvalid],
      ['12/04/1990', Messages.birthDateInvalid],
      ['', Messages.birthDateRequired],
    ] as const) {
      const response = await t.post(Endpoints.register.path, signup({ birth_date: birthDate }));
      expect(response.statusCode, birthDate).toBe(400);
      expect(response.json(), birthDate).toEqual({ success: 0, message, data: {} });
    }
    const { birth_date: _birthDate, ...without } = signup();
    expect((await t.post(Endpoints.register.path, without)).json()).toMatchObject({ success: 0, message: Messages.birthDateRequired });
    expect(await userCount()).toBe(before);

    const adult = await verifiedUser(t, { birth_date: yearsAgo(18) });
    const profile = await t.post(Endpoints.person.path, { userid: adult.id }, { token: adult.token });
    expect(profile.json().data.birth_date).toBe(yearsAgo(18));
  });

  it("answers a missing field with that field's message", async () => {
    const { email: _email, ...withoutEmail } = signup();
    const response = await t.post(Endpoints.register.path, withoutEmail);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: 0, message: Messages.emailRequired });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: Endpoints.register.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: 0, message: expect.any(String) });
  });

  it('answers a body of the wrong type with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: Endpoints.register.path, payload: [1, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: 0, message: 'body must be object' });
  });
});
