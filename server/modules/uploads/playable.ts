import { open } from 'node:fs/promises';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { parseFile } from 'music-metadata';
import { aviStreams, flvStreams, mpegTsStreams, type Streams } from './legacyVideo.ts';

// A video plays when its container has a picture track and a positive duration. See docs/decisions/0015-uploads-checked-by-container.md

/** mp4box reads a movie box wherever it lies, asking for the next offset it needs (it skips `mdat`). */
const MP4_CHUNK_BYTES = 1024 * 1024;
/** ISO base media files, by the extension file-type gives their brand. */
const ISO_CONTAINERS: ReadonlySet<string> = new Set(['mp4', 'mov', 'm4v', '3gp', '3g2', 'f4v']);
/** Containers music-metadata reads with their tracks and duration. */
const TAGGED_CONTAINERS: ReadonlySet<string> = new Set(['webm', 'mkv', 'wmv', 'asf']);
/** The older containers, by the extension file-type gives their content. */
const LEGACY_CONTAINERS: ReadonlyMap<string, (filePath: string) => Promise<Streams | undefined>> = new Map([
  ['avi', aviStreams],
  ['flv', flvStreams],
  ['mts', mpegTsStreams],
]);

const playing = (track: { duration: number; nb_samples: number }) => track.nb_samples > 0 && track.duration > 0;

async function isoStreams(filePath: string): Promise<Streams | undefined> {
  const movieFile = createFile(false);
  let movie: Movie | undefined;
  let broken = false;
  movieFile.onReady = (ready) => {
    movie = ready;
  };
  movieFile.onError = () => {
    broken = true;
  };
  const handle = await open(filePath);
  try {
    const { size } = await handle.stat();
    let offset = 0;
    while (!movie && !broken && offset < size) {
      const chunk = new Uint8Array(Math.min(MP4_CHUNK_BYTES, size - offset));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, offset);
      if (bytesRead === 0) break;
      const next = movieFile.appendBuffer(MP4BoxBuffer.fromArrayBuffer(chunk.buffer.slice(0, bytesRead), offset));
      offset = next > offset ? next : offset + bytesRead;
    }
    movieFile.flush();
  } finally {
    await handle.close();
  }
  if (!movie || broken || !movie.timescale) return undefined;
  return {
    seconds: movie.duration / movie.timescale,
    hasVideo: movie.videoTracks.some(playing),
    hasAudio: movie.audioTracks.some(playing),
  };
}

async function taggedStreams(filePath: string, duration: boolean): Promise<Streams | undefined> {
  const { format } = await parseFile(filePath, { duration, skipCovers: true });
  return { seconds: format.duration ?? 0, hasVideo: format.hasVideo === true, hasAudio: format.hasAudio === true };
}

const videoReaderOf = (ext: string) =>
  ISO_CONTAINERS.has(ext)
    ? isoStreams
    : TAGGED_CONTAINERS.has(ext)
      ? (path: string) => taggedStreams(path, true)
      : LEGACY_CONTAINERS.get(ext);

/**
 * True when the file (of extension `ext` as file-type names its content) holds a picture track and lasts;
 * false too for a container none of the readers here knows, whose magic bytes alone prove nothing.
 */
export async function isPlayableVideo(filePath: string, ext: string): Promise<boolean> {
  const reader = videoReaderOf(ext);
  if (!reader) return false;
  const streams = await reader(filePath).catch(() => undefined);
  return streams !== undefined && streams.hasVideo && streams.seconds > 0;
}

/** Raw ADTS AAC has no header that gives its length: music-metadata counts its frames. */
const SCANNED_AUDIO: ReadonlySet<string> = new Set(['aac']);

/** True when an audio file (MP3, AAC, Ogg, FLAC, WAV, M4A with AAC or ALAC) has sound that lasts. */
export async function isPlayableAudio(filePath: string, ext: string): Promise<boolean> {
  // Others' length is in their headers (an MP3's first frame), read without scanning the file.
  const streams = await taggedStreams(filePath, SCANNED_AUDIO.has(ext)).catch(() => undefined);
  return streams !== undefined && streams.hasAudio && streams.seconds > 0;
}
