import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatUploadResponse } from '../../contract/chat';
import { MediaType } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { Messages } from '../../contract/messages';
import type { MediaContent } from '../../contract/packages';
import type { UploadResponse } from '../../contract/posts';
import type { VaultItem } from '../../contract/vault';
import { chatFiles, mediaContents, mediaFiles } from '../../server/db/schema';
import { backends, createTestApp, storedBytes, uploadFile, type TestApp } from './harness';
import { clientId, insertPackage, listMessages, member, openRoom, send, type Member } from './chat-support';

const jpeg = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The vault's "From vault" pickers (decision 0050): a vault item copied into a package and into a chat file. */
describe.each(backends)('using vault items in packages and chat (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const toVault = async (person: Member, background = '#16a085'): Promise<string> => {
    const response = await uploadFile(t, person.token, [
      ['path', 'vault/images/'],
      ['file', { name: 'pic.jpg', bytes: await jpeg(background), type: 'image/jpeg' }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as UploadResponse).data.key;
  };
  /** A stored vault file of any format, straight in storage and the table (as another route would have left it). */
  const storedInVault = async (person: Member, key: string, mime: string, bytes: Buffer) => {
    await t.app.storage.put(key, bytes);
    await db()
      .insert(mediaFiles)
      .values({ key, ownerId: person.id, path: key.slice(0, key.lastIndexOf('/') + 1), mime, sizeBytes: bytes.length });
    return key;
  };
  const vaultKeys = async (person: Member) =>
    ((await t.post(Endpoints.vault.path, { page: 1 }, { token: person.token })).json() as { data: VaultItem[] }).data.map(
      (item) => item.key,
    );
  const toPackage = (person: Member, key: string, packageId: number) =>
    t.post(Endpoints.useVaultItemInPackage.path, { key, package_id: packageId }, { token: person.token });
  const toChat = (person: Member, key: string, id = clientId()) =>
    t.post(Endpoints.useVaultItemInChat.path, { key, id }, { token: person.token });
  const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });
  const usageOf = async (person: Member) =>
    (await db().select().from(mediaFiles).where(eq(mediaFiles.ownerId, person.id))).filter((row) => row.vaultSourceKey !== null);

  it('adds a vault item to my package as a package file of its own: signed-only, the vault item unchanged and listed once', async () => {
    const clara = await member(t, { creator: true });
    const fan = await member(t);
    const item = await toVault(clara);
    const pack = await insertPackage(t, clara.id);
    const added = await toPackage(clara, item, pack.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ success: 1, message: Messages.packageMediaAdded });
    const content = (added.json() as { data: MediaContent }).data;
    expect(content).toMatchObject({ media_package_id: pack.id, media_content_type: MediaType.image });

    const [row] = await db().select().from(mediaContents).where(eq(mediaContents.id, content.id));
    expect(row?.fileKey).toMatch(/^package\/media\//);
    expect(row?.fileKey).not.toBe(item);
    const [copy] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, row!.fileKey));
    expect(copy).toMatchObject({ ownerId: clara.id, vaultSourceKey: item, postId: null });
    // The copy is served as package media are: with its signature only; the package stays locked to a fan who did not buy it.
    expect((await fetchMedia(content.media_content_file)).statusCode).toBe(200);
    expect((await fetchMedia(content.media_content_file.split('?')[0]!)).statusCode).toBe(403);
    const locked = await t.post(Endpoints.packageContents.path, { media_package_id: pack.id }, { token: fan.token });
    expect(locked.statusCode).toBe(403);
    // Listed once: the vault's item, not its copy.
    expect(await vaultKeys(clara)).toEqual([item]);
    // Counted as an upload is: the copy's row carries its bytes.
    expect((await usageOf(clara)).map((file) => file.sizeBytes)).toEqual([copy!.sizeBytes]);
  });

  it("refuses another's vault item (404), another's package (403), a missing package, and bad input, changing nothing", async () => {
    const clara = await member(t, { creator: true });
    const milo = await member(t, { creator: true });
    const item = await toVault(clara);
    const claras = await insertPackage(t, clara.id);
    const milos = await insertPackage(t, milo.id);
    const before = (await db().select().from(mediaContents)).length;

    const stolen = await toPackage(milo, item, milos.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ success: 0, message: Messages.vaultItemNotFound });
    const intoOthers = await toPackage(clara, item, milos.id);
    expect(intoOthers.statusCode).toBe(403);
    expect(intoOthers.json()).toMatchObject({ message: Messages.packageForbidden });
    expect((await toPackage(clara, item, 999_999)).statusCode).toBe(404);
    expect((await toPackage(clara, 'vault/images/nothing.jpg', claras.id)).statusCode).toBe(404);
    for (const body of [{ key: item }, { key: '../x.jpg', package_id: claras.id }, { key: item, package_id: 0 }, {}]) {
      expect((await t.post(Endpoints.useVaultItemInPackage.path, body, { token: clara.token })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.post(Endpoints.useVaultItemInPackage.path, { key: item, package_id: claras.id })).statusCode).toBe(401);
    expect((await db().select().from(mediaContents)).length).toBe(before);
    expect(await usageOf(clara)).toEqual([]);
  });

  it("makes a vault photo my unattached chat file: sent as any upload's key, seen by the room's fan only, the vault's file private", async () => {
    const clara = await member(t, { creator: true });
    const fan = await member(t);
    const stranger = await member(t);
    const item = await toVault(clara);
    const id = clientId();
    const made = await toChat(clara, item, id);
    expect(made.statusCode, made.body).toBe(200);
    const file = (made.json() as ChatUploadResponse).data;
    expect(file).toMatchObject({
      id,
      media_type: MediaType.image,
      url: expect.stringContaining('sig='),
      thumbnail_url: expect.stringContaining('sig='),
    });
    expect(file.key).toMatch(/^chat\/images\/.+\.jpg$/);
    const [row] = await db().select().from(chatFiles).where(eq(chatFiles.key, file.key));
    expect(row).toMatchObject({ ownerId: clara.id, messageSeq: null });
    const [copy] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, file.key));
    expect(copy?.vaultSourceKey).toBe(item);

    // Another sender cannot name it; its owner sends it as any upload.
    const room = await openRoom(t, clara, fan);
    const strangerRoom = await openRoom(t, stranger, fan);
    expect((await send(t, stranger, { room: strangerRoom._id, files: [file.key] })).statusCode).toBe(400);
    const sent = await send(t, clara, { room: room._id, files: [file.key] });
    expect(sent.statusCode, sent.body).toBe(200);
    const [seen] = (await listMessages(t, fan, { room: room._id })).filter((message: ChatMessage) => (message.pictures ?? []).length > 0);
    const picture = seen!.pictures![0]!.lightboxImageUrl;
    expect((await fetchMedia(picture)).statusCode).toBe(200);
    // The copy is chat's (signed for the room), and the vault's file never became public.
    expect((await fetchMedia(`/media/${file.key}`)).statusCode).toBe(403);
    expect((await fetchMedia(`/media/${item}`)).statusCode).toBe(403);
    expect(await vaultKeys(clara)).toContain(item);
  });

  it('converts an image of another format to JPEG for chat, and refuses audio with its own message', async () => {
    const clara = await member(t, { creator: true });
    const webp = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#2980b9' } })
      .webp()
      .toBuffer();
    const source = await storedInVault(clara, `vault/images/w${clara.id}.webp`, 'image/webp', webp);
    const made = await toChat(clara, source);
    expect(made.statusCode, made.body).toBe(200);
    const file = (made.json() as ChatUploadResponse).data;
    expect(file.key).toMatch(/\.jpg$/);
    const [copy] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, file.key));
    expect(copy).toMatchObject({ mime: 'image/jpeg', width: 200, height: 100 });
    expect((await sharp(await storedBytes(t.app.storage, file.key)).metadata()).format).toBe('jpeg');

    const song = await storedInVault(clara, `vault/audios/s${clara.id}.mp3`, 'audio/mpeg', Buffer.from('ID3 not really a song'));
    const refused = await toChat(clara, song);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: 0, message: Messages.vaultAudioInChat });
    expect((await db().select().from(chatFiles).where(eq(chatFiles.ownerId, clara.id))).length).toBe(1);
  });

  it("refuses another's vault item in chat (404), a missing one and bad input, storing nothing", async () => {
    const clara = await member(t, { creator: true });
    const milo = await member(t);
    const item = await toVault(clara);
    const stolen = await toChat(milo, item);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ message: Messages.vaultItemNotFound });
    expect((await toChat(clara, 'vault/images/nothing.jpg')).statusCode).toBe(404);
    for (const body of [{ key: item }, { key: item, id: 'has space' }, { key: item, id: 'x'.repeat(65) }, { id: clientId() }]) {
      expect((await t.post(Endpoints.useVaultItemInChat.path, body, { token: clara.token })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.post(Endpoints.useVaultItemInChat.path, { key: item, id: clientId() })).statusCode).toBe(401);
    expect((await db().select().from(chatFiles).where(eq(chatFiles.ownerId, milo.id))).length).toBe(0);
    expect((await db().select().from(chatFiles).where(eq(chatFiles.ownerId, clara.id))).length).toBe(0);
  });
});

