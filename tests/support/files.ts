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
  for (const [index, value] of [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000].entries()) mvhd.writeUInt32BE(value, 36 + index * 4);
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
