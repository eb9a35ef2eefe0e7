import type { Readable } from 'node:stream';
import mime from 'mime';

/** What `put` stores: a temporary file (consumed: moved into the store), bytes, or a stream of any length. */
export type StorageSource = { path: string } | Buffer | Readable;

/** Inclusive byte offsets into a file, as an HTTP Range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** What the store knows of a file without reading it. */
export interface StoredFileInfo {
  /** The whole file's size in bytes. */
  size: number;
  contentType: string;
  lastModified: Date;
}

/** A file's bytes (all of them, or the range asked) and what the store knows of it. */
export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where uploaded files live, by key: the embedded default is a folder (`DATA_DIR/uploads`), the real
 * counterpart an S3-compatible bucket. Nothing outside a store knows where its bytes are.
 */
export interface FileStorage {
  /** Stores a file under `key` (replacing any), from a temporary file, bytes or a stream; readers never see a half-written file. */
  put(key: string, source: StorageSource): Promise<void>;
  /** The size, type and date of the file of `key`; null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file of `key` as a stream, only the bytes of `range` when given (the caller keeps it within the size); null when there is none. */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** True when a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Deletes the file of `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can be read and written now; throws one line saying why not. */
  ready(): Promise<void>;
  /**
   * A URL a browser may fetch the file of `key` from directly, for at most `seconds` (capped at
   * `PRESIGNED_URL_MAX_SECONDS`); null when the store has none and the app serves the bytes itself.
   */
  presignedUrl(key: string, seconds: number): Promise<string | null>;
}

/** The longest a presigned URL opens its file: access to a locked file never outlives its check by more. */
export const PRESIGNED_URL_MAX_SECONDS = 5 * 60;

/** `post/images/<id>.jpg`, `preview/<id>.jpg`: lowercase folders, a url-safe name, one extension. Nothing else reaches the store. */
export const STORAGE_KEY_PATTERN = /^[a-z]+(?:\/[a-z]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && STORAGE_KEY_PATTERN.test(key);
}

/** Refuses anything but a key before a store touches it (a key can never name a file outside the store). */
export function checkStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** A file's type, from its key's extension (the content was checked on the way in). */
export const contentTypeOf = (key: string) => mime.getType(key) ?? 'application/octet-stream';

/**
 * The origin of the store's presigned URLs, which the Content-Security-Policy must admit; null when the app
 * serves every file. Read from a signed URL, so no request is made.
 */
export async function directFileOrigin(storage: FileStorage): Promise<string | null> {
  const url = await storage.presignedUrl('probe/origin.jpg', 1);
  return url ? new URL(url).origin : null;
}
