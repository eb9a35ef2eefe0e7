import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, open, rename, rm, stat as statFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  checkStorageKey,
  contentTypeOf,
  isStorageKey,
  type ByteRange,
  type FileStorage,
  type StorageSource,
  type StoredFile,
  type StoredFileInfo,
} from './storage.ts';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** Files under one folder (`DATA_DIR/uploads`), each at its key's path. */
export class LocalStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...checkStorageKey(key).split('/'));
  }

  async put(key: string, source: StorageSource): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    if (!Buffer.isBuffer(source) && 'path' in source) return moveFile(source.path, target);
    // Written beside the target, then renamed over it: a reader sees the old file or the whole new one.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(source)) await writeFile(partial, source);
      else await pipeline(source, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isStorageKey(key)) return null;
    try {
      const stats = await statFile(this.pathOf(key));
      return stats.isFile() ? { size: stats.size, contentType: contentTypeOf(key), lastModified: stats.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { body, size: stats.size, contentType: contentTypeOf(key), lastModified: stats.mtime };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  async ready(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new Error(`the uploads folder ${this.root} cannot be written: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, {
        cause: error,
      });
    }
  }

  /** The folder has no URL of its own: the app serves its files. */
  async presignedUrl(): Promise<null> {
    return null;
  }
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    // The temporary folder may be on another device: copy, then drop the temporary file.
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const partial = `${to}.${randomBytes(6).toString('hex')}.part`;
    await copyFile(from, partial);
    await rename(partial, to);
    await unlink(from);
  }
}
