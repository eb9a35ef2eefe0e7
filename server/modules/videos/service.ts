import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { Queues } from '../../jobs/queues.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import {
  findRendition,
  insertPendingRendition,
  madeFilesOf,
  originalKeyOf,
  updateRendition,
  videosWithoutRenditions,
  type VideoRenditions,
} from './repository.ts';
import { hasFfmpeg, makeHls, makePlayable, makePoster, probeVideo } from './transcode.ts';
import { chooseWidth, encodeVariant, VARIANT_FORMATS, variantWidthsOf, type ServedWidth, type VariantMime } from '../uploads/variants.ts';

// Every uploaded video gets a poster, a playable MP4 and HLS renditions from a job. See docs/decisions/0043-video-renditions-with-ffmpeg.md

/** Where the made files live: every key `video/<kind>/<rendition id>…`, served by the original's access rule. */
export const VIDEO_FOLDER = 'video/';
const HLS_FOLDER = `${VIDEO_FOLDER}hls/`;
const POSTER_FOLDER = `${VIDEO_FOLDER}posters/`;
const PLAYABLE_FOLDER = `${VIDEO_FOLDER}files/`;
/** 16 random bytes in base64url: the first characters of every made file's name. */
const RENDITION_ID_LENGTH = 22;

export type VideoStatus = 'pending' | 'ready' | 'failed';

/** The rendition id a made file's key names, or undefined when the key is not one of ours. */
export function renditionIdOf(key: string): string | undefined {
  if (!key.startsWith(VIDEO_FOLDER)) return undefined;
  const name = key.slice(key.lastIndexOf('/') + 1);
  return name.length > RENDITION_ID_LENGTH ? name.slice(0, RENDITION_ID_LENGTH) : undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renditions of uploaded videos, made by `transcodeVideo` jobs. */
    videos: VideosService;
  }
}

export interface VideosService {
  /** True when this machine has ffmpeg: videos are then transcoded, else played as uploaded. */
  enabled: boolean;
  /** Queues the renditions of a stored video (its media_files row written); nothing without ffmpeg. */
  prepare(key: string): Promise<void>;
  /** Queues the renditions of stored videos that have none (the demo's, older uploads): how many it queued. */
  queueMissing(): Promise<number>;
  /** The original key of a made file (`video/...`), undefined when no video made it. */
  originalOf(key: string): Promise<string | undefined>;
  /** What `GET /media/<poster>?w=` serves: the poster's width for `width` in the first of `formats` made, else the JPEG. */
  posterForWidth(key: string, width: number, formats: readonly VariantMime[]): Promise<ServedWidth>;
}

/** What a viewer's answer carries of a video: the file to play now, and its renditions once ready. */
export interface PresentedVideo {
  /** The playable MP4 once made, else the original. */
  url: string;
  /** The master playlist, null until the renditions are ready. */
  hls: string | null;
  poster: string | null;
}

/** The key of a poster's width: beside the JPEG, named by its rendition id, so served by the video's rule too. */
const posterWidthKey = (id: string, width: number, mime: VariantMime) =>
  `${POSTER_FOLDER}${id}-${width}.${mime === 'image/avif' ? 'avif' : 'webp'}`;
const POSTER_WIDTH_NAME = /^(\d+)\.(avif|webp)$/;

/**
 * The poster's responsive widths in AVIF and WebP (the image widths up to its own), written in `dir`: a poster is
 * drawn the width of the column, the JPEG (up to 1280 px for 720p) only where neither format plays.
 */
async function makePosterWidths(poster: string, id: string, dir: string): Promise<{ key: string; file: string }[]> {
  const { width } = await sharp(poster).metadata();
  const made: { key: string; file: string }[] = [];
  for (const size of variantWidthsOf(width)) {
    for (const mime of VARIANT_FORMATS) {
      const key = posterWidthKey(id, size, mime);
      const file = path.join(dir, path.basename(key));
      await encodeVariant(sharp(poster).resize({ width: size, withoutEnlargement: true }), mime).toFile(file);
      made.push({ key, file });
    }
  }
  return made;
}

/** Videos queued at a start: a few minutes of ffmpeg each, so a large backlog is taken over several starts. */
const MISSING_RENDITIONS_BATCH = 200;

/** A video as answered, every URL made by `url` (public or signed, as the original's). */
export function presentVideo(originalKey: string, renditions: VideoRenditions | undefined, url: (key: string) => string): PresentedVideo {
  const ready = renditions?.status === 'ready';
  return {
    url: url(ready && renditions.playableKey ? renditions.playableKey : originalKey),
    hls: ready && renditions.masterKey ? url(renditions.masterKey) : null,
    poster: ready && renditions.posterKey ? url(renditions.posterKey) : null,
  };
}

/** Signed URLs of a video for whoever is allowed its original. */
export const signedVideo = (mediaUrls: MediaUrls, originalKey: string, renditions: VideoRenditions | undefined) =>
  presentVideo(originalKey, renditions, (key) => mediaUrls.signed(key));

