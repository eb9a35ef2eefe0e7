import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ChatMessageKind,
  DocumentType,
  LedgerKind,
  NotificationType,
  PayoutStatus,
  PollKind,
  ReportReason,
  ReviewDecision,
  ReviewSubject,
  Role,
  SystemAccount,
  VerifyStatus,
} from '../../contract/codes.ts';
import { foldedSql } from './search.ts';

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
    /** 'user', or 'admin' for those who review verifications, payouts and reports. */
    role: text('role', { enum: [Role.user, Role.admin] })
      .notNull()
      .default(Role.user),
    /** Verify status (feed side): not applied 4, pending 0, success 1, failed 2. */
    userVerified: smallint('user_verified').notNull().default(VerifyStatus.notApplied),
    /** Every coin the user can spend: bought, earned, transferred and bonus coins alike. */
    walletBalance: integer('wallet_balance').notNull().default(0),
    /** The part of `walletBalance` that is promotional (referral welcome coins and what they bought): spendable, never withdrawable. */
    bonusBalance: integer('bonus_balance').notNull().default(0),
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
    /** Set while an admin has suspended the account: no session, no login, out of everyone's sight (issue 28). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The few suspended people, read by every visibility check (people/visibility.ts) and the admin's list.
    index('users_suspended')
      .on(t.suspendedAt.desc(), t.id)
      .where(sql`${t.suspendedAt} is not null`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    // The header search: a prefix of the folded name, first name or username (text_pattern_ops answers LIKE 'x%' in any collation).
    index('users_first_name_folded').on(sql.raw(`${foldedSql('"first_name"')} text_pattern_ops`)),
    index('users_last_name_folded').on(sql.raw(`${foldedSql('"last_name"')} text_pattern_ops`)),
    index('users_username_folded').on(sql.raw(`${foldedSql('"username"')} text_pattern_ops`)),
    // Trending people: the most followed, then the most posting.
    index('users_trending').on(t.followersCount.desc(), t.postsCount.desc(), t.id),
    check('users_gender_known', sql`${t.gender} in (0, 1)`),
    check('users_role_known', sql`${t.role} in ('user', 'admin')`),
    check('users_user_verified_known', sql`${t.userVerified} in (0, 1, 2, 4)`),
    check('users_wallet_balance_not_negative', sql`${t.walletBalance} >= 0`),
    check('users_bonus_balance_within_wallet', sql`${t.bonusBalance} >= 0 and ${t.bonusBalance} <= ${t.walletBalance}`),
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
export type CoinPackRow = typeof coinPacks.$inferSelect;

const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A post of spec §3. Deleting keeps the row (purchases point at it) and hides it everywhere. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    /** image 0, audio 1, video 2, text 3, poll 4. */
    postType: smallint('post_type').notNull(),
    description: text('description').notNull().default(''),
    /** Audio or video posts: the file's key (images live in post_images). */
    mediaKey: text('media_key'),
    /** Video thumbnail or audio cover key. */
    thumbKey: text('thumb_key'),
    teaserKey: text('teaser_key'),
    /** The blurred preview key, made from the first image, the thumbnail or the cover. */
    previewKey: text('preview_key'),
    title: text('title'),
    webUrl: text('web_url'),
    /** free 0, subscriber-only 1, pay-per-view 2. */
    paymentType: smallint('payment_type').notNull().default(0),
    /** Coins, for pay-per-view. */
    paymentAmount: integer('payment_amount').notNull().default(0),
    /** Comma list of tagged user ids. */
    tags: text('tags').notNull().default(''),
    /** Comma list of hashtags, lowercase; post_hashtags indexes them. */
    hashTags: text('hash_tags').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    aspectRatio: doublePrecision('aspect_ratio'),
    likeCounter: integer('like_counter').notNull().default(0),
    commentCounter: integer('comment_counter').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('posts_live_id')
      .on(t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('posts_live_user_id')
      .on(t.userId, t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('posts_live_trending')
      .on(sql`(${t.likeCounter} + 2 * ${t.commentCounter}) desc`, t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    check('posts_post_type_known', sql`${t.postType} in (0, 1, 2, 3, 4)`),
    check('posts_payment_type_known', sql`${t.paymentType} in (0, 1, 2)`),
    check('posts_payment_amount_valid', sql`${t.paymentAmount} >= 0 and (${t.paymentType} <> 2 or ${t.paymentAmount} > 0)`),
    check('posts_like_counter_not_negative', sql`${t.likeCounter} >= 0`),
    check('posts_comment_counter_not_negative', sql`${t.commentCounter} >= 0`),
  ],
);
export type PostRow = typeof posts.$inferSelect;

const postRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });

