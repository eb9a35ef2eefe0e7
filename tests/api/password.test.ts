import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { RESET_TTL_MS } from '../../server/lib/tokens';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { otpCodes, users } from '../../server/db/schema';
import { DEFAULT_PASSWORD_COST, hashPassword, verifyPassword } from '../../server/lib/password';
import { backends, createTestApp, PASSWORD, TEST_PASSWORD_COST, verifiedUser, type TestApp } from './harness';

const NEW_PASSWORD = 'Changed@456';

describe.each(backends)('forgot, reset and change password (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const resetTokenFor = async (email: string) => {
    expect((await t.post(Endpoints.forgotPassword.path, { email })).statusCode).toBe(200);
    const response = await t.post(Endpoints.verifyOtp.path, { email, otp: await t.latestOtp(email) });
    expect(response.json()).toMatchObject({ success: 1, message: Messages.otpResetVerified, data: { purpose: 'reset' } });
    return (response.json() as { data: { reset_token: string } }).data.reset_token;
  };
  const reset = (userId: number, body: object) => t.post(fillPath(Endpoints.resetPassword.path, { userId: userId }), body);
  const login = (email: string, password: string) => t.post(Endpoints.login.path, { email, password });

  it('forgot → code → reset token → new password logs in, the old one no longer does', async () => {
    const user = await verifiedUser(t);
    const resetToken = await resetTokenFor(user.email);
    const response = await reset(user.id, { reset_token: resetToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: 1, message: Messages.passwordReset, data: {} });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(400);
  });

  it("changes the password and deletes the account's codes in one transaction: a failure in the second leaves both as they were", async () => {
    const user = await verifiedUser(t);
    const resetToken = await resetTokenFor(user.email);
    // A second code asked meanwhile: the reset must take it away.
    expect((await t.post(Endpoints.forgotPassword.path, { email: user.email })).statusCode).toBe(200);
    const db = t.testDatabase.database.db;
    const codes = () => db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(await codes()).toHaveLength(1);
    const body = { reset_token: resetToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD };

    await db.execute(
      sql.raw(
        `create or replace function refuse_code_deletion() returns trigger language plpgsql as $$ begin raise exception 'deletion refused for the test'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(`create trigger refuse_code_deletion before delete on otp_codes for each row execute function refuse_code_deletion()`),
    );
    try {
      expect((await reset(user.id, body)).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_code_deletion on otp_codes'));
    }
    expect(await codes()).toHaveLength(1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // The session version did not move either: the old session still works.
    expect((await t.post(Endpoints.currentUser.path, {}, { token: user.token })).statusCode).toBe(200);

    expect((await reset(user.id, body)).statusCode).toBe(200);
    expect(await codes()).toEqual([]);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset token works once', async () => {
    const user = await verifiedUser(t);
    const resetToken = await resetTokenFor(user.email);
    const body = { reset_token: resetToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD };
    expect((await reset(user.id, body)).statusCode).toBe(200);
    const reused = await reset(user.id, { ...body, new_password: 'Third@7890', confirm_new_password: 'Third@7890' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ success: 0, message: Messages.resetTokenInvalid });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a user id alone, a forged token or an admin token never resets a password', async () => {
    const user = await verifiedUser(t);
    const bodies = [
      { new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      { reset_token: 'not.a.token', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      { reset_token: user.token, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
    ];
    for (const body of bodies) {
      const response = await reset(user.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: 0, message: Messages.resetTokenInvalid });
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("refuses another user's reset token with 403", async () => {
    const victim = await verifiedUser(t);
    const attacker = await verifiedUser(t);
    const attackerToken = await resetTokenFor(attacker.email);
    const response = await reset(victim.id, { reset_token: attackerToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: Messages.resetTokenInvalid });
    expect((await login(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('refuses an expired reset token and mismatched passwords', async () => {
    const user = await verifiedUser(t);
    const resetToken = await resetTokenFor(user.email);
    const mismatch = await reset(user.id, { reset_token: resetToken, new_password: NEW_PASSWORD, confirm_new_password: 'Other@4567' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ message: Messages.passwordsDoNotMatch });
    t.advanceClock(RESET_TTL_MS + 1000);
    const expired = await reset(user.id, { reset_token: resetToken, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: Messages.resetTokenInvalid });
  });

  it('forgot answers an unknown email like a known one and mails nothing', async () => {
    const response = await t.post(Endpoints.forgotPassword.path, { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: 1, message: Messages.otpSent, data: { email: 'ghost@example.com' } });
    expect(await t.outbox('ghost@example.com')).toEqual([]);
  });

  it('changes the password with the old one, refuses a wrong old one or a mismatch', async () => {
    const user = await verifiedUser(t);
    const change = (body: object, token = user.token) => t.post(Endpoints.changePassword.path, body, { token });

    const wrongOld = await change({ old_password: 'Wrong@1234', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({ message: Messages.oldPasswordWrong });
    const mismatch = await change({ old_password: user.password, new_password: NEW_PASSWORD, confirm_new_password: 'Other@4567' });
    expect(mismatch.json()).toMatchObject({ message: Messages.passwordsDoNotMatch });
    const weak = await change({ old_password: user.password, new_password: 'weakpassword', confirm_new_password: 'weakpassword' });
    expect(weak.json()).toMatchObject({ message: Messages.passwordRule });
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const done = await change({ old_password: user.password, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD });
    expect(done.json()).toEqual({
      success: 1,
      message: Messages.passwordChanged,
      data: { token: expect.any(String), chat_token: expect.any(String) },
    });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(400);
    expect((await t.post(Endpoints.changePassword.path, {})).statusCode).toBe(401);
  });
});

describe('password cost', () => {
  it("a hash carries the cost it was made at and verifies whatever the server's cost is now", async () => {
    const cheap = await hashPassword(PASSWORD, 1024);
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword(PASSWORD, cheap)).toBe(true);
    expect(await verifyPassword(NEW_PASSWORD, cheap)).toBe(false);
    expect((await hashPassword(PASSWORD)).split('$')[1]).toBe(String(DEFAULT_PASSWORD_COST));
  });

  it('new hashes take the configured cost (the API files set the test cost)', async () => {
    const t = await createTestApp('pglite');
    try {
      const user = await verifiedUser(t);
      const [row] = await t.testDatabase.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      expect(row?.hash.split('$')[1]).toBe(String(TEST_PASSWORD_COST));
      expect((await t.post(Endpoints.login.path, { email: user.email, password: user.password })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('PASSWORD_COST is a power of two from 1024 to 65536, 16384 when unset', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-config-'));
    try {
      expect(loadConfig({ DATA_DIR: dataDir }).passwordCost).toBe(DEFAULT_PASSWORD_COST);
      expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_COST: '65536' }).passwordCost).toBe(65_536);
      for (const bad of ['1000', '512', '131072', 'fast', '2048.0.1'])
        expect(() => loadConfig({ DATA_DIR: dataDir, PASSWORD_COST: bad }), bad).toThrow(/PASSWORD_COST/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
