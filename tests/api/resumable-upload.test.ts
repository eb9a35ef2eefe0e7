import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Messages } from '../../contract/messages';
import { UploadResponse } from '../../contract/posts';
import { KB, RESUMABLE_UPLOAD_PATH, VIDEO_MAX_KB } from '../../contract/rules';
import { mediaFiles } from '../../server/db/schema';
import { RESUMABLE_EXPIRES_AFTER_MS } from '../../server/modules/uploads/resumable';
import { backends, createTestApp, storedBytes, verifiedUser, type TestApp } from './harness';

const clip = readFileSync(new URL('../../server/db/demo-media/clip.mp4', import.meta.url));
const TUS = { 'tus-resumable': '1.0.0' };
const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `${name} ${Buffer.from(value).toString('base64')}`)
    .join(',');

describe.each(backends)('resumable uploads over tus (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let me: { id: number; token: string };
  let other: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    me = await verifiedUser(t);
    other = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const auth = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const create = (
    token: string | undefined,
    length: number,
    fields: Record<string, string> = { path: 'post/videos/', filename: 'clip.mp4' },
  ) =>
    fetch(`${base}${RESUMABLE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...TUS, ...auth(token), 'upload-length': String(length), 'upload-metadata': metadataOf(fields) },
    });
  const locationOf = (response: Response) => new URL(response.headers.get('location') ?? '', base).toString();
  const head = (url: string, token: string | undefined) => fetch(url, { method: 'HEAD', headers: { ...TUS, ...auth(token) } });
  const patch = (url: string, token: string | undefined, offset: number, bytes: Uint8Array) =>
    fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, ...auth(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
  const myFiles = (ownerId: number) => t.testDatabase.database.db.select().from(mediaFiles).where(eq(mediaFiles.ownerId, ownerId));

  /** Sends `bytes` as a PATCH body and cuts the connection once `sent` of them are out: the server keeps what arrived. */
  const patchAndDrop = (url: string, token: string, offset: number, bytes: Uint8Array, sent: number) =>
    new Promise<void>((resolve) => {
      const target = new URL(url);
      const request = httpRequest({
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'PATCH',
        headers: {
          ...TUS,
          ...auth(token),
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(bytes.length),
        },
      });
      request.on('error', () => resolve());
      request.on('close', () => resolve());
      request.write(bytes.subarray(0, sent), () => setTimeout(() => request.destroy(), 300));
    });

  it('a video sent in two halves with a dropped connection between them resumes from the offset and is stored as /api/upload stores it', async () => {
    const created = await create(me.token, clip.length);
    expect(created.status).toBe(201);
    const url = locationOf(created);
    expect(new URL(url).pathname).toMatch(new RegExp(`^${RESUMABLE_UPLOAD_PATH}/[A-Za-z0-9_-]+$`));

    // The first half arrives whole.
    const half = Math.floor(clip.length / 2);
    const first = await patch(url, me.token, 0, clip.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    // The next request is cut after 10,000 bytes: what arrived is kept, nothing is stored as media yet.
    await patchAndDrop(url, me.token, half, clip.subarray(half), 10_000);
    const asked = await head(url, me.token);
    expect(asked.status).toBe(200);
    const offset = Number(asked.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(half);
    expect(offset).toBeLessThan(clip.length);
    expect(await myFiles(me.id)).toHaveLength(0);

    // The rest from the offset the server named: the answer is /api/upload's.
    const last = await patch(url, me.token, offset, clip.subarray(offset));
    expect(last.status).toBe(200);
    const body = await last.json();
    expect(Value.Check(UploadResponse, body)).toBe(true);
    expect(body.data).toMatchObject({ mime: 'video/mp4', size: clip.length, width: null });
    expect(body.data.key).toMatch(/^post\/videos\/[A-Za-z0-9_-]{22}\.mp4$/);
    expect((await storedBytes(t.app.storage, body.data.key)).equals(clip)).toBe(true);
    const [row] = await myFiles(me.id);
    expect(row).toMatchObject({ key: body.data.key, path: 'post/videos/', sizeBytes: clip.length, postId: null });
    // The partial upload is gone once stored.
    expect((await head(url, me.token)).status).toBe(404);
  });

  it('needs a session, and another person can neither read the offset of, send bytes to nor cancel my upload', async () => {
    expect((await create(undefined, clip.length)).status).toBe(401);
    const url = locationOf(await create(me.token, clip.length));
    await patch(url, me.token, 0, clip.subarray(0, 1000));

    expect((await head(url, undefined)).status).toBe(401);
    expect((await head(url, other.token)).status).toBe(404);
    const theirs = await patch(url, other.token, 1000, clip.subarray(1000, 2000));
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ success: 0, message: Messages.notFound, data: {} });
    expect((await fetch(url, { method: 'DELETE', headers: { ...TUS, ...auth(other.token) } })).status).toBe(404);
    // Mine still, at the offset I left it.
    expect((await head(url, me.token)).headers.get('upload-offset')).toBe('1000');

    // Cancelled by its owner: gone.
    expect((await fetch(url, { method: 'DELETE', headers: { ...TUS, ...auth(me.token) } })).status).toBe(204);
    expect((await head(url, me.token)).status).toBe(404);
  });

  it('refuses before any byte: a length over the path limit, a bad path, an unknown length; content checked at the end', async () => {
    const tooBig = await create(me.token, VIDEO_MAX_KB * KB + 1);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ success: 0, message: Messages.videoTooBig, data: {} });
    const imageTooBig = await create(me.token, 30_720 * KB + 1, { path: 'post/images/', filename: 'a.jpg' });
    expect((await imageTooBig.json()).message).toBe(Messages.imageTooBig);
    const badPath = await create(me.token, 100, { path: '../etc/', filename: 'a.mp4' });
    expect(badPath.status).toBe(400);
    expect((await badPath.json()).message).toBe(Messages.uploadPathInvalid);
    const deferred = await fetch(`${base}${RESUMABLE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { ...TUS, ...auth(me.token), 'upload-defer-length': '1', 'upload-metadata': metadataOf({ path: 'post/videos/' }) },
    });
    expect(deferred.status).toBe(400);

    // Bytes that are no video: refused with the kind's message once they are all in, nothing stored.
    const before = (await myFiles(me.id)).length;
    const junk = Buffer.alloc(5000, 7);
    const url = locationOf(await create(me.token, junk.length, { path: 'post/videos/', filename: 'junk.mp4' }));
    const refused = await patch(url, me.token, 0, junk);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: 0, message: Messages.videoType, data: {} });
    expect(await myFiles(me.id)).toHaveLength(before);
  });

  it('answers with the app’s security headers, and every refusal (tus’s own included) in the JSON envelope', async () => {
    const created = await create(me.token, clip.length);
    const url = locationOf(created);
    const sent = await patch(url, me.token, 0, clip.subarray(0, 1000));
    for (const answer of [created, sent]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const json = async (answer: Response) => {
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      return answer.json();
    };
    // A wrong offset, an unknown upload, a request without the protocol's version, a PATCH of another content type.
    const conflict = await patch(url, me.token, 500, clip.subarray(500, 600));
    expect(conflict.status).toBe(409);
    expect(await json(conflict)).toEqual({ success: 0, message: 'Upload-Offset conflict', data: {} });
    const unknown = await patch(`${base}${RESUMABLE_UPLOAD_PATH}/nosuchupload`, me.token, 0, clip.subarray(0, 10));
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ success: 0, message: Messages.notFound, data: {} });
    const versionless = await fetch(url, { method: 'HEAD', headers: auth(me.token) });
    expect(versionless.status).toBe(412);
    expect(versionless.headers.get('content-type')).toMatch(/^application\/json/);
    const untyped = await fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, ...auth(me.token), 'upload-offset': '1000', 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(untyped.status).toBe(400);
    expect(await json(untyped)).toEqual({ success: 0, message: 'Invalid content-type', data: {} });
    // Ours keep their message.
    const tooBig = await create(me.token, VIDEO_MAX_KB * KB + 1);
    expect(await json(tooBig)).toEqual({ success: 0, message: Messages.videoTooBig, data: {} });
    expect((await head(url, me.token)).headers.get('upload-offset')).toBe('1000');
  });

  it('bad headers and ids are refused with a 4xx in the envelope, never a 500, and create nothing', async () => {
    const before = (await myFiles(me.id)).length;
    const post = (headers: Record<string, string>) =>
      fetch(`${base}${RESUMABLE_UPLOAD_PATH}`, { method: 'POST', headers: { ...TUS, ...auth(me.token), ...headers } });
    const meta = metadataOf({ path: 'post/videos/', filename: 'clip.mp4' });
    const refusals = [
      await post({ 'upload-length': '99999999999999999999999', 'upload-metadata': meta }),
      await post({ 'upload-length': '-5', 'upload-metadata': meta }),
      await post({ 'upload-length': 'ten', 'upload-metadata': meta }),
      await post({ 'upload-length': '100', 'upload-metadata': 'path !!!,filename' }),
      await post({ 'upload-length': '100', 'upload-metadata': metadataOf({ path: 'post/videos/\u0000', filename: 'a.mp4' }) }),
      await post({ 'upload-length': '100', 'upload-metadata': metadataOf({ path: 'x'.repeat(5000), filename: 'a.mp4' }) }),
      await patch(`${base}${RESUMABLE_UPLOAD_PATH}/${'z'.repeat(3000)}`, me.token, 0, clip.subarray(0, 10)),
      await patch(`${base}${RESUMABLE_UPLOAD_PATH}/..%2F..%2Fetc%2Fpasswd`, me.token, 0, clip.subarray(0, 10)),
      await head(`${base}${RESUMABLE_UPLOAD_PATH}/%00`, me.token),
    ];
    for (const refused of refusals) {
      expect(refused.status, refused.url).toBeGreaterThanOrEqual(400);
      expect(refused.status, refused.url).toBeLessThan(500);
      // A HEAD answers no body.
      const body = await refused.text();
      if (body) expect(JSON.parse(body).success, refused.url.slice(0, 80)).toBe(0);
    }
    const url = locationOf(await create(me.token, clip.length));
    const badOffset = await fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, ...auth(me.token), 'upload-offset': 'abc', 'content-type': 'application/offset+octet-stream' },
      body: clip.subarray(0, 10),
    });
    expect(badOffset.status).toBeGreaterThanOrEqual(400);
    expect(badOffset.status).toBeLessThan(500);
    expect((await head(url, me.token)).headers.get('upload-offset')).toBe('0');
    expect(await myFiles(me.id)).toHaveLength(before);
  });

  it('abandoned partial uploads are removed once they expire', async () => {
    const url = locationOf(await create(me.token, clip.length));
    await patch(url, me.token, 0, clip.subarray(0, 1000));
    expect(await t.app.resumableUploads.removeExpired()).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + RESUMABLE_EXPIRES_AFTER_MS + 60_000);
      expect(await t.app.resumableUploads.removeExpired()).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect((await head(url, me.token)).status).toBe(404);
  });
});

describe.each(backends)('resumable uploads and the quota (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      uploadQuota: { perHour: { files: 10, bytes: 60_000 }, perDay: { files: 10, bytes: 60_000 } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('an Upload-Length past what the quota leaves is refused with 429 before a byte is sent', async () => {
    const me = await verifiedUser(t);
    const create = (length: number) =>
      fetch(`${base}${RESUMABLE_UPLOAD_PATH}`, {
        method: 'POST',
        headers: {
          ...TUS,
          authorization: `Bearer ${me.token}`,
          'upload-length': String(length),
          'upload-metadata': metadataOf({ path: 'post/videos/', filename: 'clip.mp4' }),
        },
      });
    const first = await create(clip.length);
    expect(first.status).toBe(201);
    const url = new URL(first.headers.get('location') ?? '', base).toString();
    const done = await fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, authorization: `Bearer ${me.token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(clip),
    });
    expect(done.status).toBe(200);
    // 42,934 bytes used of 60,000: a second clip does not fit.
    const refused = await create(clip.length);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: 0, message: Messages.uploadQuotaExceeded, data: {} });
    expect(await create(10_000)).toHaveProperty('status', 201);
  });
});
