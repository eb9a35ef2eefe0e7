import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  Gender,
  NotificationType,
  PaymentType,
  PostType,
  ReviewDecision,
  ReviewSubject,
  Role,
  VerifyStatus,
} from '../../contract/codes.ts';
import { newChatUserId, newReferralCode } from '../lib/ids.ts';
import { hashPassword } from '../lib/password.ts';
import { PHOTO_FRAMES } from '../../contract/rules.ts';
import { PROFILE_UPLOADS } from '../modules/profile/photos.ts';
import type { StoredUpload } from '../modules/uploads/pipeline.ts';
import { recordUpload } from '../modules/uploads/repository.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import { TestCardProvider, type PaymentProvider } from '../providers/payments/index.ts';
import { keepCustomer, saveCard } from '../modules/payments/repository.ts';
import type { Db, DbOrTx, Tx } from './client.ts';
import { drawAvatar, drawScene, type Scene } from './demo-art.ts';
import { ingestDemoFile, insertDemoPosts, makeDemoPostFiles } from './demo-posts.ts';
import { makeDemoChatFiles, seedChat } from './demo-chat.ts';
import { makeDemoPackageFiles, seedPackages } from './demo-packages.ts';
import { seedSubscriptions } from './demo-subscriptions.ts';
import { makeReviewFiles, seedReview } from './demo-review.ts';
import { seedLive } from './demo-live.ts';
import { seedWallets } from './demo-wallet.ts';
import { seedEarnings } from './demo-earnings.ts';
import { blocks, coinPacks, follows, notifications, postDrafts, posts, reviewDecisions, users } from './schema.ts';
import { fillTimelines } from '../modules/feeds/timelines.ts';

export interface DemoLogin {
  role: 'creator' | 'fan' | 'admin';
  email: string;
  password: string;
}

const DEMO_PASSWORD = 'Demo@1234';

// Four packs: the wallet slider shows four slides (spec §9).
const COIN_PACKS = [
  { coin: 100, priceCents: 99, inappIdentifier: 'coins_100' },
  { coin: 500, priceCents: 449, inappIdentifier: 'coins_500' },
  { coin: 1000, priceCents: 849, inappIdentifier: 'coins_1000' },
  { coin: 5000, priceCents: 3999, inappIdentifier: 'coins_5000' },
];

