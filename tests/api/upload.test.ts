import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { UploadResponse } from '../../contract/posts';
import { Endpoints } from '../../contract/endpoints';
import { IMAGE_MAX_KB, KB } from '../../contract/rules';
import { chatFiles, mediaContents, mediaFiles, posts } from '../../server/db/schema';
import { ORPHAN_AFTER_MS } from '../../server/modules/uploads/service';
import { clientId, jpeg, member, uploadChat } from './chat-support';
import { backends, createTestApp, multipartBody, uploadFile, verifiedUser, type FormFile, storedBytes, type TestApp } from './harness';

/**
 * The files an owner uploaded and what is made with them at once (previews): the responsive widths the image-variants
 * job adds meanwhile or later (source_key set) are not uploads.
 */
const uploadedBy = (t: TestApp, ownerId: number) =>
  t.testDatabase.database.db
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.ownerId, ownerId), isNull(mediaFiles.sourceKey)));
const demoMedia = (name: string) => readFileSync(new URL(`../../server/db/demo-media/${name}`, import.meta.url));
const KEY_PATTERN = /^[a-z]+\/[a-z]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** A 64x32 photo saved rotated (EXIF orientation 6) with a camera make and GPS position. */
const photoWithMetadata = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 3230/100' } })
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);

describe.each(backends)('POST /api/upload (%s)', (backend) => {
  let t: TestApp;
  let me: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const myFiles = () => uploadedBy(t, me.id);
  const upload = (path: string | undefined, file?: FormFile) =>
    uploadFile(t, me.token, [
      ...(path !== undefined ? [['path', path] as [string, string]] : []),
      ...(file ? [['file', file] as [string, FormFile]] : []),
    ]);
  const refused = (message: string) => ({ success: 0, message, data: {} });

  it('a photo is turned upright, stripped of EXIF and GPS, measured and previewed', async () => {
    const original = await photoWithMetadata();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const response = await upload('post/images/', { name: 'Holiday.JPEG', bytes: original, type: 'image/jpeg' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(UploadResponse, body)).toBe(true);
    const { key, location, width, height, aspect_ratio, mime, size } = body.data;
    expect(key).toMatch(KEY_PATTERN);
    expect(key).toMatch(/^post\/images\/[A-Za-z0-9_-]{22}\.jpg$/);
    // Post media is locked until a free post carries it: the uploader sees it through a signed URL.
    expect(location).toMatch(new RegExp(`^/media/${key}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`));
    expect({ width, height, aspect_ratio, mime }).toEqual({ width: 32, height: 64, aspect_ratio: 0.5, mime: 'image/jpeg' });

    const stored = await storedBytes(t.app.storage, key);
    expect(stored.length).toBe(size);
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 32, height: 64 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);

    const [row] = (await myFiles()).filter((file) => file.key === key);
    expect(row).toMatchObject({ path: 'post/images/', mime: 'image/jpeg', sizeBytes: size, width: 32, height: 64, postId: null });
    expect(row?.previewKey).toMatch(/^preview\/[A-Za-z0-9_-]+\.jpg$/);
    const preview = await sharp(await storedBytes(t.app.storage, row?.previewKey ?? '')).metadata();
    expect(preview.format).toBe('jpeg');
    expect(preview.width).toBeLessThanOrEqual(40);
  });

  it('a png keeps its format; a profile photo gets a public location and no preview; the path may follow the file', async () => {
    const response = await uploadFile(t, me.token, [
      ['file', { name: 'me.png', bytes: await png(300, 200), type: 'image/png' }],
      ['path', 'user/profile/'],
    ]);
    expect(response.statusCode).toBe(200);
    const { key, location, width, height, aspect_ratio, mime } = response.json().data;
    expect(key).toMatch(/^user\/profile\/[A-Za-z0-9_-]+\.png$/);
    expect(location).toBe(`/media/${key}`);
    expect({ width, height, aspect_ratio, mime }).toEqual({ width: 300, height: 200, aspect_ratio: 1.5, mime: 'image/png' });
    expect((await sharp(await storedBytes(t.app.storage, key)).metadata()).format).toBe('png');
    const [row] = (await myFiles()).filter((file) => file.key === key);
    expect(row?.previewKey).toBeNull();
  });

  it('an mp4 video, an mp4 teaser and an mp3 are stored as they came, unmeasured', async () => {
    for (const [path, name, mime] of [
      ['post/videos/', 'clip.mp4', 'video/mp4'],
      ['post/teasers/', 'teaser.mp4', 'video/mp4'],
      ['post/audios/', 'tone.mp3', 'audio/mpeg'],
    ] as const) {
      const bytes = demoMedia(name);
      const response = await upload(path, { name, bytes });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ width: null, height: null, aspect_ratio: null, mime, size: bytes.length });
      expect(data.key.startsWith(path)).toBe(true);
      expect((await storedBytes(t.app.storage, data.key)).equals(bytes)).toBe(true);
    }
  });

  it('refuses content that is not what the path takes or not what its name says, and stores nothing', async () => {
    const before = (await myFiles()).length;
    const jpeg = await photoWithMetadata();
    const cases: [path: string, file: FormFile, message: string][] = [
      ['post/images/', { name: 'cat.jpg', bytes: ELF }, Messages.imageType],
      ['post/thumbs/', { name: 'cat.jpg', bytes: MZ }, Messages.imageType],
      ['post/images/', { name: 'cat.png', bytes: jpeg }, Messages.imageType],
      ['post/images/', { name: 'cat.gif', bytes: jpeg }, Messages.imageType],
      ['story/images/', { name: 'cat', bytes: jpeg }, Messages.imageType],
      ['post/audios/', { name: 'song.mp3', bytes: await png(8, 8) }, Messages.audioType],
      ['post/audios/', { name: 'song.wav', bytes: demoMedia('tone.mp3') }, Messages.audioType],
      ['post/videos/', { name: 'clip.mp4', bytes: demoMedia('tone.mp3') }, Messages.videoType],
      ['post/teasers/', { name: 'clip.mp3', bytes: demoMedia('tone.mp3') }, Messages.videoType],
      ['post/images/', { name: 'broken.jpg', bytes: Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200, 7)]) }, Messages.fileUnreadable],
    ];
    for (const [path, file, message] of cases) {
      const response = await upload(path, file);
      expect(response.statusCode, `${path} ${file.name}`).toBe(400);
      expect(response.json()).toEqual(refused(message));
    }
    expect((await myFiles()).length).toBe(before);
  });

  it('refuses a file over the path limit (before or after the path field) with the kind message', async () => {
    const oversize = Buffer.alloc(IMAGE_MAX_KB * KB + 1);
    (await photoWithMetadata()).copy(oversize);
    const first = await upload('post/images/', { name: 'big.jpg', bytes: oversize });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual(refused(Messages.imageTooBig));
    const pathLast = await uploadFile(t, me.token, [
      ['file', { name: 'big.mp3', bytes: oversize }],
      ['path', 'post/audios/'],
    ]);
    expect(pathLast.statusCode).toBe(400);
    expect(pathLast.json()).toEqual(refused(Messages.audioTooBig));
  });

  it('answers the contract messages for an empty file, no file, a bad or missing path, two files and no token', async () => {
    const before = (await myFiles()).length;
    const empty = await upload('post/images/', { name: 'empty.jpg', bytes: Buffer.alloc(0) });
    expect(empty.json()).toEqual(refused(Messages.fileEmpty));
    const noFile = await upload('post/images/');
    expect(noFile.json()).toEqual(refused(Messages.fileRequired));
    const emptyInput = await upload('post/images/', { name: '', bytes: Buffer.alloc(0) });
    expect(emptyInput.json()).toEqual(refused(Messages.fileRequired));
    for (const path of ['post/secret/', '../etc/', 'post/images', '__proto__']) {
      const badPath = await upload(path, { name: 'a.jpg', bytes: await photoWithMetadata() });
      expect(badPath.statusCode).toBe(400);
      expect(badPath.json()).toEqual(refused(Messages.uploadPathInvalid));
    }
    const noPath = await upload(undefined, { name: 'a.jpg', bytes: await photoWithMetadata() });
    expect(noPath.json()).toEqual(refused(Messages.uploadPathInvalid));
    const json = await t.post('/api/upload', { path: 'post/images/' }, { token: me.token });
    expect(json.json()).toEqual(refused(Messages.fileRequired));
    const photo = { name: 'a.jpg', bytes: await photoWithMetadata() };
    const twoFiles = await uploadFile(t, me.token, [
      ['path', 'post/images/'],
      ['file', photo],
      ['file', photo],
    ]);
    expect(twoFiles.statusCode).toBe(400);
    for (const response of [empty, noFile, noPath, json]) expect(response.statusCode).toBe(400);
    expect((await myFiles()).length).toBe(before);

    const anonymous = await uploadFile(t, undefined, [
      ['path', 'post/images/'],
      ['file', photo],
    ]);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(refused(Messages.unauthorized));
  });
});

