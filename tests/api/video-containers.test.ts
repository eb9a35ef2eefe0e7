import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aviStreams, flvStreams, mpegTsStreams } from '../../server/modules/uploads/legacyVideo';
import { isPlayableVideo } from '../../server/modules/uploads/playable';
import { hollowLegacyVideos, videoFixture } from '../support/files';

describe('AVI, FLV and MPEG-TS videos are read as their containers, not their magic bytes', () => {
  let folder: string;
  const saved = async (name: string, bytes: Buffer) => {
    const file = path.join(folder, `${Math.random().toString(36).slice(2)}-${name}`);
    await writeFile(file, bytes);
    return file;
  };
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'video-containers-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('reads the picture stream and the duration of real one-second clips made by ffmpeg', async () => {
    const clips = [
      ['clip.avi', aviStreams, 'avi'],
      ['clip.flv', flvStreams, 'flv'],
      ['clip.m2t', mpegTsStreams, 'mts'],
      ['clip.m2ts', mpegTsStreams, 'mts'],
    ] as const;
    for (const [name, read, ext] of clips) {
      const bytes = videoFixture(name);
      expect((await fileTypeFromBuffer(bytes))?.ext, name).toBe(ext);
      const file = await saved(name, bytes);
      const streams = await read(file);
      expect(streams?.hasVideo, name).toBe(true);
      // Five pictures a second for a second: the first to the last frame, or the whole second.
      expect(streams!.seconds, name).toBeGreaterThanOrEqual(0.7);
      expect(streams!.seconds, name).toBeLessThanOrEqual(1.3);
      expect(await isPlayableVideo(file, ext), name).toBe(true);
    }
  });

  it('refuses files with the right magic bytes but no picture stream, no frame or no duration', async () => {
    for (const [label, name, bytes] of hollowLegacyVideos()) {
      const ext = (await fileTypeFromBuffer(bytes))?.ext;
      // Each is what file-type calls a video, except the one trusted by its name alone before.
      if (!name.endsWith('.avchd')) expect(['avi', 'flv', 'mts'], label).toContain(ext);
      expect(await isPlayableVideo(await saved(name, bytes), ext ?? 'avchd'), label).toBe(false);
    }
  });

  it('refuses a container none of the readers knows, and a cut-off file of each', async () => {
    expect(await isPlayableVideo(await saved('clip.mpg', Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1])), 'mpg')).toBe(false);
    for (const [name, ext] of [
      ['clip.avi', 'avi'],
      ['clip.flv', 'flv'],
      ['clip.m2t', 'mts'],
    ] as const) {
      const head = videoFixture(name).subarray(0, 400);
      expect(await isPlayableVideo(await saved(name, head), ext), `${name} cut`).toBe(false);
    }
  });
});