async function videosService(app: FastifyInstance) {
  const enabled = await hasFfmpeg();
  if (!enabled) app.log.warn(`no ffmpeg at /usr/bin/ffmpeg: videos play as uploaded, without renditions`);

  const prepare: VideosService['prepare'] = async (key) => {
    if (!enabled) return;
    if (await insertPendingRendition(app.db, key, randomBytes(16).toString('base64url'))) await app.jobs.send('transcodeVideo', { key });
  };

  const transcode = async (key: string, retryCount: number) => {
    const row = await findRendition(app.db, key);
    if (!row || row.status !== 'pending') return;
    const id = row.renditionId;
    const now = () => new Date(app.clock());
    const work = await mkdtemp(path.join(tmpdir(), 'video-'));
    try {
      const original = await app.storage.read(key);
      // The upload went (an abandoned one swept): nothing to make.
      if (!original) return void (await updateRendition(app.db, key, { status: 'failed' }, now()));
      const input = path.join(work, `original${path.extname(key)}`);
      await pipeline(original.body, createWriteStream(input));
      const probe = await probeVideo(input);
      // Undecodable: retrying will not change it, and the original stays what is played.
      if (!probe) return void (await updateRendition(app.db, key, { status: 'failed' }, now()));

      const hlsDir = path.join(work, 'hls');
      await mkdir(hlsDir);
      const poster = path.join(work, 'poster.jpg');
      const playable = path.join(work, 'playable.mp4');
      await makePoster(input, probe, poster);
      const posterWidths = await makePosterWidths(poster, id, work);
      const made = await makePlayable(input, probe, path.extname(key) === '.mp4', playable);
      const renditions = await makeHls(made === 'encoded' ? playable : input, probe, hlsDir, id);

      const posterKey = `${POSTER_FOLDER}${id}.jpg`;
      const playableKey = made ? `${PLAYABLE_FOLDER}${id}.mp4` : null;
      const hlsFiles = await readdir(hlsDir);
      const files = [
        posterKey,
        ...posterWidths.map((made) => made.key),
        ...(playableKey ? [playableKey] : []),
        ...hlsFiles.map((name) => `${HLS_FOLDER}${name}`),
      ];
      // Segments and variants before the master: a player finds every file its playlist names.
      for (const name of hlsFiles.sort((a, b) => Number(a === `${id}.m3u8`) - Number(b === `${id}.m3u8`)))
        await app.storage.put(`${HLS_FOLDER}${name}`, { path: path.join(hlsDir, name) });
      await app.storage.put(posterKey, { path: poster });
      for (const made of posterWidths) await app.storage.put(made.key, { path: made.file });
      if (playableKey) await app.storage.put(playableKey, { path: playable });
      await updateRendition(
        app.db,
        key,
        {
          status: 'ready',
          posterKey,
          playableKey,
          masterKey: `${HLS_FOLDER}${id}.m3u8`,
          files,
          width: probe.width,
          height: probe.height,
          heights: renditions.map((rendition) => rendition.height),
        },
        now(),
      );
    } catch (error) {
      // The last try marks it failed, so nobody waits on it; the original still plays.
      if (retryCount >= Queues.transcodeVideo.settings.retryLimit) await updateRendition(app.db, key, { status: 'failed' }, now());
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  const queueMissing: VideosService['queueMissing'] = async () => {
    if (!enabled) return 0;
    const keys = await videosWithoutRenditions(app.db, MISSING_RENDITIONS_BATCH);
    for (const key of keys) await prepare(key);
    return keys.length;
  };

  if (enabled) {
    app.jobs.handle('transcodeVideo', async ({ payload, retryCount }) => transcode(payload.key, retryCount));
    // After the job engine started (registered before this plugin); not awaited: the server listens meanwhile.
    app.addHook('onReady', async () => {
      queueMissing().catch((error: unknown) => app.log.error({ err: error }, 'missing video renditions not queued'));
    });
  }

  app.decorate('videos', {
    enabled,
    prepare,
    queueMissing,
    async originalOf(key) {
      const id = renditionIdOf(key);
      return id ? originalKeyOf(app.db, id) : undefined;
    },
    async posterForWidth(key, width, formats) {
      const id = renditionIdOf(key);
      const prefix = `${POSTER_FOLDER}${id}-`;
      if (!id || !key.startsWith(POSTER_FOLDER)) return 'original';
      // A video transcoded before posters had widths has none: its JPEG for good.
      const made = (await madeFilesOf(app.db, id)).flatMap((file) => {
        const name = file.startsWith(prefix) ? POSTER_WIDTH_NAME.exec(file.slice(prefix.length)) : null;
        return name ? [{ key: file, width: Number(name[1]), mime: `image/${name[2]}` }] : [];
      });
      const chosen = chooseWidth(made, width, formats);
      return chosen ? { key: chosen } : 'original';
    },
  } satisfies VideosService);
}

export default fp(videosService, { name: 'videos-service', dependencies: ['db', 'storage', 'jobs'] });