describe.each(backends)('a vault item used in a package or chat counts against the upload quota (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      uploadQuota: { perHour: { files: 2, bytes: 50_000_000 }, perDay: { files: 2, bytes: 50_000_000 } },
    });
  });
  afterAll(() => t.close());

  it('the copy is one more file: past the quota it is refused with 429 and nothing is made', async () => {
    const clara = await member(t, { creator: true });
    const response = await uploadFile(t, clara.token, [
      ['path', 'vault/images/'],
      ['file', { name: 'pic.jpg', bytes: await jpeg('#8e44ad'), type: 'image/jpeg' }],
    ]);
    const item = (response.json() as UploadResponse).data.key;
    const pack = await insertPackage(t, clara.id);
    const db = t.testDatabase.database.db;
    const contentsBefore = (await db.select().from(mediaContents).where(eq(mediaContents.packageId, pack.id))).length;
    // The second file of the hour: allowed.
    expect((await t.post(Endpoints.useVaultItemInChat.path, { key: item, id: clientId() }, { token: clara.token })).statusCode).toBe(200);
    for (const refused of [
      await t.post(Endpoints.useVaultItemInPackage.path, { key: item, package_id: pack.id }, { token: clara.token }),
      await t.post(Endpoints.useVaultItemInChat.path, { key: item, id: clientId() }, { token: clara.token }),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: 0, message: Messages.uploadQuotaExceeded });
    }
    expect((await db.select().from(mediaContents).where(eq(mediaContents.packageId, pack.id))).length).toBe(contentsBefore);
    expect((await db.select().from(chatFiles).where(eq(chatFiles.ownerId, clara.id))).length).toBe(1);
  });
});
