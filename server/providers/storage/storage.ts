/** Where uploaded files live: the embedded default is a folder; object storage can implement the same. */
export interface FileStorage {
  /** Stores a file under `key`, moving a temporary file (`{ path }`) or writing bytes. */
  put(key: string, source: { path: string } | Buffer): Promise<void>;
  /** The absolute path of the file stored under `key`, for streaming it (the file may not exist). */
  localPath(key: string): string;
  /** True when a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Deletes the file of `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when files can be stored and read now; throws, saying why, when the store cannot be reached (readiness). */
  ready(): Promise<void>;
}

/** `post/images/<id>.jpg`, `preview/<id>.jpg`: lowercase folders, a url-safe name, one extension. Nothing else reaches the disk. */
export const STORAGE_KEY_PATTERN = /^[a-z]+(?:\/[a-z]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && STORAGE_KEY_PATTERN.test(key);
}
