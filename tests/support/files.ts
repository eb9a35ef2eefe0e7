import { readFileSync } from 'node:fs';
import { KB } from '../../contract/rules';

/** A File as the browser hands it over, with the size it claims (no megabytes are allocated). */
export function fileOf(name: string, type: string, size = 1 * KB): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const MB = 1024 * KB;
export const png = (name = 'photo.png', size = 2 * MB) => fileOf(name, 'image/png', size);
export const jpeg = (name = 'photo.jpg', size = 2 * MB) => fileOf(name, 'image/jpeg', size);
export const mp4 = (name = 'clip.mp4', size = 20 * MB) => fileOf(name, 'video/mp4', size);
export const mp3 = (name = 'song.mp3', size = 5 * MB) => fileOf(name, 'audio/mpeg', size);

/** An ISO base media box: its size, its four-letter type and its payload. */
function isoBox(type: string, ...payload: Uint8Array[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
const FTYP = isoBox('ftyp', Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41', 'latin1'));
/** A movie header (version 0) of one second at 1000 units a second, the track counter at 2. */
function movieHeader(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(1000, 16); // duration
  mvhd.writeUInt32BE(0x0001_0000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [index, value] of [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000].entries())
    mvhd.writeUInt32BE(value, 36 + index * 4);
  mvhd.writeUInt32BE(2, 96); // next track id
  return isoBox('mvhd', mvhd);
}

/**
 * MP4 files whose magic bytes say video (file-type names them mp4) but which hold nothing to play: the `ftyp`
 * box alone, and a movie of one second without a single track.
 */
export const hollowMp4s = (): Array<[label: string, bytes: Buffer]> => [
  ['ftyp box only', FTYP],
  ['movie without tracks', Buffer.concat([FTYP, isoBox('moov', movieHeader()), isoBox('mdat', Buffer.alloc(64))])],
];

/** The tiny real videos of tests/fixtures/video (made by its make.sh with ffmpeg). */
export const videoFixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/video/${name}`, import.meta.url));

/** A RIFF chunk: its four-letter id, its little-endian size and its payload, padded to an even length. */
function riffChunk(id: string, ...payload: Uint8Array[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body, Buffer.alloc(body.length & 1)]);
}
const riffList = (type: string, ...chunks: Buffer[]) => riffChunk('LIST', Buffer.from(type, 'latin1'), ...chunks);
/** An AVI of one video stream: the main header's frames at 100 ms each, the stream header's length, and `movi`'s chunks. */
function avi(frames: number, movi: Buffer[]): Buffer {
  const avih = Buffer.alloc(56);
  avih.writeUInt32LE(100_000, 0); // microseconds per frame
  avih.writeUInt32LE(frames, 16);
  avih.writeUInt32LE(1, 24); // streams
  const strh = Buffer.alloc(56);
  strh.write('vids', 0, 'latin1');
  strh.write('MJPG', 4, 'latin1');
  strh.writeUInt32LE(1, 20); // scale
  strh.writeUInt32LE(10, 24); // rate: 10 frames a second
  strh.writeUInt32LE(frames, 32); // length
  const hdrl = riffList('hdrl', riffChunk('avih', avih), riffList('strl', riffChunk('strh', strh), riffChunk('strf', Buffer.alloc(40))));
  return riffChunk('RIFF', Buffer.from('AVI ', 'latin1'), hdrl, riffList('movi', ...movi));
}

/** An FLV header (flags: 1 video, 4 audio) and its first tag size, then tags. */
const flv = (flags: number, ...tags: Buffer[]) =>
  Buffer.concat([Buffer.from([0x46, 0x4c, 0x56, 1, flags, 0, 0, 0, 9, 0, 0, 0, 0]), ...tags]);
/** An FLV tag at `timestamp` ms, followed by its own size. */
function flvTag(type: number, timestamp: number, body: Buffer): Buffer {
  const header = Buffer.alloc(11);
  header[0] = type;
  header.writeUIntBE(body.length, 1, 3);
  header.writeUIntBE(timestamp & 0xff_ffff, 4, 3);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(11 + body.length);
  return Buffer.concat([header, body, size]);
}
/** onMetaData (AMF0) claiming `seconds` of duration. */
function onMetaData(seconds: number): Buffer {
  const name = Buffer.concat([Buffer.from([2, 0, 10]), Buffer.from('onMetaData', 'latin1')]);
  const duration = Buffer.alloc(9);
  duration.writeDoubleBE(seconds, 1);
  const array = Buffer.concat([Buffer.from([8, 0, 0, 0, 1, 0, 8]), Buffer.from('duration', 'latin1'), duration, Buffer.from([0, 0, 9])]);
  return flvTag(0x12, 0, Buffer.concat([name, array]));
}

/** The 188-byte packets of a transport stream whose PID is not `pids`' (the PAT, the PMT and the service table stay). */
function withoutPids(stream: Buffer, pids: ReadonlySet<number>): Buffer {
  const kept: Buffer[] = [];
  for (let at = 0; at + 188 <= stream.length; at += 188) {
    const pid = ((stream[at + 1]! & 0x1f) << 8) | stream[at + 2]!;
    if (!pids.has(pid)) kept.push(stream.subarray(at, at + 188));
  }
  return Buffer.concat(kept);
}
/** ffmpeg's elementary stream PIDs: the first stream (video) and the second (audio). */
const FFMPEG_STREAM_PIDS: ReadonlySet<number> = new Set([0x100, 0x101]);

/**
 * Package videos of the older containers whose magic bytes say video (file-type names them avi, flv or mts)
 * but which hold nothing to play: no picture stream, no frame, or no duration.
 */
export const hollowLegacyVideos = (): Array<[label: string, name: string, bytes: Buffer]> => {
  const frame = riffChunk('00dc', Buffer.alloc(64, 1));
  const h264Frame = flvTag(9, 0, Buffer.from([0x17, 1, 0, 0, 0, 0, 0, 0, 1, 0x65]));
  return [
    ['AVI headers of a second of video, no frame', 'clip.avi', avi(10, [])],
    ['AVI with frames but no duration', 'clip.avi', avi(0, [frame, frame])],
    ['AVI with sound only', 'clip.avi', videoFixture('sound-only.avi')],
    ['FLV header saying video, no tag', 'clip.flv', flv(1)],
    ['FLV with five seconds of metadata, no video tag', 'clip.flv', flv(1, onMetaData(5))],
    ['FLV with one frame and no duration', 'clip.flv', flv(1, h264Frame)],
    ['FLV with sound only', 'clip.flv', videoFixture('sound-only.flv')],
    ['transport stream whose tables list H.264, no packet of it', 'clip.mts', withoutPids(videoFixture('clip.m2t'), FFMPEG_STREAM_PIDS)],
    [
      'transport stream of sync bytes only',
      'clip.m2ts',
      Buffer.concat(Array.from({ length: 8 }, () => Buffer.concat([Buffer.from([0x47]), Buffer.alloc(187)]))),
    ],
    ['transport stream with sound only', 'clip.mts', videoFixture('sound-only.m2t')],
    ['transport stream of one picture', 'clip.mts', videoFixture('still.m2t')],
    ['AVCHD by name only', 'clip.avchd', Buffer.from('not a transport stream at all')],
  ];
};
