import { spawn } from 'node:child_process';
import { access, constants, open, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// ffmpeg turns an uploaded video into a poster, a browser-playable MP4 and HLS renditions. See docs/decisions/0043-video-renditions-with-ffmpeg.md

export const FFMPEG = '/usr/bin/ffmpeg';
export const FFPROBE = '/usr/bin/ffprobe';

/** Each ffmpeg or ffprobe run is killed past this: a hostile file must not hold a worker for ever. */
const RUN_LIMIT_MS = 10 * 60_000;
const PROBE_LIMIT_MS = 30_000;
/** HLS segment length in seconds: keyframes are forced on this grid so every segment starts with one. */
export const SEGMENT_SECONDS = 4;
/** Heights made for every video tall enough; the source's own is added when it is taller than the last. */
export const RENDITION_HEIGHTS = [360, 720] as const;
/** Peak bitrates per height (kbit/s), so a rendition never costs more than its size is worth. */
const MAX_KBITS: Record<number, number> = { 360: 900, 720: 3000 };
const AUDIO_KBITS = 128;
/** Video codecs Chromium, Firefox and Safari all play inside an MP4. */
const PLAYABLE_VIDEO = new Set(['h264']);
const PLAYABLE_AUDIO = new Set(['aac', 'mp3']);

/** True when Debian's ffmpeg and ffprobe are installed (CI installs them; a machine without them keeps originals). */
export async function hasFfmpeg(): Promise<boolean> {
  const executable = (file: string) =>
    access(file, constants.X_OK).then(
      () => true,
      () => false,
    );
  return (await executable(FFMPEG)) && (await executable(FFPROBE));
}

/** A program that ended badly: `exitCode` null when it was killed (its time was up). */
class RunError extends Error {
  readonly exitCode: number | null;
  constructor(message: string, exitCode: number | null) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Runs a program with an argument array (never a shell), answering its standard output; rejects with its last error lines. */
function run(program: string, args: string[], limitMs = RUN_LIMIT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: limitMs, killSignal: 'SIGKILL' });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    // Only the tail is kept: ffmpeg's errors come last, and a long log must not grow without bound.
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(out).toString());
      else
        reject(
          new RunError(
            `${path.basename(program)} ${signal ? `killed (${signal})` : `exited ${code}`}: ${err.trim().split('\n').slice(-3).join(' | ')}`,
            code,
          ),
        );
    });
  });
}

/** What ffprobe says of a video file. */
export interface VideoProbe {
  /** Displayed size (a rotated phone video's width and height swapped). */
  width: number;
  height: number;
  seconds: number;
  videoCodec: string;
  audioCodec: string | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  side_data_list?: { rotation?: number }[];
  tags?: { rotate?: string };
}

/** The first picture and sound streams and the duration; undefined when ffprobe finds no decodable picture. */
export async function probeVideo(file: string): Promise<VideoProbe | undefined> {
  let json: { streams?: ProbeStream[]; format?: { duration?: string } };
  try {
    json = JSON.parse(
      await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], PROBE_LIMIT_MS),
    ) as typeof json;
  } catch (error) {
    // Only ffprobe's own refusal says the file is unreadable; a probe killed on a busy machine (or not started) is tried again.
    if (error instanceof RunError && error.exitCode !== null) return undefined;
    throw error;
  }
  const video = json.streams?.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  const audio = json.streams?.find((stream) => stream.codec_type === 'audio');
  const seconds = Number(json.format?.duration);
  if (!video?.codec_name || !video.width || !video.height || !(seconds > 0)) return undefined;
  const rotation = Math.abs(Number(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0));
  const turned = rotation % 180 === 90;
  return {
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    seconds,
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
  };
}

/** True when an ISO file's movie box comes before its media data: a browser can start playing before the end arrives. */
export async function isFaststart(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(16);
    for (let offset = 0, boxes = 0; offset + 8 <= size && boxes < 100; boxes++) {
      const { bytesRead } = await handle.read(head, 0, 16, offset);
      if (bytesRead < 8) return false;
      const type = head.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      let length = head.readUInt32BE(0);
      if (length === 1 && bytesRead >= 16) length = Number(head.readBigUInt64BE(8));
      if (length < 8) return false;
      offset += length;
    }
    return false;
  } finally {
    await handle.close();
  }
}

