import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { buildApp } from '../../server/app';
import type { LogLevel } from '../../server/config';
import { createTestApp, signup, type TestApp } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stream a logger writes to, and the lines written to it since the last `take()`. */
function logSink() {
  const stream = new PassThrough();
  let pending = '';
  stream.on('data', (chunk: Buffer) => void (pending += chunk.toString('utf8')));
  return {
    stream,
    take(): string[] {
      const lines = pending.split('\n').filter(Boolean);
      pending = '';
      return lines;
    },
  };
}

describe('request ids', () => {
  let t: TestApp;
  const log = logSink();
  beforeAll(async () => {
    t = await createTestApp('pglite', { logStream: log.stream });
  });
  afterAll(() => t.close());

  it("keeps a proxy's x-request-id in every line the request logs, its mail's included, and answers it back", async () => {
    const requestId = 'edge-7f3a9c.42:b';
    // Over a real socket, a body long enough to arrive in several reads: they come in the socket's async context, not the request's.
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    log.take();
    const response = await fetch(`${base}${Endpoints.register.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId },
      body: `${JSON.stringify(signup())}${' '.repeat(512 * 1024)}`,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    // The mail goes out as a job after the answer: its line is written once the job ran.
    await t.mailsDelivered();
    const lines = log.take();
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    // The outbox's line is written through the app's logger, not the request's: it carries the id all the same.
    expect(messages).toEqual(expect.arrayContaining(['request completed', expect.stringMatching(/^mail written to the outbox/)]));
    for (const line of lines) {
      expect((JSON.parse(line) as { reqId?: string }).reqId, line).toBe(requestId);
      expect(line.match(/"reqId"/g), line).toHaveLength(1);
    }
  });

  it('answers a fresh id on every answer (a 404, a refused body) when none or a strange one was sent', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'POST', url: Endpoints.login.path, payload: { email: 'nobody' } }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'two words' } }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'x'.repeat(129) } }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': '{"level":60}' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 400, 404, 404, 404]);
    const ids = answers.map((answer) => String(answer.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    const logged = log.take().map((line) => (JSON.parse(line) as { reqId?: string }).reqId);
    expect(new Set(logged)).toEqual(new Set(ids));
  });
});

describe('LOG_LEVEL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  /** The lines one answered request writes with the server's own logger at `level` (config `logLevel`; unset: the default). */
  async function linesAt(level: LogLevel | undefined): Promise<string[]> {
    const log = logSink();
    const app = await buildApp({
      config: { ...t.config, logLevel: level },
      db: t.testDatabase.database.db,
      logger: { stream: log.stream },
    });
    try {
      await app.ready();
      log.take();
      expect((await app.inject({ method: 'POST', url: Endpoints.login.path, payload: { email: 'nobody' } })).statusCode).toBe(400);
      return log.take();
    } finally {
      await app.close();
    }
  }

  it('is info by default: one line per request, nothing below info', async () => {
    const lines = (await linesAt(undefined)).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.map((line) => line.msg)).toContain('request completed');
    expect(lines.every((line) => line.level >= 30)).toBe(true);
  });

  it('sets what the server writes: nothing of a request at warn, nothing at all when silent', async () => {
    expect(await linesAt('warn')).toEqual([]);
    expect(await linesAt('silent')).toEqual([]);
  });
});
