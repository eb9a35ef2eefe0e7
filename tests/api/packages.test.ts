import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaType } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import {
  MediaContentResponse,
  MediaPackageDetailResponse,
  MediaPackagesResponse,
  PackageViewResponse,
  type MediaContent,
  type MediaPackage,
} from '../../contract/packages';
import { KB, PACKAGE_IMAGE_MAX_KB } from '../../contract/rules';
import { Endpoints } from '../../contract/endpoints';
import { mediaContents, mediaFiles, mediaPackageBuyers, mediaPackages } from '../../server/db/schema';
import { packageCounts } from '../../server/modules/packages/repository';
import { videoFixture } from '../support/files';
import { backends, createTestApp, multipartBody, verifiedUser, type FormFile, storedBytes, type TestApp } from './harness';
import { creator } from './posts-support';

const demoMedia = (name: string) => readFileSync(new URL(`../../server/db/demo-media/${name}`, import.meta.url));
const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#e91e63"/><script>alert(1)</script></svg>',
);

type User = { id: number; token: string };

describe.each(backends)('paid media packages (%s)', (backend) => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let fan: User;
  beforeAll(async () => {
    t = await createTestApp(backend);
    owner = await creator(t);
    other = await creator(t);
    fan = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const create = async (user: User, name = 'Summer set', price = 250): Promise<MediaPackage> => {
    const response = await t.post(
      Endpoints.createPackage.path,
      { media_package_name: name, media_package_price: price },
      { token: user.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: MediaPackage }).data;
  };
  const addContent = async (user: User | undefined, parts: [string, string | FormFile][]) => {
    const { payload, headers } = await multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: Endpoints.addPackageMedia.path,
      payload,
      headers: { ...headers, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    });
  };
  const addImage = async (user: User, packageId: number, file: FormFile = { name: 'photo.png', bytes: new Uint8Array(0) }) => {
    const bytes = file.bytes.length ? file.bytes : await png();
    const response = await addContent(user, [
      ['media_package_id', String(packageId)],
      ['media_content_type', String(MediaType.image)],
      ['media_content_file', { ...file, bytes }],
    ]);
    return response;
  };
  const fetchSigned = (url: string) => t.app.inject({ method: 'GET', url });

  it('creates through both paths, lists its own with the count, and refuses bad input with the exact messages', async () => {
    const first = await create(owner, 'First', 100);
    const viaUser = await t.post(
      Endpoints.createPackage.alsoAt,
      { media_package_name: 'Second', media_package_price: 99999 },
      { token: owner.token },
    );
    expect(viaUser.statusCode, viaUser.body).toBe(200);
    expect(viaUser.json()).toMatchObject({
      success: 1,
      message: Messages.packageCreated,
      data: { media_package_name: 'Second', media_package_price: 99999, media_count: 0 },
    });

    const bad: Array<[object, string]> = [
      [{ media_package_name: '', media_package_price: 10 }, Messages.packageNameRequired],
      [{ media_package_price: 10 }, Messages.packageNameRequired],
      [{ media_package_name: 'x\u0000y', media_package_price: 10 }, Messages.controlCharacters],
      [{ media_package_name: '   ', media_package_price: 10 }, Messages.packageNameRequired],
      [{ media_package_name: 'x'.repeat(101), media_package_price: 10 }, Messages.packageNameRequired],
      [{ media_package_name: 'ok', media_package_price: 0 }, Messages.packagePriceInvalid],
      [{ media_package_name: 'ok', media_package_price: -5 }, Messages.packagePriceInvalid],
      [{ media_package_name: 'ok', media_package_price: 1.5 }, Messages.packagePriceInvalid],
      [{ media_package_name: 'ok', media_package_price: '12e' }, Messages.packagePriceInvalid],
      [{ media_package_name: 'ok' }, Messages.packagePriceInvalid],
      [{ media_package_name: 'ok', media_package_price: 100000 }, Messages.amountTooBig],
    ];
    const before = await db().select().from(mediaPackages).where(eq(mediaPackages.ownerId, owner.id));
    for (const [body, message] of bad) {
      for (const path of [Endpoints.createPackage.path, Endpoints.createPackage.alsoAt]) {
        const response = await t.post(path, body, { token: owner.token });
        expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ success: 0, message });
      }
    }
    expect(await db().select().from(mediaPackages).where(eq(mediaPackages.ownerId, owner.id))).toHaveLength(before.length);

    const list = await get(Endpoints.myPackages.path, owner.token);
    expect(list.statusCode).toBe(200);
    expect(Value.Check(MediaPackagesResponse, list.json())).toBe(true);
    const names = (list.json() as { data: MediaPackage[] }).data.map((p) => p.media_package_name);
    expect(names.slice(0, 2)).toEqual(['Second', 'First']);
    expect((await get(Endpoints.myPackages.path, other.token)).json()).toMatchObject({ data: [] });
    expect(first.media_count).toBe(0);
  });

  it('needs a token (401) and a verified profile to sell (403)', async () => {
    expect((await get(Endpoints.myPackages.path)).statusCode).toBe(401);
    expect((await t.post(Endpoints.createPackage.path, { media_package_name: 'a', media_package_price: 1 })).statusCode).toBe(401);
    const refused = await t.post(Endpoints.createPackage.path, { media_package_name: 'a', media_package_price: 1 }, { token: fan.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: Messages.verifyToPackage });
    expect(await db().select().from(mediaPackages).where(eq(mediaPackages.ownerId, fan.id))).toHaveLength(0);
  });

  it('edits only its own live package; others get 403, unknown ones 404, bad input 400', async () => {
    const pkg = await create(owner, 'Before', 10);
    const edited = await t.post(
      Endpoints.editPackage.path,
      { media_package_name: 'After', media_package_price: 20, package_media_id: pkg.id },
      { token: owner.token },
    );
    expect(edited.json()).toMatchObject({
      success: 1,
      message: Messages.packageUpdated,
      data: { id: pkg.id, media_package_name: 'After', media_package_price: 20 },
    });

    const stranger = await t.post(
      Endpoints.editPackage.path,
      { media_package_name: 'Mine', media_package_price: 1, package_media_id: pkg.id },
      { token: other.token },
    );
    expect(stranger.statusCode).toBe(403);
    const missing = await t.post(
      Endpoints.editPackage.path,
      { media_package_name: 'x', media_package_price: 1, package_media_id: 2_000_000 },
      { token: owner.token },
    );
    expect(missing.statusCode).toBe(404);
    const badPrice = await t.post(
      Endpoints.editPackage.path,
      { media_package_name: 'x', media_package_price: 0, package_media_id: pkg.id },
      { token: owner.token },
    );
    expect(badPrice.json()).toMatchObject({ success: 0, message: Messages.packagePriceInvalid });
    const badName = await t.post(
      Endpoints.editPackage.path,
      { media_package_name: '', media_package_price: 3, package_media_id: pkg.id },
      { token: owner.token },
    );
    expect(badName.json()).toMatchObject({ success: 0, message: Messages.packageNameRequired });
    const [row] = await db().select().from(mediaPackages).where(eq(mediaPackages.id, pkg.id));
    expect(row).toMatchObject({ name: 'After', price: 20 });
  });

  it('adds an image with a sharp thumbnail, served only with a signature; the detail lists it for the owner only', async () => {
    const pkg = await create(owner, 'Images', 50);
    const added = await addImage(owner, pkg.id);
    expect(added.statusCode, added.body).toBe(200);
    expect(Value.Check(MediaContentResponse, added.json())).toBe(true);
    const content = (added.json() as { data: MediaContent }).data;
    expect(content).toMatchObject({ media_package_id: pkg.id, media_content_type: MediaType.image });

    const [row] = await db().select().from(mediaContents).where(eq(mediaContents.id, content.id));
    expect(row?.fileKey).toMatch(/^package\/media\//);
    expect(row?.thumbKey).toMatch(/^package\/thumbs\/.+\.jpg$/);
    const thumb = await sharp(await storedBytes(t.app.storage, row!.thumbKey!)).metadata();
    expect(thumb.format).toBe('jpeg');

    // The signed URL opens the file; the plain one, a forged or a stale signature do not.
    expect((await fetchSigned(content.media_content_file)).statusCode).toBe(200);
    expect((await fetchSigned(content.media_content_thumb)).statusCode).toBe(200);
    const plain = content.media_content_file.split('?')[0]!;
    expect((await fetchSigned(plain)).statusCode).toBe(403);
    expect(
      (await fetchSigned(content.media_content_file.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).statusCode,
    ).toBe(403);
    expect((await fetchSigned(plain + '?exp=9999999999&sig=forged')).statusCode).toBe(403);
    t.advanceClock(2 * 60 * 60 * 1000);
    expect((await fetchSigned(content.media_content_file)).statusCode).toBe(403);
    t.advanceClock(-2 * 60 * 60 * 1000);

    const detail = await t.post(Endpoints.myPackage.path, { media_id: pkg.id }, { token: owner.token });
    expect(detail.statusCode).toBe(200);
    expect(Value.Check(MediaPackageDetailResponse, detail.json())).toBe(true);
    expect(detail.json()).toMatchObject({ data: { id: pkg.id, media_count: 1, media: [{ id: content.id }] } });
    expect((await t.post(Endpoints.myPackage.path, { media_id: pkg.id }, { token: other.token })).statusCode).toBe(403);
    expect((await t.post(Endpoints.myPackage.path, { media_id: 0 }, { token: owner.token })).statusCode).toBe(400);
    expect((await get(Endpoints.myPackages.path, owner.token)).json()).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ id: pkg.id, media_count: 1 })]),
    });
  });

  it('turns an SVG into a PNG (no script is ever served), takes gif and webp, audio and video with given or neutral thumbnails', async () => {
    const pkg = await create(owner, 'Mixed', 70);
    const svg = await addImage(owner, pkg.id, { name: 'logo.svg', bytes: SVG });
    expect(svg.statusCode, svg.body).toBe(200);
    const [svgRow] = await db()
      .select()
      .from(mediaContents)
      .where(eq(mediaContents.id, (svg.json() as { data: MediaContent }).data.id));
    expect(svgRow?.fileKey).toMatch(/\.png$/);
    expect((await storedBytes(t.app.storage, svgRow!.fileKey)).includes('<script>')).toBe(false);

    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    expect((await addImage(owner, pkg.id, { name: 'a.gif', bytes: gif })).statusCode).toBe(200);
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0000ff' } })
      .webp()
      .toBuffer();
    expect((await addImage(owner, pkg.id, { name: 'a.webp', bytes: webp })).statusCode).toBe(200);

    const audio = await addContent(owner, [
      ['media_package_id', String(pkg.id)],
      ['media_content_type', String(MediaType.audio)],
      ['media_content_file', { name: 'tone.mp3', bytes: demoMedia('tone.mp3') }],
    ]);
    expect(audio.statusCode, audio.body).toBe(200);
    const video = await addContent(owner, [
      ['media_package_id', String(pkg.id)],
      ['media_content_type', String(MediaType.video)],
      ['media_content_file', { name: 'clip.mp4', bytes: demoMedia('clip.mp4') }],
      ['media_content_thumb', { name: 'poster.png', bytes: await png(200, 100) }],
    ]);
    expect(video.statusCode, video.body).toBe(200);
    const videoRow = (
      await db()
        .select()
        .from(mediaContents)
        .where(eq(mediaContents.id, (video.json() as { data: MediaContent }).data.id))
    )[0]!;
    expect((await sharp(await storedBytes(t.app.storage, videoRow.thumbKey!)).metadata()).width).toBe(200);

    expect(await packageCounts(db(), pkg.id)).toEqual({ images: 3, audio: 1, videos: 1 });
  });

  it('takes real AVI, FLV and AVCHD videos, an AVCHD stream by any of its names, and stores each as its content', async () => {
    const pkg = await create(owner, 'Camcorder', 40);
    const clips: Array<[name: string, fixture: string, mime: string]> = [
      ['holiday.avi', 'clip.avi', 'video/vnd.avi'],
      ['stream.flv', 'clip.flv', 'video/x-flv'],
      ['00001.mts', 'clip.m2t', 'video/mp2t'],
      ['00002.m2ts', 'clip.m2ts', 'video/mp2t'],
      ['camera.avchd', 'clip.m2t', 'video/mp2t'],
    ];
    for (const [name, fixture, mime] of clips) {
      const response = await addContent(owner, [
        ['media_package_id', String(pkg.id)],
        ['media_content_type', String(MediaType.video)],
        ['media_content_file', { name, bytes: videoFixture(fixture) }],
      ]);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const row = (
        await db()
          .select()
          .from(mediaContents)
          .where(eq(mediaContents.id, (response.json() as { data: MediaContent }).data.id))
      )[0]!;
      const [file] = await db().select().from(mediaFiles).where(eq(mediaFiles.key, row.fileKey));
      expect(file?.mime, name).toBe(mime);
    }
    expect(await packageCounts(db(), pkg.id)).toEqual({ images: 0, audio: 0, videos: clips.length });
  });

  it('refuses wrong types, sizes, missing files and other people\u2019s packages with the §5 messages, storing nothing', async () => {
    const pkg = await create(owner, 'Guarded', 5);
    const filesBefore = (await db().select().from(mediaFiles).where(eq(mediaFiles.ownerId, owner.id))).length;
    const cases: Array<[number, FormFile | null, string]> = [
      [MediaType.image, { name: 'song.mp3', bytes: demoMedia('tone.mp3') }, Messages.packageImageType],
      [MediaType.image, { name: 'fake.png', bytes: demoMedia('tone.mp3') }, Messages.packageImageType],
      [MediaType.image, { name: 'fake.svg', bytes: Buffer.from('just text') }, Messages.packageImageType],
      [MediaType.audio, { name: 'clip.mp3', bytes: demoMedia('clip.mp4') }, Messages.packageAudioType],
      [MediaType.audio, { name: 'photo.wav', bytes: await png() }, Messages.packageAudioType],
      [MediaType.video, { name: 'tone.mp4', bytes: demoMedia('tone.mp3') }, Messages.packageVideoType],
      [MediaType.video, { name: 'clip.exe', bytes: demoMedia('clip.mp4') }, Messages.packageVideoType],
      [MediaType.image, { name: 'big.png', bytes: Buffer.alloc(PACKAGE_IMAGE_MAX_KB * KB + 10, 1) }, Messages.packageImageTooBig],
      [MediaType.image, null, Messages.packageMediaRequired],
    ];
    for (const [type, file, message] of cases) {
      const response = await addContent(owner, [
        ['media_package_id', String(pkg.id)],
        ['media_content_type', String(type)],
        ...(file ? [['media_content_file', file] as [string, FormFile]] : []),
      ]);
      expect(response.statusCode, `${file?.name} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: 0, message });
    }
    // A video's thumbnail must be an image.
    const badThumb = await addContent(owner, [
      ['media_package_id', String(pkg.id)],
      ['media_content_type', String(MediaType.video)],
      ['media_content_file', { name: 'clip.mp4', bytes: demoMedia('clip.mp4') }],
      ['media_content_thumb', { name: 'thumb.png', bytes: demoMedia('tone.mp3') }],
    ]);
    expect(badThumb.json()).toMatchObject({ success: 0, message: Messages.packageImageType });

    const stranger = await addImage(other, pkg.id);
    expect(stranger.statusCode).toBe(403);
    expect((await addImage(owner, 2_000_000)).statusCode).toBe(404);
    expect(
      (
        await addContent(owner, [
          ['media_package_id', String(pkg.id)],
          ['media_content_type', '7'],
          ['media_content_file', { name: 'a.png', bytes: await png() }],
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await addContent(owner, [
          ['media_package_id', 'abc'],
          ['media_content_type', '0'],
          ['media_content_file', { name: 'a.png', bytes: await png() }],
        ])
      ).statusCode,
    ).toBe(404);
    expect((await addContent(undefined, [['media_package_id', String(pkg.id)]])).statusCode).toBe(401);
    expect((await t.post(Endpoints.addPackageMedia.path, { media_package_id: pkg.id }, { token: owner.token })).json()).toMatchObject({
      message: Messages.packageMediaRequired,
    });

    expect(await db().select().from(mediaContents).where(eq(mediaContents.packageId, pkg.id))).toHaveLength(0);
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.ownerId, owner.id))).toHaveLength(filesBefore);
  });

  it('the package view opens for the owner and buyers only, grouped by type with the owner; others get 403', async () => {
    const pkg = await create(owner, 'For sale', 30);
    await addImage(owner, pkg.id);
    await addContent(owner, [
      ['media_package_id', String(pkg.id)],
      ['media_content_type', String(MediaType.audio)],
      ['media_content_file', { name: 'tone.mp3', bytes: demoMedia('tone.mp3') }],
    ]);
    const own = await t.post(Endpoints.packageContents.path, { media_package_id: pkg.id }, { token: owner.token });
    expect(own.statusCode, own.body).toBe(200);
    expect(Value.Check(PackageViewResponse, own.json())).toBe(true);
    expect(own.json()).toMatchObject({
      data: { user_id: owner.id, user: { id: owner.id }, media_package_name: 'For sale', video_data: [] },
    });
    const view = (own.json() as { data: { image_data: MediaContent[]; audio_data: MediaContent[] } }).data;
    expect(view.image_data).toHaveLength(1);
    expect(view.audio_data).toHaveLength(1);

    const locked = await t.post(Endpoints.packageContents.path, { media_package_id: pkg.id }, { token: fan.token });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ success: 0, message: Messages.packageLocked });
    expect(JSON.stringify(locked.json())).not.toContain('/media/');
    expect((await t.post(Endpoints.packageContents.path, { media_package_id: 2_000_000 }, { token: fan.token })).statusCode).toBe(404);
    expect((await t.post(Endpoints.packageContents.path, { media_package_id: 'x' }, { token: fan.token })).statusCode).toBe(400);

    await db().insert(mediaPackageBuyers).values({ packageId: pkg.id, userId: fan.id });
    const bought = await t.post(Endpoints.packageContents.path, { media_package_id: pkg.id }, { token: fan.token });
    expect(bought.statusCode).toBe(200);
    const url = (bought.json() as { data: { image_data: MediaContent[] } }).data.image_data[0]!.media_content_file;
    expect((await fetchSigned(url)).statusCode).toBe(200);

    // A soft delete hides it from the owner's list and tools; the buyer keeps it.
    const deleted = await t.post(Endpoints.deletePackage.path, { package_media_id: pkg.id }, { token: owner.token });
    expect(deleted.json()).toMatchObject({ success: 1, message: Messages.packageDeleted, data: { id: pkg.id } });
    expect((await t.post(Endpoints.packageContents.path, { media_package_id: pkg.id }, { token: fan.token })).statusCode).toBe(200);
    expect((await t.post(Endpoints.packageContents.path, { media_package_id: pkg.id }, { token: other.token })).statusCode).toBe(404);
    expect((await t.post(Endpoints.myPackage.path, { media_id: pkg.id }, { token: owner.token })).statusCode).toBe(404);
    expect((await get(Endpoints.myPackages.path, owner.token)).json().data.map((p: MediaPackage) => p.id)).not.toContain(pkg.id);
    expect((await addImage(owner, pkg.id)).statusCode).toBe(404);
  });

  it('deletes content and packages only for the owner', async () => {
    const pkg = await create(owner, 'Temporary', 9);
    const content = ((await addImage(owner, pkg.id)).json() as { data: MediaContent }).data;
    const [row] = await db().select().from(mediaContents).where(eq(mediaContents.id, content.id));

    expect((await t.post(Endpoints.deletePackageMedia.path, { media_content_id: content.id }, { token: other.token })).statusCode).toBe(
      403,
    );
    expect((await t.post(Endpoints.deletePackageMedia.path, { media_content_id: 2_000_000 }, { token: owner.token })).statusCode).toBe(404);
    expect((await t.post(Endpoints.deletePackageMedia.path, { media_content_id: -1 }, { token: owner.token })).statusCode).toBe(400);
    // Its thumbnail drawn at a width: the job makes the widths a delete must take with it.
    expect((await fetchSigned(`${content.media_content_thumb}&w=320`)).statusCode).toBe(200);
    expect(await t.app.jobs.settled('imageVariants', 30_000)).toBe(true);
    const widths = await db().select().from(mediaFiles).where(eq(mediaFiles.sourceKey, row!.thumbKey!));
    const removed = await t.post(Endpoints.deletePackageMedia.path, { media_content_id: content.id }, { token: owner.token });
    expect(removed.json()).toMatchObject({ success: 1, message: Messages.packageMediaDeleted });
    expect(await db().select().from(mediaContents).where(eq(mediaContents.id, content.id))).toHaveLength(0);
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.key, row!.fileKey))).toHaveLength(0);
    // The thumbnail's widths, made when first asked, went with it.
    expect(widths.length).toBeGreaterThan(0);
    expect(await db().select().from(mediaFiles).where(eq(mediaFiles.sourceKey, row!.thumbKey!))).toHaveLength(0);
    for (const width of widths) expect(await t.app.storage.stat(width.key)).toBeNull();
    expect((await fetchSigned(content.media_content_file)).statusCode).toBe(404);

    expect((await t.post(Endpoints.deletePackage.path, { package_media_id: pkg.id }, { token: other.token })).statusCode).toBe(403);
    expect((await t.post(Endpoints.deletePackage.path, { package_media_id: 'x' }, { token: owner.token })).statusCode).toBe(400);
    const [still] = await db().select().from(mediaPackages).where(eq(mediaPackages.id, pkg.id));
    expect(still?.deletedAt).toBeNull();
    expect((await t.post(Endpoints.deletePackage.path, { package_media_id: pkg.id }, { token: owner.token })).statusCode).toBe(200);
    expect((await t.post(Endpoints.deletePackage.path, { package_media_id: pkg.id }, { token: owner.token })).statusCode).toBe(404);
    const [gone] = await db().select().from(mediaPackages).where(eq(mediaPackages.id, pkg.id));
    expect(gone?.deletedAt).not.toBeNull();
  });

  it('races end in one answer each: a file removed twice goes once, a file added while its package is deleted is not kept', async () => {
    const pkg = await create(owner, 'Raced', 12);
    const content = ((await addImage(owner, pkg.id)).json() as { data: MediaContent }).data;
    const twice = await Promise.all(
      [1, 2].map(() => t.post(Endpoints.deletePackageMedia.path, { media_content_id: content.id }, { token: owner.token })),
    );
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 404]);

    const [added, deleted] = await Promise.all([
      addImage(owner, pkg.id),
      t.post(Endpoints.deletePackage.path, { package_media_id: pkg.id }, { token: owner.token }),
    ]);
    expect(deleted.statusCode).toBe(200);
    const rows = await db().select().from(mediaContents).where(eq(mediaContents.packageId, pkg.id));
    // Either the file went in before the delete (and stays for buyers) or it was refused and nothing of it is left.
    if (added.statusCode === 200) expect(rows).toHaveLength(1);
    else {
      expect(added.statusCode).toBe(404);
      expect(rows).toHaveLength(0);
    }
    const orphans = await db().select().from(mediaFiles).where(eq(mediaFiles.ownerId, owner.id));
    const named = new Set((await db().select().from(mediaContents)).flatMap((row) => [row.fileKey, row.thumbKey]));
    expect(orphans.filter((file) => file.path.startsWith('package/') && !named.has(file.key))).toEqual([]);
  });
});
