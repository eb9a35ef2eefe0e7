import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { OTP_TTL_MS } from '../../server/lib/otp';
import { eq, sql } from 'drizzle-orm';
import { otpCodes, users } from '../../server/db/schema';
import { backends, createTestApp, signup, type TestApp } from './harness';

const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');

describe.each(backends)('OTP verification (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const registered = async () => {
    const body = signup();
    await t.post(Endpoints.register.path, body);
    return body;
  };

  it('verifies the email with the mailed code, answers a session, and the code works once', async () => {
    const { email, password } = await registered();
    const otp = await t.latestOtp(email);
    const response = await t.post(Endpoints.verifyOtp.path, { email, otp });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: 1,
      message: Messages.otpVerified,
      data: { purpose: 'verify', user: { id: expect.any(Number) }, token: expect.any(String) },
    });
    const token = (response.json() as { data: { token: string } }).data.token;
    expect((await t.post(Endpoints.currentUser.path, {}, { token })).statusCode).toBe(200);
    expect((await t.post(Endpoints.login.path, { email, password })).statusCode).toBe(200);

    const again = await t.post(Endpoints.verifyOtp.path, { email, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: 0, message: Messages.otpWrong });
  });

  it('consumes the code and marks the account verified in one transaction: a failure in the second leaves both as they were', async () => {
    const { email, password } = await registered();
    const otp = await t.latestOtp(email);
    const db = t.testDatabase.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const codesOf = () =>
      db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.userId, user?.id ?? 0));
    await db.execute(
      sql.raw(
        `create or replace function refuse_verification() returns trigger language plpgsql as $$ begin raise exception 'verification refused for the test'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_verification before update of email_verified_at on users for each row execute function refuse_verification()`,
      ),
    );
    try {
      expect((await t.post(Endpoints.verifyOtp.path, { email, otp })).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_verification on users'));
    }
    expect(await codesOf()).toHaveLength(1);
    expect((await db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt).toBeNull();

    // The same code still works once the failure is gone, and then both changes are there.
    expect((await t.post(Endpoints.verifyOtp.path, { email, otp })).statusCode).toBe(200);
    expect(await codesOf()).toEqual([]);
    expect((await t.post(Endpoints.login.path, { email, password })).statusCode).toBe(200);
  });

  it('refuses a wrong code', async () => {
    const { email } = await registered();
    const response = await t.post(Endpoints.verifyOtp.path, { email, otp: wrongCode(await t.latestOtp(email)) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: 0, message: Messages.otpWrong, data: {} });
  });

  it('refuses a code that is not 6 digits with the format message', async () => {
    const { email } = await registered();
    const response = await t.post(Endpoints.verifyOtp.path, { email, otp: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: Messages.otpInvalidFormat });
  });

  it('answers an unknown email like a wrong code', async () => {
    const response = await t.post(Endpoints.verifyOtp.path, { email: 'nobody@example.com', otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: Messages.otpWrong });
  });

  it('refuses an expired code', async () => {
    const { email } = await registered();
    const otp = await t.latestOtp(email);
    t.advanceClock(OTP_TTL_MS + 1);
    const response = await t.post(Endpoints.verifyOtp.path, { email, otp });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: Messages.otpExpired });
  });

  it('kills the code after 5 wrong attempts, even for the right code', async () => {
    const { email } = await registered();
    const otp = await t.latestOtp(email);
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      messages.push((await t.post(Endpoints.verifyOtp.path, { email, otp: wrongCode(otp) })).json().message);
    }
    expect(messages).toEqual([...Array(4).fill(Messages.otpWrong), Messages.otpTooManyAttempts]);
    const right = await t.post(Endpoints.verifyOtp.path, { email, otp });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ message: Messages.otpTooManyAttempts });
  });

  it('resend replaces the code: the old one fails, the new one works', async () => {
    const { email } = await registered();
    const old = await t.latestOtp(email);
    const resent = await t.post(Endpoints.resendOtp.path, { email });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ success: 1, message: Messages.otpSent, data: { email } });
    const fresh = await t.latestOtp(email);
    expect(await t.outbox(email)).toHaveLength(2);
    if (old !== fresh) {
      expect((await t.post(Endpoints.verifyOtp.path, { email, otp: old })).json()).toMatchObject({ message: Messages.otpWrong });
    }
    expect((await t.post(Endpoints.verifyOtp.path, { email, otp: fresh })).statusCode).toBe(200);
  });

  it('resend answers a verified account like any other and mails its owner a notice, not a code', async () => {
    const { email } = await registered();
    await t.post(Endpoints.verifyOtp.path, { email, otp: await t.latestOtp(email) });
    const response = await t.post(Endpoints.resendOtp.path, { email });
    const unknown = await t.post(Endpoints.resendOtp.path, { email: 'nobody.at.all@example.com' });
    expect(response.statusCode).toBe(unknown.statusCode);
    expect(response.json()).toEqual({ success: 1, message: Messages.otpSent, data: { email } });
    const notice = (await t.outbox(email)).at(-1);
    expect(notice).toMatchObject({ subject: 'Your account already exists' });
    expect(notice?.otp).toBeUndefined();
  });

  it('resend answers an unknown email like a known one and mails nothing', async () => {
    const email = 'ghost@example.com';
    const response = await t.post(Endpoints.resendOtp.path, { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: 1, message: Messages.otpSent, data: { email } });
    expect(await t.outbox(email)).toEqual([]);
  });
});