/** Every file /api/upload accepted. Post media is attached to its post once the post is created. */
export const mediaFiles = pgTable(
  'media_files',
  {
    /** `post/images/<random>.jpg`: also the path under DATA_DIR/uploads. */
    key: text('key').primaryKey(),
    ownerId: userRef('owner_id'),
    /** The upload path it came through (`post/images/`, ...). */
    path: text('path').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Images: the blurred preview (public), made at upload. */
    previewKey: text('preview_key'),
    /**
     * A responsive variant (`variant/`): the file it was made from, whose access rule it follows; deleted
     * before it. See docs/decisions/0042-responsive-image-variants.md
     */
    sourceKey: text('source_key').references((): AnyPgColumn => mediaFiles.key),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /**
     * When its owner deleted it from their vault: it leaves the library only; a post, message or package holding it keeps
     * it. See docs/decisions/0050-the-vault.md
     */
    vaultHiddenAt: timestamp('vault_hidden_at', { withTimezone: true }),
    /** The vault item this file was made from when it was reused (not listed in the vault again). */
    vaultSourceKey: text('vault_source_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_files_post').on(t.postId),
    index('media_files_owner').on(t.ownerId),
    index('media_files_vault')
      .on(t.ownerId, t.createdAt.desc(), t.key.desc())
      .where(sql`${t.vaultHiddenAt} is null and ${t.vaultSourceKey} is null`),
    // One variant per source, format and width: a job run twice (two replicas, a retry) keeps the first.
    uniqueIndex('media_files_variant').on(t.sourceKey, t.mime, t.width),
  ],
);
export type MediaFileRow = typeof mediaFiles.$inferSelect;

/**
 * What ffmpeg made of an uploaded video (videos module): a poster, a browser-playable MP4 when the original is not
 * one, and HLS renditions. Every file's key starts `video/` and names `rendition_id`; each is served by the
 * original's access rule. See docs/decisions/0043-video-renditions-with-ffmpeg.md
 */
export const videoRenditions = pgTable(
  'video_renditions',
  {
    mediaKey: text('media_key')
      .primaryKey()
      .references(() => mediaFiles.key, { onDelete: 'cascade' }),
    /** The random part of every made file's name. */
    renditionId: text('rendition_id').notNull(),
    /** VideoStatus: pending, ready or failed (the original still plays). */
    status: text('status').notNull().default('pending'),
    /** The MP4 played instead of the original (movie box first, or converted); null when the original plays as is. */
    playableKey: text('playable_key'),
    posterKey: text('poster_key'),
    /** The master playlist, null until ready. */
    masterKey: text('master_key'),
    /** Every file made, so they go with the original. */
    files: text('files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    width: integer('width'),
    height: integer('height'),
    /** Rendition heights, smallest first. */
    heights: integer('heights')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_renditions_rendition').on(t.renditionId)],
);
export type VideoRenditionRow = typeof videoRenditions.$inferSelect;

/** The images of an image post, in order. */
export const postImages = pgTable(
  'post_images',
  {
    postId: postRef('post_id'),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.position] })],
);

export const postHashtags = pgTable(
  'post_hashtags',
  {
    tag: text('tag').notNull(),
    postId: postRef('post_id'),
  },
  (t) => [primaryKey({ columns: [t.tag, t.postId] }), index('post_hashtags_post').on(t.postId)],
);

export const postLikes = pgTable('post_likes', { postId: postRef('post_id'), userId: userRef('user_id'), createdAt: createdAt() }, (t) => [
  primaryKey({ columns: [t.postId, t.userId] }),
  index('post_likes_user').on(t.userId),
]);

