import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRoutes } from '../../contract/routes';
import { backends, createTestApp, PASSWORD, type TestApp } from './harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback: what nodemailer sends over SMTP_URL lands here. */
async function startSmtpServer(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(backends)('mail over SMTP_URL (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(backend, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the signup code through nodemailer, not to the outbox', async () => {
    const email = `smtp.${Date.now()}@example.com`;
    const response = await t.post(AdminRoutes.register, {
      first_name: 'Sol',
      last_name: 'Mar',
      email,
      phone: '5550009999',
      password: PASSWORD,
      username: `sol${Date.now() % 1e6}`,
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
    const verified = await t.post(AdminRoutes.verifyOtp, { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.purpose).toBe('verify');
  });
});
