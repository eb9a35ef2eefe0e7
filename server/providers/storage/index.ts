import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { FileStorage } from './storage';

export type { ByteRange, FileStorage, StorageSource, StoredFile, StoredFileInfo } from './storage';
export { contentTypeOf, isStorageKey, PRESIGNED_URL_MAX_SECONDS, STORAGE_KEY_PATTERN } from './storage';
export { LocalStorage } from './local';

/** The embedded default: `DATA_DIR/uploads`. */
export function createStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new LocalStorage(path.join(config.dataDir, 'uploads'));
}
