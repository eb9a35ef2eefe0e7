import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { backends, createTestApp, signup, type TestApp } from './harness';

const NEW_PASSWORD = 'Changed@456';
const THIRD_PASSWORD = 'Third@7890';

describe.each(backends)('logs carry no secrets (%s)', (backend) => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => void (log += chunk.toString('utf8')));
    t = await createTestApp(backend, { logStream: stream });
  });
  afterAll(() => t.close());

  it('no password, hash, OTP or token while registering, verifying, logging in, resetting, changing the password and failing a query', async () => {
    const secrets: string[] = [];
    const json = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

    const body = signup();
    secrets.push(body.password);
    expect((await t.post(Endpoints.register.path, body)).statusCode).toBe(201);
    const signupCode = await t.latestOtp(body.email);
    const verified = json<{ token: string; user: { id: number } }>(
      await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: signupCode }),
    );
    secrets.push(signupCode, verified.token);

    const login = json<{ token: string }>(await t.post(Endpoints.login.path, { email: body.email, password: body.password }));
    const chat = json<{ token: string }>(await t.post(Endpoints.chatLogin.path, { username: body.email, password: body.password }));
    await t.post(Endpoints.login.path, { email: body.email, password: 'Wrong@1234' });
    secrets.push(login.token, chat.token, 'Wrong@1234');

    await t.post(Endpoints.forgotPassword.path, { email: body.email });
    const resetCode = await t.latestOtp(body.email);
    const grant = json<{ reset_token: string }>(await t.post(Endpoints.verifyOtp.path, { email: body.email, otp: resetCode }));
    secrets.push(resetCode, grant.reset_token, NEW_PASSWORD);
    const reset = { reset_token: grant.reset_token, new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD };
    expect((await t.post(fillPath(Endpoints.resetPassword.path, { userId: verified.user.id }), reset)).statusCode).toBe(200);

    const session = json<{ token: string }>(await t.post(Endpoints.login.path, { email: body.email, password: NEW_PASSWORD }));
    secrets.push(session.token, THIRD_PASSWORD);
    // A failing statement that carries a password hash among its parameters: the error is logged, the parameters are not.
    const db = t.testDatabase.database.db;
    await db.execute(
      sql.raw(
        `create or replace function refuse_password_change() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_password_change before update of password_hash on users for each row execute function refuse_password_change()`,
      ),
    );
    try {
      const change = { old_password: NEW_PASSWORD, new_password: THIRD_PASSWORD, confirm_new_password: THIRD_PASSWORD };
      expect((await t.post(Endpoints.changePassword.path, change, { token: session.token })).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_password_change on users'));
    }
    // A signed media URL's signature stays out of the request line too.
    await t.app.inject({ method: 'GET', url: '/media/post/images/AAAAAAAAAAAAAAAAAAAAAA.jpg?exp=99999999999&sig=SIGNATURE-VALUE' });

    // Mails go out as jobs after their requests answered: their lines are there once the jobs ran.
    await t.mailsDelivered();
    expect(log).toContain('request failed');
    expect(log).toContain('refused for the test');
    expect(log).toContain('mail written to the outbox');
    for (const secret of [...secrets, 'SIGNATURE-VALUE']) expect(log, secret).not.toContain(secret);
    expect(log).not.toMatch(/scrypt\$/);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
  });
});
