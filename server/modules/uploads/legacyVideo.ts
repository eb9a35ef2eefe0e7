import { open, type FileHandle } from 'node:fs/promises';
import flvInspector from 'mux.js/lib/tools/flv-inspector.js';
import tsInspector from 'mux.js/lib/tools/ts-inspector.js';

// Reads AVI, FLV and MPEG-TS headers far enough to find a lasting picture stream. See docs/decisions/0015-uploads-checked-by-container.md

/** What a container says of its streams. */
export interface Streams {
  seconds: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** A file read at offsets: fewer bytes come back at its end. */
interface Source {
  size: number;
  at(offset: number, length: number): Promise<Buffer>;
}

async function withSource<T>(filePath: string, read: (source: Source) => Promise<T>): Promise<T> {
  const handle: FileHandle = await open(filePath);
  try {
    const { size } = await handle.stat();
    const at = async (offset: number, length: number) => {
      const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, offset);
      return bytes.subarray(0, bytesRead);
    };
    return await read({ size, at });
  } finally {
    await handle.close();
  }
}

const fourcc = (bytes: Buffer, at: number) => bytes.toString('latin1', at, at + 4);

// ---- AVI: RIFF 'AVI ' > LIST 'hdrl' (avih, then one LIST 'strl' > strh per stream) and LIST 'movi' (the frames).

/** The header list is a few kilobytes; a larger one is not an AVI we read. */
const AVI_HEADER_MAX = 1024 * 1024;
/** How many chunks are looked through for the lists, and in 'movi' for the first frame (audio may come first). */
const AVI_CHUNKS_SCANNED = 1000;

interface RiffChunk {
  id: string;
  body: Buffer;
}

/** The chunks of a RIFF body, each padded to an even length. */
function* chunksOf(bytes: Buffer): Generator<RiffChunk> {
  for (let at = 0; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32LE(at + 4);
    yield { id: fourcc(bytes, at), body: bytes.subarray(at + 8, at + 8 + length) };
    at += 8 + length + (length & 1);
  }
}

/** The main header's frames × microseconds per frame, else the video stream's length × scale / rate. */
function aviHeader(hdrl: Buffer): { seconds: number; videoStream: number; hasAudio: boolean } {
  let seconds = 0;
  let streamSeconds = 0;
  let videoStream = -1;
  let hasAudio = false;
  let streams = 0;
  for (const { id, body } of chunksOf(hdrl)) {
    if (id === 'avih' && body.length >= 20) seconds = (body.readUInt32LE(16) * body.readUInt32LE(0)) / 1e6;
    if (id !== 'LIST' || fourcc(body, 0) !== 'strl') continue;
    const strh = [...chunksOf(body.subarray(4))].find((chunk) => chunk.id === 'strh')?.body;
    hasAudio ||= strh !== undefined && fourcc(strh, 0) === 'auds';
    if (videoStream < 0 && strh && strh.length >= 36 && fourcc(strh, 0) === 'vids') {
      videoStream = streams;
      const [scale, rate, length] = [strh.readUInt32LE(20), strh.readUInt32LE(24), strh.readUInt32LE(32)];
      if (rate > 0) streamSeconds = (length * scale) / rate;
    }
    streams += 1;
  }
  return { seconds: seconds || streamSeconds, videoStream, hasAudio };
}

/** True when 'movi' holds a frame of the stream (`00dc`, `00db` for stream 0) with bytes in it. */
async function aviHasFrame(source: Source, start: number, end: number, stream: number): Promise<boolean> {
  const frameIds = new Set(['dc', 'db'].map((kind) => `${String(stream).padStart(2, '0')}${kind}`));
  let offset = start;
  for (let scanned = 0; scanned < AVI_CHUNKS_SCANNED && offset + 8 <= end; scanned++) {
    const head = await source.at(offset, 12);
    if (head.length < 8) return false;
    const id = fourcc(head, 0);
    const length = head.readUInt32LE(4);
    if (frameIds.has(id) && length > 0) return true;
    // A 'rec ' list groups one moment's chunks: step into it.
    offset += id === 'LIST' ? 12 : 8 + length + (length & 1);
  }
  return false;
}

export function aviStreams(filePath: string): Promise<Streams | undefined> {
  return withSource(filePath, async (source) => {
    const riff = await source.at(0, 12);
    if (riff.length < 12 || fourcc(riff, 0) !== 'RIFF' || fourcc(riff, 8) !== 'AVI ') return undefined;
    let header: ReturnType<typeof aviHeader> | undefined;
    let movi: { start: number; end: number } | undefined;
    for (let offset = 12, scanned = 0; offset + 12 <= source.size && !(header && movi) && scanned < AVI_CHUNKS_SCANNED; scanned++) {
      const head = await source.at(offset, 12);
      const length = head.readUInt32LE(4);
      const list = fourcc(head, 0) === 'LIST' ? fourcc(head, 8) : '';
      if (list === 'hdrl' && length <= AVI_HEADER_MAX) header = aviHeader(await source.at(offset + 12, length - 4));
      if (list === 'movi') movi = { start: offset + 12, end: Math.min(source.size, offset + 8 + length) };
      offset += 8 + length + (length & 1);
    }
    if (!header) return undefined;
    const hasVideo = header.videoStream >= 0 && movi !== undefined && (await aviHasFrame(source, movi.start, movi.end, header.videoStream));
    return { seconds: header.seconds, hasVideo, hasAudio: header.hasAudio };
  });
}

