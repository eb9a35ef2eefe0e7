import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/lib/ports';
import { MediaType, PaymentType, PostType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { RESUMABLE_UPLOAD_PATH, STORY_LIFETIME_HOURS } from '../../contract/rules';
import { ConfigError, loadConfig, readS3 } from '../../server/config';
import { mediaFiles, posts } from '../../server/db/schema';
import { ORPHAN_AFTER_MS } from '../../server/modules/uploads/service';
import { createStorage, directFileOrigin, LocalStorage, PRESIGNED_URL_MAX_SECONDS, type FileStorage } from '../../server/providers/storage';
import { S3Storage } from '../../server/providers/storage/s3';
import { createTestApp, multipartBody, uploadFile, verifiedUser, type TestApp } from './harness';
import { creator } from './posts-support';
import { startS3Server, type S3TestServer } from './s3-support';

const HOUR = 60 * 60_000;
const teaserMp4 = readFileSync(new URL('../../server/db/demo-media/teaser.mp4', import.meta.url));
const key = (folder = 'post/images/', ext = 'jpg') => `${folder}${randomBytes(16).toString('base64url')}.${ext}`;
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readAll = async (storage: FileStorage, name: string) => {
  const stored = await storage.read(name);
  return stored ? buffer(stored.body) : null;
};

let s3: S3TestServer;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server();
  folder = mkdtempSync(path.join(tmpdir(), 'fanclub-storage-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(folder, { recursive: true, force: true });
});

const stores: [name: string, make: () => FileStorage][] = [
  ['local folder', () => new LocalStorage(path.join(folder, 'uploads'))],
  ['S3 (s3rver)', () => new S3Storage(s3.config)],
];

describe.each(stores)('FileStorage: %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('is ready; puts bytes and reads them back whole, with their size and type', async () => {
    await storage.ready();
    const name = key();
    const bytes = randomBytes(3000);
    await storage.put(name, bytes);
    expect(await storage.exists(name)).toBe(true);
    expect(await storage.stat(name)).toMatchObject({ size: 3000, contentType: 'image/jpeg' });
    const read = await storage.read(name);
    expect(read).toMatchObject({ size: 3000, contentType: 'image/jpeg' });
    expect((await buffer(read!.body)).equals(bytes)).toBe(true);
    expect((await storage.stat(key('post/videos/', 'mp4'))) ?? 'none').toBe('none');
  });

  it('reads a byte range: the first bytes, the middle, the last byte', async () => {
    const name = key('post/videos/', 'mp4');
    const bytes = randomBytes(10_000);
    await storage.put(name, bytes);
    for (const [start, end] of [
      [0, 9],
      [4000, 4999],
      [9999, 9999],
    ] as const) {
      const part = await storage.read(name, { start, end });
      expect(part?.size, `${start}-${end}`).toBe(10_000);
      expect(part?.contentType).toBe('video/mp4');
      expect((await buffer(part!.body)).equals(bytes.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
  });

  it('takes a temporary file (and consumes it) and a stream of unknown length, larger than one 5 MB part', async () => {
    const fromFile = key('post/videos/', 'mp4');
    const tempPath = path.join(folder, `upload-${randomBytes(4).toString('hex')}`);
    const fileBytes = randomBytes(200_000);
    writeFileSync(tempPath, fileBytes);
    await storage.put(fromFile, { path: tempPath });
    expect(existsSync(tempPath)).toBe(false);
    expect((await readAll(storage, fromFile))?.equals(fileBytes)).toBe(true);

    const fromStream = key('package/media/', 'mov');
    const chunk = randomBytes(64 * 1024);
    const chunks = 190; // 12 MB: three parts on S3
    const whole = createHash('sha256');
    for (let i = 0; i < chunks; i++) whole.update(chunk);
    await storage.put(
      fromStream,
      Readable.from(
        (function* () {
          for (let i = 0; i < chunks; i++) yield chunk;
        })(),
      ),
    );
    expect(await storage.stat(fromStream)).toMatchObject({ size: chunks * chunk.length, contentType: 'video/quicktime' });
    expect(sha((await readAll(storage, fromStream))!)).toBe(whole.digest('hex'));
  });

  it('replaces a file put again under its key; removes it; a missing file is no error and reads as nothing', async () => {
    const name = key('user/profile/', 'png');
    await storage.put(name, Buffer.from('first'));
    await storage.put(name, Buffer.from('second'));
    expect((await readAll(storage, name))?.toString()).toBe('second');
    await storage.remove(name);
    expect(await storage.exists(name)).toBe(false);
    expect(await storage.stat(name)).toBeNull();
    expect(await storage.read(name)).toBeNull();
    expect(await storage.read(name, { start: 0, end: 1 })).toBeNull();
    await storage.remove(name);
  });

  it('refuses anything that is not a key: nothing is written, nothing read', async () => {
    for (const bad of ['../secret.jpg', 'post/images/../../x.jpg', '/etc/passwd', 'post/images/a.b.jpg', 'post/Images/x.jpg']) {
      await expect(storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/not a storage key/);
      expect(await storage.exists(bad), bad).toBe(false);
      expect(await storage.read(bad), bad).toBeNull();
    }
  });
});

describe('S3Storage', () => {
  it('hands out presigned GET URLs of at most five minutes that open the object, ranges included', async () => {
    const storage = new S3Storage(s3.config);
    const name = key();
    const bytes = randomBytes(5000);
    await storage.put(name, bytes);
    const url = new URL((await storage.presignedUrl(name, 3600))!);
    expect(url.origin).toBe(s3.endpoint);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(PRESIGNED_URL_MAX_SECONDS);
    expect(Number(new URL((await storage.presignedUrl(name, 42))!).searchParams.get('X-Amz-Expires'))).toBe(42);

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('the local folder has no URL of its own', async () => {
    const storage: FileStorage = new LocalStorage(path.join(folder, 'uploads'));
    const name = key();
    await storage.put(name, Buffer.from('x'));
    expect(await storage.presignedUrl(name, 60)).toBeNull();
    expect(await directFileOrigin(storage)).toBeNull();
  });

  it('names the origin of its presigned URLs, for the CSP: the endpoint, or the host of the bucket', async () => {
    expect(await directFileOrigin(new S3Storage(s3.config))).toBe(s3.endpoint);
    const aws = { bucket: 'fanclub-media', region: 'eu-west-3', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' } };
    expect(await directFileOrigin(new S3Storage({ ...aws, forcePathStyle: false }))).toBe(
      'https://fanclub-media.s3.eu-west-3.amazonaws.com',
    );
    expect(await directFileOrigin(new S3Storage({ ...aws, forcePathStyle: true }))).toBe('https://s3.eu-west-3.amazonaws.com');
  });

  it('ready() fails with one clear line when the endpoint is down, the bucket missing or the keys refused', async () => {
    const down = new S3Storage({ ...s3.config, endpoint: `http://127.0.0.1:${await freePort()}` });
    await expect(down.ready()).rejects.toThrow(
      /^object storage unreachable: bucket fanclub-media at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED$/,
    );
    const noBucket = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(noBucket.ready()).rejects.toThrow(
      /^object storage unreachable: bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+: no such bucket$/,
    );
    const wrongKeys = new S3Storage({ ...s3.config, credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'nothing' } });
    await expect(wrongKeys.ready()).rejects.toThrow(/access refused/);
    await new S3Storage(s3.config).ready();
  });

  it('createStorage picks the bucket when S3_BUCKET is set, the data folder otherwise', async () => {
    expect(await createStorage({ dataDir: folder, s3: s3.config })).toBeInstanceOf(S3Storage);
    expect(await createStorage({ dataDir: folder, s3: undefined })).toBeInstanceOf(LocalStorage);
  });
});

describe('readS3 (S3_* variables)', () => {
  const base = { S3_BUCKET: 'fanclub-media' };
  it('reads nothing without S3_BUCKET, and defaults the rest', () => {
    expect(readS3({})).toBeUndefined();
    expect(readS3({ S3_BUCKET: ' ' })).toBeUndefined();
    expect(readS3(base)).toEqual({
      bucket: 'fanclub-media',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      readS3({
        ...base,
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_REGION: 'eu-west-3',
      }),
    ).toEqual({
      bucket: 'fanclub-media',
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(readS3({ ...base, S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
    expect(readS3({ ...base, S3_FORCE_PATH_STYLE: 'true' })?.forcePathStyle).toBe(true);
  });

  it('refuses bad values with one line naming the variable, and never repeats a secret', () => {
    const refusals: [NodeJS.ProcessEnv, RegExp][] = [
      [{ S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }, /^S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/],
      [{ S3_ENDPOINT: 'http://minio:9000' }, /^S3_ENDPOINT is set but S3_BUCKET is not/],
      [{ S3_BUCKET: 'Fanclub_Media' }, /^S3_BUCKET must be a bucket name/],
      [{ S3_BUCKET: 'ab' }, /^S3_BUCKET must be a bucket name/],
      [{ ...base, S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be the http\(s\) address of the S3 server/],
      [{ ...base, S3_ENDPOINT: 'not a url' }, /^S3_ENDPOINT must be the http\(s\) address/],
      [{ ...base, S3_ENDPOINT: 'ftp://minio:9000' }, /^S3_ENDPOINT must be the http\(s\) address/],
      [{ ...base, S3_ENDPOINT: 'http://minio:9000/fanclub-media' }, /^S3_ENDPOINT must be the http\(s\) address/],
      [{ ...base, S3_ENDPOINT: 'http://admin:hunter22@minio:9000' }, /^S3_ENDPOINT must not carry credentials/],
      [{ ...base, S3_REGION: 'us east' }, /^S3_REGION must be a region name/],
      [{ ...base, S3_ACCESS_KEY_ID: 'id' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
      [{ ...base, S3_SECRET_ACCESS_KEY: 'hunter22' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
      [{ ...base, S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE must be true or false, got yes$/],
    ];
    for (const [env, refusal] of refusals) {
      let message = '';
      try {
        readS3(env);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, JSON.stringify(env)).toMatch(refusal);
      expect(message).not.toContain('\n');
      expect(message).not.toContain('hunter22');
    }
  });

  it('names every bad S3 value at once among the others loadConfig refuses, and starts nothing', () => {
    const dataDir = path.join(folder, 'never-created');
    let problems: string[] = [];
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'x',
        S3_BUCKET: 'UPPER',
        S3_ENDPOINT: 'minio',
        S3_ACCESS_KEY_ID: 'id',
        S3_FORCE_PATH_STYLE: '1',
      });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems.map((line) => line.split(' ')[0])).toEqual([
      'PORT',
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_FORCE_PATH_STYLE',
    ]);
    expect(existsSync(dataDir)).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'fanclub-media', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toMatchObject({
      bucket: 'fanclub-media',
      forcePathStyle: true,
    });
  });
});

describe('the app with S3 configured', () => {
  let t: TestApp;
  let me: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp('pglite', { s3: s3.config });
    me = await verifiedUser(t);
  });
  afterAll(() => t?.close());

  const db = () => t.testDatabase.database.db;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const jpeg = (background = '#16a085') =>
    sharp({ create: { width: 120, height: 80, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const upload = async (uploadPath: string, file: { name: string; bytes: Buffer }) => {
    const response = await uploadFile(t, me.token, [
      ['path', uploadPath],
      ['file', file],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { key: string; location: string };
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, data.key));
    return { ...data, previewKey: row?.previewKey ?? null };
  };
  const localFiles = () => {
    const uploads = path.join(t.config.dataDir, 'uploads');
    return existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : [];
  };

  it('an upload lands in the bucket (with its preview), nothing in the data folder; a public file reads back through the app', async () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
    const image = await upload('post/images/', { name: 'pic.jpg', bytes: await jpeg() });
    expect(await s3.holds(image.key)).toBe(true);
    expect(await s3.holds(image.previewKey!)).toBe(true);

    const avatar = await upload('user/profile/', { name: 'me.jpg', bytes: await jpeg('#c0392b') });
    const served = await get(`/media/${avatar.key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const inBucket = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: avatar.key }));
    expect(served.rawPayload.equals(Buffer.from(await inBucket.Body!.transformToByteArray()))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(120);
    expect(localFiles()).toEqual([]);
  });

  it('a resumable (tus) upload keeps its partial bytes in the bucket, resumes from them and stores the file there', async () => {
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${me.token}` };
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    const created = await t.app.inject({
      method: 'POST',
      url: RESUMABLE_UPLOAD_PATH,
      headers: {
        ...tus,
        'upload-length': String(teaserMp4.length),
        'upload-metadata': `path ${b64('post/teasers/')},filename ${b64('t.mp4')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const id = location.slice(location.lastIndexOf('/') + 1);
    const send = (offset: number, bytes: Buffer) =>
      t.app.inject({
        method: 'PATCH',
        url: location,
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        payload: bytes,
      });
    const half = Math.floor(teaserMp4.length / 2);
    expect((await send(0, teaserMp4.subarray(0, half))).statusCode).toBe(204);
    // The partial upload is in the bucket (any replica resumes it), not on this process's disk.
    expect(await s3.keys()).toEqual(expect.arrayContaining([`${id}.info`, `${id}.part`]));
    const asked = await t.app.inject({ method: 'HEAD', url: location, headers: tus });
    expect(asked.headers['upload-offset']).toBe(String(half));
    const finished = await send(half, teaserMp4.subarray(half));
    expect(finished.statusCode, finished.body).toBe(200);
    const stored = finished.json().data as { key: string };
    expect(await s3.holds(stored.key)).toBe(true);
    const inBucket = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: stored.key }));
    expect(sha(Buffer.from(await inBucket.Body!.transformToByteArray()))).toBe(sha(teaserMp4));
    // Stored, its partial bytes are gone.
    expect((await s3.keys()).filter((name) => name.startsWith(id))).toEqual([]);
    expect(localFiles()).toEqual([]);
    // Its renditions are made in the bucket too, before the next test counts the bucket's keys.
    expect(await t.app.jobs.settled('transcodeVideo', 120_000)).toBe(true);
  });

  it('Range on a public file: 206 with its content-range, 416 past its end, HEAD answers its size', async () => {
    const teaser = await upload('post/teasers/', { name: 'teaser.mp4', bytes: teaserMp4 });
    const [post] = await db()
      .insert(posts)
      .values({ userId: me.id, postType: PostType.video, paymentType: PaymentType.payPerView, paymentAmount: 50 })
      .returning({ id: posts.id });
    await db().update(mediaFiles).set({ postId: post!.id }).where(eq(mediaFiles.key, teaser.key));
    const whole = await get(`/media/${teaser.key}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;

    const part = await get(`/media/${teaser.key}`, { range: 'bytes=100-1123' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${size}`);
    expect(part.headers['content-length']).toBe('1024');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 1124))).toBe(true);
    const tail = await get(`/media/${teaser.key}`, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const past = await get(`/media/${teaser.key}`, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json()).toEqual({ success: 0, message: Messages.badRequest, data: {} });

    const head = await t.app.inject({ method: 'HEAD', url: `/media/${teaser.key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.rawPayload.length).toBe(0);
  });

  it('a locked file: 403 without a signature; with one, a redirect to a presigned URL of at most 5 minutes that opens it, ranges included', async () => {
    const locked = await upload('post/videos/', { name: 'clip.mp4', bytes: teaserMp4 });
    const unsigned = await get(`/media/${locked.key}`);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual({ success: 0, message: Messages.mediaForbidden, data: {} });
    const tampered = await get(locked.location.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`));
    expect(tampered.statusCode).toBe(403);

    const redirect = await get(locked.location);
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('no-store');
    const presigned = new URL(String(redirect.headers.location));
    expect(presigned.origin).toBe(s3.endpoint);
    expect(presigned.pathname).toBe(`/${s3.config.bucket}/${locked.key}`);
    const expires = Number(presigned.searchParams.get('X-Amz-Expires'));
    expect(expires).toBeGreaterThan(0);
    expect(expires).toBeLessThanOrEqual(300);

    const whole = await fetch(presigned);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(await s3.holds(locked.key)).toBe(true);
    const part = await fetch(presigned, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);

    // A signature about to run out opens the file no longer than itself.
    const exp = Number(new URL(locked.location, 'http://x').searchParams.get('exp'));
    const shift = (exp - 90) * 1000 - Date.now();
    t.advanceClock(shift);
    try {
      const late = new URL(String((await get(locked.location)).headers.location));
      expect(Number(late.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(90);
    } finally {
      t.advanceClock(-shift);
    }
  });

  it('a profile photo is framed from the bucket', async () => {
    const photo = await upload('user/profile/', {
      name: 'me.jpg',
      bytes: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2c3e50' } })
        .jpeg()
        .toBuffer(),
    });
    const edited = await t.post(
      Endpoints.editProfile.path,
      { first_name: 'Ada', last_name: 'Lovelace', profile_photo: photo.key },
      { token: me.token },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const framedUrl = (edited.json() as { data: { profile_photo: string } }).data.profile_photo;
    const framed = await get(framedUrl);
    expect(framed.statusCode).toBe(200);
    expect(await sharp(framed.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    expect(await s3.holds(framedUrl.replace(/^\/media\//, ''))).toBe(true);
  });

  it('sweeps remove their objects from the bucket: uploads no post took, expired stories, deleted package media', async () => {
    const abandoned = await upload('post/images/', { name: 'pic.jpg', bytes: await jpeg('#8e44ad') });
    const storyImage = await upload('story/images/', { name: 'story.jpg', bytes: await jpeg('#d35400') });
    const story = await t.post(Endpoints.postStory.path, { story_image: storyImage.key }, { token: me.token });
    expect(story.statusCode, story.body).toBe(200);

    t.advanceClock(Math.max(ORPHAN_AFTER_MS, (STORY_LIFETIME_HOURS + 1) * HOUR) + 60_000);
    try {
      expect(await t.app.uploadsService.sweepOrphans()).toEqual(expect.arrayContaining([abandoned.key, abandoned.previewKey]));
      expect(await s3.holds(abandoned.key)).toBe(false);
      expect(await s3.holds(abandoned.previewKey!)).toBe(false);
      expect(await t.app.storiesService.sweepExpired()).toContain(storyImage.key);
      expect(await s3.holds(storyImage.key)).toBe(false);
    } finally {
      t.advanceClock(-(Math.max(ORPHAN_AFTER_MS, (STORY_LIFETIME_HOURS + 1) * HOUR) + 60_000));
    }

    const owner = await creator(t);
    const created = await t.post(
      Endpoints.createPackage.path,
      { media_package_name: 'Set', media_package_price: 100 },
      { token: owner.token },
    );
    const packageId = (created.json() as { data: { id: number } }).data.id;
    const before = new Set(await s3.keys());
    const { payload, headers } = await multipartBody([
      ['media_package_id', String(packageId)],
      ['media_content_type', String(MediaType.image)],
      ['media_content_file', { name: 'photo.jpg', bytes: await jpeg('#27ae60') }],
    ]);
    const content = await t.app.inject({
      method: 'POST',
      url: Endpoints.addPackageMedia.path,
      payload,
      headers: { ...headers, authorization: `Bearer ${owner.token}` },
    });
    expect(content.statusCode, content.body).toBe(200);
    const contentId = (content.json() as { data: { id: number } }).data.id;
    // The file and its thumbnail.
    const packageKeys = (await s3.keys()).filter((name) => !before.has(name));
    expect(packageKeys).toEqual([expect.stringMatching(/^package\/media\//), expect.stringMatching(/^package\/thumbs\//)]);
    const removed = await t.post(Endpoints.deletePackageMedia.path, { media_content_id: contentId }, { token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const name of packageKeys) expect(await s3.holds(name), name).toBe(false);
  });
});