describe.each(backends)('the upload quota (%s)', (backend) => {
  const HOUR = 60 * 60_000;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      uploadQuota: { perHour: { files: 2, bytes: 10_000_000 }, perDay: { files: 3, bytes: 10_000_000 } },
    });
  });
  afterAll(() => t.close());

  const image = async () => ({ name: 'pic.png', bytes: await png(20, 20), type: 'image/png' });
  const uploadAs = async (token: string) =>
    uploadFile(t, token, [
      ['path', 'post/images/'],
      ['file', await image()],
    ]);
  const filesOf = (ownerId: number) => uploadedBy(t, ownerId);
  const overQuota = { success: 0, message: Messages.uploadQuotaExceeded, data: {} };

  it('refuses a third file within the hour with 429 and stores nothing; the next hour opens again, up to the day quota', async () => {
    const me = await verifiedUser(t);
    expect((await uploadAs(me.token)).statusCode).toBe(200);
    expect((await uploadAs(me.token)).statusCode).toBe(200);
    const refused = await uploadAs(me.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(overQuota);
    // Two files and their two previews: nothing of the refused one.
    expect(await filesOf(me.id)).toHaveLength(4);

    // Someone else's quota is their own.
    const other = await verifiedUser(t);
    expect((await uploadAs(other.token)).statusCode).toBe(200);

    t.advanceClock(HOUR + 1000);
    expect((await uploadAs(me.token)).statusCode).toBe(200);
    expect((await uploadAs(me.token)).json()).toEqual(overQuota);
    t.advanceClock(-(HOUR + 1000));
  });

  it('counts bytes too: a file that would pass the byte quota is refused after reading, and its stored copy removed', async () => {
    const tight = await createTestApp(backend, {
      database: t.testDatabase,
      uploadQuota: { perHour: { files: 100, bytes: 100_000 }, perDay: { files: 100, bytes: 100_000 } },
    });
    try {
      const me = await verifiedUser(tight);
      const big = await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(100_000);
      const refused = await uploadFile(tight, me.token, [
        ['path', 'post/images/'],
        ['file', { name: 'noise.png', bytes: big }],
      ]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(overQuota);
      expect(await filesOf(me.id)).toEqual([]);
      const imagesDir = join(tight.config.dataDir, 'uploads', 'post', 'images');
      expect(existsSync(imagesDir) ? readdirSync(imagesDir) : []).toEqual([]);
      expect(
        (
          await uploadFile(tight, me.token, [
            ['path', 'post/images/'],
            ['file', await image()],
          ])
        ).statusCode,
      ).toBe(200);
    } finally {
      await tight.close();
    }
  });

  it('counts chat files too (/files/upload): one quota for every route, the chat thumbnail not counted as a file', async () => {
    const me = await member(t);
    // A chat image (its thumbnail and preview are ours) and a post image fill the hour's two files.
    expect(
      (
        await uploadChat(t, me.chat, [
          ['id', clientId()],
          ['file', { name: 'photo.jpg', bytes: await jpeg() }],
        ])
      ).statusCode,
    ).toBe(200);
    expect((await uploadAs(me.token)).statusCode).toBe(200);
    const refused = await uploadChat(t, me.chat, [
      ['id', clientId()],
      ['file', { name: 'photo.jpg', bytes: await jpeg() }],
    ]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(overQuota);
    expect((await uploadAs(me.token)).statusCode).toBe(429);
    const db = t.testDatabase.database.db;
    expect(await db.select().from(chatFiles).where(eq(chatFiles.ownerId, me.id))).toHaveLength(1);
    expect((await filesOf(me.id)).map((file) => file.path).sort()).toEqual([
      'chat/images/',
      'chat/thumbs/',
      'post/images/',
      'preview/',
      'preview/',
    ]);
  });

  it('counts package media too (/api/media/content-create): the file counts, its thumbnail does not', async () => {
    const me = await member(t, { creator: true });
    const created = await t.post(
      Endpoints.createPackage.path,
      { media_package_name: 'Quota set', media_package_price: 10 },
      { token: me.token },
    );
    const packageId = String((created.json() as { data: { id: number } }).data.id);
    const addImage = async () => {
      const { payload, headers } = await multipartBody([
        ['media_package_id', packageId],
        ['media_content_type', String(MediaType.image)],
        ['media_content_file', { name: 'photo.jpg', bytes: await jpeg() }],
      ]);
      return t.app.inject({
        method: 'POST',
        url: Endpoints.addPackageMedia.path,
        payload,
        headers: { ...headers, authorization: `Bearer ${me.token}` },
      });
    };
    expect((await addImage()).statusCode).toBe(200);
    expect((await uploadAs(me.token)).statusCode).toBe(200);
    const refused = await addImage();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(overQuota);
    const db = t.testDatabase.database.db;
    expect(await db.select().from(mediaContents)).toHaveLength(1);
    expect((await filesOf(me.id)).map((file) => file.path).sort()).toEqual([
      'package/media/',
      'package/thumbs/',
      'post/images/',
      'preview/',
    ]);
  });

  it('parallel chat uploads of one user never pass the quota either', async () => {
    const me = await member(t);
    const bytes = await jpeg();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        uploadChat(t, me.chat, [
          ['id', clientId()],
          ['file', { name: 'photo.jpg', bytes }],
        ]),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 429, 429]);
    expect((await filesOf(me.id)).filter((file) => file.path === 'chat/images/')).toHaveLength(2);
  });

  it('parallel uploads of one user never pass the quota', async () => {
    const me = await verifiedUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => uploadAs(me.token)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect((await filesOf(me.id)).filter((file) => file.path === 'post/images/')).toHaveLength(2);
  });
});

