import { open } from 'node:fs/promises';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { parseFile } from 'music-metadata';

/*
 * Magic bytes say what a file claims to be, not that it plays: an `ftyp` box alone, or a movie without a
 * track, passes file-type. Each video is read as its container (mp4box for MP4 and QuickTime, music-metadata
 * for Matroska, WebM and ASF) for a positive duration and a picture track; audio for a positive duration.
 */

/** What a container says of its streams. */
interface Streams {
  seconds: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** mp4box reads a movie box wherever it lies, asking for the next offset it needs (it skips `mdat`). */
const MP4_CHUNK_BYTES = 1024 * 1024;
const ISO_CONTAINERS: ReadonlySet<string> = new Set(['mp4', 'mov', 'm4v']);
/** Containers music-metadata reads with their tracks and duration. */
const TAGGED_CONTAINERS: ReadonlySet<string> = new Set(['webm', 'mkv', 'wmv', 'asf']);

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

/**
 * True when the file (of extension `ext`, its content already checked) holds a picture track and lasts;
 * undefined for a container no parser here reads (AVI, FLV, AVCHD), whose magic bytes stay the only check.
 */
export async function isPlayableVideo(filePath: string, ext: string): Promise<boolean | undefined> {
  const reader = ISO_CONTAINERS.has(ext) ? isoStreams : TAGGED_CONTAINERS.has(ext) ? (path: string) => taggedStreams(path, true) : undefined;
  if (!reader) return undefined;
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
