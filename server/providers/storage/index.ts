import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local.ts';
import type { FileStorage } from './storage.ts';

export type { ByteRange, FileStorage, StorageSource, StoredFile, StoredFileInfo } from './storage.ts';
export { contentTypeOf, directFileOrigin, isStorageKey, PRESIGNED_URL_MAX_SECONDS, STORAGE_KEY_PATTERN } from './storage.ts';
export { LocalStorage } from './local.ts';

/** The bucket of `S3_BUCKET` when it is set, else the embedded default: `DATA_DIR/uploads`. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStorage> {
  // The AWS SDK (about 150 ms and 20 MB to load) only where a bucket is configured.
  if (config.s3) return new (await import('./s3.ts')).S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
