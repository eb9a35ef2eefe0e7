import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { AdminRoutes } from '../../contract/routes';
import { backends, createTestApp, signup, type TestApp } from './harness';

describe.each(backends)('GET /api/dev/outbox (%s)', (backend) => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp(backend);
    production = await createTestApp(backend, { production: true });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('lists the mails of one address, newest last', async () => {
    const body = signup();
    await dev.post(AdminRoutes.register, body);
    await dev.post(AdminRoutes.resendOtp, { email: body.email });
    const mails = await dev.outbox(body.email.toUpperCase());
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.to)).toEqual([body.email, body.email]);
    expect(Date.parse(mails[0]!.sent_at)).toBeLessThanOrEqual(Date.parse(mails[1]!.sent_at));
    expect(await dev.outbox('someone.else@example.com')).toEqual([]);
  });

  it('refuses a missing email with 400', async () => {
    const response = await dev.app.inject({ method: 'GET', url: AdminRoutes.devOutbox });
    expect(response.statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: AdminRoutes.devOutbox, query: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: 0, message: Messages.notFound, data: {} });
  });
});