// ---- FLV: a 9-byte header (flags: 4 audio, 1 video), then tags, each followed by its own size.

const FLV_TAG_HEADER = 11;
/** How many tags from the start are looked through for onMetaData and the first video frame. */
const FLV_TAGS_SCANNED = 1000;
/** onMetaData is a few hundred bytes; its duration is read from at most this much. */
const FLV_METADATA_MAX = 64 * 1024;
/** AMF0: the key 'duration' (u16 length 8) and the number marker before its 8-byte double. */
const AMF_DURATION = Buffer.from('\u0000\u0008duration\u0000', 'latin1');
const NOT_A_FRAME: ReadonlySet<string | undefined> = new Set([undefined, 'Unknown', 'Video info/command frame']);

const isVideoFrame = (tag: ReturnType<typeof flvInspector.inspectTag>) =>
  tag.tagType === 'video' && tag.dataSize > 1 && !NOT_A_FRAME.has(tag.frameType) && (tag.codecID !== 7 || tag.avcPacketType === 'AVC NALU');

function amfDuration(script: Buffer): number {
  const at = script.indexOf(AMF_DURATION);
  if (at < 0 || at + AMF_DURATION.length + 8 > script.length) return 0;
  const seconds = script.readDoubleBE(at + AMF_DURATION.length);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export function flvStreams(filePath: string): Promise<Streams | undefined> {
  return withSource(filePath, async (source) => {
    const header = await source.at(0, 9);
    if (header.length < 9 || header.toString('latin1', 0, 3) !== 'FLV') return undefined;
    const flags = header[4]!;
    const firstTag = header.readUInt32BE(5) + 4;
    let metadataSeconds = 0;
    let hasFrame = false;
    for (let offset = firstTag, scanned = 0; !hasFrame && scanned < FLV_TAGS_SCANNED && offset + FLV_TAG_HEADER <= source.size; scanned++) {
      const tag = flvInspector.inspectTag(await source.at(offset, FLV_TAG_HEADER + 5));
      if (tag.tagType === 'metadata')
        metadataSeconds ||= amfDuration(await source.at(offset + FLV_TAG_HEADER, Math.min(tag.dataSize, FLV_METADATA_MAX)));
      hasFrame = isVideoFrame(tag) && offset + FLV_TAG_HEADER + tag.dataSize <= source.size;
      offset += FLV_TAG_HEADER + tag.dataSize + 4;
    }
    // The last tag's own size ends the file: its time stamp is how long the file plays.
    let lastSeconds = 0;
    const lastSize = source.size >= firstTag + 4 ? (await source.at(source.size - 4, 4)).readUInt32BE(0) : 0;
    const lastStart = source.size - 4 - lastSize;
    if (lastSize > FLV_TAG_HEADER && lastStart >= firstTag) {
      const last = flvInspector.inspectTag(await source.at(lastStart, FLV_TAG_HEADER));
      if (last.tagType && last.dataSize + FLV_TAG_HEADER === lastSize) lastSeconds = last.timestamp / 1000;
    }
    return { seconds: Math.max(metadataSeconds, lastSeconds), hasVideo: (flags & 1) === 1 && hasFrame, hasAudio: (flags & 4) === 4 };
  });
}

// ---- MPEG-TS (AVCHD's .mts/.m2ts): mux.js reads the PAT and PMT and the first and last PES of an H.264
// stream from the file's first and last megabytes, joined; M2TS packets lose their 4-byte arrival stamp first.

const TS_PACKET = 188;
const M2TS_PACKET = 192;
const SYNC = 0x47;
/** How much of each end of the file is read (the PMT and the first frame lead, the last frame ends it). */
const TS_WINDOW = 2 * 1024 * 1024;

function packetSizeOf(head: Buffer): number | undefined {
  if (head[0] === SYNC && (head.length <= TS_PACKET || head[TS_PACKET] === SYNC)) return TS_PACKET;
  if (head[4] === SYNC && (head.length <= M2TS_PACKET + 4 || head[M2TS_PACKET + 4] === SYNC)) return M2TS_PACKET;
  return undefined;
}

/** 188-byte transport packets from whole packets of `size` bytes (an M2TS packet is a 4-byte stamp and one). */
const transportPackets = (bytes: Buffer, size: number) => {
  if (size === TS_PACKET) return bytes;
  const packets: Buffer[] = [];
  for (let at = 0; at + size <= bytes.length; at += size) packets.push(bytes.subarray(at + size - TS_PACKET, at + size));
  return Buffer.concat(packets);
};

export function mpegTsStreams(filePath: string): Promise<Streams | undefined> {
  return withSource(filePath, async (source) => {
    const window = Math.floor(TS_WINDOW / M2TS_PACKET);
    const head = await source.at(0, window * M2TS_PACKET);
    const size = packetSizeOf(head);
    if (!size) return undefined;
    const packets = Math.floor(source.size / size);
    const headPackets = Math.min(packets, window);
    const tailStart = Math.max(headPackets, packets - window);
    const tail = await source.at(tailStart * size, (packets - tailStart) * size);
    const times = tsInspector.inspect(
      Buffer.concat([transportPackets(head.subarray(0, headPackets * size), size), transportPackets(tail, size)]),
    );
    const video = times?.video ?? [];
    const [first, last] = [video[0], video.at(-1)];
    return {
      seconds: first && last ? last.ptsTime - first.ptsTime : 0,
      hasVideo: video.length > 0,
      hasAudio: (times?.audio?.length ?? 0) > 0,
    };
  });
}
