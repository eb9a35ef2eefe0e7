import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MediaType, type MediaTypeCode } from '../../contract/codes.ts';
import type { UploadKind } from '../../contract/rules.ts';
import { kindOfMediaType, storePackageContent, type StoredContent } from '../modules/packages/files.ts';
import { insertContent, insertPackage } from '../modules/packages/repository.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import type { Tx } from './client.ts';
import { drawScene, type Scene } from './demo-art.ts';

const demoMediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demo-media');

type DemoItem = { type: MediaTypeCode; scene?: Scene; clip?: 'tone.mp3' | 'clip.mp4'; poster?: Scene };

/** The verified creators' paid media packages: a name, a price in coins and their files. */
export const DEMO_PACKAGES: Array<{ owner: string; name: string; price: number; items: DemoItem[] }> = [
  {
    owner: 'clara',
    name: 'Golden hour set',
    price: 300,
    items: [
      { type: MediaType.image, scene: { colors: ['#f6d365', '#fda085'], motif: 'sun', label: 'Golden hour I' } },
      { type: MediaType.image, scene: { colors: ['#fbc2eb', '#a6c1ee'], motif: 'waves', label: 'Golden hour II' } },
      { type: MediaType.video, clip: 'clip.mp4', poster: { colors: ['#ff9a9e', '#fecfef'], motif: 'rings', label: 'Behind the scenes' } },
    ],
  },
  {
    owner: 'clara',
    name: 'Studio sessions',
    price: 150,
    items: [
      { type: MediaType.audio, clip: 'tone.mp3', poster: { colors: ['#a18cd1', '#fbc2eb'], motif: 'bars', label: 'Studio take' } },
      { type: MediaType.image, scene: { colors: ['#84fab0', '#8fd3f4'], motif: 'dots', label: 'Studio wall' } },
    ],
  },
  {
    owner: 'milo',
    name: 'Mountain diaries',
    price: 200,
    items: [
      { type: MediaType.image, scene: { colors: ['#30cfd0', '#330867'], motif: 'peaks', label: 'Ridge at dawn' } },
      { type: MediaType.video, clip: 'clip.mp4' },
    ],
  },
];

/** Writes bytes where the upload pipeline reads a received file from. */
async function asIncoming(filename: string, bytes: Buffer) {
  const tempPath = path.join(tmpdir(), `fanclub-seed-${randomBytes(8).toString('hex')}`);
  await writeFile(tempPath, bytes);
  return { tempPath, filename, size: bytes.length, truncated: false };
}

async function storeItem(storage: FileStorage, item: DemoItem): Promise<StoredContent> {
  const kind: UploadKind = kindOfMediaType[item.type];
  const file = item.scene
    ? await asIncoming('scene.jpg', await drawScene(item.scene))
    : await asIncoming(item.clip ?? 'clip.mp4', await readFile(path.join(demoMediaDir, item.clip ?? 'clip.mp4')));
  const poster = item.poster ? await asIncoming('poster.jpg', await drawScene(item.poster)) : null;
  try {
    return await storePackageContent(storage, kind, file, poster);
  } finally {
    await rm(file.tempPath, { force: true });
    if (poster) await rm(poster.tempPath, { force: true });
  }
}

/** Stores every demo package file as content-create stores one (checked, thumbnails made with sharp). */
export function makeDemoPackageFiles(storage: FileStorage): Promise<StoredContent[][]> {
  return Promise.all(DEMO_PACKAGES.map((pkg) => Promise.all(pkg.items.map((item) => storeItem(storage, item)))));
}

/** The demo packages and their files' rows; without files (no storage) the packages stay empty. */
export async function seedPackages(tx: Tx, idOf: (username: string) => number, files: StoredContent[][] | null): Promise<void> {
  for (const [index, demo] of DEMO_PACKAGES.entries()) {
    const ownerId = idOf(demo.owner);
    const row = await insertPackage(tx, ownerId, demo.name, demo.price);
    for (const [at, stored] of (files?.[index] ?? []).entries())
      await insertContent(tx, ownerId, row.id, demo.items[at]!.type, stored.file, stored.thumb);
  }
}