export const postFavourites = pgTable(
  'post_favourites',
  { postId: postRef('post_id'), userId: userRef('user_id'), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_favourites_user_created').on(t.userId, t.createdAt.desc())],
);

/** Posts a user chose not to see again. */
export const postHides = pgTable('post_hides', { userId: userRef('user_id'), postId: postRef('post_id'), createdAt: createdAt() }, (t) => [
  primaryKey({ columns: [t.userId, t.postId] }),
]);

/** A report of a post (issue 28): one per reporter and post, with its reason (ReportReason) and, for `other`, the reporter's words. */
export const postReports = pgTable(
  'post_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: postRef('post_id'),
    userId: userRef('user_id'),
    reason: text('reason').notNull(),
    /** The reporter's own words for `other`, else ''. */
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    /** Set when an admin dismissed or acted on the report; an open report has none. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('post_reports_post_user_unique').on(t.postId, t.userId),
    index('post_reports_open')
      .on(t.postId)
      .where(sql`${t.reviewedAt} is null`),
    check('post_reports_reason_known', inList('reason', Object.values(ReportReason))),
  ],
);

/** A report of a person (issue 28): one per reporter and person, as a post's. */
export const userReports = pgTable(
  'user_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The reported person. */
    reportedId: userRef('reported_id'),
    /** The reporter. */
    userId: userRef('user_id'),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_reports_reported_user_unique').on(t.reportedId, t.userId),
    index('user_reports_open')
      .on(t.reportedId)
      .where(sql`${t.reviewedAt} is null`),
    check('user_reports_reason_known', inList('reason', Object.values(ReportReason))),
    check('user_reports_not_self', sql`${t.reportedId} <> ${t.userId}`),
  ],
);

/** Comments and replies (a reply's parent is always a top-level comment of the same post). */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: postRef('post_id'),
    userId: userRef('user_id'),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    likeCounter: integer('like_counter').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_post_parent').on(t.postId, t.parentId, t.id),
    index('comments_parent').on(t.parentId),
    check('comments_like_counter_not_negative', sql`${t.likeCounter} >= 0`),
  ],
);
export type CommentRow = typeof comments.$inferSelect;

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_likes_user').on(t.userId)],
);

// drizzle's text enum needs a tuple; the codes are contract/codes.ts PollKind.
export const POLL_KINDS = [PollKind.text, PollKind.image] as const;

export const polls = pgTable(
  'polls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: postRef('post_id').unique(),
    question: text('question').notNull(),
    pollType: text('poll_type', { enum: POLL_KINDS }).notNull(),
    totalVotes: integer('total_votes').notNull().default(0),
  },
  (t) => [
    check('polls_poll_type_known', sql`${t.pollType} in ('text', 'image')`),
    check('polls_total_votes_not_negative', sql`${t.totalVotes} >= 0`),
  ],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull().default(''),
    imageKey: text('image_key'),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    uniqueIndex('poll_options_poll_position_unique').on(t.pollId, t.position),
    check('poll_options_votes_not_negative', sql`${t.votes} >= 0`),
  ],
);

/** One vote per user and poll. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] })],
);

/**
 * A creator's subscription plans (spec §3 Subscription packages, §5 plans): one row per creator and
 * package type (0 free trial, 1 monthly, 2 annual), switched on and off by the plans form.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: userRef('creator_id'),
    /** 0 free trial, 1 monthly, 2 annual. */
    packageType: smallint('package_type').notNull(),
    /** Coins per period; 0 for the free trial. */
    price: integer('price').notNull().default(0),
    /** The free trial's days; 0 for the paid plans. */
    validityDays: integer('validity_days').notNull().default(0),
    /** 1 active, 0 off. */
    status: smallint('status').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_plans_creator_type').on(t.creatorId, t.packageType),
    check('subscription_plans_package_type_known', sql`${t.packageType} in (0, 1, 2)`),
    check('subscription_plans_price_not_negative', sql`${t.price} >= 0`),
    check('subscription_plans_validity_not_negative', sql`${t.validityDays} >= 0`),
    check('subscription_plans_status_known', sql`${t.status} in (0, 1)`),
  ],
);
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;

/**
 * A creator's bundle (docs/decisions/0054): 3, 6 or 12 months of the monthly plan paid at once, less a
 * discount; one per creator and length, priced from the monthly plan when a fan buys it.
 */
export const subscriptionBundles = pgTable(
  'subscription_bundles',
  {
    creatorId: userRef('creator_id'),
    months: smallint('months').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.creatorId, t.months] }),
    check('subscription_bundles_months_known', sql`${t.months} in (3, 6, 12)`),
    check('subscription_bundles_discount_range', sql`${t.discountPercent} between 1 and 90`),
  ],
);
export type SubscriptionBundleRow = typeof subscriptionBundles.$inferSelect;

/**
 * A creator's limited-time promotion for new subscribers (docs/decisions/0054): a discount on the first period,
 * until `ends_at`, for at most `claim_limit` fans; `claimed` counts them and a conditional update takes each claim.
 */
export const subscriptionPromotions = pgTable(
  'subscription_promotions',
  {
    creatorId: userRef('creator_id').primaryKey(),
    discountPercent: smallint('discount_percent').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Null: no limit. */
    claimLimit: integer('claim_limit'),
    claimed: integer('claimed').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_promotions_discount_range', sql`${t.discountPercent} between 1 and 90`),
    check('subscription_promotions_claim_limit_positive', sql`${t.claimLimit} is null or ${t.claimLimit} > 0`),
    check('subscription_promotions_claimed_not_negative', sql`${t.claimed} >= 0`),
  ],
);
export type SubscriptionPromotionRow = typeof subscriptionPromotions.$inferSelect;

