import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { users } from '../../server/db/schema';
import { AdminAccountError, createOrPromoteAdmin } from '../../server/modules/admin/first-admin';
import { backends, createTestApp, signup, TEST_PASSWORD_COST, verifiedUser, type TestApp } from './harness';

const ADMIN_PASSWORD = 'Admin@Pass123';

describe.each(backends)('the first admin of a deployment (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());
  const db = () => t.testDatabase.database.db;
  const create = (email: string, password = ADMIN_PASSWORD) =>
    createOrPromoteAdmin(db(), { email, password: async () => password, passwordCost: TEST_PASSWORD_COST });
  const userCount = async () => (await db().select({ n: count() }).from(users))[0]?.n;
  const refusal = async (run: Promise<unknown>) => {
    const error: unknown = await run.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AdminAccountError);
    return (error as Error).message;
  };

  it('creates a verified admin who logs in with that password and opens the admin area', async () => {
    const email = signup().email;
    expect(await create(`  ${email.toUpperCase()}`.trim())).toBe('created');
    const login = await t.post(Endpoints.login.path, { email, password: ADMIN_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const { token, user } = (login.json() as { data: { token: string; user: { role: string; email: string } } }).data;
    expect(user).toMatchObject({ role: Role.admin, email });
    expect((await t.post(Endpoints.pendingVerifications.path, { page: 1 }, { token })).statusCode).toBe(200);
  });

  it('refuses a password the signup form refuses, with its message, and creates nothing', async () => {
    const before = await userCount();
    expect(await refusal(create(signup().email, 'password1'))).toBe(Messages.passwordRule);
    expect(await refusal(create(signup().email, ''))).toBe(Messages.passwordRequired);
    expect(await refusal(create(signup().email, `Aa1!${'x'.repeat(200)}`))).toBe(Messages.passwordTooLong);
    expect(await userCount()).toBe(before);
  });

  it('refuses a bad email with the signup form’s message, before asking for a password', async () => {
    let asked = false;
    for (const email of ['not-an-email', 'two words@example.com', 'a@b', '']) {
      const run = createOrPromoteAdmin(db(), { email, password: async () => ((asked = true), ADMIN_PASSWORD) });
      expect(await refusal(run), email).toBe(email === '' ? Messages.emailRequired : Messages.emailInvalid);
    }
    expect(asked).toBe(false);
  });

  it('promotes an existing account without touching its password, once', async () => {
    const member = await verifiedUser(t);
    expect((await t.post(Endpoints.pendingVerifications.path, { page: 1 }, { token: member.token })).statusCode).toBe(403);
    let asked = false;
    const promote = () => createOrPromoteAdmin(db(), { email: member.email, password: async () => ((asked = true), ADMIN_PASSWORD) });
    expect(await promote()).toBe('promoted');
    expect(await promote()).toBe('already admin');
    expect(asked).toBe(false);
    expect((await t.post(Endpoints.pendingVerifications.path, { page: 1 }, { token: member.token })).statusCode).toBe(200);
    expect((await t.post(Endpoints.login.path, { email: member.email, password: member.password })).statusCode).toBe(200);
  });

  it('gives the admin a free username from the email', async () => {
    const taken = await verifiedUser(t);
    const email = `${taken.username}@example.org`;
    expect(await create(email)).toBe('created');
    const [admin] = await db().select({ username: users.username }).from(users).where(eq(users.email, email));
    expect(admin?.username).toBe(`${taken.username}1`);
  });
});
