import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { FileStorage } from './storage';

export type { ByteRange, FileStorage, StorageSource, StoredFile, StoredFileInfo } from './storage';
export { contentTypeOf, directFileOrigin, isStorageKey, PRESIGNED_URL_MAX_SECONDS, STORAGE_KEY_PATTERN } from './storage';
export { LocalStorage } from './local';
export { S3Storage } from './s3';

/** The bucket of `S3_BUCKET` when it is set, else the embedded default: `DATA_DIR/uploads`. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
