import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's ffmpeg, which CI installs (.ci/run); the video tests skip, saying so, on a machine without it. */
export const hasFfmpeg = existsSync('/usr/bin/ffmpeg') && existsSync('/usr/bin/ffprobe');
export const NO_FFMPEG = 'skipped: no ffmpeg at /usr/bin/ffmpeg (CI installs it; apt-get install ffmpeg)';

export interface TestVideoOptions {
  width?: number;
  height?: number;
  seconds?: number;
  /** mp4 (H.264, moov at the end as ffmpeg writes it by default) or avi (MPEG-4 part 2). */
  format?: 'mp4' | 'avi';
}

/** A real little video made by ffmpeg: a test pattern with a tone, a few seconds at low cost. */
export function makeTestVideo({ width = 1280, height = 720, seconds = 2, format = 'mp4' }: TestVideoOptions = {}): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-video-'));
  try {
    const output = path.join(dir, `clip.${format}`);
    const codec =
      format === 'mp4'
        ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
        : ['-c:v', 'mpeg4', '-c:a', 'mp3'];
    const made = spawnSync('/usr/bin/ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=24:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...codec,
      '-shortest',
      output,
    ]);
    if (made.status !== 0) throw new Error(`ffmpeg could not make a test video: ${made.stderr.toString()}`);
    return readFileSync(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What ffprobe reads of a file's first video stream. */
export function probeBytes(bytes: Buffer, ext: string): { codec: string; width: number; height: number; format: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-probe-'));
  try {
    const file = path.join(dir, `file.${ext}`);
    writeFileSync(file, bytes);
    const probed = spawnSync('/usr/bin/ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]);
    if (probed.status !== 0) throw new Error(`ffprobe refused the file: ${probed.stderr.toString()}`);
    const json = JSON.parse(probed.stdout.toString()) as {
      streams: { codec_type: string; codec_name: string; width: number; height: number }[];
      format: { format_name: string };
    };
    const video = json.streams.find((stream) => stream.codec_type === 'video');
    if (!video) throw new Error('no video stream');
    return { codec: video.codec_name, width: video.width, height: video.height, format: json.format.format_name };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
