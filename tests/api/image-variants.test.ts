import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { PaymentType } from '../../contract/codes';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import { Post } from '../../contract/posts';
import { ingestDemoFile } from '../../server/db/demo-posts';
import { mediaFiles } from '../../server/db/schema';
import { recordUpload } from '../../server/modules/uploads/repository';
import { ORPHAN_AFTER_MS } from '../../server/modules/uploads/service';
import { makeImageVariants } from '../../server/modules/uploads/variants';
import { backends, createTestApp, storedBytes, uploadFile, verifiedUser, type TestApp } from './harness';
import { createPost, creator } from './posts-support';

const JOB_WAIT_MS = 30_000;

describe.each(backends)('responsive image variants (%s)', (backend) => {
  let t: TestApp;
  let author: { id: number; token: string };
  let fan: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp(backend);
    author = await creator(t);
    fan = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const settle = async () => expect(await t.app.jobs.settled('imageVariants', JOB_WAIT_MS)).toBe(true);

  /** Fine stripes, so a blurred copy is told from a sharp one by its measured sharpness. */
  const photo = (width: number, height: number) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><pattern id="p" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="4" height="8" fill="#111"/><rect x="4" width="4" height="8" fill="#eee"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();

  async function upload(width: number, height: number) {
    const response = await uploadFile(t, author.token, [
      ['path', 'post/images/'],
      ['file', { name: 'photo.jpg', bytes: await photo(width, height) }],
    ]);
    expect(response.statusCode).toBe(200);
    const { key } = response.json().data as { key: string };
    const [row] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, key));
    return { key, previewKey: row!.previewKey! };
  }

  const variantsOf = (sourceKey: string) =>
    db().select().from(mediaFiles).where(eq(mediaFiles.sourceKey, sourceKey)).orderBy(mediaFiles.mime, mediaFiles.width);

  /** What the stored bytes are, as sharp reads them. */
  async function measured(key: string) {
    const bytes = await storedBytes(t.app.storage, key);
    const meta = await sharp(bytes).metadata();
    const { sharpness } = await sharp(bytes).stats();
    return { format: meta.format === 'heif' ? meta.compression : meta.format, width: meta.width, height: meta.height, sharpness };
  }

  async function readPost(id: number, token: string): Promise<Post> {
    const response = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const post = (response.json() as { data: Post }).data;
    expect(Value.Check(Post, post)).toBe(true);
    return post;
  }

  /** The URLs of a srcset ("<url> 320w, <url> 640w") with their widths. */
  const entries = (srcset: string) =>
    srcset.split(', ').map((entry) => {
      const [url, width] = entry.split(' ');
      return { url: url!, width: Number(width!.replace('w', '')) };
    });

  it('the upload answers at once; its job stores 320, 640, 960 and 1280 px in AVIF and WebP, sharp from the image and blurred from the preview', async () => {
    const image = await upload(1500, 1000);
    await settle();
    const sharpOnes = await variantsOf(image.key);
    const blurredOnes = await variantsOf(image.previewKey);
    const expected = ['image/avif', 'image/webp'].flatMap((mime) => [320, 640, 960, 1280].map((width) => ({ mime, width })));
    expect(sharpOnes.map(({ mime, width }) => ({ mime, width }))).toEqual(expected);
    expect(blurredOnes.map(({ mime, width }) => ({ mime, width }))).toEqual(expected);

    for (const [sharpOne, blurredOne] of sharpOnes.map((row, index) => [row, blurredOnes[index]!] as const)) {
      const stored = await measured(sharpOne.key);
      const blurred = await measured(blurredOne.key);
      const format = sharpOne.mime === 'image/avif' ? 'av1' : 'webp';
      // The file is what its row says: the format, the width, the image's own proportions.
      expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({
        format,
        width: sharpOne.width,
        height: Math.round((sharpOne.width! * 1000) / 1500),
      });
      expect({ format: blurred.format, width: blurred.width }).toEqual({ format, width: blurredOne.width });
      expect(sharpOne.path).toBe('variant/');
      // Not counted as uploads, owned by the uploader.
      expect(sharpOne.ownerId).toBe(author.id);
      expect(blurred.sharpness).toBeLessThan(stored.sharpness / 5);
    }
  });

  it('never enlarges: a 500 px image gets 320 and its own 500 px', async () => {
    const small = await upload(500, 250);
    await settle();
    const widths = (await variantsOf(small.key)).map((row) => [row.mime, row.width, row.height]);
    expect(widths).toEqual([
      ['image/avif', 320, 160],
      ['image/avif', 500, 250],
      ['image/webp', 320, 160],
      ['image/webp', 500, 250],
    ]);
  });

  it('two runs at once (two replicas, a retry) keep one set and no stray file; a later run does nothing', async () => {
    // Stored and recorded as an upload is, without queuing its job: the two runs here are the only ones.
    const stored = await ingestDemoFile(t.app.storage, 'post/images/', 'photo.jpg', await photo(700, 700));
    await recordUpload(db(), author.id, stored);
    const variantDir = path.join(t.config.dataDir, 'uploads', 'variant');
    const filesIn = () => (existsSync(variantDir) ? readdirSync(variantDir).length : 0);
    const filesBefore = filesIn();

    const runs = await Promise.all([
      makeImageVariants(db(), t.app.storage, stored.key),
      makeImageVariants(db(), t.app.storage, stored.key),
    ]);
    const rows = [...(await variantsOf(stored.key)), ...(await variantsOf(stored.preview!.key))];
    // 320, 640 and its own 700, in two formats, sharp and blurred.
    expect(rows).toHaveLength(12);
    expect(
      runs
        .flat()
        .map((variant) => variant.key)
        .sort(),
    ).toEqual(rows.map((row) => row.key).sort());
    expect(filesIn() - filesBefore).toBe(12);
    expect(await makeImageVariants(db(), t.app.storage, stored.key)).toEqual([]);
    expect(filesIn() - filesBefore).toBe(12);
  });

  it('images stored without a job (the demo seed’s, those before variants existed) are queued at start', async () => {
    const stored = await ingestDemoFile(t.app.storage, 'post/images/', 'photo.jpg', await photo(400, 300));
    await recordUpload(db(), author.id, stored);
    expect(await variantsOf(stored.key)).toEqual([]);
    expect(await t.app.uploadsService.queueMissingVariants()).toBeGreaterThanOrEqual(1);
    await settle();
    expect((await variantsOf(stored.key)).map((row) => [row.mime, row.width])).toEqual([
      ['image/avif', 320],
      ['image/avif', 400],
      ['image/webp', 320],
      ['image/webp', 400],
    ]);
    expect(await t.app.uploadsService.queueMissingVariants()).toBe(0);
  });

  it('the post answers a srcset per format once made; a locked post shows only the blurred ones, public, its sharp ones refused unsigned', async () => {
    const free = await upload(1000, 800);
    const locked = await upload(1000, 800);
    await settle();
    const freePost = await createPost(t, author.token, { post_type: 0, images: [free.key] });
    const lockedPost = await createPost(t, author.token, {
      post_type: 0,
      images: [locked.key],
      payment_type: PaymentType.subscribers,
    });

    const freeSeen = await readPost(freePost.id, fan.token);
    expect(freeSeen.images[0]!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    // An open card draws the image, never the blurred preview: its widths are not sent.
    expect(freeSeen.preview).not.toBeNull();
    expect(freeSeen.preview_sources).toEqual([]);
    for (const source of freeSeen.images[0]!.sources) {
      expect(entries(source.srcset).map((entry) => entry.width)).toEqual([320, 640, 960, 1000]);
      for (const { url } of entries(source.srcset)) {
        const answer = await get(url);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe(source.type);
        expect(answer.headers['cache-control']).toContain('public');
      }
    }

    // The fan is not subscribed: no image, the blurred widths of the preview, public.
    const lockedSeen = await readPost(lockedPost.id, fan.token);
    expect(lockedSeen.is_lock).toBe(1);
    expect(lockedSeen.images).toEqual([]);
    expect(lockedSeen.preview_sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    const blurredKeys = new Set((await variantsOf(locked.previewKey)).map((row) => row.key));
    for (const source of lockedSeen.preview_sources) {
      for (const { url } of entries(source.srcset)) {
        expect(blurredKeys.has(url.replace(/^\/media\//, ''))).toBe(true);
        expect((await get(url)).statusCode).toBe(200);
      }
    }
    // Its sharp widths answer only with the signature the author's own view carries.
    const sharpKeys = (await variantsOf(locked.key)).map((row) => row.key);
    expect(sharpKeys).toHaveLength(8);
    for (const key of sharpKeys)
      expect((await get(`/media/${key}`)).json()).toEqual({ success: 0, message: Messages.mediaForbidden, data: {} });
    const ownView = await readPost(lockedPost.id, author.token);
    expect(ownView.preview_sources).toEqual([]);
    const signed = ownView.images[0]!.sources.flatMap((source) => entries(source.srcset).map((entry) => entry.url));
    expect(signed).toHaveLength(8);
    for (const url of signed) {
      expect(url).toContain('sig=');
      expect((await get(url)).statusCode).toBe(200);
    }
  });

  it('deleting the post takes its variants with it; an abandoned upload’s variants are swept with it, rows and files', async () => {
    const posted = await upload(800, 600);
    const abandoned = await upload(800, 600);
    await settle();
    const post = await createPost(t, author.token, { post_type: 0, images: [posted.key], payment_type: PaymentType.subscribers });
    const ownView = await readPost(post.id, author.token);
    const signed = ownView.images[0]!.sources.flatMap((source) => entries(source.srcset).map((entry) => entry.url));
    const lockedView = await readPost(post.id, fan.token);
    const blurred = lockedView.preview_sources.flatMap((source) => entries(source.srcset).map((entry) => entry.url));
    expect(blurred).toHaveLength(6);
    expect((await get(signed[0]!)).statusCode).toBe(200);
    const deleted = await t.post(Endpoints.deletePost.path, { post_id: post.id }, { token: author.token });
    expect(deleted.statusCode).toBe(200);
    for (const url of [...signed, ...blurred]) expect((await get(url)).statusCode).toBe(404);

    const abandonedVariants = [...(await variantsOf(abandoned.key)), ...(await variantsOf(abandoned.previewKey))];
    expect(abandonedVariants).toHaveLength(12);
    t.advanceClock(ORPHAN_AFTER_MS + 60_000);
    try {
      const removed = await t.app.uploadsService.sweepOrphans();
      expect(removed).toContain(abandoned.key);
      for (const variant of abandonedVariants) {
        expect(await t.app.storage.exists(variant.key)).toBe(false);
        expect(
          await db()
            .select()
            .from(mediaFiles)
            .where(and(eq(mediaFiles.key, variant.key))),
        ).toEqual([]);
      }
    } finally {
      t.advanceClock(-(ORPHAN_AFTER_MS + 60_000));
    }
  });
});
