import { count } from 'drizzle-orm';
import { newChatUserId, newReferralCode } from '../lib/ids';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { coinPacks, users } from './schema';

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
  { role: 'creator', firstName: 'Clara', lastName: 'Creator', username: 'clara', email: 'creator@fanclub.local', userVerified: 1, bio: 'Photos and behind the scenes.' },
  { role: 'fan', firstName: 'Fabio', lastName: 'Fan', username: 'fabio', email: 'fan@fanclub.local', userVerified: 4, bio: null },
] as const;

/** On an empty database: coin packs and verified demo accounts. Answers their logins, or [] when not empty. */
export async function seed(db: Db): Promise<DemoLogin[]> {
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return [];

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(coinPacks).values(COIN_PACKS).onConflictDoNothing();
    await tx.insert(users).values(
      DEMO_USERS.map(({ role: _role, ...user }) => ({
        ...user,
        phoneNumber: '5550100',
        passwordHash,
        refrenceCode: newReferralCode(),
        chatUserId: newChatUserId(),
        emailVerifiedAt: new Date(),
      })),
    );
  });
  return DEMO_USERS.map(({ role, email }) => ({ role, email, password: DEMO_PASSWORD }));
}