/** The heights to make: 360 and 720 up to the source's, the source's own when taller (a shorter source: its own only). */
export function renditionHeights(sourceHeight: number): number[] {
  const even = sourceHeight - (sourceHeight % 2);
  const standard = RENDITION_HEIGHTS.filter((height) => height <= even);
  if (standard.length === 0) return [even];
  return even > standard.at(-1)! ? [...standard, even] : standard;
}

const x264 = (maxKbits: number) => [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-crf',
  '23',
  '-maxrate',
  `${maxKbits}k`,
  '-bufsize',
  `${maxKbits * 2}k`,
  '-pix_fmt',
  'yuv420p',
  '-profile:v',
  'high',
];
const aac = ['-c:a', 'aac', '-b:a', `${AUDIO_KBITS}k`, '-ac', '2'];
const quiet = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];

/** A JPEG of the picture a second in (or halfway through a shorter video), at most 720 high. */
export async function makePoster(input: string, probe: VideoProbe, output: string): Promise<void> {
  const at = Math.min(1, probe.seconds / 2).toFixed(3);
  await run(FFMPEG, [...quiet, '-ss', at, '-i', input, '-frames:v', '1', '-vf', "scale=-2:'min(720,ih)'", '-q:v', '4', output]);
}

/**
 * An MP4 every browser plays from its first bytes, or null when the original is one already: the original's streams
 * copied with the movie box first when their codecs play, else re-encoded to H.264 and AAC.
 */
export async function makePlayable(input: string, probe: VideoProbe, isMp4: boolean, output: string): Promise<'copied' | 'encoded' | null> {
  const codecsPlay = PLAYABLE_VIDEO.has(probe.videoCodec) && (probe.audioCodec === null || PLAYABLE_AUDIO.has(probe.audioCodec));
  if (isMp4 && codecsPlay && (await isFaststart(input))) return null;
  const streams = ['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn'];
  if (codecsPlay) {
    await run(FFMPEG, [...quiet, '-i', input, ...streams, '-c', 'copy', '-movflags', '+faststart', output]);
    return 'copied';
  }
  const maxKbits = MAX_KBITS[720]! * Math.max(1, probe.height / 720);
  await run(FFMPEG, [
    ...quiet,
    '-i',
    input,
    ...streams,
    ...x264(Math.round(maxKbits)),
    ...aac,
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-movflags',
    '+faststart',
    output,
  ]);
  return 'encoded';
}

/** One HLS rendition as the master playlist lists it. */
export interface Rendition {
  height: number;
  width: number;
  /** Peak bits per second over its segments. */
  bandwidth: number;
  playlist: string;
}

/** Peak bitrate of a media playlist's segments, from their sizes and EXTINF durations. */
async function peakBandwidth(dir: string, playlist: string): Promise<number> {
  const lines = (await readFile(path.join(dir, playlist), 'utf8')).split('\n');
  let peak = 0;
  let seconds = 0;
  for (const line of lines) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith('#') && seconds > 0) {
      const { size } = await stat(path.join(dir, line.trim()));
      peak = Math.max(peak, Math.ceil((size * 8) / seconds));
    }
  }
  return peak;
}

/**
 * The HLS renditions of `input` in `dir`, named `<name>_<height>.m3u8` and `<name>_<height>_<n>.ts`, and the
 * master playlist `<name>.m3u8` listing them; answers the renditions, smallest first.
 */
export async function makeHls(input: string, probe: VideoProbe, dir: string, name: string): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  for (const height of renditionHeights(probe.height)) {
    const width = Math.round((probe.width * height) / probe.height / 2) * 2;
    const playlist = `${name}_${height}.m3u8`;
    const maxKbits = MAX_KBITS[height] ?? Math.round(MAX_KBITS[720]! * (height / 720) ** 2);
    await run(FFMPEG, [
      ...quiet,
      '-i',
      input,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      '-sn',
      '-dn',
      '-vf',
      `scale=${width}:${height}`,
      ...x264(maxKbits),
      ...aac,
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      '-sc_threshold',
      '0',
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_segment_type',
      'mpegts',
      '-hls_segment_filename',
      path.join(dir, `${name}_${height}_%03d.ts`),
      path.join(dir, playlist),
    ]);
    renditions.push({ height, width, bandwidth: await peakBandwidth(dir, playlist), playlist });
  }
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    ...renditions.flatMap((rendition) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},RESOLUTION=${rendition.width}x${rendition.height}`,
      rendition.playlist,
    ]),
    '',
  ].join('\n');
  await writeFile(path.join(dir, `${name}.m3u8`), master);
  return renditions;
}

/** The files of a folder, by name. */
export const filesIn = (dir: string) => readdir(dir);