/** Each demo person's profile: who they are, where, their links and the colours of their avatar and cover. */
const DEMO_USERS = [
  {
    role: 'creator',
    firstName: 'Clara',
    lastName: 'Creator',
    username: 'clara',
    email: 'creator@fanclub.local',
    birthDate: '1994-06-18',
    userVerified: VerifyStatus.verified,
    bio: 'Photos and behind the scenes.',
    gender: Gender.female,
    countryId: 724,
    state: 'Madrid, Comunidad de',
    city: 'Madrid',
    websiteLink: 'https://clara.example.com',
    instagramLink: 'instagram.com/clara.creates',
    twitterLink: 'https://x.com/clara_creates',
    colors: ['#fc5c7d', '#6a82fb'],
    cover: 'sun',
  },
  {
    role: 'fan',
    firstName: 'Fabio',
    lastName: 'Fan',
    username: 'fabio',
    email: 'fan@fanclub.local',
    birthDate: '1991-03-02',
    userVerified: VerifyStatus.notApplied,
    bio: 'Here for the music and the mountains.',
    gender: Gender.male,
    countryId: 380,
    city: 'Bologna',
    colors: ['#56ab2f', '#a8e063'],
    cover: 'dots',
  },
  {
    role: 'creator',
    firstName: 'Milo',
    lastName: 'Rivers',
    username: 'milo',
    email: 'milo@fanclub.local',
    birthDate: '1989-11-23',
    userVerified: VerifyStatus.verified,
    bio: 'Slow travel, one backpack.',
    gender: Gender.male,
    countryId: 620,
    city: 'Lisbon',
    websiteLink: 'milo-rivers.example.org',
    facebookLink: 'https://www.facebook.com/milo.rivers',
    instagramLink: 'https://instagram.com/milo.rivers',
    colors: ['#43cea2', '#185a9d'],
    cover: 'peaks',
  },
  {
    role: 'creator',
    firstName: 'Nina',
    lastName: 'Beats',
    username: 'nina',
    email: 'nina@fanclub.local',
    birthDate: '1996-08-09',
    userVerified: VerifyStatus.verified,
    bio: 'Synths, loops and live sets.',
    gender: Gender.female,
    countryId: 276,
    state: 'Berlin',
    city: 'Berlin',
    websiteLink: 'https://ninabeats.example.net/live',
    twitterLink: 'twitter.com/ninabeats',
    otherProfileLink: 'https://soundcloud.com/ninabeats',
    colors: ['#b06ab3', '#4568dc'],
    cover: 'bars',
  },
  {
    role: 'creator',
    firstName: 'Theo',
    lastName: 'Strong',
    username: 'theo',
    email: 'theo@fanclub.local',
    birthDate: '1987-01-30',
    userVerified: VerifyStatus.verified,
    bio: 'Strength training without the noise.',
    gender: Gender.male,
    countryId: 840,
    state: 'California',
    city: 'San Diego',
    websiteLink: 'theostrong.example.com',
    facebookLink: 'facebook.com/theo.strong',
    instagramLink: 'instagram.com/theo.strong',
    colors: ['#f7971e', '#e53935'],
    cover: 'rings',
  },
  {
    role: 'fan',
    firstName: 'Lena',
    lastName: 'Listener',
    username: 'lena',
    email: 'lena@fanclub.local',
    birthDate: '1999-05-14',
    userVerified: VerifyStatus.notApplied,
    bio: 'Podcasts on the train, playlists at night.',
    gender: Gender.female,
    countryId: 752,
    city: 'Malmö',
    colors: ['#00c6ff', '#0072ff'],
    cover: 'waves',
  },
  {
    // Suspended by the admin (issue 28): cannot log in, seen by nobody; the admin's Suspended people tab lists him.
    role: 'fan',
    firstName: 'Rex',
    lastName: 'Spammer',
    username: 'rex',
    email: 'rex@fanclub.local',
    birthDate: '1990-01-01',
    userVerified: VerifyStatus.notApplied,
    bio: 'Cheap followers, DM me.',
    gender: Gender.male,
    countryId: 840,
    city: 'Nowhere',
    colors: ['#bdc3c7', '#2c3e50'],
    cover: 'dots',
  },
  {
    // Reviews verifications, payouts and reported posts in the admin area (DESIGN.md, roles and review).
    role: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    username: 'admin',
    email: 'admin@fanclub.local',
    birthDate: '1985-10-05',
    userVerified: VerifyStatus.notApplied,
    bio: 'Keeps the club safe: verifications, payouts and reports.',
    gender: Gender.female,
    countryId: 826,
    city: 'London',
    colors: ['#434343', '#000000'],
    cover: 'dots',
  },
] as const satisfies readonly (Omit<Partial<typeof users.$inferInsert>, 'role'> & {
  role: DemoLogin['role'];
  colors: [string, string];
  cover: Scene['motif'];
})[];

/**
 * Who follows whom, by username: every login sees follow counts, followers lists and a home feed
 * alive. Clara (the first login, the bench's) follows everyone she may see.
 */
const DEMO_FOLLOWS: Partial<Record<(typeof DEMO_USERS)[number]['username'], string[]>> = {
  clara: ['fabio', 'milo', 'nina', 'theo', 'lena'],
  fabio: ['clara', 'milo', 'nina', 'theo'],
  milo: ['clara', 'nina'],
  nina: ['clara', 'milo', 'lena'],
  theo: ['clara', 'milo'],
  lena: ['clara', 'nina', 'theo', 'milo', 'rex'],
  rex: ['clara', 'milo'],
  // The admin reads the creators' posts (a home feed); nobody follows her.
  admin: ['clara', 'milo'],
};
/**
 * One block, so a Blacklist has someone in it: Nina blocked Theo (and neither follows the other). The
 * fan, Fabio, blocks nobody: the end-to-end journeys read every creator's posts as him.
 */
const DEMO_BLOCK = { blocker: 'nina', blocked: 'theo' } as const;

/** The one suspended demo account: his login is refused, so it is not among the logins printed. */
export const DEMO_SUSPENDED = 'rex';

