import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { ANSWER_BROTLI_QUALITY } from '../../server/app';
import { createTestApp, verifiedUser, type TestApp } from './harness';
import { textPost } from './posts-support';

const PAGE =
  '<!doctype html><html><head><title>Fanclub</title><script type="module" src="/index.1a2b3c4d.js"></script></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('fanclub '.repeat(400))});`;
const ASSET = '/index.1a2b3c4d.js';

/** A built client as `npm run build` leaves it: the page, a hashed script, each with its .br and .gz. */
function builtClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanclub-built-'));
  for (const [name, text] of [
    ['index.html', PAGE],
    [ASSET.slice(1), SCRIPT],
  ] as const) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

describe.each([false, true])('the built client over the wire (rebuilt while the server runs, as under npm run dev: %s)', (clientWatch) => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = builtClient();
    t = await createTestApp('pglite', { clientDir, clientWatch });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('hashed files come precompressed in the encoding the browser accepts and are immutable for a year', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('every route of the SPA answers the page, revalidated each visit: a browser that has it gets 304 and no body', async () => {
    const first = await get('/user-profile/7', { 'accept-encoding': 'br, gzip', accept: 'text/html' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const body = first.headers['content-encoding'] === 'br' ? brotliDecompressSync(first.rawPayload).toString() : first.body;
    expect(body).toBe(PAGE);
    // Compressed from memory, as production serves it; under `npm run dev` the page is read as Parcel rewrites it.
    expect(first.headers['content-encoding']).toBe(clientWatch ? undefined : 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get('/home', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const stale = await get('/home', { 'if-none-match': 'W/"an-older-page"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(PAGE);
    expect(stale.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('/ is the app: the page, which draws /login for a visitor and the feed once logged in', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const home = await t.app.inject({ method, url: '/', headers: { accept: 'text/html' } });
      expect(home.statusCode, method).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(home.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/')).body).toBe(PAGE);
    expect((await get('/?from=mail')).body).toBe(PAGE);
  });

  it('the page is read once unless the client is rebuilt under the server', async () => {
    const page = path.join(clientDir, 'index.html');
    writeFileSync(page, PAGE.replace('Fanclub', 'Fanclub rebuilt'));
    try {
      expect((await get('/home')).body).toBe(clientWatch ? PAGE.replace('Fanclub', 'Fanclub rebuilt') : PAGE);
    } finally {
      writeFileSync(page, PAGE);
    }
  });

  it('API paths and dotfiles never fall back to the page', async () => {
    writeFileSync(path.join(clientDir, '.env'), 'SECRET=1');
    expect((await get('/api/nothing-here')).json()).toMatchObject({ success: 0 });
    expect((await get('/.env')).body).not.toContain('SECRET');
  });
});

describe("the client under npm run dev, before Parcel's first build has written the page", () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'fanclub-dev-client-'));
    t = await createTestApp('pglite', { clientDir, clientWatch: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers 503 with a word to reload, then the page once Parcel wrote it', async () => {
    const early = await t.app.inject({ method: 'GET', url: '/login' });
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('2');
    expect(early.body).toBe('The client is being built (npm run dev): reload in a moment.');
    writeFileSync(path.join(clientDir, 'index.html'), PAGE);
    const built = await t.app.inject({ method: 'GET', url: '/login' });
    expect(built.statusCode).toBe(200);
    expect(built.body).toBe(PAGE);
  });
});

describe('API answers over the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('an answer above 1 KB is compressed for a browser that accepts it, a small one is not', async () => {
    const author = await verifiedUser(t);
    for (let index = 0; index < 6; index += 1) await textPost(t, author.token, `post number ${index} `.repeat(20));
    const feed = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: Endpoints.homeFeed.path,
        payload: { page: 1 },
        headers: { authorization: `Bearer ${author.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await feed();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await feed('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // At the answers' quality, told the size: the plugin's default (4) costs the server's thread several times more.
    const params = { [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.length };
    expect(br.rawPayload.equals(brotliCompressSync(plain.rawPayload, { params }))).toBe(true);

    const gzip = await feed('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({
      method: 'POST',
      url: Endpoints.login.path,
      payload: { email: 'nobody@example.com', password: 'x' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
