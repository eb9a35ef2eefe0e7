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
