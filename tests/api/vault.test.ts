import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaType } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import type { Post, UploadResponse } from '../../contract/posts';
import { VAULT_PAGE_SIZE } from '../../contract/rules';
import type { VaultItem } from '../../contract/vault';
import { mediaFiles } from '../../server/db/schema';
import { ORPHAN_AFTER_MS } from '../../server/modules/uploads/service';
import { backends, createTestApp, uploadFile, verifiedUser, type TestApp } from './harness';
import { fund } from './ledger-support';
import { createPost, creator, uploaded } from './posts-support';

type Person = Awaited<ReturnType<typeof verifiedUser>>;

const jpeg = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe.each(backends)('the vault (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const upload = async (person: Person, path: string, background = '#8e44ad'): Promise<UploadResponse['data']> => {
    const response = await uploadFile(t, person.token, [
      ['path', path],
      ['file', { name: 'pic.jpg', bytes: await jpeg(background), type: 'image/jpeg' }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as UploadResponse).data;
  };
  const vaultOf = async (person: Person, body: object = { page: 1 }): Promise<VaultItem[]> => {
    const response = await t.post(Endpoints.vault.path, body, { token: person.token });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: VaultItem[] }).data;
  };
  const use = (person: Person, key: string, path = 'post/images/') =>
    t.post(Endpoints.useVaultItem.path, { key, path }, { token: person.token });
  const remove = (person: Person, key: string) => t.post(Endpoints.deleteVaultItem.path, { key }, { token: person.token });
  const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });
  const postAs = async (person: Person, id: number): Promise<Post> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/post/${id}`, headers: { authorization: `Bearer ${person.token}` } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Post }).data;
  };

  it("lists the owner's uploads newest first by kind, with signed URLs only they hold; a composer's file in flight is not listed", async () => {
    const clara = await creator(t);
    const other = await creator(t);
    const first = await upload(clara, 'vault/images/', '#111111');
    const second = await upload(clara, 'vault/images/', '#222222');
    const inFlight = await upload(clara, 'post/images/');
    const listed = await vaultOf(clara);
    expect(listed.map((item) => item.key)).toEqual([second.key, first.key]);
    expect(listed[0]).toMatchObject({ media_type: MediaType.image, mime: 'image/jpeg', width: 320, height: 240 });
    expect(listed.map((item) => item.key)).not.toContain(inFlight.key);
    expect(await vaultOf(clara, { page: 1, media_type: MediaType.video })).toEqual([]);
    expect((await vaultOf(clara, { page: 1, media_type: MediaType.image })).length).toBe(2);
    expect(await vaultOf(clara, { page: 2 })).toEqual([]);
    expect(await vaultOf(other)).toEqual([]);

    // The vault's file is private: its signed URL opens it, the plain URL does not.
    expect((await fetchMedia(listed[0]!.url)).statusCode).toBe(200);
    expect((await fetchMedia(`/media/${second.key}`)).statusCode).toBe(403);

    // Once a post holds the composer's file, it is in the vault too.
    await createPost(t, clara.token, { post_type: 0, images: [inFlight.key] });
    expect((await vaultOf(clara)).map((item) => item.key)).toEqual([inFlight.key, second.key, first.key]);
  });

  it('pages in VAULT_PAGE_SIZE items', async () => {
    const clara = await creator(t);
    for (let i = 0; i < VAULT_PAGE_SIZE + 2; i++) {
      await db()
        .insert(mediaFiles)
        .values({
          key: `vault/images/page${clara.id}x${i}.jpg`,
          ownerId: clara.id,
          path: 'vault/images/',
          mime: 'image/jpeg',
          sizeBytes: 10,
          createdAt: new Date(t.app.clock() - i * 1000),
        });
    }
    const page1 = await vaultOf(clara, { page: 1 });
    const page2 = await vaultOf(clara, { page: 2 });
    expect(page1.length).toBe(VAULT_PAGE_SIZE);
    expect(page2.map((item) => item.key)).toEqual([
      `vault/images/page${clara.id}x${VAULT_PAGE_SIZE}.jpg`,
      `vault/images/page${clara.id}x${VAULT_PAGE_SIZE + 1}.jpg`,
    ]);
  });

  it('reuses an item in a post without uploading again: the post gets its own file, listed once in the vault', async () => {
    const clara = await creator(t);
    const item = await upload(clara, 'vault/images/');
    const response = await use(clara, item.key);
    expect(response.statusCode, response.body).toBe(200);
    const made = (response.json() as UploadResponse).data;
    expect(made.key).toMatch(/^post\/images\//);
    expect(made).toMatchObject({ width: 320, height: 240, mime: 'image/jpeg' });
    const post = await createPost(t, clara.token, { post_type: 0, images: [made.key], payment_type: 2, payment_amount: 40 });
    expect(post.images.length).toBe(1);
    // Twice in two posts, once in the vault.
    const again = (await use(clara, item.key)).json() as UploadResponse;
    await createPost(t, clara.token, { post_type: 0, images: [again.data.key] });
    expect((await vaultOf(clara)).map((listed) => listed.key)).toEqual([item.key]);
  });

  it("refuses anyone else's item, a missing one, the wrong kind and bad input, changing nothing", async () => {
    const clara = await creator(t);
    const milo = await creator(t);
    const item = await upload(clara, 'vault/images/');
    for (const attempt of [await use(milo, item.key), await remove(milo, item.key)]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toMatchObject({ success: 0, message: Messages.vaultItemNotFound });
    }
    expect((await use(clara, 'vault/images/nothing.jpg')).statusCode).toBe(404);
    const wrongKind = await use(clara, item.key, 'post/videos/');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ message: Messages.vaultWrongKind });
    for (const body of [{ key: '../etc/passwd', path: 'post/images/' }, { key: item.key, path: 'user/profile/' }, { key: item.key }, {}]) {
      expect((await t.post(Endpoints.useVaultItem.path, body, { token: clara.token })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.post(Endpoints.vault.path, { page: 0 }, { token: clara.token })).statusCode).toBe(400);
    expect((await t.post(Endpoints.vault.path, { page: 1, media_type: 7 }, { token: clara.token })).statusCode).toBe(400);
    expect((await t.post(Endpoints.vault.path, { page: 1 })).statusCode).toBe(401);
    expect((await vaultOf(clara)).map((listed) => listed.key)).toEqual([item.key]);
    expect(await vaultOf(milo)).toEqual([]);
  });

  it('a delete hides the item only: a buyer still gets a paid post made of it, and the orphan sweep keeps it', async () => {
    const clara = await creator(t);
    const fan = await verifiedUser(t);
    const photo = await upload(clara, 'post/images/');
    const post = await createPost(t, clara.token, { post_type: 0, images: [photo.key], payment_type: 2, payment_amount: 30 });
    await fund(db(), fan.id, 30);
    const unlocked = await t.post(Endpoints.unlockPost.path, { post_id: post.id, price: 30 }, { token: fan.token });
    expect(unlocked.statusCode, unlocked.body).toBe(200);

    const removed = await remove(clara, photo.key);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: Messages.vaultItemRemoved });
    expect((await vaultOf(clara)).map((item) => item.key)).not.toContain(photo.key);
    expect((await remove(clara, photo.key)).statusCode).toBe(404);
    expect((await use(clara, photo.key)).statusCode).toBe(404);

    t.advanceClock(ORPHAN_AFTER_MS + 60_000);
    try {
      const swept = await t.app.uploadsService.sweepOrphans();
      expect(swept).not.toContain(photo.key);
    } finally {
      t.advanceClock(-(ORPHAN_AFTER_MS + 60_000));
    }
    const bought = await postAs(fan, post.id);
    expect(bought.images.length).toBe(1);
    const served = await fetchMedia(bought.images[0]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('a vault upload deleted from the vault goes with the next sweep; one still in the vault stays', async () => {
    const clara = await creator(t);
    const kept = await upload(clara, 'vault/images/', '#123456');
    const dropped = await upload(clara, 'vault/images/', '#654321');
    const usedFrom = await upload(clara, 'vault/images/', '#abcdef');
    const copy = (await use(clara, usedFrom.key)).json() as UploadResponse;
    const post = await createPost(t, clara.token, { post_type: 0, images: [copy.data.key] });
    expect((await remove(clara, dropped.key)).statusCode).toBe(200);
    expect((await remove(clara, usedFrom.key)).statusCode).toBe(200);
    t.advanceClock(ORPHAN_AFTER_MS + 60_000);
    try {
      const swept = await t.app.uploadsService.sweepOrphans();
      expect(swept).toEqual(expect.arrayContaining([dropped.key, usedFrom.key]));
      expect(swept).not.toContain(kept.key);
      expect(swept).not.toContain(copy.data.key);
    } finally {
      t.advanceClock(-(ORPHAN_AFTER_MS + 60_000));
    }
    expect(await t.app.storage.exists(dropped.key)).toBe(false);
    expect(await t.app.storage.exists(kept.key)).toBe(true);
    // The post made from the deleted item still shows it.
    const shown = await postAs(clara, post.id);
    expect((await fetchMedia(shown.images[0]!.url)).statusCode).toBe(200);
    expect((await db().select().from(mediaFiles).where(eq(mediaFiles.key, copy.data.key))).length).toBe(1);
  });

  it('lists media from chat and packages, and ignores thumbnails and previews', async () => {
    const clara = await creator(t);
    const video = await uploaded(t, clara.id, 'post/videos/');
    expect((await vaultOf(clara)).map((item) => item.key)).not.toContain(video);
    await db()
      .insert(mediaFiles)
      .values([
        { key: `package/media/p${clara.id}.mp3`, ownerId: clara.id, path: 'package/media/', mime: 'audio/mpeg', sizeBytes: 10 },
        { key: `package/thumbs/p${clara.id}.jpg`, ownerId: clara.id, path: 'package/thumbs/', mime: 'image/jpeg', sizeBytes: 10 },
        { key: `chat/images/c${clara.id}.jpg`, ownerId: clara.id, path: 'chat/images/', mime: 'image/jpeg', sizeBytes: 10 },
        { key: `chat/thumbs/c${clara.id}.jpg`, ownerId: clara.id, path: 'chat/thumbs/', mime: 'image/jpeg', sizeBytes: 10 },
      ]);
    const keys = (await vaultOf(clara)).map((item) => item.key).sort();
    expect(keys).toEqual([`chat/images/c${clara.id}.jpg`, `package/media/p${clara.id}.mp3`]);
    expect((await vaultOf(clara, { page: 1, media_type: MediaType.audio })).map((item) => item.key)).toEqual([
      `package/media/p${clara.id}.mp3`,
    ]);
  });
});
