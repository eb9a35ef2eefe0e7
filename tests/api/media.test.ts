import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { PaymentType, PostType } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { buildApp } from '../../server/app';
import { SIGNED_MEDIA_TTL_SECONDS } from '../../server/lib/media-urls';
import { mediaFiles, pollOptions, polls, posts } from '../../server/db/schema';
import { backends, createTestApp, uploadFile, verifiedUser, type TestApp } from './harness';

describe.each(backends)('GET /media/* (%s)', (backend) => {
  let t: TestApp;
  let me: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const forbidden = { success: 0, message: Messages.mediaForbidden, data: {} };
  const notFound = { success: 0, message: Messages.notFound, data: {} };

  /** Uploads a fresh image and answers its key, signed location and preview key. */
  async function uploadImage(path = 'post/images/') {
    const bytes = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#16a085' } })
      .jpeg()
      .toBuffer();
    const response = await uploadFile(t, me.token, [
      ['path', path],
      ['file', { name: 'pic.jpg', bytes }],
    ]);
    expect(response.statusCode).toBe(200);
    const { key, location } = response.json().data as { key: string; location: string };
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, key));
    return { key, location, previewKey: row?.previewKey ?? '' };
  }

  async function uploadTeaser() {
    const bytes = readFileSync(new URL('../../server/db/demo-media/teaser.mp4', import.meta.url));
    const response = await uploadFile(t, me.token, [
      ['path', 'post/teasers/'],
      ['file', { name: 'teaser.mp4', bytes }],
    ]);
    expect(response.statusCode).toBe(200);
    return response.json().data as { key: string; location: string };
  }

  async function attachToPost(key: string, paymentType: number) {
    const [post] = await db()
      .insert(posts)
      .values({ userId: me.id, postType: PostType.image, paymentType, paymentAmount: paymentType === PaymentType.payPerView ? 50 : 0 })
      .returning({ id: posts.id });
    // As post/create attaches them: the file and its preview.
    const [file] = await db().update(mediaFiles).set({ postId: post?.id }).where(eq(mediaFiles.key, key)).returning();
    if (file?.previewKey) await db().update(mediaFiles).set({ postId: post?.id }).where(eq(mediaFiles.key, file.previewKey));
    return post?.id ?? 0;
  }

  it('404 for unknown keys and anything that is not a key, never the client or another file', async () => {
    for (const url of [
      '/media/post/images/AAAAAAAAAAAAAAAAAAAAAA.jpg',
      '/media/',
      '/media/../secret',
      '/media/post/images/..%2F..%2Fsecret.jpg',
      '/media/post/images/%2e%2e/x.jpg',
      '/media/secret',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFound);
    }
  });

  it('unattached post media: 403 unsigned, 200 with its signed URL, 403 once expired or tampered', async () => {
    const { key, location } = await uploadImage();
    const unsigned = await get(`/media/${key}`);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual(forbidden);

    const signed = await get(location);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('image/jpeg');
    expect(signed.headers['x-content-type-options']).toBe('nosniff');
    expect(signed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect((await sharp(signed.rawPayload).metadata()).width).toBe(120);

    const sig = new URL(location, 'http://x').searchParams.get('sig') ?? '';
    const tampered = location.replace(sig, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(403);
    const otherKey = (await uploadImage()).key;
    expect((await get(location.replace(key, otherKey))).statusCode).toBe(403);
    const laterExp = location.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 60}`);
    expect((await get(laterExp)).statusCode).toBe(403);

    t.advanceClock((SIGNED_MEDIA_TTL_SECONDS + 120) * 1000);
    try {
      const expired = await get(location);
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual(forbidden);
    } finally {
      t.advanceClock(-(SIGNED_MEDIA_TTL_SECONDS + 120) * 1000);
    }
  });

  it('profile photos are public from the upload on; previews and teasers once a post carries them; cached for good', async () => {
    const profile = await uploadImage('user/profile/');
    const image = await uploadImage();
    const teaser = await uploadTeaser();
    const story = await uploadImage('story/images/');
    // Nothing but the avatar is public before a post uses it: not the preview, not the teaser, not a story image.
    for (const key of [image.previewKey, teaser.key, story.key]) {
      const response = await get(`/media/${key}`);
      expect(response.statusCode, key).toBe(403);
      expect(response.json()).toEqual(forbidden);
    }
    expect((await get(teaser.location)).statusCode).toBe(200);

    await attachToPost(image.key, PaymentType.payPerView);
    await attachToPost(teaser.key, PaymentType.payPerView);
    // post/create attaches the preview with its file.
    const posted = await uploadImage();
    const created = await t.post(Endpoints.createPost.path, { post_type: PostType.image, images: [posted.key] }, { token: me.token });
    expect(created.statusCode, created.body).toBe(200);
    expect((await get(`/media/${posted.previewKey}`)).statusCode).toBe(200);
    for (const key of [profile.key, image.previewKey, teaser.key]) {
      const response = await get(`/media/${key}`);
      expect(response.statusCode, key).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a Range request with 206 and the asked bytes, 416 past the end; 304 when unchanged', async () => {
    const { key } = await uploadImage('user/profile/');
    const whole = await get(`/media/${key}`);
    const part = await get(`/media/${key}`, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
    const tail = await get(`/media/${key}`, { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(-5))).toBe(true);
    const past = await get(`/media/${key}`, { range: `bytes=${whole.rawPayload.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
    // A header that is not a byte range is ignored: the whole file.
    const unchanged = await get(`/media/${key}`, { 'if-modified-since': String(whole.headers['last-modified']) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const garbled = await get(`/media/${key}`, { range: 'pages=1-2' });
    expect(garbled.statusCode).toBe(200);
    expect(garbled.rawPayload.equals(whole.rawPayload)).toBe(true);
  });

  it('media of a free post is public; of subscriber-only and pay-per-view posts only signed; of a deleted post gone', async () => {
    const free = await uploadImage();
    await attachToPost(free.key, PaymentType.free);
    const freeAnswer = await get(`/media/${free.key}`);
    expect(freeAnswer.statusCode).toBe(200);
    expect(freeAnswer.headers['cache-control']).toContain('public');

    for (const paymentType of [PaymentType.subscribers, PaymentType.payPerView]) {
      const locked = await uploadImage();
      await attachToPost(locked.key, paymentType);
      expect((await get(`/media/${locked.key}`)).json()).toEqual(forbidden);
      expect((await get(locked.location)).statusCode).toBe(200);
      // Its preview stays public: that is what a locked post shows.
      expect((await get(`/media/${locked.previewKey}`)).statusCode).toBe(200);
    }

    const deleted = await uploadImage();
    const postId = await attachToPost(deleted.key, PaymentType.free);
    await db().update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, postId));
    expect((await get(`/media/${deleted.key}`)).statusCode).toBe(404);
    expect((await get(deleted.location)).json()).toEqual(notFound);
  });

  it('the option images of a live image poll are public', async () => {
    const option = await uploadImage();
    expect((await get(`/media/${option.key}`)).statusCode).toBe(403);
    const [post] = await db().insert(posts).values({ userId: me.id, postType: PostType.poll }).returning({ id: posts.id });
    const [poll] = await db()
      .insert(polls)
      .values({ postId: post?.id ?? 0, question: 'Which one?', pollType: 'image' })
      .returning({ id: polls.id });
    await db()
      .insert(pollOptions)
      .values([
        { pollId: poll?.id ?? 0, position: 0, text: 'This', imageKey: option.key },
        { pollId: poll?.id ?? 0, position: 1, text: 'That', imageKey: null },
      ]);
    expect((await get(`/media/${option.key}`)).statusCode).toBe(200);
  });

  it('a HEAD of a public file answers its headers', async () => {
    const { key } = await uploadImage('user/profile/');
    const head = await t.app.inject({ method: 'HEAD', url: `/media/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it('beside the built client: media keeps its rules and never falls back to index.html', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'fanclub-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Fanclub</title>');
    const withClient = await buildApp({ config: t.config, db: db(), storage: t.app.storage, clientDir, logger: false });
    try {
      const { key } = await uploadImage('user/profile/');
      const locked = await uploadImage();
      const served = await withClient.inject({ method: 'GET', url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await withClient.inject({ method: 'GET', url: `/media/${locked.key}` })).statusCode).toBe(403);
      for (const url of ['/media/post/images/AAAAAAAAAAAAAAAAAAAAAA.jpg', '/media/nothing', '/media/']) {
        const missing = await withClient.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toEqual(notFound);
      }
      const spa = await withClient.inject({ method: 'GET', url: '/feed' });
      expect(spa.body).toContain('Fanclub');
    } finally {
      await withClient.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
