import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The User of spec §3 as stored; relations seen from a viewer (is_following, ...) are computed. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    /** Always stored lowercased so lookups and uniqueness ignore case. */
    email: text('email').notNull().unique(),
    phoneNumber: text('phone_number').notNull(),
    /** 0 male, 1 female. */
    gender: smallint('gender'),
    countryId: integer('country_id'),
    zipcode: text('zipcode'),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    birthDate: date('birth_date', { mode: 'string' }),
    websiteLink: text('website_link'),
    facebookLink: text('facebook_link'),
    instagramLink: text('instagram_link'),
    twitterLink: text('twitter_link'),
    otherProfileLink: text('other_profile_link'),
    bio: text('bio'),
    profilePhoto: text('profile_photo'),
    coverPhoto: text('cover_photo'),
    createdBy: text('created_by').notNull().default('user'),
    /** Verify status (feed side): not applied 4, pending 0, success 1, failed 2. */
    userVerified: smallint('user_verified').notNull().default(4),
    walletBalance: integer('wallet_balance').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    refrenceCode: text('refrence_code').notNull().unique(),
    referredBy: integer('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The member id of the chat API: 24 hex characters, like an ObjectId. */
    chatUserId: text('chat_user_id').unique(),
    passwordHash: text('password_hash').notNull(),
    /** Signed into every session token; a password reset bumps it, which ends every session issued before. */
    sessionVersion: integer('session_version').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check('users_gender_known', sql`${t.gender} in (0, 1)`),
    check('users_user_verified_known', sql`${t.userVerified} in (0, 1, 2, 4)`),
    check('users_wallet_balance_not_negative', sql`${t.walletBalance} >= 0`),
    check('users_posts_count_not_negative', sql`${t.postsCount} >= 0`),
    check('users_followers_count_not_negative', sql`${t.followersCount} >= 0`),
    check('users_following_count_not_negative', sql`${t.followingCount} >= 0`),
    check('users_chat_user_id_shape', sql`${t.chatUserId} ~ '^[0-9a-f]{24}$'`),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const OTP_PURPOSES = ['verify', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** One live code per user and purpose: sending a new one replaces the old. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otp_codes_user_purpose_unique').on(t.userId, t.purpose),
    check('otp_codes_purpose_known', sql`${t.purpose} in ('verify', 'reset')`),
    check('otp_codes_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);
export type OtpCodeRow = typeof otpCodes.$inferSelect;

/** The coin packs a wallet offers (§3 Wallet user_packages); prices are kept in cents. */
export const coinPacks = pgTable(
  'coin_packs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coin: integer('coin').notNull(),
    priceCents: integer('price_cents').notNull(),
    inappIdentifier: text('inapp_identifier').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coin_packs_coin').on(t.coin),
    check('coin_packs_coin_positive', sql`${t.coin} > 0`),
    check('coin_packs_price_positive', sql`${t.priceCents} > 0`),
  ],
);