/** A fan's free trial of a creator, once per pair (DESIGN.md, money): the key refuses a second. */
export const subscriptionTrials = pgTable(
  'subscription_trials',
  {
    subscriberId: userRef('subscriber_id'),
    creatorId: userRef('creator_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.creatorId] })],
);

/**
 * A fan's subscription to a creator (spec §3 My subscription). Entitlement to subscriber-only posts
 * reads it: status 1 and expiry in the future. The money issue fills it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: userRef('subscriber_id'),
    creatorId: userRef('creator_id'),
    /** 0 trial, 1 monthly, 2 annual. */
    packageType: smallint('package_type').notNull(),
    /** Coins paid for the current period. */
    price: integer('price').notNull().default(0),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    /** 1 active (renews), 0 cancelled (runs until expiry). */
    status: smallint('status').notNull().default(1),
    /** The creator's plan the current period was bought from (null once the plan row is gone). */
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_subscriber_creator').on(t.subscriberId, t.creatorId, t.expiryDate),
    index('subscriptions_creator').on(t.creatorId),
    // The renewal sweep reads the auto-renewing subscriptions by expiry.
    index('subscriptions_due')
      .on(t.expiryDate)
      .where(sql`${t.status} = 1`),
    check('subscriptions_package_type_known', sql`${t.packageType} in (0, 1, 2)`),
    check('subscriptions_price_not_negative', sql`${t.price} >= 0`),
    check('subscriptions_status_known', sql`${t.status} in (0, 1)`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A pay-per-view post bought by a user; entitlement to payment_type 2 reads it. The money issue fills it. */
export const postPurchases = pgTable(
  'post_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    postId: postRef('post_id'),
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_purchases_user_post_unique').on(t.userId, t.postId),
    check('post_purchases_price_not_negative', sql`${t.price} >= 0`),
  ],
);

const NOTIFICATION_TYPES = Object.values(NotificationType);

/**
 * Something that happened to a user because of someone else (spec §3 Notification); the client builds
 * its text from the type, actor and `data`, so it follows the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Who it is for. */
    userId: userRef('user_id'),
    type: text('type').notNull(),
    /** Who caused it; null for the platform's own (an admin decision, a renewal). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** What the type needs besides (coins, a stream id...); small. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_id').on(t.userId, t.id.desc()),
    index('notifications_user_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('notifications_type_known', sql.raw(`type in (${NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', ')})`)),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
/** Who follows whom; users.followers_count and following_count move in the same transaction as a row. */
export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followingId: userRef('following_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // The home feed reads the viewer's follows by this key; followings pages read it newest first.
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('follows_follower_created').on(t.followerId, t.createdAt.desc()),
    index('follows_following_created').on(t.followingId, t.createdAt.desc()),
    // A post's fan-out walks its author's followers in id order, a batch at a time.
    index('follows_following_follower').on(t.followingId, t.followerId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

/**
 * A reader's home timeline: the posts of the people they follow, written when a post is made (fan-out on
 * write). Deleted, hidden and blocked posts stay filtered where the feed reads. See docs/decisions/0044-home-timelines.md
 */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    readerId: userRef('reader_id'),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The post's author, so the feed drops a pulled or blocked author's rows without reading the post (the post's key cascades). */
    authorId: integer('author_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.readerId, t.postId] })],
);

/**
 * A post saved before it goes out: a draft (`publish_at` null) or scheduled (`publish_at` set), seen by its author only.
 * It is not a post until published (then a posts row is written as a post made that moment, and this row goes), so no feed,
 * count or action ever meets it. Its id comes from the posts' own sequence: no post shares it, and any post call with it
 * answers 404. See docs/decisions/0047-drafts-and-scheduled-posts.md
 */
export const postDrafts = pgTable(
  'post_drafts',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('posts_id_seq')`),
    userId: userRef('user_id'),
    /** The post/create body as the author saved it (validated as a new post is). */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** The uploads the body names: the orphan sweep keeps them. */
    mediaKeys: text('media_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** When the publish sweep makes it a post; null for a draft. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_drafts_user').on(t.userId, t.id.desc()),
    index('post_drafts_due')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index('post_drafts_media_keys').using('gin', t.mediaKeys),
  ],
);

/** Accounts whose posts are not fanned out (too many followers) but read by their followers' home at request time. */
export const pulledAuthors = pgTable('pulled_authors', {
  userId: userRef('user_id').primaryKey(),
  createdAt: createdAt(),
});

/** Who blocked whom. Blocking is mutual invisibility: the two never see, follow or reach each other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // Those who blocked the viewer, looked up by every list the viewer reads.
    index('blocks_blocked').on(t.blockedId),
    index('blocks_blocker_created').on(t.blockerId, t.createdAt.desc()),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** The drawn stickers a fan can send as a tip (spec §3 Sticker); the images are served under STICKER_ROOT. */
export const stickers = pgTable(
  'stickers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    /** The image's file name under STICKER_ROOT. */
    file: text('file').notNull(),
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('stickers_price_positive', sql`${t.price} > 0`)],
);
export type StickerRow = typeof stickers.$inferSelect;

/**
 * One coin movement (DESIGN.md, money): its entries sum to zero. The idempotency key makes a double
 * click, a retry or a replayed webhook find the first movement instead of writing a second.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Who paid; null when a system account did (a card purchase, a referral bonus). */
    payerId: integer('payer_id').references(() => users.id),
    /** Who was paid; null when only system accounts were. */
    payeeId: integer('payee_id').references(() => users.id),
    postId: integer('post_id').references(() => posts.id),
    stickerId: integer('sticker_id').references(() => stickers.id),
    /** The whole price moved (before the platform fee). */
    amount: integer('amount').notNull(),
    /** What the line needs besides (the fee, a pack's coins, a payment's id). */
    data: jsonb('data').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transactions_kind_known', inList('kind', Object.values(LedgerKind))),
    check('ledger_transactions_amount_positive', sql`${t.amount} > 0`),
    // A live stream's tips total (issue 32) sums its movements.
    index('ledger_transactions_stream')
      .on(sql`(${t.data}->>'stream_id')`)
      .where(sql`(${t.data}->>'stream_id') is not null`),
    // A creator's earnings in a date range (issue 32): their sales by time.
    index('ledger_transactions_payee_time')
      .on(t.payeeId, t.createdAt)
      .where(sql`${t.payeeId} is not null`),
  ],
);
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/** One side of a movement: a user's wallet (`account` 'wallet' with `user_id`) or a named system account. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** Positive into the account, negative out of it; never 0. */
    amount: integer('amount').notNull(),
    /** Of a wallet's `amount`, the bonus coins (the same sign, no larger): the promotional part of the movement. */
    bonus: integer('bonus').notNull().default(0),
  },
  (t) => [
    // A wallet's lines, newest first (the transactions list).
    index('ledger_entries_user')
      .on(t.userId, t.id.desc())
      .where(sql`${t.userId} is not null`),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_account_known', inList('account', ['wallet', ...Object.values(SystemAccount)])),
    check('ledger_entries_wallet_has_user', sql`(${t.account} = 'wallet') = (${t.userId} is not null)`),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    check(
      'ledger_entries_bonus_within_amount',
      sql`(${t.bonus} = 0 or ${t.account} = 'wallet') and ${t.bonus} * sign(${t.amount}) between 0 and abs(${t.amount})`,
    ),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

export const PAYMENT_STATUSES = ['requires_action', 'succeeded', 'failed'] as const;

/**
 * A card payment for a coin pack, by its provider's id (a PaymentIntent). The coins are credited once,
 * by whichever of the buyer's confirmation and the webhook arrives first (`ledger_transaction_id`).
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    coinPackId: integer('coin_pack_id')
      .notNull()
      .references(() => coinPacks.id),
    coins: integer('coins').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    ledgerTransactionId: integer('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user').on(t.userId, t.id.desc()),
    check('payments_status_known', inList('status', PAYMENT_STATUSES)),
    check('payments_coins_positive', sql`${t.coins} > 0`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Webhook events already handled, by the provider's event id: a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

export const TEST_INTENT_STATUSES = ['requires_action', 'succeeded', 'requires_payment_method'] as const;

/**
 * The embedded test-card provider's PaymentIntents (what Stripe keeps in test mode), so that every
 * server process sees the same ones. Unused when Stripe is configured.
 */
export const testCardIntents = pgTable(
  'test_card_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    /** The caller's idempotency key: the same key answers the same intent. */
    idempotencyKey: text('idempotency_key').unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: TEST_INTENT_STATUSES }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  () => [check('test_card_intents_status_known', inList('status', TEST_INTENT_STATUSES))],
);
export type TestCardIntentRow = typeof testCardIntents.$inferSelect;

/** The provider's customer of a person (Stripe's `cus_…`), made the first time they save a card. See docs/decisions/0052-saved-cards-and-auto-top-up.md */
export const paymentCustomers = pgTable('payment_customers', {
  userId: userRef('user_id').primaryKey(),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
  createdAt: createdAt(),
});

/**
 * A card a person saved when buying coins: the provider's payment method and what the wallet shows of it
 * (brand, last four digits, expiry), never the number. Private to its owner.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    provider: text('provider').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_cards_user_method').on(t.userId, t.paymentMethodId),
    check('saved_cards_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('saved_cards_exp_month_range', sql`${t.expMonth} between 1 and 12`),
  ],
);
export type SavedCardRow = typeof savedCards.$inferSelect;

/**
 * Automatic top-up: when a purchase finds the wallet short, the card buys the pack first. `round` counts
 * the top-ups made: concurrent purchases that saw the same round charge with the same idempotency key, so
 * the card is charged once for them.
 */
export const autoTopUps = pgTable('auto_top_ups', {
  userId: userRef('user_id').primaryKey(),
  cardId: integer('card_id')
    .notNull()
    .references(() => savedCards.id, { onDelete: 'cascade' }),
  coinPackId: integer('coin_pack_id')
    .notNull()
    .references(() => coinPacks.id),
  round: integer('round').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AutoTopUpRow = typeof autoTopUps.$inferSelect;

const VERIFY_STATUSES = Object.values(VerifyStatus).join(', ');

/**
 * A verification request (spec §3): status pending 0, verified 1 or rejected 2, decided once by a
 * conditional update so two admins cannot both decide it.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    documentType: smallint('document_type').notNull(),
    imageKey: text('image_key').notNull(),
    selfieKey: text('selfie_key').notNull(),
    status: smallint('status').notNull().default(VerifyStatus.pending),
    /** The reviewer's reason for a rejection (hand_written_comment). */
    comment: text('comment').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_requests_user').on(t.userId, t.id.desc()),
    index('verification_requests_pending')
      .on(t.id)
      .where(sql`${t.status} = 0`),
    // One open request per user: a second upload while pending is refused.
    uniqueIndex('verification_requests_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    check('verification_requests_document_type_known', sql.raw(`document_type in (${Object.values(DocumentType).join(', ')})`)),
    check('verification_requests_status_known', sql.raw(`status in (${VERIFY_STATUSES}) and status <> 4`)),
  ],
);
export type VerificationRequestRow = typeof verificationRequests.$inferSelect;

/** A user's banking details for payouts (spec §3 Banking), private to the owner. */
export const bankAccounts = pgTable('bank_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  holderName: text('holder_name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  country: text('country').notNull(),
  state: text('state').notNull(),
  city: text('city').notNull(),
  routing: text('routing').notNull(),
  address: text('address').notNull(),
  swiftCode: text('swift_code').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BankAccountRow = typeof bankAccounts.$inferSelect;

/**
 * A payout request (spec §3 Payout history): its coins left the wallet for payouts pending when it
 * was asked (`request_transaction_id`); an admin pays it (payouts paid) or refuses it (back to the wallet).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    amount: integer('amount').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: smallint('status').notNull().default(PayoutStatus.pending),
    comment: text('comment').notNull().default(''),
    requestTransactionId: integer('request_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    decisionTransactionId: integer('decision_transaction_id').references(() => ledgerTransactions.id),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_user').on(t.userId, t.id.desc()),
    index('payouts_pending')
      .on(t.id)
      .where(sql`${t.status} = 0`),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    check('payouts_amount_cents_not_negative', sql`${t.amountCents} >= 0`),
    check('payouts_status_known', sql.raw(`status in (${Object.values(PayoutStatus).join(', ')})`)),
  ],
);
export type PayoutRow = typeof payouts.$inferSelect;

/** Every admin decision, with who and when (DESIGN.md, roles and review). */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    /** The verification request's or payout's id, the post's id for reports, the person's for person reports. */
    subjectId: integer('subject_id').notNull(),
    decision: text('decision').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_decisions_subject').on(t.subject, t.subjectId),
    check('review_decisions_subject_known', inList('subject', Object.values(ReviewSubject))),
    check('review_decisions_decision_known', inList('decision', Object.values(ReviewDecision))),
  ],
);

/** A creator's paid media package (spec §3), sold whole for coins; deleting keeps the row for its buyers. */
export const mediaPackages = pgTable(
  'media_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: userRef('owner_id'),
    name: text('name').notNull(),
    /** In coins. */
    price: integer('price').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('media_packages_owner').on(t.ownerId, t.id.desc()), check('media_packages_price_positive', sql`${t.price} >= 1`)],
);
export type MediaPackageRow = typeof mediaPackages.$inferSelect;

/** One file of a package (spec §3 Media content): its type 0 image, 1 audio, 2 video, and an image thumbnail. */
export const mediaContents = pgTable(
  'media_contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer('package_id')
      .notNull()
      .references(() => mediaPackages.id, { onDelete: 'cascade' }),
    /** The stored file's key (private: served only through signed URLs to the owner and the buyers). */
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key'),
    mediaType: smallint('media_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_contents_package').on(t.packageId, t.id), check('media_contents_type_known', sql`${t.mediaType} in (0, 1, 2)`)],
);
export type MediaContentRow = typeof mediaContents.$inferSelect;

/** Who bought a package (through the chat message that offered it); its owner may always open it. */
export const mediaPackageBuyers = pgTable(
  'media_package_buyers',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => mediaPackages.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.userId] })],
);

// ---- Chat (issue 11): one-to-one rooms, their members' read markers, messages and private files.

/**
 * A one-to-one conversation (spec §3 Conversation): one room per pair of people whatever the order,
 * held as (low, high) user ids under a unique index, so two people opening it at once meet one room.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    /** 24 hex characters, like an ObjectId. */
    id: text('id').primaryKey(),
    userLow: userRef('user_low'),
    userHigh: userRef('user_high'),
    /** The room's latest message (its seq), for the list's order; null before the first. */
    lastSeq: bigint('last_seq', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair').on(t.userLow, t.userHigh),
    index('chat_rooms_high').on(t.userHigh),
    check('chat_rooms_id_shape', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
    check('chat_rooms_pair_ordered', sql`${t.userLow} < ${t.userHigh}`),
  ],
);
export type ChatRoomRow = typeof chatRooms.$inferSelect;

const chatRoomRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => chatRooms.id, { onDelete: 'cascade' });

/** A member of a room: how far they read (a message seq) and whether the unread burst was announced. */
export const chatMembers = pgTable(
  'chat_members',
  {
    roomId: chatRoomRef('room_id'),
    userId: userRef('user_id'),
    /** The seq of the last message they read; 0 before any. */
    readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
    /** A `chat` notification went out for their current unread burst; reading clears it. */
    notified: integer('notified').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('chat_members_user').on(t.userId),
    check('chat_members_notified_flag', sql`${t.notified} in (0, 1)`),
  ],
);

/**
 * A chat message (spec §3 Message) in stored order (`seq`); `client_id` is unique per author, so a retry
 * finds the first. A paid message has `coins` and `unlocked_at`.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull().unique(),
    roomId: chatRoomRef('room_id'),
    authorId: userRef('author_id'),
    kind: text('kind').notNull(),
    content: text('content').notNull().default(''),
    coins: integer('coins'),
    packageId: integer('package_id').references(() => mediaPackages.id, { onDelete: 'set null' }),
    stickerId: integer('sticker_id').references(() => stickers.id, { onDelete: 'set null' }),
    /** The short message a sticker carried (issue 28), seen by both members; null for none. */
    note: text('note'),
    clientId: text('client_id'),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /** The mass message this is one recipient's copy of (issue 32): its files are the mass message's. */
    massMessageId: integer('mass_message_id').references(() => massMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_seq').on(t.roomId, t.seq),
    index('chat_messages_mass')
      .on(t.massMessageId)
      .where(sql`${t.massMessageId} is not null`),
    uniqueIndex('chat_messages_author_client').on(t.authorId, t.clientId),
    check('chat_messages_id_shape', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
    check('chat_messages_kind_known', inList('kind', Object.values(ChatMessageKind))),
    check('chat_messages_coins_not_negative', sql`${t.coins} is null or ${t.coins} >= 0`),
  ],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * A file uploaded for chat (private: served only through signed URLs to the room's members). Its
 * media_files row makes the key servable; `message_id` is set once a message uses it (only once).
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    key: text('key').primaryKey(),
    ownerId: userRef('owner_id'),
    /** MediaType: image 0, video 2. */
    mediaType: smallint('media_type').notNull(),
    /** Images: a small thumbnail made with sharp; and the blurred preview a locked paid image shows. */
    thumbKey: text('thumb_key'),
    previewKey: text('preview_key'),
    /** The uploader's own id for the file (the form's `id`). */
    uploadId: text('upload_id').notNull(),
    messageSeq: bigint('message_seq', { mode: 'number' }).references(() => chatMessages.seq, { onDelete: 'cascade' }),
    /** Or the mass message that carries it to every recipient (a file belongs to one message or one mass message). */
    massMessageId: integer('mass_message_id').references(() => massMessages.id, { onDelete: 'cascade' }),
    position: smallint('position'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_files_message').on(t.messageSeq, t.position),
    index('chat_files_owner').on(t.ownerId),
    index('chat_files_mass')
      .on(t.massMessageId, t.position)
      .where(sql`${t.massMessageId} is not null`),
    check('chat_files_one_holder', sql`${t.messageSeq} is null or ${t.massMessageId} is null`),
    check('chat_files_type_known', sql`${t.mediaType} in (0, 2)`),
  ],
);
export type ChatFileRow = typeof chatFiles.$inferSelect;

// ---- Mass messages and fan lists (issue 32). See docs/decisions/0051-mass-messages.md

/** A creator's saved list of fans (followers or subscribers when added), a mass message's audience. */
export const fanLists = pgTable(
  'fan_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: userRef('owner_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fan_lists_owner_name').on(t.ownerId, sql`lower(${t.name})`)],
);
export type FanListRow = typeof fanLists.$inferSelect;

export const fanListMembers = pgTable(
  'fan_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => fanLists.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('fan_list_members_user').on(t.userId)],
);

/**
 * One message a creator sent to an audience: the job writes each recipient a chat message of their own
 * (`chat_messages.mass_message_id`); `recipients` counts them as they are written, `sent_at` marks the end.
 */
export const massMessages = pgTable(
  'mass_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    authorId: userRef('author_id'),
    /** MassAudience: subscribers, followers or list. */
    audience: text('audience').notNull(),
    listId: integer('list_id').references(() => fanLists.id, { onDelete: 'set null' }),
    /** The list's name as it was sent, kept when the list is deleted. */
    listName: text('list_name'),
    content: text('content').notNull().default(''),
    /** Null for a free message. */
    coins: integer('coins'),
    clientId: text('client_id').notNull(),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mass_messages_author_client').on(t.authorId, t.clientId),
    index('mass_messages_author_created').on(t.authorId, t.createdAt.desc()),
    check('mass_messages_audience_known', sql`${t.audience} in ('subscribers', 'followers', 'list')`),
    check('mass_messages_coins_positive', sql`${t.coins} is null or ${t.coins} > 0`),
  ],
);
export type MassMessageRow = typeof massMessages.$inferSelect;

// ---- Stories and live streams (issue 12).

/**
 * One image of a person's story (spec §3 Story): an upload on `story/images/`, seen by its owner and their
 * followers (never across a block) until `expires_at` (24 hours); the sweep then removes the row and its file.
 */
export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    imageKey: text('image_key')
      .notNull()
      .references(() => mediaFiles.key),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stories_user').on(t.userId, t.id),
    index('stories_expires').on(t.expiresAt),
    uniqueIndex('stories_image_unique').on(t.imageKey),
  ],
);
export type StoryRow = typeof stories.$inferSelect;

/** Who watched which story image: the strip shows people with nothing new after the others. */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] }), index('story_views_user').on(t.userId)],
);

/**
 * A live stream (spec §3): live while `ended_at` is null, at most one per host (a partial unique index).
 * `stream_id` is the host client's random 10 characters; `amount` 0 when free (type 0), at least 1 when paid.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    streamId: text('stream_id').primaryKey(),
    hostId: userRef('host_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    amount: integer('amount').notNull().default(0),
    type: smallint('type').notNull(),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The host's tip goal in coins (issue 32), with its label; null for none. */
    goalCoins: integer('goal_coins'),
    goalLabel: text('goal_label'),
    /** The host's tip menu (issue 32): at most 10 items, each with an id, a label and a price in coins. */
    menu: jsonb('menu').$type<{ id: string; label: string; price: number }[]>().notNull().default([]),
  },
  (t) => [
    check(
      'live_streams_goal',
      sql`(${t.goalCoins} is null and ${t.goalLabel} is null) or (${t.goalCoins} between 1 and 1000000 and ${t.goalLabel} is not null)`,
    ),
    uniqueIndex('live_streams_one_per_host')
      .on(t.hostId)
      .where(sql`${t.endedAt} is null`),
    index('live_streams_live')
      .on(t.createdAt.desc())
      .where(sql`${t.endedAt} is null`),
    check('live_streams_id_shape', sql`${t.streamId} ~ '^[A-Za-z0-9]{10}$'`),
    check('live_streams_type_known', sql`${t.type} in (0, 1)`),
    check('live_streams_price', sql`(${t.type} = 0 and ${t.amount} = 0) or (${t.type} = 1 and ${t.amount} >= 1)`),
  ],
);
export type LiveStreamRow = typeof liveStreams.$inferSelect;

/** A viewer let into a stream: once per viewer and stream, so a paid join charges once (with its ledger movement). */
export const liveJoins = pgTable(
  'live_joins',
  {
    streamId: text('stream_id')
      .notNull()
      .references(() => liveStreams.streamId, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    /** What the viewer paid; 0 for a free stream. */
    amount: integer('amount').notNull().default(0),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.userId] }), index('live_joins_user').on(t.userId)],
);