/** Like a new account, Fabio keeps the client's generated initials (the e2e shell test reads them). */
const INITIALS_ONLY: ReadonlySet<string> = new Set(['fabio']);

interface ProfilePhotos {
  avatar: StoredUpload | null;
  cover: StoredUpload;
}

/** A drawn cover for every demo person and an avatar for most, stored as profile uploads are. */
async function makeProfilePhotos(storage: FileStorage): Promise<Map<string, ProfilePhotos>> {
  const drawn = await Promise.all(
    DEMO_USERS.map(async (user) => {
      const drawAvatarOf = async () =>
        ingestDemoFile(storage, PROFILE_UPLOADS, 'avatar.png', await drawAvatar(`${user.firstName[0]}${user.lastName[0]}`, user.colors));
      const coverJpg = await drawScene({ colors: user.colors, motif: user.cover, label: `@${user.username}`, ...PHOTO_FRAMES.cover_photo });
      const [avatar, cover] = await Promise.all([
        INITIALS_ONLY.has(user.username) ? null : drawAvatarOf(),
        ingestDemoFile(storage, PROFILE_UPLOADS, 'cover.jpg', coverJpg),
      ]);
      return [user.username, { avatar, cover }] as const;
    }),
  );
  return new Map(drawn);
}

/** The wallet's coin packs, only on a database that has none: later they are the operator's to change. */
export async function seedCoinPacks(db: DbOrTx): Promise<void> {
  const [packs] = await db.select({ count: count() }).from(coinPacks);
  if ((packs?.count ?? 0) === 0) await db.insert(coinPacks).values(COIN_PACKS).onConflictDoNothing();
}

/**
 * On an empty database: coin packs and demo accounts with filled-in profiles and, when `storage` is
 * given, everyone's drawn avatar and cover and posts of every type with their files. Answers the logins, or [] when not empty.
 */
export async function seed(db: Db, storage?: FileStorage): Promise<DemoLogin[]> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return [];

  // Files first, in parallel; the database work stays one transaction.
  const [passwordHash, photos, postFiles, reviewFiles, chatFiles, packageFiles] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    storage ? makeProfilePhotos(storage) : new Map<string, ProfilePhotos>(),
    storage ? makeDemoPostFiles(storage) : null,
    storage ? makeReviewFiles(storage) : null,
    storage ? makeDemoChatFiles(storage) : null,
    storage ? makeDemoPackageFiles(storage) : null,
  ]);
  await db.transaction(async (tx) => {
    await seedCoinPacks(tx);
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ role, colors: _colors, cover: _cover, ...user }) => ({
          ...user,
          role: role === 'admin' ? Role.admin : Role.user,
          phoneNumber: '5550100',
          passwordHash,
          refrenceCode: newReferralCode(),
          chatUserId: newChatUserId(),
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userIds = new Map(inserted.map((user) => [user.username, user.id]));
    for (const [username, { avatar, cover }] of photos) {
      const id = userIds.get(username) ?? 0;
      if (avatar) await recordUpload(tx, id, avatar);
      await recordUpload(tx, id, cover);
      await tx
        .update(users)
        .set({ profilePhoto: avatar?.key ?? null, coverPhoto: cover.key })
        .where(eq(users.id, id));
    }
    if (postFiles) await insertDemoPosts(tx, userIds, postFiles);
    const idOf = (username: string) => userIds.get(username) ?? 0;
    await tx
      .insert(follows)
      .values(
        Object.entries(DEMO_FOLLOWS).flatMap(([follower, followed = []]) =>
          followed.map((name) => ({ followerId: idOf(follower), followingId: idOf(name) })),
        ),
      );
    await tx.insert(blocks).values({ blockerId: idOf(DEMO_BLOCK.blocker), blockedId: idOf(DEMO_BLOCK.blocked) });
    await seedWallets(tx, idOf);
    await seedEarnings(tx, idOf);
    await seedLive(tx, idOf);
    await seedSubscriptions(tx, idOf);
    await seedReview(tx, idOf, reviewFiles);
    await suspendDemoAccount(tx, idOf(DEMO_SUSPENDED), idOf('admin'));
    await seedPackages(tx, idOf, packageFiles);
    await seedChat(tx, idOf, chatFiles);
    await seedDrafts(tx, idOf('clara'));
    // The counters from the rows, as follow and unfollow keep them.
    await tx.execute(sql`update users set
      followers_count = (select count(*) from follows f where f.following_id = users.id),
      following_count = (select count(*) from follows f where f.follower_id = users.id)`);
    // The home timelines the follows and posts above would have written.
    await fillTimelines(tx);
    // What following raised: each followed person heard of each new follower, a day ago.
    await tx.execute(sql`insert into notifications (user_id, type, actor_id, created_at)
      select following_id, ${NotificationType.startFollow}, follower_id, now() - interval '1 day' from follows`);
    await seedMentions(tx, idOf);
  });
  return DEMO_USERS.filter(({ username }) => username !== DEMO_SUSPENDED).map(({ role, email }) => ({
    role,
    email,
    password: DEMO_PASSWORD,
  }));
}