describe.each(backends)('orphan uploads (%s)', (backend) => {
  let t: TestApp;
  let me: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const uploaded = async (path: string, file: FormFile) => {
    const response = await uploadFile(t, me.token, [
      ['path', path],
      ['file', file],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const key = (response.json() as { data: { key: string } }).data.key;
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, key));
    return { key, previewKey: row?.previewKey ?? null };
  };
  const image = async () => ({ name: 'pic.png', bytes: await png(24, 24), type: 'image/png' });
  const stillThere = async (key: string) => ({
    row: (await db().select().from(mediaFiles).where(eq(mediaFiles.key, key))).length === 1,
    file: await t.app.storage.exists(key),
  });

  it('removes post uploads no post took within a day, rows and files, previews included; keeps the rest', async () => {
    const abandonedImage = await uploaded('post/images/', await image());
    const abandonedTeaser = await uploaded('post/teasers/', { name: 'teaser.mp4', bytes: demoMedia('teaser.mp4') });
    const posted = await uploaded('post/images/', await image());
    const [post] = await db().insert(posts).values({ userId: me.id, postType: 0 }).returning({ id: posts.id });
    await db().update(mediaFiles).set({ postId: post?.id }).where(eq(mediaFiles.key, posted.key));
    const avatar = await uploaded('user/profile/', await image());

    t.advanceClock(ORPHAN_AFTER_MS + 60_000);
    try {
      const fresh = await uploaded('post/images/', await image());
      const removed = await t.app.uploadsService.sweepOrphans();
      expect(removed.sort()).toEqual([abandonedImage.key, abandonedImage.previewKey, abandonedTeaser.key].sort());
      for (const key of removed) expect(await stillThere(key ?? '')).toEqual({ row: false, file: false });
      for (const key of [posted.key, posted.previewKey, avatar.key, fresh.key, fresh.previewKey]) {
        expect(await stillThere(key ?? ''), key ?? '').toEqual({ row: true, file: true });
      }
      expect(await t.app.uploadsService.sweepOrphans()).toEqual([]);
    } finally {
      t.advanceClock(-(ORPHAN_AFTER_MS + 60_000));
    }
  });

  it('sweeps running at once (several processes) remove each orphan once, without an error', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) keys.push((await uploaded('post/images/', await image())).key);
    const other = await createTestApp(backend, { database: t.testDatabase });
    t.advanceClock(ORPHAN_AFTER_MS + 60_000);
    other.advanceClock(ORPHAN_AFTER_MS + 60_000);
    try {
      const sweeps = await Promise.all([
        t.app.uploadsService.sweepOrphans(),
        t.app.uploadsService.sweepOrphans(),
        other.app.uploadsService.sweepOrphans(),
      ]);
      const removed = sweeps.flat().filter((key) => keys.includes(key));
      expect(removed.sort()).toEqual([...keys].sort());
      expect(await db().select().from(mediaFiles).where(inArray(mediaFiles.key, keys))).toEqual([]);
    } finally {
      t.advanceClock(-(ORPHAN_AFTER_MS + 60_000));
      await other.close();
    }
  });
});
