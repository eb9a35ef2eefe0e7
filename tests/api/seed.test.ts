import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAULT_FOLDERS } from '../../server/modules/vault/service';
import {
  NotificationCategory,
  NotificationCategoryOf,
  NotificationType,
  PaymentType,
  PostType,
  type NotificationTypeCode,
} from '../../contract/codes';
import {
  autoTopUps,
  bankAccounts,
  mediaContents,
  mediaFiles,
  mediaPackages,
  payouts,
  pollOptions,
  postImages,
  postReports,
  posts,
  savedCards,
  stickers,
  userReports,
  users,
  verificationRequests,
} from '../../server/db/schema';
import { DEMO_PACKAGES } from '../../server/db/demo-packages';
import { DEMO_SUSPENDED, seed, seedDemoCard, type DemoLogin } from '../../server/db/seed';
import { TestCardProvider } from '../../server/providers/payments';
import { refreshDemoStories } from '../../server/db/demo-stories';
import { LocalStorage } from '../../server/providers/storage';
import { profileCounts } from '../../server/modules/feeds/repository';
import { backends, createTestDatabase, type TestDatabase } from './harness';
import { expectBooksBalanced } from './ledger-support';

describe.each(backends)('demo seed (%s)', (backend) => {
  let testDatabase: TestDatabase;
  let uploadsDir: string;
  let storage: LocalStorage;
  let logins: DemoLogin[];
  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'fanclub-seed-'));
    storage = new LocalStorage(uploadsDir);
    logins = await seed(testDatabase.database.db, storage);
  });
  afterAll(async () => {
    await testDatabase.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  const db = () => testDatabase.database.db;
  const rows = async <T = unknown>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

  it('only runs on an empty database', async () => {
    expect(logins.map((login) => login.email)).toContain('creator@fanclub.local');
    const before = (await db().select().from(posts)).length;
    expect(await seed(db(), storage)).toEqual([]);
    expect((await db().select().from(posts)).length).toBe(before);
  });

  it('saves the demo fan a Visa ending 4242 with automatic top-up off', async () => {
    const provider = new TestCardProvider(db(), 'seed-test-secret', 'whsec_seed', Date.now);
    await seedDemoCard(db(), provider);
    const [fan] = await db().select().from(users).where(eq(users.email, 'fan@fanclub.local'));
    const cards = await db().select().from(savedCards).where(eq(savedCards.userId, fan!.id));
    expect(cards).toMatchObject([{ brand: 'visa', last4: '4242', expMonth: 12 }]);
    expect(cards[0]!.paymentMethodId).not.toContain('4242424242424242');
    expect(await db().select().from(autoTopUps).where(eq(autoTopUps.userId, fan!.id))).toEqual([]);
  });

  it('gives the demo creator earnings over past weeks from several sources, through the ledger', async () => {
    const weeks = await rows<{ week: string; kinds: number; gross: number; fees: number }>(sql`
      select date_trunc('week', t.created_at) as week, count(distinct t.kind)::int as kinds, sum(t.amount)::int as gross,
             sum((select sum(e.amount) from ledger_entries e where e.transaction_id = t.id and e.account = 'platform_fees'))::int as fees
        from ledger_transactions t join users u on u.id = t.payee_id
       where u.email = 'creator@fanclub.local' and t.kind in ('post_donation', 'user_donation', 'sticker', 'subscription', 'post_unlock')
       group by 1`);
    expect(weeks.length).toBeGreaterThanOrEqual(8);
    expect(weeks.every((week) => week.fees > 0 && week.fees < week.gross)).toBe(true);
    const kinds = await rows<{ kind: string }>(
      sql`select distinct t.kind from ledger_transactions t join users u on u.id = t.payee_id where u.email = 'creator@fanclub.local'`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['post_donation', 'user_donation', 'sticker']));
    await expectBooksBalanced(db());
  });

  it("seeds the demo creator's draft and scheduled post", async () => {
    const drafts = await rows<{ scheduled: boolean }>(
      sql`select d.publish_at is not null as scheduled from post_drafts d join users u on u.id = d.user_id where u.email = 'creator@fanclub.local'`,
    );
    expect(drafts.map((row) => row.scheduled).sort()).toEqual([false, true]);
  });

  it("fills Clara's vault with her seeded media: images, videos and sounds of her posts, chat and packages", async () => {
    const kinds = await rows<{ kind: string; n: number }>(
      sql`select split_part(f.mime, '/', 1) as kind, count(*)::int as n from media_files f join users u on u.id = f.owner_id
          where u.email = 'creator@fanclub.local' and f.path in (${sql.join(
            VAULT_FOLDERS.map((folder) => sql`${folder}`),
            sql`, `,
          )}) and f.vault_hidden_at is null group by 1`,
    );
    for (const kind of ['image', 'video', 'audio']) expect(kinds.find((row) => row.kind === kind)?.n ?? 0, kind).toBeGreaterThan(0);
  });

  it('seeds conversations: text, a photo, a transfer through the ledger, a sticker with its message, paid media unlocked and locked, a package offered', async () => {
    const kinds = await rows<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from chat_messages where mass_message_id is null group by kind`,
    );
    const count = (kind: string) => kinds.find((row) => row.kind === kind)?.n ?? 0;
    expect(count('text')).toBeGreaterThanOrEqual(6);
    expect(count('COIN_TRANSFER')).toBe(1);
    expect(count('PAID_MEDIA')).toBe(2);
    expect(count('paidPackage')).toBe(1);
    // Nina's rose to Clara, with its short message, names its movement as send-sticker does.
    const stickers = await rows<{ content: string; note: string | null; paid: boolean }>(
      sql`select m.content, m.note, exists (select 1 from ledger_transactions t where m.client_id = 'ledger-' || t.id and t.kind = 'sticker') as paid from chat_messages m where m.kind = 'STICKER'`,
    );
    expect(stickers).toEqual([{ content: 'rose', note: 'For the collab!', paid: true }]);
    const paid = await rows<{ unlocked: boolean }>(
      sql`select unlocked_at is not null as unlocked from chat_messages where kind = 'PAID_MEDIA' and mass_message_id is null order by seq`,
    );
    expect(paid.map((row) => row.unlocked)).toEqual([true, false]);
    const moves = await rows<{ kind: string }>(
      sql`select kind from ledger_transactions where idempotency_key like 'seed:chat:%' or idempotency_key like 'chat-media:%'`,
    );
    expect(moves.map((row) => row.kind).sort()).toEqual(['chat_media', 'coin_transfer']);
    const contents = await rows<{ n: number }>(
      sql`select count(*)::int as n from media_contents c join chat_messages m on m.package_id = c.package_id`,
    );
    expect(contents[0]?.n).toBe(2);
    // Every chat file is stored and private, with its thumbnail and preview for images.
    const files = await rows<{ key: string; thumb_key: string | null; media_type: number }>(
      sql`select key, thumb_key, media_type from chat_files where message_seq is not null`,
    );
    expect(files.length).toBe(3);
    for (const file of files) {
      expect(await storage.exists(file.key)).toBe(true);
      if (file.media_type === 0) expect(file.thumb_key && (await storage.exists(file.thumb_key))).toBe(true);
    }
    // Fabio has not read Milo's two messages yet.
    const unread = await rows<{ n: number }>(sql`
      select count(*)::int as n from chat_members m join users u on u.id = m.user_id and u.username = 'fabio'
        join chat_messages x on x.room_id = m.room_id and x.seq > m.read_seq and x.author_id <> m.user_id`);
    expect(unread[0]?.n).toBe(2);
  });

  it("seeds Clara's Top fans list and two mass messages to it, each recipient's copy in their chat, Milo's read", async () => {
    const lists = await rows<{ name: string; members: number }>(
      sql`select l.name, (select count(*)::int from fan_list_members m where m.list_id = l.id) as members from fan_lists l`,
    );
    expect(lists).toEqual([{ name: 'Top fans', members: 2 }]);
    const sent = await rows<{ coins: number | null; recipients: number; copies: number; opened: number; files: number }>(sql`
      select x.coins, x.recipients,
        (select count(*)::int from chat_messages m where m.mass_message_id = x.id) as copies,
        (select count(*)::int from chat_messages m join chat_members r on r.room_id = m.room_id and r.user_id <> m.author_id
          where m.mass_message_id = x.id and r.read_seq >= m.seq) as opened,
        (select count(*)::int from chat_files f where f.mass_message_id = x.id) as files
      from mass_messages x where x.sent_at is not null order by x.created_at`);
    expect(sent).toEqual([
      { coins: null, recipients: 2, copies: 2, opened: 1, files: 0 },
      { coins: 30, recipients: 2, copies: 2, opened: 1, files: 1 },
    ]);
  });

  it('makes verified creators and posts of all five types, free, subscriber-only and pay-per-view', async () => {
    const creators = (await db().select().from(users)).filter((user) => user.userVerified === 1);
    expect(creators.length).toBeGreaterThanOrEqual(4);
    const all = await db().select().from(posts);
    expect(new Set(all.map((post) => post.postType))).toEqual(new Set(Object.values(PostType)));
    expect(new Set(all.map((post) => post.paymentType))).toEqual(new Set(Object.values(PaymentType)));
    for (const post of all.filter((p) => p.paymentType !== PaymentType.free)) {
      expect(post.previewKey, `post ${post.id}`).toMatch(/^preview\//);
      if (post.paymentType === PaymentType.payPerView) expect(post.paymentAmount).toBe(50);
    }
    expect(all.some((post) => post.postType === PostType.video && post.teaserKey)).toBe(true);
    for (const post of all) {
      expect(post.hashTags).toMatch(/^[a-z0-9_]+(,[a-z0-9_]+)*$/);
      const tags = await rows<{ tag: string }>(sql`select tag from post_hashtags where post_id = ${post.id} order by tag`);
      expect(tags.map((t) => t.tag)).toEqual(post.hashTags.split(',').sort());
    }
  });

  it("shows Clara's profile to the fan with all three tabs alive: posts, photos and videos, and posts still locked to him", async () => {
    const [ids] = await rows<{ fabio: number; clara: number }>(sql`
      select (select id from users where username = 'fabio') as fabio, (select id from users where username = 'clara') as clara`);
    const counts = await profileCounts(db(), ids!.fabio, ids!.clara, new Date());
    expect(counts.posts).toBeGreaterThanOrEqual(5);
    expect(counts.photos).toBeGreaterThanOrEqual(5);
    expect(counts.videos).toBeGreaterThanOrEqual(1);
    expect(counts.audios).toBeGreaterThanOrEqual(1);
    // His trial opens her subscriber-only posts; her pay-per-view ones wait to be bought.
    expect(counts.locked).toBe(2);
  });

  it('gives every demo person a profile: bio, links, a drawn cover framed as edit-profile frames it, and an avatar but for one fan', async () => {
    const people = await db().select().from(users);
    const files = new Map((await db().select().from(mediaFiles)).map((file) => [file.key, file]));
    for (const person of people) {
      expect(person.bio, person.username).toBeTruthy();
      expect(person.countryId, person.username).toBeGreaterThan(0);
      expect(person.coverPhoto).toMatch(/^user\/profile\/[A-Za-z0-9_-]+\.jpg$/);
      expect(files.get(person.coverPhoto ?? '')).toMatchObject({ ownerId: person.id, path: 'user/profile/', width: 1500, height: 500 });
      if (person.username === 'fabio') {
        expect(person.profilePhoto).toBeNull();
        continue;
      }
      expect(person.profilePhoto).toMatch(/^user\/profile\/[A-Za-z0-9_-]+\.png$/);
      expect(files.get(person.profilePhoto ?? '')).toMatchObject({ ownerId: person.id, path: 'user/profile/' });
      for (const key of [person.profilePhoto, person.coverPhoto]) expect(await storage.exists(key ?? '')).toBe(true);
    }
    expect(people.filter((person) => person.websiteLink && (person.instagramLink || person.twitterLink)).length).toBeGreaterThanOrEqual(3);
  });

  it('stores every file it names, attached to its post', async () => {
    const files = await db().select().from(mediaFiles);
    for (const file of files) expect(await storage.exists(file.key), file.key).toBe(true);
    const known = new Map(files.map((file) => [file.key, file]));
    const all = await db().select().from(posts);
    const named = [
      ...all.flatMap((post) => [post.mediaKey, post.thumbKey, post.teaserKey].map((key) => [key, post.id] as const)),
      ...(await db().select().from(postImages)).map((image) => [image.key, image.postId] as const),
    ];
    for (const [key, postId] of named) {
      if (key) expect(known.get(key)?.postId, key).toBe(postId);
    }
    const optionImages = (await db().select().from(pollOptions)).filter((option) => option.imageKey);
    expect(optionImages.length).toBeGreaterThanOrEqual(2);
    for (const option of optionImages) expect(known.get(option.imageKey ?? '')?.postId).not.toBeNull();
    for (const post of all.filter((p) => p.previewKey)) expect(await storage.exists(post.previewKey ?? '')).toBe(true);
    const imagePosts = all.filter((post) => post.postType === PostType.image);
    for (const post of imagePosts) expect(post.width && post.height && post.aspectRatio).toBeTruthy();
  });

  it('keeps every counter equal to its rows', async () => {
    const mismatched = await rows(sql`
      select 'like' as what, p.id from posts p where p.like_counter <> (select count(*) from post_likes l where l.post_id = p.id)
      union all select 'comment', p.id from posts p where p.comment_counter <> (select count(*) from comments c where c.post_id = p.id)
      union all select 'option', o.id from poll_options o where o.votes <> (select count(*) from poll_votes v where v.option_id = o.id)
      union all select 'poll', q.id from polls q where q.total_votes <> (select count(*) from poll_votes v where v.poll_id = q.id)
      union all select 'posts', u.id from users u where u.posts_count <> (select count(*) from posts p where p.user_id = u.id and p.deleted_at is null)
      union all select 'followers', u.id from users u where u.followers_count <> (select count(*) from follows f where f.following_id = u.id)
      union all select 'following', u.id from users u where u.following_count <> (select count(*) from follows f where f.follower_id = u.id)`);
    expect(mismatched).toEqual([]);
    const [totals] = await rows<{ likes: number; replies: number; votes: number }>(sql`select
      (select count(*)::int from post_likes) as likes,
      (select count(*)::int from comments where parent_id is not null) as replies,
      (select count(*)::int from poll_votes) as votes`);
    expect(totals?.likes).toBeGreaterThan(10);
    expect(totals?.replies).toBeGreaterThan(2);
    expect(totals?.votes).toBeGreaterThan(5);
  });

  it('gives the creators notifications of the demo likes and comments, none for anyone’s own action', async () => {
    const [creator] = await db()
      .select()
      .from(users)
      .where(sql`${users.email} = 'creator@fanclub.local'`);
    const theirs = await rows<{ type: string }>(sql`
      select n.type from notifications n where n.user_id = ${creator?.id ?? 0}`);
    expect(theirs.filter((row) => row.type === NotificationType.likePost).length).toBeGreaterThan(0);
    expect(theirs.filter((row) => row.type === NotificationType.postComment).length).toBeGreaterThan(0);
    expect(theirs.filter((row) => row.type === NotificationType.startFollow).length).toBe(creator?.followersCount);
    expect(await rows(sql`select id from notifications where actor_id = user_id`)).toEqual([]);
  });

  it('gives the demo creator and fan notifications in every tab of /notification', async () => {
    for (const email of ['creator@fanclub.local', 'fan@fanclub.local']) {
      const types = await rows<{ type: NotificationTypeCode }>(sql`
        select distinct n.type from notifications n join users u on u.id = n.user_id where u.email = ${email}`);
      const categories = new Set(types.map((row) => NotificationCategoryOf[row.type]));
      for (const category of Object.values(NotificationCategory).filter((category) => category !== 'all'))
        expect(categories.has(category), `${email} ${category}`).toBe(true);
    }
    // A tag is written into the post as the composer writes it.
    const tagged = await rows<{ tags: string }>(sql`
      select p.tags from notifications n join posts p on p.id = n.post_id where n.type = ${NotificationType.tagInPost}`);
    expect(tagged.length).toBe(2);
  });

  it('has one suspended demo account, out of the printed logins', async () => {
    const suspended = (await db().select().from(users)).filter((user) => user.suspendedAt !== null);
    expect(suspended.map((user) => user.username)).toEqual([DEMO_SUSPENDED]);
    expect(logins.map((login) => login.email)).not.toContain(suspended[0]!.email);
  });

  it('has follows among the demo people and one block between two who do not follow each other', async () => {
    // The admin reviews; she follows nobody and nobody follows her.
    const everyone = (await db().select().from(users)).filter((user) => user.role !== 'admin');
    expect(everyone.every((user) => user.followersCount > 0 && user.followingCount > 0)).toBe(true);
    const blocked = await rows<{ blocker_id: number; blocked_id: number }>(sql`select blocker_id, blocked_id from blocks`);
    expect(blocked).toHaveLength(1);
    const [block] = blocked;
    const between = await rows(
      sql`select 1 from follows where (follower_id, following_id) in ((${block?.blocker_id}, ${block?.blocked_id}), (${block?.blocked_id}, ${block?.blocker_id}))`,
    );
    expect(between).toEqual([]);
    // Every demo login has a home feed beyond their own posts.
    for (const user of everyone.filter((person) => person.username !== DEMO_SUSPENDED)) {
      const [home] = await rows<{ posts: number }>(sql`select count(*)::int as posts from posts p
        where p.user_id in (select following_id from follows where follower_id = ${user.id}) and p.deleted_at is null`);
      expect(home?.posts, user.username).toBeGreaterThan(0);
    }
  });

  it('has the sticker catalog and wallets with a history that balances', async () => {
    expect((await db().select().from(stickers)).length).toBe(8);
    await expectBooksBalanced(db());
    const everyone = await db().select().from(users);
    const fan = everyone.find((user) => user.username === 'fabio');
    expect(fan?.walletBalance).toBeGreaterThan(1000);
    for (const name of ['clara', 'milo', 'theo'])
      expect(everyone.find((user) => user.username === name)?.walletBalance, name).toBeGreaterThan(0);
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from ledger_transactions`);
    expect(new Set(kinds.map((row) => row.kind))).toEqual(
      new Set([
        'coin_purchase',
        'post_unlock',
        'post_donation',
        'user_donation',
        'sticker',
        'coin_transfer',
        'subscription',
        'payout_request',
        'chat_media',
        'live_join',
        'live_tip',
      ]),
    );
  });

  it('has yesterday’s live streams, ended, with the fan’s paid join and tip in the ledger; nobody is live at first start', async () => {
    const streams = await rows<{ stream_id: string; type: number; ended: boolean }>(
      sql`select stream_id, type, ended_at is not null as ended from live_streams order by stream_id`,
    );
    expect(streams).toEqual([
      { stream_id: 'DemoClara1', type: 1, ended: true },
      { stream_id: 'DemoMilo01', type: 0, ended: true },
    ]);
    const joins = await rows<{ stream_id: string; amount: number; paid: boolean }>(sql`
      select j.stream_id, j.amount, t.kind is not distinct from 'live_join' as paid from live_joins j left join ledger_transactions t on t.id = j.transaction_id order by j.stream_id`);
    expect(joins).toEqual([
      { stream_id: 'DemoClara1', amount: 30, paid: true },
      { stream_id: 'DemoMilo01', amount: 0, paid: false },
    ]);
  });

  it('has plans on the verified creators only, and a trial, an active (renewed once) and a cancelled subscription for the fan, each period paid through the ledger', async () => {
    const planners = await rows<{ user_verified: number }>(
      sql`select distinct u.user_verified from subscription_plans p join users u on u.id = p.creator_id`,
    );
    expect(planners).toEqual([{ user_verified: 1 }]);
    const fans = await rows<{ creator: string; package_type: number; status: number; price: number; paid: number }>(sql`
      select c.username as creator, s.package_type, s.status, s.price,
        (select count(*)::int from ledger_transactions t where t.kind = 'subscription' and t.payer_id = s.subscriber_id and t.payee_id = s.creator_id and t.amount = s.price) as paid
      from subscriptions s join users f on f.id = s.subscriber_id join users c on c.id = s.creator_id
      where f.username = 'fabio' and s.expiry_date > now() order by c.username`);
    expect(fans).toEqual([
      { creator: 'clara', package_type: 0, status: 1, price: 0, paid: 0 },
      { creator: 'nina', package_type: 1, status: 1, price: 120, paid: 2 },
      { creator: 'theo', package_type: 2, status: 0, price: 900, paid: 1 },
    ]);
    expect(
      await rows(sql`select 1 from subscription_trials t join users f on f.id = t.subscriber_id where f.username = 'fabio'`),
    ).toHaveLength(1);
  });

  it('gives Clara 3, 6 and 12-month bundles and a promotion for new subscribers, running, nobody having claimed it yet', async () => {
    expect(
      await rows(sql`select b.months, b.discount_percent from subscription_bundles b join users u on u.id = b.creator_id
        where u.username = 'clara' order by b.months`),
    ).toEqual([
      { months: 3, discount_percent: 10 },
      { months: 6, discount_percent: 15 },
      { months: 12, discount_percent: 25 },
    ]);
    expect(
      await rows(sql`select p.discount_percent, p.claim_limit, p.claimed, p.ends_at > now() as running
        from subscription_promotions p join users u on u.id = p.creator_id`),
    ).toEqual([{ discount_percent: 30, claim_limit: 50, claimed: 0, running: true }]);
  });

  it('has an admin and something for her to review: a pending verification with drawn documents, a pending payout with banking details, a reported post and a reported person, each with reasons', async () => {
    expect(logins).toContainEqual({ role: 'admin', email: 'admin@fanclub.local', password: 'Demo@1234' });
    const [admin] = await db()
      .select()
      .from(users)
      .where(sql`${users.email} = 'admin@fanclub.local'`);
    expect(admin?.role).toBe('admin');
    const [request] = await db().select().from(verificationRequests);
    expect(request?.status).toBe(0);
    for (const key of [request?.imageKey, request?.selfieKey]) expect(await storage.exists(key ?? '')).toBe(true);
    expect(await db().select().from(payouts)).toMatchObject([{ status: 0, amount: 100 }]);
    expect(await db().select().from(bankAccounts)).toHaveLength(1);
    expect((await db().select().from(postReports)).map((report) => report.reason).sort()).toEqual(['other', 'spam', 'spam']);
    expect((await db().select().from(userReports)).map((report) => report.reason).sort()).toEqual(['harassment', 'impersonation', 'other']);
  });

  it('has paid media packages with stored, private files and image thumbnails for the verified creators', async () => {
    const owned = await rows<{ username: string; name: string; price: number; files: number }>(sql`select u.username, p.name, p.price,
      (select count(*)::int from media_contents c where c.package_id = p.id) as files
      from media_packages p join users u on u.id = p.owner_id order by p.id`);
    expect(owned.length).toBeGreaterThanOrEqual(2);
    for (const pkg of owned) {
      expect(['clara', 'milo', 'nina', 'theo'], pkg.username).toContain(pkg.username);
      expect(pkg.files, pkg.name).toBeGreaterThan(0);
      expect(pkg.price).toBeGreaterThanOrEqual(1);
    }
    // The packages of demo-packages.ts (the chat demo offers one of its own).
    const ours = (await db().select().from(mediaPackages))
      .filter((pkg) => DEMO_PACKAGES.some((demo) => demo.name === pkg.name))
      .map((pkg) => pkg.id);
    expect(ours).toHaveLength(DEMO_PACKAGES.length);
    const contents = (await db().select().from(mediaContents)).filter((content) => ours.includes(content.packageId));
    expect(new Set(contents.map((content) => content.mediaType))).toEqual(new Set([0, 1, 2]));
    for (const content of contents) {
      expect(await storage.exists(content.fileKey)).toBe(true);
      expect(await storage.exists(content.thumbKey ?? '')).toBe(true);
      expect(content.thumbKey).toMatch(/^package\/thumbs\/.+\.jpg$/);
      // A row for each file, attached to no post: the media rule serves it only with a signature.
      const [file] = await db()
        .select()
        .from(mediaFiles)
        .where(sql`${mediaFiles.key} = ${content.fileKey}`);
      expect(file?.postId).toBeNull();
    }
    expect((await db().select().from(mediaPackages)).every((pkg) => pkg.deletedAt === null)).toBe(true);
  });

  it('gives the demo creators stories on a start when theirs ran out, and only then', async () => {
    const ownersLive = async () =>
      (
        await rows<{ username: string }>(
          sql`select distinct u.username from stories s join users u on u.id = s.user_id where s.expires_at > now() order by 1`,
        )
      ).map((row) => row.username);
    expect(await refreshDemoStories(db(), storage)).toBe(8);
    expect(await ownersLive()).toEqual(['clara', 'lena', 'milo', 'nina', 'theo']);
    // A second start with stories live adds nothing.
    expect(await refreshDemoStories(db(), storage)).toBe(0);
    const files = await rows<{ key: string }>(sql`select image_key as key from stories`);
    for (const { key } of files) expect(await storage.exists(key)).toBe(true);
    // A day later: all expired, the next start refreshes them.
    expect(await refreshDemoStories(db(), storage, Date.now() + 25 * 60 * 60_000)).toBe(8);
    // Someone who is not a demo creator gets none.
    const others = await rows<{ n: number }>(
      sql`select count(*)::int as n from stories s join users u on u.id = s.user_id where u.email not like '%@fanclub.local'`,
    );
    expect(others[0]?.n).toBe(0);
  });
});
