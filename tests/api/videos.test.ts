import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints, fillPath } from '../../contract/endpoints';
import type { Post } from '../../contract/posts';
import type { MediaContent } from '../../contract/packages';
import { MediaType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { ingestDemoFile } from '../../server/db/demo-posts';
import { postPurchases, videoRenditions } from '../../server/db/schema';
import { recordUpload } from '../../server/modules/uploads/repository';
import { ORPHAN_AFTER_MS } from '../../server/modules/uploads/service';
import { isFaststart, renditionHeights } from '../../server/modules/videos/transcode';
import { hasFfmpeg, makeTestVideo, NO_FFMPEG, probeBytes } from '../support/videos';
import { backends, createTestApp, multipartBody, storedBytes, uploadFile, verifiedUser, type TestApp } from './harness';
import { createPost, creator, uploaded } from './posts-support';
import { clientId, listMessages, member, openRoom, send, uploadChat } from './chat-support';

const SIGNED = /^\/media\/video\/[^?]+\?exp=\d+&sig=[\w-]+$/;
const keyOf = (url: string) => decodeURIComponent(url.replace(/^\/media\//, '').replace(/\?.*$/, ''));
/** The URIs a playlist lists (its non-comment lines). */
const urisOf = (playlist: string) => playlist.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

describe('rendition heights', () => {
  it('360 and 720 up to the source, the source itself when taller, a short source its own only', () => {
    expect(renditionHeights(1080)).toEqual([360, 720, 1080]);
    expect(renditionHeights(720)).toEqual([360, 720]);
    expect(renditionHeights(480)).toEqual([360, 480]);
    expect(renditionHeights(241)).toEqual([240]);
  });
});

describe.skipIf(!hasFfmpeg).each(backends)('video renditions (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const view = async (token: string, postId: number): Promise<Post> => {
    const response = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: postId }),
      headers: { authorization: `Bearer ${token}` },
    });
    return (response.json() as { data: Post }).data;
  };
  const renditionsDone = async () => {
    if (!(await t.app.jobs.settled('transcodeVideo', 120_000))) throw new Error('transcode jobs still running after 2 minutes');
  };

  /** A creator's pay-per-view video post, its video uploaded through /api/upload and transcoded. */
  async function paidVideoPost() {
    const seller = await creator(t);
    const uploadedVideo = await uploadFile(t, seller.token, [
      ['path', 'post/videos/'],
      ['file', { name: 'clip.mp4', bytes: makeTestVideo(), type: 'video/mp4' }],
    ]);
    expect(uploadedVideo.statusCode, uploadedVideo.body).toBe(200);
    const videoKey = (uploadedVideo.json() as { data: { key: string } }).data.key;
    const thumb = await uploaded(t, seller.id, 'post/thumbs/');
    const post = await createPost(t, seller.token, {
      post_type: 2,
      post_type_link: videoKey,
      thumb_image: thumb,
      payment_type: 2,
      payment_amount: 5,
    });
    await renditionsDone();
    return { seller, post, videoKey };
  }

  it('makes a poster, a faststart MP4 and 360p and 720p HLS renditions of an uploaded video', { timeout: 180_000 }, async () => {
    const { seller, post, videoKey } = await paidVideoPost();
    const [row] = await db().select().from(videoRenditions).where(eq(videoRenditions.mediaKey, videoKey));
    expect(row).toMatchObject({ status: 'ready', width: 1280, height: 720, heights: [360, 720] });

    // ffmpeg writes the movie box last; the playable copy has it first, the same H.264 picture.
    const original = await storedBytes(t.app.storage, videoKey);
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const dir = mkdtempSync('/tmp/video-test-');
    writeFileSync(`${dir}/original.mp4`, original);
    expect(await isFaststart(`${dir}/original.mp4`)).toBe(false);
    const playable = await storedBytes(t.app.storage, row!.playableKey!);
    writeFileSync(`${dir}/playable.mp4`, playable);
    expect(await isFaststart(`${dir}/playable.mp4`)).toBe(true);
    expect(probeBytes(playable, 'mp4')).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
    expect(probeBytes(await storedBytes(t.app.storage, row!.posterKey!), 'jpg')).toMatchObject({ codec: 'mjpeg', height: 720 });

    // The owner's answer: the faststart MP4, the poster and the master, each signed.
    const seen = await view(seller.token, post.id);
    expect(seen.video_hls).toMatch(SIGNED);
    expect(seen.video_poster).toMatch(SIGNED);
    expect(keyOf(seen.post_type_link)).toBe(row!.playableKey);

    // The poster's widths, as images': AVIF or WebP by Accept, at the narrowest width at least the one asked.
    const posterAt = (width: number, accept: string) =>
      t.app.inject({ method: 'GET', url: `${seen.video_poster}&w=${width}`, headers: { accept } });
    for (const [asked, accept, type, width] of [
      [640, 'image/avif,image/webp,*/*', 'image/avif', 640],
      [400, 'image/webp,*/*', 'image/webp', 640],
      [1500, 'image/avif,*/*', 'image/avif', 1280],
    ] as const) {
      const answer = await posterAt(asked, accept);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(type);
      expect(answer.headers.vary).toContain('Accept');
      expect((await sharp(answer.rawPayload).metadata()).width).toBe(width);
    }
    // A browser naming neither format gets the JPEG.
    expect((await posterAt(640, '*/*')).headers['content-type']).toBe('image/jpeg');
    expect(row!.files.filter((file) => file.startsWith(`video/posters/${row!.renditionId}-`))).toHaveLength(8);

    const master = await get(seen.video_hls!);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.body).toMatch(/RESOLUTION=640x360/);
    expect(master.body).toMatch(/RESOLUTION=1280x720/);
    const variants = urisOf(master.body);
    expect(variants).toHaveLength(2);
    for (const [index, variant] of variants.entries()) {
      expect(variant).toMatch(SIGNED);
      const playlist = await get(variant);
      expect(playlist.statusCode).toBe(200);
      const segments = urisOf(playlist.body);
      expect(segments.length).toBeGreaterThan(0);
      for (const segment of segments) expect(segment).toMatch(SIGNED);
      const first = await get(segments[0]!);
      expect(first.statusCode).toBe(200);
      expect(probeBytes(first.rawPayload, 'ts')).toMatchObject({ codec: 'h264', height: [360, 720][index] });
    }
  });

  it(
    'refuses every playlist and segment of a private video to a viewer who was not given its signed URLs',
    { timeout: 180_000 },
    async () => {
      const { seller, post, videoKey } = await paidVideoPost();
      const stranger = await verifiedUser(t);
      const unentitled = await view(stranger.token, post.id);
      expect(unentitled).toMatchObject({ is_lock: 1, post_type_link: '', video_hls: null, video_poster: null });

      const [row] = await db().select().from(videoRenditions).where(eq(videoRenditions.mediaKey, videoKey));
      const owner = await view(seller.token, post.id);
      const variant = urisOf((await get(owner.video_hls!)).body)[0]!;
      const segment = urisOf((await get(variant)).body)[0]!;
      const posterWidth = row!.files.find((file) => file.endsWith('-320.avif'))!;
      const parts = [owner.video_hls!, variant, segment, owner.video_poster!, `/media/${posterWidth}`, owner.post_type_link];
      for (const url of parts) {
        // Unsigned: what a viewer guessing the key would ask.
        expect((await get(`/media/${keyOf(url)}`)).statusCode, keyOf(url)).toBe(403);
        // The master's signature does not open another file.
        expect((await get(`/media/${keyOf(url)}?${new URL(owner.video_hls!, 'http://x').search.slice(1)}`)).statusCode).toBe(
          url === owner.video_hls ? 200 : 403,
        );
      }
      expect(row!.files).toContain(keyOf(segment));

      // Once bought, the same viewer gets them signed; and the signatures expire.
      await db().insert(postPurchases).values({ userId: stranger.id, postId: post.id, price: 5 });
      const bought = await view(stranger.token, post.id);
      expect(bought.video_hls).toMatch(SIGNED);
      expect((await get(bought.video_hls!)).statusCode).toBe(200);
      t.advanceClock(2 * 60 * 60 * 1000);
      for (const url of [bought.video_hls!, variant, segment]) expect((await get(url)).statusCode).toBe(403);
    },
  );

  it(
    'converts a package AVI to an MP4 browsers play, streamed as HLS, and refuses a video ffmpeg cannot read',
    { timeout: 180_000 },
    async () => {
      const seller = await creator(t);
      const created = await t.post(
        Endpoints.createPackage.path,
        { media_package_name: 'Old tapes', media_package_price: 9 },
        { token: seller.token },
      );
      const packageId = (created.json() as { data: { id: number } }).data.id;
      const add = async (name: string, bytes: Uint8Array) => {
        const { payload, headers } = await multipartBody([
          ['media_package_id', String(packageId)],
          ['media_content_type', String(MediaType.video)],
          ['media_content_file', { name, bytes }],
        ]);
        return t.app.inject({
          method: 'POST',
          url: Endpoints.addPackageMedia.path,
          payload,
          headers: { ...headers, authorization: `Bearer ${seller.token}` },
        });
      };
      const avi = makeTestVideo({ width: 320, height: 240, format: 'avi' });
      expect(probeBytes(avi, 'avi').codec).toBe('mpeg4');
      const added = await add('tape.avi', avi);
      expect(added.statusCode, added.body).toBe(200);
      await renditionsDone();

      const detail = await t.post(Endpoints.myPackage.path, { media_id: packageId }, { token: seller.token });
      const [content] = (detail.json() as { data: { media: MediaContent[] } }).data.media;
      expect(keyOf(content!.media_content_file)).toMatch(/^video\/files\/.+\.mp4$/);
      expect(content!.media_content_hls).toMatch(SIGNED);
      const converted = await get(content!.media_content_file);
      expect(converted.statusCode).toBe(200);
      expect(probeBytes(converted.rawPayload, 'mp4')).toMatchObject({
        codec: 'h264',
        width: 320,
        height: 240,
        format: expect.stringContaining('mp4'),
      });

      // An AVI whose picture stream ffmpeg has no decoder for: its header passes, its codec does not.
      const broken = Buffer.from(avi);
      const codecAt = broken.indexOf('FMP4');
      expect(codecAt).toBeGreaterThan(0);
      broken.write('QQQQ', codecAt, 'latin1');
      for (let at = broken.indexOf('FMP4'); at >= 0; at = broken.indexOf('FMP4')) broken.write('QQQQ', at, 'latin1');
      const refused = await add('broken.avi', broken);
      expect(refused.statusCode, refused.body).toBe(400);
      expect((refused.json() as { message: string }).message).toBe(Messages.packageVideoType);
    },
  );

  it('an abandoned video upload is swept with every file made from it', { timeout: 180_000 }, async () => {
    const uploader = await creator(t);
    const answer = await uploadFile(t, uploader.token, [
      ['path', 'post/videos/'],
      ['file', { name: 'left.mp4', bytes: makeTestVideo({ width: 320, height: 240, seconds: 1 }), type: 'video/mp4' }],
    ]);
    const key = (answer.json() as { data: { key: string } }).data.key;
    await renditionsDone();
    const [row] = await db().select().from(videoRenditions).where(eq(videoRenditions.mediaKey, key));
    expect(row!.files.length).toBeGreaterThan(2);
    t.advanceClock(ORPHAN_AFTER_MS + 60_000);
    expect(await t.app.uploadsService.sweepOrphans()).toContain(key);
    for (const made of row!.files) expect(await t.app.storage.exists(made), made).toBe(false);
  });

  it(
    'videos stored without a job (the demo seed’s, those before renditions existed) are queued at start',
    { timeout: 180_000 },
    async () => {
      const owner = await creator(t);
      const stored = await ingestDemoFile(
        t.app.storage,
        'post/videos/',
        'seeded.mp4',
        makeTestVideo({ width: 320, height: 180, seconds: 1 }),
      );
      await recordUpload(db(), owner.id, stored);
      const rowOf = async () => (await db().select().from(videoRenditions).where(eq(videoRenditions.mediaKey, stored.key)))[0];
      expect(await rowOf()).toBeUndefined();
      expect(await t.app.videos.queueMissing()).toBeGreaterThanOrEqual(1);
      await renditionsDone();
      expect(await rowOf()).toMatchObject({ status: 'ready', heights: [180] });
      expect(await t.app.videos.queueMissing()).toBe(0);
    },
  );

  it(
    'a chat video gets its renditions; the room’s members play them by signed URL, anyone else is refused',
    { timeout: 180_000 },
    async () => {
      const [sender, receiver] = [await member(t), await member(t)];
      const room = await openRoom(t, sender, receiver);
      const uploadedVideo = await uploadChat(t, sender.chat, [
        ['id', clientId()],
        ['file', { name: 'take.mp4', bytes: makeTestVideo({ width: 640, height: 360, seconds: 1 }) }],
      ]);
      expect(uploadedVideo.statusCode, uploadedVideo.body).toBe(200);
      const key = (uploadedVideo.json() as { data: { key: string } }).data.key;
      await renditionsDone();
      const [row] = await db().select().from(videoRenditions).where(eq(videoRenditions.mediaKey, key));
      expect(row).toMatchObject({ status: 'ready', heights: [360] });

      const sent = await send(t, sender, { room: room._id, messageType: 'CHAT_VIDEO_FILE', files: [key] });
      expect(sent.statusCode, sent.body).toBe(200);
      const [seen] = (await listMessages(t, receiver, { room: room._id })).filter((message) => message.messageType === 'CHAT_VIDEO_FILE');
      expect(seen?.media?.media_hls).toMatch(SIGNED);
      const master = await get(seen!.media!.media_hls!);
      expect(master.statusCode).toBe(200);
      const [variant] = urisOf(master.body);
      const playlist = await get(variant!);
      expect(playlist.statusCode).toBe(200);
      const [segment] = urisOf(playlist.body);
      expect((await get(segment!)).statusCode).toBe(200);
      // The same files without the signature the room gave its members: refused.
      for (const url of [seen!.media!.media_hls!, variant!, segment!])
        expect((await get(url.replace(/\?.*$/, ''))).statusCode, url).toBe(403);
    },
  );

  it('malformed playlist and segment requests are refused with a 4xx, never a 500', async () => {
    for (const url of [
      `/media/video/hls/${'a'.repeat(5000)}.m3u8`,
      '/media/video/hls/%00.m3u8',
      '/media/video/hls/%E0%A4%A.m3u8',
      '/media/video/hls/aaaaaaaaaaaaaaaaaaaaaa.m3u8?exp=99999999999999999999999&sig=%00',
      '/media/video/hls/aaaaaaaaaaaaaaaaaaaaaa_360_0.ts?exp=-1&sig=x',
      '/media/video/hls/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/video/posters/aaaaaaaaaaaaaaaaaaaaaa.jpg?exp=1&exp=2&sig=a&sig=b',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });

  it('plays a video as uploaded until its renditions are ready', async () => {
    const seller = await creator(t);
    // A media_files row with no job done for it: what a post shows between the upload and the renditions.
    const video = await uploaded(t, seller.id, 'post/videos/');
    const thumb = await uploaded(t, seller.id, 'post/thumbs/');
    const post = await createPost(t, seller.token, { post_type: 2, post_type_link: video, thumb_image: thumb });
    expect(post).toMatchObject({ post_type_link: `/media/${video}`, video_hls: null, video_poster: null });
  });
});

describe.skipIf(hasFfmpeg)('video renditions without ffmpeg', () => {
  it(NO_FFMPEG, () => {});
});
