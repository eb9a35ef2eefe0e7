import { constants } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type FileStorage } from './storage';

/** Files under one folder (`DATA_DIR/uploads`), each at its key's path. */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {}

  localPath(key: string): string {
    // Keys are checked, so a key can never name a file outside the root.
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: { path: string } | Buffer): Promise<void> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    if (Buffer.isBuffer(source)) return writeFile(target, source);
    try {
      await rename(source.path, target);
    } catch (error) {
      // The temporary folder may be on another device: copy, then drop the temporary file.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(source.path, target);
      await unlink(source.path);
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    return stat(this.localPath(key)).then(
      (stats) => stats.isFile(),
      () => false,
    );
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.localPath(key), { force: true });
  }

  async ready(): Promise<void> {
    // The folder appears with the first upload; a path that cannot become a writable folder is not ready.
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}