/**
 * Milo tagged Clara and the fan in his newest free post, as the composer's tags do, and each heard of it: the Mentions
 * tab of /notification has something for both.
 */
async function seedMentions(tx: Tx, idOf: (username: string) => number): Promise<void> {
  const tagged = [idOf('clara'), idOf('fabio')];
  const [post] = await tx
    .select({ id: posts.id, createdAt: posts.createdAt })
    .from(posts)
    .where(and(eq(posts.userId, idOf('milo')), eq(posts.paymentType, PaymentType.free), isNull(posts.deletedAt)))
    .orderBy(desc(posts.id))
    .limit(1);
  if (!post) return;
  await tx
    .update(posts)
    .set({ tags: tagged.join(',') })
    .where(eq(posts.id, post.id));
  await tx.insert(notifications).values(
    tagged.map((userId) => ({
      userId,
      type: NotificationType.tagInPost,
      actorId: idOf('milo'),
      postId: post.id,
      createdAt: new Date(post.createdAt.getTime() + 10 * 60 * 1000),
    })),
  );
}

/** The demo creator's draft and scheduled post (tomorrow at 18:00 UTC), as drafts/save writes them. */
async function seedDrafts(tx: Tx, creatorId: number): Promise<void> {
  const tomorrow = new Date();
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  tomorrow.setUTCHours(18, 0, 0, 0);
  await tx.insert(postDrafts).values([
    {
      userId: creatorId,
      body: { post_type: PostType.text, description: 'Behind the scenes of the new series: the first sketches #wip', payment_type: 0 },
    },
    {
      userId: creatorId,
      body: { post_type: PostType.text, description: 'Live Q&A tonight! Bring your questions #qna', payment_type: 0 },
      publishAt: tomorrow,
    },
  ]);
}

/** Suspended a day ago by the admin, as the admin screen does it (the decision recorded). */
async function suspendDemoAccount(tx: Tx, userId: number, adminId: number): Promise<void> {
  const at = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await tx
    .update(users)
    .set({ suspendedAt: at, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await tx
    .insert(reviewDecisions)
    .values({ adminId, subject: ReviewSubject.person, subjectId: userId, decision: ReviewDecision.suspended, createdAt: at });
}

/**
 * The demo fan's saved card (Visa •••• 4242, automatic top-up off), as saving it at the pack form writes it; with
 * the embedded test-card provider only (a Stripe account's cards are its own). See docs/decisions/0052-saved-cards-and-auto-top-up.md
 */
export async function seedDemoCard(db: Db, provider: PaymentProvider, clock: () => number = Date.now): Promise<void> {
  if (!(provider instanceof TestCardProvider)) return;
  const [fan] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'fan@fanclub.local'));
  if (!fan) return;
  const expYear = new Date(clock()).getUTCFullYear() + 3;
  const method = provider.createPaymentMethod({ number: '4242424242424242', exp_month: 12, exp_year: expYear, cvc: '123' });
  await keepCustomer(db, fan.id, provider.name, await provider.createCustomer());
  await saveCard(db, {
    userId: fan.id,
    provider: provider.name,
    paymentMethodId: method.id,
    brand: method.brand,
    last4: method.last4,
    expMonth: 12,
    expYear,
  });
}
