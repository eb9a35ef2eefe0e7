import { randomBytes } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Messages } from '../../contract/messages';
import {
  AutocompleteResponse,
  BlockListResponse,
  FollowerListResponse,
  FollowingListResponse,
  TrendingPeopleResponse,
} from '../../contract/people';
import { AUTOCOMPLETE_SIZE, PAGE_SIZE, SEARCH_MAX } from '../../contract/rules';
import { Endpoints } from '../../contract/endpoints';
import { follows, users } from '../../server/db/schema';
import { AUTOCOMPLETE_SQL } from '../../server/modules/people/repository';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { follow } from './posts-support';

type Login = Awaited<ReturnType<typeof verifiedUser>>;

describe.each(backends)('people: follow, lists, block, trending, search (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const db = () => t.testDatabase.database.db;
  const countsOf = async (id: number) => {
    const [row] = await db()
      .select({ followers: users.followersCount, following: users.followingCount })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };
  /** The counts as the follows rows have them. */
  const storedCounts = async (id: number) => ({
    followers: (await db().select().from(follows).where(eq(follows.followingId, id))).length,
    following: (await db().select().from(follows).where(eq(follows.followerId, id))).length,
  });
  const refused = async (url: string, body: object, token: string, status: number, message?: string) => {
    const response = await t.post(url, body, { token });
    expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(status);
    if (message) expect(response.json()).toEqual({ success: 0, message, data: {} });
  };
  const trending = (token: string, page = 1) =>
    t.app.inject({ method: 'POST', url: `${Endpoints.suggestedPeople.path}?page=${page}`, headers: { authorization: `Bearer ${token}` } });
  const search = (token: string, text: string) => t.post(Endpoints.searchPeople.path, { search: text }, { token });
  const idsOfPeople = (response: { json(): unknown }) => (response.json() as { data: { id: number }[] }).data.map((person) => person.id);

  it('follow and unfollow: counts move with the row, repeats change nothing', async () => {
    const fan = await verifiedUser(t);
    const star = await verifiedUser(t);
    const followed = await t.post(Endpoints.follow.path, { user_id: star.id }, { token: fan.token });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({
      success: 1,
      message: '',
      data: { user_id: star.id, is_following: 1, followers_count: 1, following_count: 1 },
    });
    expect((await t.post(Endpoints.follow.path, { user_id: star.id }, { token: fan.token })).json().data).toEqual(followed.json().data);
    expect(await countsOf(star.id)).toEqual({ followers: 1, following: 0 });

    const profile = await t.post(Endpoints.person.path, { userid: star.id }, { token: fan.token });
    expect(profile.json().data).toMatchObject({ is_following: 1, is_block: 0, followers_count: 1 });
    expect((await t.post(Endpoints.person.path, { userid: fan.id }, { token: star.token })).json().data).toMatchObject({
      is_following: 0,
      following_count: 1,
    });

    for (let i = 0; i < 2; i++) {
      const unfollowed = await t.post(Endpoints.unfollow.path, { user_id: star.id }, { token: fan.token });
      expect(unfollowed.json()).toEqual({
        success: 1,
        message: '',
        data: { user_id: star.id, is_following: 0, followers_count: 0, following_count: 0 },
      });
    }
    expect(await countsOf(star.id)).toEqual({ followers: 0, following: 0 });
    expect(await countsOf(fan.id)).toEqual({ followers: 0, following: 0 });
  });

  it('follow and unfollow refuse oneself, unknown users and bad ids, and change nothing', async () => {
    const me = await verifiedUser(t);
    for (const url of [Endpoints.follow.path, Endpoints.unfollow.path]) {
      await refused(url, { user_id: me.id }, me.token, 400, Messages.cannotFollowYourself);
      await refused(url, { user_id: 2_147_483_647 }, me.token, 404, Messages.userNotFound);
      for (const bad of [
        {},
        { user_id: 'x' },
        { user_id: 0 },
        { user_id: -1 },
        { user_id: 2_147_483_648 },
        { user_id: 1.5 },
        { user_id: null },
      ]) {
        await refused(url, bad, me.token, 400);
      }
    }
    expect(await countsOf(me.id)).toEqual({ followers: 0, following: 0 });
  });

  it('keeps the follow counts equal to the rows under 20 concurrent follows and unfollows', async () => {
    const star = await verifiedUser(t);
    const fans = await Promise.all(Array.from({ length: 20 }, () => verifiedUser(t)));
    const all = (url: string) => Promise.all(fans.map((fan) => t.post(url, { user_id: star.id }, { token: fan.token })));
    expect((await all(Endpoints.follow.path)).every((response) => response.statusCode === 200)).toBe(true);
    expect(await countsOf(star.id)).toEqual({ followers: 20, following: 0 });

    // One fan following and unfollowing 20 times at once: whatever order wins, the counts equal the rows.
    const one = fans[0] as Login;
    const toggles = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post(i % 2 ? Endpoints.unfollow.path : Endpoints.follow.path, { user_id: star.id }, { token: one.token }),
      ),
    );
    expect(toggles.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await countsOf(star.id)).toEqual(await storedCounts(star.id));
    expect(await countsOf(one.id)).toEqual(await storedCounts(one.id));

    // Pairs following each other both ways at once lock in the same order: no deadlock, every count right.
    const pairs = await Promise.all(
      fans.slice(1, 10).flatMap((fan, i) => {
        const other = fans[i + 10] as Login;
        return [
          t.post(Endpoints.follow.path, { user_id: other.id }, { token: fan.token }),
          t.post(Endpoints.follow.path, { user_id: fan.id }, { token: other.token }),
        ];
      }),
    );
    expect(pairs.every((response) => response.statusCode === 200)).toBe(true);
    await all(Endpoints.unfollow.path);
    for (const person of [star, ...fans]) expect(await countsOf(person.id)).toEqual(await storedCounts(person.id));
    expect(await countsOf(star.id)).toEqual({ followers: 0, following: 0 });
  });

  it('followers and followings page newest first, with is_following as the viewer sees it and chat ids only of oneself', async () => {
    const star = await verifiedUser(t);
    const viewer = await verifiedUser(t);
    const fans: Login[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      const fan = await verifiedUser(t);
      await follow(t, fan.token, star.id);
      fans.push(fan);
    }
    await follow(t, viewer.token, star.id);
    await follow(t, viewer.token, fans[0]!.id);
    await t.post(Endpoints.createChatUser.path, {}, { token: viewer.token });
    const newest = [viewer, ...[...fans].reverse()].map((fan) => fan.id);

    const first = await t.post(Endpoints.followers.path, { user_id: star.id, page: 1 }, { token: viewer.token });
    expect(first.statusCode).toBe(200);
    expect(Value.Check(FollowerListResponse, first.json())).toBe(true);
    const page1 = first.json().data as {
      user_id: number;
      follower_details: { id: number; is_following: number; node_chate_id: string | null };
    }[];
    expect(page1.map((item) => item.user_id)).toEqual(newest.slice(0, PAGE_SIZE));
    expect(page1.every((item) => item.user_id === item.follower_details.id)).toBe(true);
    const mine = page1.find((item) => item.user_id === viewer.id);
    expect(mine?.follower_details.node_chate_id).toMatch(/^[0-9a-f]{24}$/);
    expect(page1.filter((item) => item.user_id !== viewer.id).every((item) => item.follower_details.node_chate_id === null)).toBe(true);
    const second = await t.post(Endpoints.followers.path, { user_id: star.id, page: 2 }, { token: viewer.token });
    const page2 = second.json().data as { user_id: number; follower_details: { is_following: number } }[];
    expect(page2.map((item) => item.user_id)).toEqual(newest.slice(PAGE_SIZE));
    expect(page2.find((item) => item.user_id === fans[0]!.id)?.follower_details.is_following).toBe(1);
    expect((await t.post(Endpoints.followers.path, { user_id: star.id, page: 3 }, { token: viewer.token })).json().data).toEqual([]);

    const followings = await t.post(Endpoints.followings.path, { user_id: viewer.id, page: 1 }, { token: star.token });
    expect(Value.Check(FollowingListResponse, followings.json())).toBe(true);
    expect(followings.json().data).toEqual([
      {
        user_id: fans[0]!.id,
        following_details: expect.objectContaining({ id: fans[0]!.id, is_following: 0, node_chate_id: null, username: fans[0]!.username }),
      },
      // The star is the viewer here: their own chat id is theirs to see.
      {
        user_id: star.id,
        following_details: expect.objectContaining({
          id: star.id,
          is_following: 0,
          node_chate_id: expect.stringMatching(/^[0-9a-f]{24}$/),
        }),
      },
    ]);

    for (const url of [Endpoints.followers.path, Endpoints.followings.path]) {
      await refused(url, { user_id: 2_147_483_647, page: 1 }, viewer.token, 404, Messages.userNotFound);
      await refused(url, { user_id: star.id, page: 0 }, viewer.token, 400);
      await refused(url, { page: 1 }, viewer.token, 400);
      await refused(url, { user_id: star.id, page: 100_001 }, viewer.token, 400);
    }
  });

  it('block ends the follows both ways with the counts; unblock lifts it; both idempotent; block-list pages newest first', async () => {
    const me = await verifiedUser(t);
    const other = await verifiedUser(t);
    const third = await verifiedUser(t);
    await follow(t, me.token, other.id);
    await follow(t, other.token, me.id);
    await follow(t, me.token, third.id);

    const blocked = await t.post(Endpoints.block.path, { user_id: other.id }, { token: me.token });
    expect(blocked.json()).toEqual({
      success: 1,
      message: Messages.userBlocked,
      data: { user_id: other.id, is_block: 1, followers_count: 0, following_count: 1 },
    });
    expect((await t.post(Endpoints.block.path, { user_id: other.id }, { token: me.token })).json().data).toEqual(blocked.json().data);
    expect(await countsOf(other.id)).toEqual({ followers: 0, following: 0 });
    expect(await storedCounts(me.id)).toEqual({ followers: 0, following: 1 });

    await t.post(Endpoints.block.path, { user_id: third.id }, { token: me.token });
    const list = await t.post(Endpoints.blockedPeople.path, { page: 1 }, { token: me.token });
    expect(Value.Check(BlockListResponse, list.json())).toBe(true);
    expect(list.json().data).toEqual([
      {
        id: third.id,
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: third.username,
        profile_photo: null,
        user_verified: 4,
        is_block: 1,
      },
      expect.objectContaining({ id: other.id, is_block: 1 }),
    ]);
    // The spec's userId in the body is the token's owner: another id is ignored.
    expect((await t.post(Endpoints.blockedPeople.path, { page: 1, userId: other.id }, { token: me.token })).json().data).toHaveLength(2);
    expect((await t.post(Endpoints.blockedPeople.path, { page: 2 }, { token: me.token })).json().data).toEqual([]);
    expect((await t.post(Endpoints.blockedPeople.path, { page: 1 }, { token: other.token })).json().data).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const unblocked = await t.post(Endpoints.unblock.path, { user_id: other.id }, { token: me.token });
      expect(unblocked.json()).toEqual({
        success: 1,
        message: Messages.userUnblocked,
        data: { user_id: other.id, is_block: 0, followers_count: 0, following_count: 0 },
      });
    }
    expect((await t.post(Endpoints.person.path, { userid: other.id }, { token: me.token })).json().data).toMatchObject({
      is_following: 0,
      is_block: 0,
    });
    expect(idsOfPeople(await t.post(Endpoints.blockedPeople.path, { page: 1 }, { token: me.token }))).toEqual([third.id]);

    for (const url of [Endpoints.block.path, Endpoints.unblock.path]) {
      await refused(url, { user_id: me.id }, me.token, 400, Messages.cannotBlockYourself);
      await refused(url, { user_id: 2_147_483_647 }, me.token, 404, Messages.userNotFound);
      await refused(url, { user_id: 'x' }, me.token, 400);
    }
    await refused(Endpoints.blockedPeople.path, { page: -1 }, me.token, 400);
  });

  it('a block and a follow of the same pair at once never leave a follow between blocked people', async () => {
    for (let round = 0; round < 5; round++) {
      const me = await verifiedUser(t);
      const other = await verifiedUser(t);
      await Promise.all([
        t.post(Endpoints.follow.path, { user_id: me.id }, { token: other.token }),
        t.post(Endpoints.block.path, { user_id: other.id }, { token: me.token }),
        t.post(Endpoints.follow.path, { user_id: other.id }, { token: me.token }),
      ]);
      const between = await db()
        .select()
        .from(follows)
        .where(
          or(
            and(eq(follows.followerId, me.id), eq(follows.followingId, other.id)),
            and(eq(follows.followerId, other.id), eq(follows.followingId, me.id)),
          ),
        );
      expect(between).toEqual([]);
      for (const id of [me.id, other.id]) expect(await countsOf(id)).toEqual({ followers: 0, following: 0 });
    }
  });

  it('trending people: not followed yet first, most followed, then most posts; the followed after; never the viewer nor anyone blocked either way', async () => {
    const viewer = await verifiedUser(t);
    const [top, second, followedStar, blockedByViewer, blockerOfViewer] = await Promise.all([
      verifiedUser(t),
      verifiedUser(t),
      verifiedUser(t),
      verifiedUser(t),
      verifiedUser(t),
    ]);
    const crowd = await Promise.all(Array.from({ length: PAGE_SIZE - 2 }, () => verifiedUser(t)));
    // Far above anyone else the suite makes: these lead the list (a page of them), but the one the viewer follows comes after everyone else.
    await db().update(users).set({ followersCount: 2_000_000 }).where(eq(users.id, followedStar!.id));
    await db().update(users).set({ followersCount: 1_000_005 }).where(eq(users.id, top!.id));
    await db()
      .update(users)
      .set({ followersCount: 1_000_002, postsCount: 1 })
      .where(inArray(users.id, [second!.id, blockedByViewer!.id]));
    await db()
      .update(users)
      .set({ followersCount: 1_000_002, postsCount: 5 })
      .where(inArray(users.id, [viewer.id, blockerOfViewer!.id]));
    await db()
      .update(users)
      .set({ followersCount: 1_000_001 })
      .where(
        inArray(
          users.id,
          crowd.map((person) => person.id),
        ),
      );
    await t.post(Endpoints.block.path, { user_id: blockedByViewer!.id }, { token: viewer.token });
    await t.post(Endpoints.block.path, { user_id: viewer.id }, { token: blockerOfViewer!.token });
    await follow(t, viewer.token, followedStar!.id);

    const response = await trending(viewer.token);
    expect(response.statusCode).toBe(200);
    expect(Value.Check(TrendingPeopleResponse, response.json())).toBe(true);
    const people = response.json().data as {
      id: number;
      is_following: number;
      email: string;
      node_chat_id: string | null;
      wallet_balance: number;
    }[];
    expect(people).toHaveLength(PAGE_SIZE);
    expect(people.map((person) => person.id)).toEqual([top!.id, second!.id, ...crowd.map((person) => person.id).sort((a, b) => a - b)]);
    expect(people.every((person) => person.email === '' && person.node_chat_id === null && person.wallet_balance === 0)).toBe(true);

    // Every page to the end: the followed come after all the others, the followed star among them, and the hidden nowhere.
    const all = [...people];
    for (let page = 2; ; page++) {
      const next = (await trending(viewer.token, page)).json().data as typeof people;
      if (next.length === 0) break;
      all.push(...next);
    }
    const following = all.map((person) => person.is_following);
    expect(following).toEqual([...following].sort((a, b) => a - b));
    expect(all.find((person) => person.id === followedStar!.id)?.is_following).toBe(1);
    expect(new Set(all.map((person) => person.id)).size).toBe(all.length);
    for (const hidden of [viewer.id, blockedByViewer!.id, blockerOfViewer!.id]) {
      expect(all.map((person) => person.id)).not.toContain(hidden);
    }
    expect((await trending(viewer.token, 0)).statusCode).toBe(400);
    expect((await trending(viewer.token, 100_000)).json().data).toEqual([]);
  });

  it('autocomplete: a prefix of first name, last name or username, any case and accents, the viewer and blocked people left out', async () => {
    const tag = randomBytes(4).toString('hex').replace(/\d/g, 'q');
    const viewer = await verifiedUser(t, { first_name: `Viewer${tag}` });
    const jose = await verifiedUser(t, { first_name: 'José', last_name: `Ñandú${tag}`, username: `pepe_${tag}` });
    const blocked = await verifiedUser(t, { first_name: `Ñandú${tag}` });
    const blocker = await verifiedUser(t, { last_name: `nandu${tag}x` });
    await t.post(Endpoints.block.path, { user_id: blocked.id }, { token: viewer.token });
    await t.post(Endpoints.block.path, { user_id: viewer.id }, { token: blocker.token });

    const found = await search(viewer.token, `  NANDU${tag}`);
    expect(found.statusCode).toBe(200);
    expect(Value.Check(AutocompleteResponse, found.json())).toBe(true);
    expect(found.json().data).toEqual([
      {
        id: jose.id,
        first_name: 'José',
        last_name: `Ñandú${tag}`,
        username: `pepe_${tag}`,
        profile_photo: null,
        user_verified: 4,
        is_following: 0,
      },
    ]);
    expect(idsOfPeople(await search(viewer.token, 'jose'))).toContain(jose.id);
    expect(idsOfPeople(await search(viewer.token, 'JOSÉ'))).toContain(jose.id);
    expect(idsOfPeople(await search(viewer.token, `Pepe_${tag.slice(0, 3)}`))).toEqual([jose.id]);
    // A prefix, not a substring; LIKE's wildcards are plain characters.
    expect(idsOfPeople(await search(viewer.token, `andu${tag}`))).toEqual([]);
    expect(idsOfPeople(await search(viewer.token, `pepe%${tag}`))).toEqual([]);
    expect(idsOfPeople(await search(viewer.token, `pepe${tag}`))).toEqual([]);
    expect(idsOfPeople(await search(viewer.token, `viewer${tag}`))).toEqual([]);
    // The blocked see nothing of the viewer either.
    expect(idsOfPeople(await search(blocked.token, `viewer${tag}`))).toEqual([]);
    expect(idsOfPeople(await search(jose.token, `viewer${tag}`))).toEqual([viewer.id]);

    const many = await Promise.all(Array.from({ length: AUTOCOMPLETE_SIZE + 2 }, () => verifiedUser(t, { last_name: `Many${tag}` })));
    await db().update(users).set({ followersCount: 7 }).where(eq(users.id, many[5]!.id));
    const limited = idsOfPeople(await search(viewer.token, `many${tag}`));
    expect(limited).toHaveLength(AUTOCOMPLETE_SIZE);
    expect(limited[0]).toBe(many[5]!.id);
  });

  it('autocomplete refuses an empty, blank, too long or control-character search', async () => {
    const me = await verifiedUser(t);
    for (const text of ['', '   ', 'x'.repeat(SEARCH_MAX + 1)])
      await refused(Endpoints.searchPeople.path, { search: text }, me.token, 400, Messages.searchInvalid);
    await refused(Endpoints.searchPeople.path, { search: 'a\u0000b' }, me.token, 400, Messages.controlCharacters);
    await refused(Endpoints.searchPeople.path, {}, me.token, 400, Messages.searchInvalid);
    await refused(Endpoints.searchPeople.path, { search: { text: 'a' } }, me.token, 400);
    expect((await search(me.token, 'x'.repeat(SEARCH_MAX))).statusCode).toBe(200);
  });

  it('autocomplete reads the folded name indexes, whatever plan its prepared statement gets', async () => {
    await db().execute(sql`
      insert into users (first_name, last_name, username, email, phone_number, refrence_code, password_hash, email_verified_at)
      select 'Plan' || g, 'Index' || g, 'plan_index_' || g, 'plan' || g || '@example.com', '5550100', 'PLAN' || g, 'x', now()
      from generate_series(1, 3000) as g`);
    await db().execute(sql`analyze users`);
    const plan = await db().transaction(async (tx) => {
      // Generic: planned without the search's value, as a prepared statement may be after a few runs.
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare autocomplete_plan(int, text) as ${AUTOCOMPLETE_SQL}`));
      const explained = (await tx.execute(sql`explain execute autocomplete_plan(1, 'jos')`)) as unknown as {
        rows: Record<string, string>[];
      };
      await tx.execute(sql`deallocate autocomplete_plan`);
      return explained.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    for (const index of ['users_first_name_folded', 'users_last_name_folded', 'users_username_folded']) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('answers 401 without a token on every people call', async () => {
    for (const url of [
      Endpoints.follow.path,
      Endpoints.unfollow.path,
      Endpoints.followers.path,
      Endpoints.followings.path,
      Endpoints.block.path,
      Endpoints.unblock.path,
      Endpoints.blockedPeople.path,
      `${Endpoints.suggestedPeople.path}?page=1`,
      Endpoints.searchPeople.path,
    ]) {
      const response = await t.post(url, { user_id: 1, page: 1, search: 'a' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: 0, message: Messages.unauthorized, data: {} });
    }
  });
});
