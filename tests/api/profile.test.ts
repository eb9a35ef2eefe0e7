import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { CountryListResponse, StateListResponse } from '../../contract/profile';
import { dayOf } from '../../contract/rules';
import { Endpoints } from '../../contract/endpoints';
import { User } from '../../contract/user';
import type { Post } from '../../contract/posts';
import { mediaFiles, users } from '../../server/db/schema';
import { backends, createTestApp, uploadFile, verifiedUser, storedBytes, type TestApp } from './harness';
import { textPost, uploaded } from './posts-support';

const DAY_MS = 24 * 60 * 60_000;
const image = (format: 'png' | 'jpeg', width: number, height: number) => {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#16a085' } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

describe.each(backends)('edit profile, countries and states (%s)', (backend) => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof verifiedUser>>;
  let other: Awaited<ReturnType<typeof verifiedUser>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    me = await verifiedUser(t);
    other = await verifiedUser(t);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const rowOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];
  const names = { first_name: 'Ada', last_name: 'Lovelace' };
  const edit = (body: object, token = me.token) => t.post(Endpoints.editProfile.path, body, { token });
  const refused = (message: string) => ({ success: 0, message, data: {} });
  /** A profile photo uploaded through /api/upload by `user`; answers its key. */
  const uploadPhoto = async (user: { token: string }, format: 'png' | 'jpeg', width: number, height: number) => {
    const ext = format === 'png' ? 'png' : 'jpg';
    const response = await uploadFile(t, user.token, [
      ['path', 'user/profile/'],
      ['file', { name: `me.${ext}`, bytes: await image(format, width, height) }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { key: string } }).data.key;
  };
  const keyOf = (url: string | null) => url?.replace(/^\/media\//, '') ?? '';
  const sizeOf = async (url: string | null) => {
    const { width, height, format } = await sharp(await storedBytes(t.app.storage, keyOf(url))).metadata();
    return { width, height, format };
  };

  it('saves every editable field and answers the user as user-byid does for its owner; links are stored as given', async () => {
    const body = {
      first_name: '  Ada ',
      last_name: 'King',
      gender: 1,
      country_id: 826,
      state: 'England',
      city: 'London',
      address: '12 St James’s Square',
      zipcode: '01234',
      birth_date: '1915-12-10',
      website_link: 'ada.example.org',
      facebook_link: 'https://www.facebook.com/ada.king',
      instagram_link: 'instagram.com/ada',
      twitter_link: 'https://x.com/ada',
      other_profile_link: 'http://notes.example.com/ada?tab=1',
      bio: 'Poetical science.\nEnchantress of numbers.',
    };
    const response = await edit(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: 1, message: Messages.profileUpdated });
    const data = response.json().data;
    expect(Value.Check(User, data)).toBe(true);
    const { first_name: _first, ...rest } = body;
    expect(data).toMatchObject({ ...rest, first_name: 'Ada', id: me.id, email: me.email, username: me.username, phone_number: '5550100' });
    const byId = await t.post(Endpoints.person.path, { userid: me.id }, { token: me.token });
    expect(byId.json().data).toEqual(data);
    expect(await rowOf(me.id)).toMatchObject({
      firstName: 'Ada',
      gender: 1,
      countryId: 826,
      zipcode: '01234',
      birthDate: '1915-12-10',
      websiteLink: 'ada.example.org',
      instagramLink: 'instagram.com/ada',
      bio: 'Poetical science.\nEnchantress of numbers.',
    });
  });

  it('ignores the read-only username, email and phone, and any other user named in the body', async () => {
    const before = await rowOf(me.id);
    const response = await edit({
      ...names,
      username: 'hijack',
      email: 'hijack@example.com',
      phone_number: '999999',
      id: other.id,
      user_id: other.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: me.id, username: me.username, email: me.email, phone_number: '5550100' });
    expect(await rowOf(me.id)).toMatchObject({ username: before?.username, email: before?.email, phoneNumber: before?.phoneNumber });
    expect((await rowOf(other.id))?.firstName).toBe('Ada');
    expect((await rowOf(other.id))?.lastName).toBe('Lovelace');
  });

  it('keeps fields left out and clears fields sent empty (null for gender and country)', async () => {
    await edit({ ...names, city: 'Paris', bio: 'Hello', gender: 0, country_id: 250 });
    await edit({ ...names, bio: '' });
    expect(await rowOf(me.id)).toMatchObject({ city: 'Paris', bio: null, gender: 0, countryId: 250 });
    await edit({ ...names, gender: null, country_id: null, city: '  ' });
    expect(await rowOf(me.id)).toMatchObject({ city: null, gender: null, countryId: null });
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const long = (n: number) => 'a'.repeat(n);
    const cases: [object, string][] = [
      [{ last_name: 'X' }, Messages.firstNameRequired],
      [{ ...names, first_name: '   ' }, Messages.firstNameRequired],
      [{ ...names, first_name: long(51) }, Messages.firstNameTooLong],
      [{ first_name: 'Ada', last_name: '' }, Messages.lastNameRequired],
      [{ ...names, last_name: long(51) }, Messages.lastNameTooLong],
      [{ ...names, website_link: 'not a url' }, Messages.websiteInvalid],
      [{ ...names, website_link: 'ftp://example.com' }, Messages.websiteInvalid],
      [{ ...names, other_profile_link: 'localhost' }, Messages.websiteInvalid],
      [{ ...names, website_link: `example.com/${long(300)}` }, Messages.websiteInvalid],
      [{ ...names, facebook_link: 'https://example.com/ada' }, Messages.facebookInvalid],
      [{ ...names, facebook_link: 'facebook.com' }, Messages.facebookInvalid],
      [{ ...names, instagram_link: 'https://instagram.evil.com/ada' }, Messages.instagramInvalid],
      [{ ...names, twitter_link: 'twitter.com/' }, Messages.twitterInvalid],
      [{ ...names, birth_date: '10/12/1990' }, Messages.birthDateInvalid],
      [{ ...names, birth_date: '1990-02-30' }, Messages.birthDateInvalid],
      [{ ...names, birth_date: '1899-12-31' }, Messages.birthDateInvalid],
      [{ ...names, birth_date: dayOf(Date.now() + 2 * DAY_MS) }, Messages.birthDateFuture],
      [{ ...names, zipcode: '12a45' }, Messages.onlyDigits],
      [{ ...names, zipcode: '-1' }, Messages.onlyDigits],
      [{ ...names, zipcode: '12345678901' }, Messages.zipcodeTooLong],
      [{ ...names, gender: 2 }, Messages.genderInvalid],
      [{ ...names, gender: 'female' }, Messages.genderInvalid],
      [{ ...names, gender: '' }, Messages.genderInvalid],
      [{ ...names, country_id: false }, Messages.countryInvalid],
      [{ ...names, country_id: 999 }, Messages.countryInvalid],
      [{ ...names, country_id: 0 }, Messages.countryInvalid],
      [{ ...names, country_id: 2 ** 40 }, Messages.countryInvalid],
      [{ ...names, state: long(101) }, Messages.stateTooLong],
      [{ ...names, city: long(101) }, Messages.cityTooLong],
      [{ ...names, address: long(201) }, Messages.addressTooLong],
      [{ ...names, bio: long(501) }, Messages.bioTooLong],
      [{ ...names, city: 'Lon\u0000don' }, Messages.controlCharacters],
      [{ ...names, bio: 'tab\tand\nbreak are fine, \u0007 is not' }, Messages.controlCharacters],
      [{ ...names, profile_photo: '../../etc/passwd' }, Messages.profileImageNotFound],
      [{ ...names, cover_photo: 'post/images/abc.jpg' }, Messages.profileImageNotFound],
    ];
    const before = await rowOf(me.id);
    for (const [body, message] of cases) {
      const response = await edit(body);
      expect(response.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual(refused(message));
    }
    expect(await rowOf(me.id)).toEqual(before);
  });

  it('judges the birth date by the server clock', async () => {
    const soon = dayOf(Date.now() + 2 * DAY_MS);
    expect((await edit({ ...names, birth_date: soon })).json().message).toBe(Messages.birthDateFuture);
    t.advanceClock(3 * DAY_MS);
    const response = await edit({ ...names, birth_date: soon });
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(me.id))?.birthDate).toBe(soon);
  });

  it('without a session: 401, nothing changed', async () => {
    const before = await rowOf(me.id);
    const response = await t.post(Endpoints.editProfile.path, { ...names, first_name: 'Mallory' });
    expect(response.statusCode).toBe(401);
    expect(await rowOf(me.id)).toEqual(before);
  });

  it('frames a profile upload into a 400x400 avatar and a 1500x500 cover, shown by public URLs', async () => {
    const avatarUpload = await uploadPhoto(me, 'png', 1000, 800);
    const coverUpload = await uploadPhoto(me, 'jpeg', 3000, 1500);
    const response = await edit({ ...names, profile_photo: avatarUpload, cover_photo: coverUpload });
    expect(response.statusCode, response.body).toBe(200);
    const { profile_photo, cover_photo } = response.json().data as User;
    expect(profile_photo).toMatch(/^\/media\/user\/profile\/[A-Za-z0-9_-]+\.png$/);
    expect(cover_photo).toMatch(/^\/media\/user\/profile\/[A-Za-z0-9_-]+\.jpg$/);
    expect(profile_photo).not.toBe(`/media/${avatarUpload}`);
    expect(await sizeOf(profile_photo)).toEqual({ width: 400, height: 400, format: 'png' });
    expect(await sizeOf(cover_photo)).toEqual({ width: 1500, height: 500, format: 'jpeg' });
    // Keys are stored; the framed files are the owner's, recorded like any upload, and public.
    expect(await rowOf(me.id)).toMatchObject({ profilePhoto: keyOf(profile_photo), coverPhoto: keyOf(cover_photo) });
    const [framed] = await db()
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.key, keyOf(profile_photo)));
    expect(framed).toMatchObject({ ownerId: me.id, path: 'user/profile/', width: 400, height: 400, postId: null });
    for (const url of [profile_photo, cover_photo]) {
      expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(200);
    }
    // Another user sees the same public URLs.
    const seen = await t.post(Endpoints.person.path, { userid: me.id }, { token: other.token });
    expect(seen.json().data).toMatchObject({ profile_photo, cover_photo });
  });

  it('never enlarges a small photo: it is cropped to the frame’s shape', async () => {
    const small = await uploadPhoto(me, 'jpeg', 300, 200);
    const response = await edit({ ...names, profile_photo: small, cover_photo: small });
    expect(response.statusCode, response.body).toBe(200);
    const { profile_photo, cover_photo } = response.json().data as User;
    expect(await sizeOf(profile_photo)).toMatchObject({ width: 200, height: 200 });
    expect(await sizeOf(cover_photo)).toMatchObject({ width: 300, height: 100 });
  });

  it('keeps the current photo when its key comes back, removes it with an empty key', async () => {
    const key = await uploadPhoto(me, 'png', 500, 500);
    await edit({ ...names, profile_photo: key });
    const current = (await rowOf(me.id))?.profilePhoto ?? '';
    // The saved photo's widths come from a job: counted once they are made.
    expect(await t.app.jobs.settled('imageVariants', 30_000)).toBe(true);
    const files = (await db().select().from(mediaFiles)).length;
    const again = await edit({ ...names, profile_photo: current });
    expect(again.statusCode, again.body).toBe(200);
    expect((await rowOf(me.id))?.profilePhoto).toBe(current);
    expect((await db().select().from(mediaFiles)).length).toBe(files);
    const removed = await edit({ ...names, profile_photo: '' });
    expect(removed.json().data.profile_photo).toBeNull();
    expect((await rowOf(me.id))?.profilePhoto).toBeNull();
  });

  it('refuses a photo that is someone else’s upload, an upload of another path or no upload, and changes nothing', async () => {
    const theirs = await uploadPhoto(other, 'png', 500, 500);
    const postImage = (await uploaded(t, me.id, 'post/images/')).replace('post/images/', 'user/profile/');
    const before = await rowOf(me.id);
    const files = (await db().select().from(mediaFiles)).length;
    for (const body of [
      { profile_photo: theirs },
      { cover_photo: theirs },
      { profile_photo: postImage },
      { cover_photo: 'user/profile/neverUploaded.png' },
    ]) {
      const response = await edit({ ...names, first_name: 'Changed', ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual(refused(Messages.profileImageNotFound));
    }
    expect(await rowOf(me.id)).toEqual(before);
    expect((await db().select().from(mediaFiles)).length).toBe(files);
  });

  it('the new photo shows wherever the user appears: as the author of their posts', async () => {
    const post = await textPost(t, me.token, 'New look');
    const key = await uploadPhoto(me, 'jpeg', 800, 800);
    const photo = (await edit({ ...names, profile_photo: key })).json().data.profile_photo as string;
    const feed = await t.post(Endpoints.personFeed.path, { user_id: me.id, page: 1 }, { token: other.token });
    const shown = (feed.json().data as Post[]).find((item) => item.id === post.id);
    expect(shown?.user.profile_photo).toBe(photo);
    const comment = await t.post(Endpoints.addComment.path, { post_id: post.id, comment: 'Nice' }, { token: me.token });
    expect(comment.json().data.comment.user_details.profile_photo).toBe(photo);
  });

  it('lists the countries (ISO numeric ids, alpha-2 codes) and the states of one', async () => {
    const countries = await t.app.inject({
      method: 'GET',
      url: Endpoints.countries.path,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(countries.statusCode).toBe(200);
    expect(Value.Check(CountryListResponse, countries.json())).toBe(true);
    const list = countries.json().data as { id: number; code: string; name: string }[];
    expect(list.length).toBeGreaterThan(240);
    expect(list).toContainEqual({ id: 840, code: 'US', name: 'United States of America' });
    expect(list).toContainEqual({ id: 724, code: 'ES', name: 'Spain' });
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
    expect(list.map((country) => country.name)).toEqual([...list.map((country) => country.name)].sort((a, b) => a.localeCompare(b, 'en')));

    const states = await t.post(Endpoints.states.path, { country_id: 840 }, { token: me.token });
    expect(states.statusCode).toBe(200);
    expect(Value.Check(StateListResponse, states.json())).toBe(true);
    expect(states.json().data).toContainEqual({ id: 'US-CA', name: 'California', country_id: 840 });
    // Only the country's own subdivisions, not the counties within them.
    const spain = (await t.post(Endpoints.states.path, { country_id: 724 }, { token: me.token })).json().data as { id: string }[];
    expect(spain.length).toBe(19);
    expect((await t.post(Endpoints.states.path, { country_id: 336 }, { token: me.token })).json().data).toEqual([]);

    for (const [body, status, message] of [
      [{ country_id: 999 }, 400, Messages.countryInvalid],
      [{ country_id: 'us' }, 400, Messages.countryInvalid],
      [{}, 400, Messages.countryInvalid],
    ] as const) {
      const response = await t.post(Endpoints.states.path, body, { token: me.token });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(refused(message));
    }
    expect((await t.app.inject({ method: 'GET', url: Endpoints.countries.path })).statusCode).toBe(401);
    expect((await t.post(Endpoints.states.path, { country_id: 840 })).statusCode).toBe(401);
  });
});
