import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, stdoutLog } from '../../server/lib/log';

describe('the log line itself', () => {
  it('censors a secret logged under its own key, and a request line never carries a signature, headers or a body', () => {
    let written = '';
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => void (written += chunk.toString('utf8')));
    const log = pino(loggerOptions('info'), stream);
    log.info({ otp: '482913', password: 'Hunter@2024', token: 'eyJhbGciOi.x.y', to: 'fan@example.com' }, 'mail');
    const request = {
      method: 'GET',
      url: '/media/a.jpg?exp=1&sig=SIGNATURE-VALUE',
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 1 },
      headers: { authorization: 'Bearer SECRET-TOKEN' },
      body: { password: 'Body@2024' },
    };
    log.info({ req: request }, 'request completed');
    stream.end();
    for (const secret of ['482913', 'Hunter@2024', 'eyJhbGciOi', 'SIGNATURE-VALUE', 'SECRET-TOKEN', 'Body@2024'])
      expect(written).not.toContain(secret);
    expect(written).toContain('fan@example.com');
    expect(written).toContain('[redacted]');
  });
});

describe('where the server log goes', () => {
  it('writes standard output off the request path: asynchronously, flushed by pino on exit', () => {
    const destination = stdoutLog();
    // sonic-boom's own fields, which its typings leave out.
    const { sync, fd } = destination as unknown as { sync: boolean; fd: number };
    expect(sync).toBe(false);
    expect(fd).toBe(1);
    destination.flushSync();
  });
});
