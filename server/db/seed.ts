import { count, eq, sql } from 'drizzle-orm';
import { NotificationType, VerifyStatus } from '../../contract/codes';
import { MEDIA_ROOT } from '../../contract/routes';
import { newChatUserId, newReferralCode } from '../lib/ids';
import { hashPassword } from '../lib/password';
import type { StoredUpload } from '../modules/uploads/pipeline';
import { recordUpload } from '../modules/uploads/repository';
import type { FileStorage } from '../providers/storage';
import type { Db } from './client';
import { drawAvatar } from './demo-art';
import { ingestDemoFile, insertDemoPosts, makeDemoPostFiles } from './demo-posts';
import { blocks, coinPacks, follows, users } from './schema';

export interface DemoLogin {
  role: 'creator' | 'fan';
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

const DEMO_USERS = [
  { role: 'creator', firstName: 'Clara', lastName: 'Creator', username: 'clara', email: 'creator@fanclub.local', userVerified: VerifyStatus.verified, bio: 'Photos and behind the scenes.' },
  { role: 'fan', firstName: 'Fabio', lastName: 'Fan', username: 'fabio', email: 'fan@fanclub.local', userVerified: VerifyStatus.notApplied, bio: null },
  { role: 'creator', firstName: 'Milo', lastName: 'Rivers', username: 'milo', email: 'milo@fanclub.local', userVerified: VerifyStatus.verified, bio: 'Slow travel, one backpack.' },
  { role: 'creator', firstName: 'Nina', lastName: 'Beats', username: 'nina', email: 'nina@fanclub.local', userVerified: VerifyStatus.verified, bio: 'Synths, loops and live sets.' },
  { role: 'creator', firstName: 'Theo', lastName: 'Strong', username: 'theo', email: 'theo@fanclub.local', userVerified: VerifyStatus.verified, bio: 'Strength training without the noise.' },
  { role: 'fan', firstName: 'Lena', lastName: 'Listener', username: 'lena', email: 'lena@fanclub.local', userVerified: VerifyStatus.notApplied, bio: null },
] as const;

/**
 * Who follows whom, by username: every login sees follow counts, followers lists and a home feed
 * alive. Clara (the first login, the bench's) follows everyone she may see.
 */
const DEMO_FOLLOWS: Record<(typeof DEMO_USERS)[number]['username'], string[]> = {
  clara: ['fabio', 'milo', 'nina', 'theo', 'lena'],
  fabio: ['clara', 'milo', 'nina'],
  milo: ['clara', 'nina'],
  nina: ['clara', 'milo', 'lena'],
  theo: ['clara', 'milo'],
  lena: ['clara', 'nina', 'theo', 'milo'],
};
/** One block, so the fan's Blacklist has someone in it: Fabio blocked Theo (and neither follows the other). */
const DEMO_BLOCK = { blocker: 'fabio', blocked: 'theo' } as const;

/** Creators get a drawn avatar; fans keep the client's generated initials. */
const AVATAR_COLORS: Partial<Record<(typeof DEMO_USERS)[number]['username'], [string, string]>> = {
  clara: ['#fc5c7d', '#6a82fb'],
  milo: ['#43cea2', '#185a9d'],
  nina: ['#b06ab3', '#4568dc'],
  theo: ['#f7971e', '#e53935'],
};

async function makeAvatars(storage: FileStorage): Promise<Map<string, StoredUpload>> {
  const drawn = await Promise.all(
    DEMO_USERS.map(async (user) => {
      const colors = AVATAR_COLORS[user.username];
      if (!colors) return null;
      const png = await drawAvatar(`${user.firstName[0]}${user.lastName[0]}`, colors);
      return [user.username, await ingestDemoFile(storage, 'user/profile/', 'avatar.png', png)] as const;
    }),
  );
  return new Map(drawn.filter((entry) => entry !== null));
}

/**
 * On an empty database: coin packs and verified demo accounts and, when `storage` is given, the
 * creators' avatars and posts of every type with their files. Answers the logins, or [] when not empty.
 */
export async function seed(db: Db, storage?: FileStorage): Promise<DemoLogin[]> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return [];

  // Files first, in parallel; the database work stays one transaction.
  const [passwordHash, avatars, postFiles] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    storage ? makeAvatars(storage) : new Map<string, StoredUpload>(),
    storage ? makeDemoPostFiles(storage) : null,
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(coinPacks).values(COIN_PACKS).onConflictDoNothing();
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ role: _role, ...user }) => ({
          ...user,
          phoneNumber: '5550100',
          passwordHash,
          refrenceCode: newReferralCode(),
          chatUserId: newChatUserId(),
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const userIds = new Map(inserted.map((user) => [user.username, user.id]));
    for (const [username, avatar] of avatars) {
      const id = userIds.get(username) ?? 0;
      await recordUpload(tx, id, avatar);
      await tx.update(users).set({ profilePhoto: `${MEDIA_ROOT}${avatar.key}` }).where(eq(users.id, id));
    }
    if (postFiles) await insertDemoPosts(tx, userIds, postFiles);
    const idOf = (username: string) => userIds.get(username) ?? 0;
    await tx.insert(follows).values(
      Object.entries(DEMO_FOLLOWS).flatMap(([follower, followed]) => followed.map((name) => ({ followerId: idOf(follower), followingId: idOf(name) }))),
    );
    await tx.insert(blocks).values({ blockerId: idOf(DEMO_BLOCK.blocker), blockedId: idOf(DEMO_BLOCK.blocked) });
    // The counters from the rows, as follow and unfollow keep them.
    await tx.execute(sql`update users set
      followers_count = (select count(*) from follows f where f.following_id = users.id),
      following_count = (select count(*) from follows f where f.follower_id = users.id)`);
    // What following raised: each followed person heard of each new follower, a day ago.
    await tx.execute(sql`insert into notifications (user_id, type, actor_id, created_at)
      select following_id, ${NotificationType.startFollow}, follower_id, now() - interval '1 day' from follows`);
  });
  return DEMO_USERS.map(({ role, email }) => ({ role, email, password: DEMO_PASSWORD }));
}
