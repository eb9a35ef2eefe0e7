import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
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
    await dev.post(Endpoints.register.path, body);
    await dev.post(Endpoints.resendOtp.path, { email: body.email });
    const mails = await dev.outbox(body.email.toUpperCase());
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.to)).toEqual([body.email, body.email]);
    expect(Date.parse(mails[0]!.sent_at)).toBeLessThanOrEqual(Date.parse(mails[1]!.sent_at));
    expect(await dev.outbox('someone.else@example.com')).toEqual([]);
  });

  it('reads the outbox while a mail is being written: the mails before it, never a 500', async () => {
    const body = signup();
    await dev.post(Endpoints.register.path, body);
    // The signup's mail job has written its line, so the half line below is the only one under way.
    await dev.mailsDelivered();
    // A mail half written, as a read in the middle of another request's append sees it.
    const file = path.join(dev.config.dataDir, 'outbox.jsonl');
    await appendFile(file, `{"to":"${body.email}","subject":"Ver`);
    const response = await dev.app.inject({ method: 'GET', url: Endpoints.devOutbox.path, query: { email: body.email } });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: unknown[] }).data).toHaveLength(1);
    // Its write ends: it is read with the others.
    await appendFile(file, `ify","text":"","sent_at":"${new Date().toISOString()}"}\n`);
    expect(await dev.outbox(body.email)).toHaveLength(2);
  });

  it('refuses a missing email with 400', async () => {
    const response = await dev.app.inject({ method: 'GET', url: Endpoints.devOutbox.path });
    expect(response.statusCode).toBe(400);
  });

  it('answers only the machine itself: another host or anything a proxy forwarded gets the 404 of a missing route', async () => {
    const body = signup();
    await dev.post(Endpoints.register.path, body);
    const notFound = { success: 0, message: Messages.notFound, data: {} };
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      dev.app.inject({ method: 'GET', url: Endpoints.devOutbox.path, query: { email: body.email }, remoteAddress, headers });

    for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await ask(local)).statusCode, local).toBe(200);
    const refused = [
      await ask('203.0.113.7'),
      await ask('10.1.2.3'),
      await ask('::ffff:192.0.2.4'),
      // A local reverse proxy passing on someone else's request.
      await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
      await ask('127.0.0.1', { forwarded: 'for=203.0.113.7' }),
      await ask('127.0.0.1', { 'x-real-ip': '203.0.113.7' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('believes no X-Forwarded-For, even from a trusted proxy claiming the request is local', async () => {
    const proxied = await createTestApp(backend, { trustProxy: true, database: dev.testDatabase });
    try {
      const body = signup();
      await proxied.post(Endpoints.register.path, body);
      const response = await proxied.app.inject({
        method: 'GET',
        url: Endpoints.devOutbox.path,
        query: { email: body.email },
        remoteAddress: '198.51.100.2',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
      expect(await proxied.outbox(body.email)).toHaveLength(1);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: Endpoints.devOutbox.path, query: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: 0, message: Messages.notFound, data: {} });
  });
});
