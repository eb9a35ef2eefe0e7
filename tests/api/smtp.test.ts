import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backends, createTestApp, PASSWORD, type TestApp } from './harness';

describe.each(backends)('mail over SMTP_URL (%s)', (backend) => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(backend, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the signup code through nodemailer, not to the outbox', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    const response = await t.post(Endpoints.register.path, {
      first_name: 'Sol',
      last_name: 'Mar',
      email,
      phone: '5550009999',
      password: PASSWORD,
      username: `sol${Date.now() % 1e6}`,
      birth_date: '1988-09-30',
    });
    expect(response.statusCode).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('test@fanclub.local');
    const code = /\b(\d{6})\b/.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await t.outbox(email)).toEqual([]);

    // The code that travelled by SMTP is the one the server accepts.
    const verified = await t.post(Endpoints.verifyOtp.path, { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.purpose).toBe('verify');
  });
});
