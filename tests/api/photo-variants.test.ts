import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import type { UploadPath } from '../../contract/rules';
import type { Story } from '../../contract/stories';
import type { User } from '../../contract/user';
import { ingestDemoFile } from '../../server/db/demo-posts';
import { mediaFiles, users } from '../../server/db/schema';
import { JOBS_SCHEMA } from '../../server/jobs/engine';
import { Queues } from '../../server/jobs/queues';
import { storeChatFile } from '../../server/modules/chat/files';
import { recordChatFile } from '../../server/modules/chat/repository';
import { recordUpload } from '../../server/modules/uploads/repository';
import { clientId, member, uploadChat } from './chat-support';
import { backends, createTestApp, storedBytes, uploadFile, verifiedUser, type TestApp } from './harness';

const JOB_WAIT_MS = 30_000;
/** What a browser with AVIF and WebP sends for an <img>. */
const MODERN = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const PHOTO_WIDTHS = [96, 192, 400, 640, 960, 1500];

/**
 * Avatars, covers, story and chat images get responsive widths from the imageVariants job, served by
 * `GET /media/<key>?w=` in the format the browser accepts, by the image's own rule. See docs/decisions/0046.
 */
describe.each(backends)('responsive photos, stories and chat images (%s)', (backend) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const settle = async () => expect(await t.app.jobs.settled('imageVariants', JOB_WAIT_MS)).toBe(true);
  const get = (url: string, accept?: string) => t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
  const withWidth = (url: string, width: number | string) => `${url}${url.includes('?') ? '&' : '?'}w=${width}`;
  const keyOf = (url: string) => url.replace(/^\/media\//, '').split('?')[0]!;
  const variantsOf = async (key: string) =>
    (await db().select().from(mediaFiles).where(eq(mediaFiles.sourceKey, key)).orderBy(mediaFiles.mime, mediaFiles.width)).map(
      (row) => [row.mime, row.width] as const,
    );
  const both = (widths: number[]) => ['image/avif', 'image/webp'].flatMap((mime) => widths.map((width) => [mime, width] as const));

  /** Fine stripes: a picture with detail, as photos have, in the upload's format. */
  const photo = (width: number, height: number, format: 'png' | 'jpeg') => {
    const drawn = sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="p" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="4" height="8" fill="#123"/><rect x="4" width="4" height="8" fill="#fd8"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/><circle cx="50%" cy="50%" r="30%" fill="#c33"/></svg>`,
      ),
    );
    return (format === 'png' ? drawn.png() : drawn.jpeg()).toBuffer();
  };

  async function upload(path: string, width: number, height: number, format: 'png' | 'jpeg' = 'jpeg') {
    const response = await uploadFile(t, me.token, [
      ['path', path],
      ['file', { name: `photo.${format === 'png' ? 'png' : 'jpg'}`, bytes: await photo(width, height, format) }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { key: string; location: string };
  }

  /** The answer to a width: its type, its pixels, its headers; and the original's size to compare. */
  async function fetchWidth(url: string, width: number, accept?: string) {
    const answer = await get(withWidth(url, width), accept);
    expect(answer.statusCode, answer.body).toBe(200);
    const meta = await sharp(answer.rawPayload).metadata();
    return { answer, type: answer.headers['content-type'], width: meta.width, bytes: answer.rawPayload.length };
  }

  it('a framed avatar gets 96, 192 and its 400 px, a cover up to its 1500 px; served smaller, as AVIF or WebP by Accept, public like the photo', async () => {
    const avatarUpload = await upload('user/profile/', 1000, 800, 'png');
    const coverUpload = await upload('user/profile/', 3000, 1500);
    const edited = await t.post(
      Endpoints.editProfile.path,
      { first_name: 'Ada', last_name: 'Lovelace', profile_photo: avatarUpload.key, cover_photo: coverUpload.key },
      { token: me.token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const { profile_photo, cover_photo } = edited.json().data as User;
    await settle();

    expect(await variantsOf(keyOf(profile_photo!))).toEqual(both([96, 192, 400]));
    expect(await variantsOf(keyOf(cover_photo!))).toEqual(both(PHOTO_WIDTHS));
    // The uploads they were cropped from are never shown: no widths for them.
    expect(await variantsOf(avatarUpload.key)).toEqual([]);

    const original = await get(profile_photo!);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers.vary ?? '').not.toContain('Accept');

    const avif = await fetchWidth(profile_photo!, 96, MODERN);
    expect({ type: avif.type, width: avif.width }).toEqual({ type: 'image/avif', width: 96 });
    expect(avif.bytes).toBeLessThan(original.rawPayload.length / 4);
    expect(avif.answer.headers.vary).toBe('Accept');
    expect(avif.answer.headers['cache-control']).toBe(original.headers['cache-control']);

    const webp = await fetchWidth(profile_photo!, 192, 'image/webp,*/*');
    expect({ type: webp.type, width: webp.width }).toEqual({ type: 'image/webp', width: 192 });
    expect(webp.bytes).toBeLessThan(original.rawPayload.length);
    // AVIF refused by q=0: WebP.
    expect((await fetchWidth(profile_photo!, 96, 'image/avif;q=0, image/webp')).type).toBe('image/webp');
    // Neither format accepted: the original, whatever the width.
    const plain = await fetchWidth(profile_photo!, 96);
    expect({ type: plain.type, width: plain.width, bytes: plain.bytes }).toEqual({
      type: 'image/png',
      width: 400,
      bytes: original.rawPayload.length,
    });
    expect(plain.answer.headers.vary).toBe('Accept');
    // Wider than the avatar: its own 400 px, never enlarged; a width between two: the next one up.
    expect((await fetchWidth(profile_photo!, 1500, MODERN)).width).toBe(400);
    expect((await fetchWidth(cover_photo!, 320, MODERN)).width).toBe(400);
    const cover = await fetchWidth(cover_photo!, 640, MODERN);
    expect({ type: cover.type, width: cover.width }).toEqual({ type: 'image/avif', width: 640 });
    expect(cover.bytes).toBeLessThan((await get(cover_photo!)).rawPayload.length);
  });

  it('a width of no stored size, or not a number, is a 400 in the envelope, never a 500', async () => {
    const { location } = await upload('user/profile/', 300, 300, 'png');
    for (const width of ['100', 'abc', '96.0', '+96', '-96', '', '0x60', '96&w=192', String(2 ** 53)]) {
      const answer = await get(withWidth(location, width), MODERN);
      expect(answer.statusCode, `w=${width}`).toBe(400);
      expect(answer.json()).toEqual({ success: 0, message: expect.any(String), data: {} });
    }
  });

  /** The image keys of the widths jobs queued so far (any state: pg-boss keeps them a day). */
  const queuedKeys = async () =>
    (
      (await db().execute(
        sql`select data->'payload'->>'key' as key from ${sql.raw(JOBS_SCHEMA)}.job where name = ${Queues.imageVariants.name}`,
      )) as unknown as { rows: { key: string }[] }
    ).rows.map((row) => row.key);
  /** An image stored as the demo's are, without a job: no widths yet. */
  async function storedWithoutJob(path: UploadPath, bytes: Buffer, name = 'photo.png') {
    const stored = await ingestDemoFile(t.app.storage, path, name, bytes);
    await recordUpload(db(), me.id, stored);
    return stored.key;
  }

  /** A chat image stored as the demo conversations' are, without a job. */
  async function chatImageWithoutJob(bytes: Buffer) {
    const tempPath = path.join(tmpdir(), `fanclub-test-chat-${clientId()}`);
    await writeFile(tempPath, bytes);
    try {
      const stored = await storeChatFile(t.app.storage, { tempPath, filename: 'chat.jpg', size: bytes.length, truncated: false });
      await recordChatFile(db(), me.id, clientId(), stored);
      return stored.key;
    } finally {
      await rm(tempPath, { force: true });
    }
  }

  it('a photo stored without the job (the demo’s) gets its widths when first asked: the original until then, cached briefly, its job queued once', async () => {
    const avatar = await storedWithoutJob('user/profile/', await photo(400, 400, 'png'));
    await db().update(users).set({ profilePhoto: avatar }).where(eq(users.id, me.id));
    // Not shown by any profile (an upload a photo was cropped from): never given widths.
    const unused = await storedWithoutJob('user/profile/', await photo(400, 400, 'png'));

    for (const width of [96, 192]) {
      const pending = await fetchWidth(`/media/${avatar}`, width, MODERN);
      expect({ type: pending.type, width: pending.width }).toEqual({ type: 'image/png', width: 400 });
      expect(pending.answer.headers['cache-control']).toBe('public, max-age=60');
    }
    const plain = await fetchWidth(`/media/${unused}`, 96, MODERN);
    expect({ type: plain.type, width: plain.width }).toEqual({ type: 'image/png', width: 400 });
    expect(plain.answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Two requests, one job; none for the unused upload.
    expect((await queuedKeys()).filter((key) => key === avatar)).toHaveLength(1);
    expect(await queuedKeys()).not.toContain(unused);

    await settle();
    expect(await variantsOf(avatar)).toEqual(both([96, 192, 400]));
    expect(await variantsOf(unused)).toEqual([]);
    const made = await fetchWidth(`/media/${avatar}`, 96, MODERN);
    expect({ type: made.type, width: made.width }).toEqual({ type: 'image/avif', width: 96 });
    expect(made.answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await queuedKeys()).filter((key) => key === avatar)).toHaveLength(1);
  });

  it('a post’s video or audio cover gets its widths as it is stored, its blurred preview too; a package thumbnail when first asked', async () => {
    const cover = await upload('post/thumbs/', 800, 600);
    await settle();
    expect(await variantsOf(cover.key)).toEqual(both([320, 640, 800]));
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, cover.key));
    expect(await variantsOf(row!.previewKey!)).toEqual(both([320, 640, 800]));

    // A package item's thumbnail, made by the package's upload (not /api/upload): 480 px, no job at first.
    const bytes = await photo(480, 360, 'jpeg');
    const thumb = `package/thumbs/${clientId()}.jpg`;
    await t.app.storage.put(thumb, bytes);
    await db().insert(mediaFiles).values({
      key: thumb,
      ownerId: me.id,
      path: 'package/thumbs/',
      mime: 'image/jpeg',
      sizeBytes: bytes.length,
      width: 480,
      height: 360,
    });
    // Signed, as a package's thumbnails are given: its widths open by the same signature.
    const signed = t.app.mediaUrls.signed(thumb);
    expect((await get(withWidth(`/media/${thumb}`, 320), MODERN)).statusCode).toBe(403);
    const pending = await fetchWidth(signed, 320, MODERN);
    expect({ type: pending.type, width: pending.width }).toEqual({ type: 'image/jpeg', width: 480 });
    await settle();
    expect(await variantsOf(thumb)).toEqual(both([320, 480]));
    const made = await fetchWidth(signed, 320, MODERN);
    expect({ type: made.type, width: made.width }).toEqual({ type: 'image/avif', width: 320 });
    expect(made.bytes).toBeLessThan(bytes.length);
    expect((await get(withWidth(`/media/${thumb}`, 320), MODERN)).statusCode).toBe(403);
  });

  it('a fresh server queues post images without widths at start, no photo, story or chat image: those wait to be asked', async () => {
    const avatar = await storedWithoutJob('user/profile/', await photo(400, 400, 'png'));
    const cover = await storedWithoutJob('user/profile/', await photo(1500, 500, 'jpeg'), 'cover.jpg');
    await db().update(users).set({ profilePhoto: avatar, coverPhoto: cover }).where(eq(users.id, me.id));
    const story = await storedWithoutJob('story/images/', await photo(720, 1280, 'jpeg'), 'story.jpg');
    const chat = await chatImageWithoutJob(await photo(1000, 800, 'jpeg'));
    const post = await storedWithoutJob('post/images/', await photo(400, 300, 'jpeg'), 'post.jpg');

    // Another server starting on this database: its start queues what has no widths.
    // It shares the files too: either replica's worker may take the job.
    const fresh = await createTestApp(backend, { database: t.testDatabase, dataDir: t.config.dataDir });
    try {
      await vi.waitFor(async () => expect(await queuedKeys()).toContain(post), { timeout: JOB_WAIT_MS });
      expect(await fresh.app.jobs.settled('imageVariants', JOB_WAIT_MS)).toBe(true);
    } finally {
      await fresh.close();
    }
    expect(await variantsOf(post)).toEqual(both([320, 400]));
    const queued = await queuedKeys();
    for (const key of [avatar, cover, story, chat]) {
      expect(queued).not.toContain(key);
      expect(await variantsOf(key)).toEqual([]);
    }
    expect(await t.app.uploadsService.queueMissingVariants()).toBe(0);
  });

  it('a story image’s widths open only with its signature, refused unsigned exactly as the image; they go with the story', async () => {
    const { key } = await upload('story/images/', 720, 1280);
    const created = await t.post(Endpoints.postStory.path, { story_image: key }, { token: me.token });
    expect(created.statusCode, created.body).toBe(200);
    const story = created.json().data as Story;
    const signed = story.story_image[0]!.story_image;
    expect(signed).toContain('sig=');
    await settle();
    expect(await variantsOf(key)).toEqual(both([320, 640, 720]));

    const variant = await fetchWidth(signed, 320, MODERN);
    expect({ type: variant.type, width: variant.width }).toEqual({ type: 'image/avif', width: 320 });
    expect(variant.answer.headers['cache-control']).toBe('private, max-age=300');
    expect(variant.bytes).toBeLessThan((await get(signed)).rawPayload.length);

    // Whoever holds no signature (not the story's audience) is refused every width as the image itself.
    const refused = await get(`/media/${key}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: 0, message: Messages.mediaForbidden, data: {} });
    for (const width of [320, 640, 1280]) {
      const answer = await get(`/media/${key}?w=${width}`, MODERN);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 403, body: refused.json() });
    }
    const variantRows = await db().select().from(mediaFiles).where(eq(mediaFiles.sourceKey, key));
    for (const row of variantRows) expect((await get(`/media/${row.key}`)).statusCode).toBe(403);
    // Another key's signature opens none of them.
    const [, query] = signed.split('?');
    expect((await get(`/media/${variantRows[0]!.key}?${query}`)).statusCode).toBe(403);

    const deleted = await t.post(Endpoints.deleteStory.path, { story_id: story.story_image[0]!.id }, { token: me.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(withWidth(signed, 320), MODERN)).statusCode).toBe(404);
    expect(await variantsOf(key)).toEqual([]);
    for (const row of variantRows) expect(await t.app.storage.exists(row.key)).toBe(false);
  });

  it('an expired story’s widths are swept with it', async () => {
    const { key } = await upload('story/images/', 400, 700);
    expect((await t.post(Endpoints.postStory.path, { story_image: key }, { token: me.token })).statusCode).toBe(200);
    await settle();
    const variantRows = await db().select().from(mediaFiles).where(eq(mediaFiles.sourceKey, key));
    expect(variantRows).toHaveLength(4);
    const day = 25 * 60 * 60_000;
    t.advanceClock(day);
    try {
      expect(await t.app.storiesService.sweepExpired()).toContain(key);
      expect(await variantsOf(key)).toEqual([]);
      for (const row of variantRows) expect(await t.app.storage.exists(row.key)).toBe(false);
    } finally {
      t.advanceClock(-day);
    }
  });

  it('a chat image’s widths are the room’s: served with its signed URL, refused to a non-member (no signature) as the image is', async () => {
    const a = await member(t);
    const response = await uploadChat(t, a.chat, [
      ['id', clientId()],
      ['file', { name: 'photo.jpg', bytes: await photo(1000, 800, 'jpeg') }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { key, url } = response.json().data as { key: string; url: string };
    await settle();
    expect(await variantsOf(key)).toEqual(both([320, 640, 960, 1000]));

    const variant = await fetchWidth(url, 640, 'image/webp,*/*');
    expect({ type: variant.type, width: variant.width }).toEqual({ type: 'image/webp', width: 640 });
    expect(variant.bytes).toBeLessThan((await get(url)).rawPayload.length);

    const refused = await get(`/media/${key}`);
    expect(refused.statusCode).toBe(403);
    for (const width of [320, 640, 960]) {
      const answer = await get(`/media/${key}?w=${width}`, MODERN);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 403, body: refused.json() });
    }
    for (const [variantKey] of (await db().select({ key: mediaFiles.key }).from(mediaFiles).where(eq(mediaFiles.sourceKey, key))).map(
      (row) => [row.key],
    ))
      expect((await get(`/media/${variantKey}`)).statusCode).toBe(403);
    // The stored bytes are what the answer said.
    expect((await sharp(await storedBytes(t.app.storage, keyOf(url))).metadata()).width).toBe(1000);
  });
});
