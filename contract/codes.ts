/**
 * The codes of spec §3, named once for the server and the client's enums: each a `const` object, with `Type.Enum(X)`
 * its wire schema and `CodeOf<typeof X>` its type.
 */
export type CodeOf<T extends Record<string, string | number>> = T[keyof T];

/** True when `value` is one of the codes of `codes` (a stored or received value read back into its type). */
export const isCodeOf = <T extends Record<string, string | number>>(codes: T, value: unknown): value is CodeOf<T> =>
  (Object.values(codes) as unknown[]).includes(value);

/** Post type: image 0, audio 1, video 2, text 3, poll 4. */
export const PostType = { image: 0, audio: 1, video: 2, text: 3, poll: 4 } as const;
export type PostTypeCode = CodeOf<typeof PostType>;

/**
 * The contract's reading of payment_type (spec §3 gives two): 0 free, 1 subscriber-only (open to the
 * creator's active subscribers), 2 pay-per-view (open to whoever bought the post). The owner always sees it.
 */
export const PaymentType = { free: 0, subscribers: 1, payPerView: 2 } as const;
export type PaymentTypeCode = CodeOf<typeof PaymentType>;

/** Media content type of a paid media package: image 0, audio 1, video 2. */
export const MediaType = { image: 0, audio: 1, video: 2 } as const;
export type MediaTypeCode = CodeOf<typeof MediaType>;

/** Subscription package type: free trial 0, monthly 1, annual 2. */
export const PackageType = { trial: 0, monthly: 1, annual: 2 } as const;
export type PackageTypeCode = CodeOf<typeof PackageType>;

/** Live stream type: free 0, paid 1. */
export const StreamType = { free: 0, paid: 1 } as const;
export type StreamTypeCode = CodeOf<typeof StreamType>;

/** Verify status (feed side, `user_verified`): pending 0, verified 1, rejected 2, not applied 4. */
export const VerifyStatus = { pending: 0, verified: 1, rejected: 2, notApplied: 4 } as const;
export type VerifyStatusCode = CodeOf<typeof VerifyStatus>;

/** Wallet transaction type: 1 is a credit, anything else a debit (0 written). */
export const TransactionType = { debit: 0, credit: 1 } as const;
export type TransactionTypeCode = CodeOf<typeof TransactionType>;

/**
 * What a ledger transaction was (DESIGN.md, money): the transactions list builds its title and message
 * from it in the reader's language.
 */
export const LedgerKind = {
  /** Coins bought with a card: the card purchases account pays the buyer. */
  coinPurchase: 'coin_purchase',
  /** A pay-per-view post bought: the buyer pays the creator and the platform fee. */
  postUnlock: 'post_unlock',
  /** A donation on a post. */
  postDonation: 'post_donation',
  /** A donation on a profile. */
  userDonation: 'user_donation',
  /** A sticker sent as a tip. */
  sticker: 'sticker',
  /** Coins given from one user to another, without a fee. */
  coinTransfer: 'coin_transfer',
  /** The welcome coins of a newcomer who signed up with a referral code. */
  referralBonus: 'referral_bonus',
  /** A subscription's period paid (the first or a renewal): the fan pays the creator and the platform fee. */
  subscription: 'subscription',
  /** A creator asks for a payout: the coins leave the wallet for payouts pending until an admin decides. */
  payoutRequest: 'payout_request',
  /** An admin paid a payout out: payouts pending to payouts paid (no wallet moves). */
  payoutPaid: 'payout_paid',
  /** An admin refused a payout: the coins go back from payouts pending to the creator's wallet. */
  payoutRejected: 'payout_rejected',
  /** A paid media message of a chat unlocked by its receiver: the receiver pays the sender and the platform fee. */
  chatMedia: 'chat_media',
  /** A paid media package unlocked from the chat message that offered it: the buyer pays the creator and the fee. */
  mediaPackage: 'media_package',
  /** A paid live stream joined: the viewer pays the host and the platform fee, once per stream. */
  liveJoin: 'live_join',
  /** A tip in a live stream's chat: the viewer pays the host and the platform fee. Gifts are `sticker`. */
  liveTip: 'live_tip',
} as const;
export type LedgerKindCode = CodeOf<typeof LedgerKind>;

/** The named system accounts a ledger entry can move coins to or from (every other entry is a user's wallet). */
export const SystemAccount = {
  cardPurchases: 'card_purchases',
  referralBonuses: 'referral_bonuses',
  platformFees: 'platform_fees',
  payoutsPending: 'payouts_pending',
  payoutsPaid: 'payouts_paid',
} as const;
export type SystemAccountCode = CodeOf<typeof SystemAccount>;

/** Where a card payment stands, as the wallet's buy flow reads it. */
export const PaymentStatus = {
  succeeded: 'succeeded',
  /** The card asks for an extra authentication step (3-D Secure) before it can be charged. */
  requiresAction: 'requires_action',
} as const;
export type PaymentStatusCode = CodeOf<typeof PaymentStatus>;

/** Payout status: pending 0, rejected 2, anything else paid (1 written). */
export const PayoutStatus = { pending: 0, paid: 1, rejected: 2 } as const;
export type PayoutStatusCode = CodeOf<typeof PayoutStatus>;

/**
 * The ledger kinds whose credits are earnings (a sale, net of the platform fee): only those can be withdrawn. A kind
 * added later that pays a creator for something sold joins this list.
 */
export const EARNING_KINDS: readonly LedgerKindCode[] = [
  LedgerKind.postUnlock,
  LedgerKind.postDonation,
  LedgerKind.userDonation,
  LedgerKind.sticker,
  LedgerKind.subscription,
  LedgerKind.chatMedia,
  LedgerKind.mediaPackage,
  LedgerKind.liveJoin,
  LedgerKind.liveTip,
];

/** Identity document types of a verification request (spec §3): 1 to 4. */
export const DocumentType = { governmentId: 1, nationalId: 2, passport: 3, drivingLicense: 4 } as const;
export type DocumentTypeCode = CodeOf<typeof DocumentType>;

/** What a user is: everyone is a `user`; an `admin` reviews verifications, payouts and reports (DESIGN.md, roles). */
export const Role = { user: 'user', admin: 'admin' } as const;
export type RoleCode = CodeOf<typeof Role>;

/** What an admin decided about a verification request, a payout or a reported post. */
export const ReviewDecision = {
  approved: 'approved',
  rejected: 'rejected',
  removed: 'removed',
  dismissed: 'dismissed',
  suspended: 'suspended',
  unsuspended: 'unsuspended',
} as const;
export type ReviewDecisionCode = CodeOf<typeof ReviewDecision>;

/**
 * What an admin decision is about: a report is a reported post's (by the post's id), a person report a reported
 * person's (by their id), a person the account itself (suspended or unsuspended, by its id).
 */
export const ReviewSubject = {
  verification: 'verification',
  payout: 'payout',
  report: 'report',
  personReport: 'person_report',
  person: 'person',
} as const;
export type ReviewSubjectCode = CodeOf<typeof ReviewSubject>;

/**
 * Why a post or a person is reported (issue 28): `other` takes a short text of the reporter's own.
 * The admin queue counts them by reason.
 */
export const ReportReason = {
  spam: 'spam',
  harassment: 'harassment',
  impersonation: 'impersonation',
  underage: 'underage',
  copyright: 'copyright',
  other: 'other',
} as const;
export type ReportReasonCode = CodeOf<typeof ReportReason>;

/** Gender: male 0, female 1. */
export const Gender = { male: 0, female: 1 } as const;
export type GenderCode = CodeOf<typeof Gender>;

/** A poll's options are texts, or images with a text. */
export const PollKind = { text: 'text', image: 'image' } as const;
export type PollKindCode = CodeOf<typeof PollKind>;

/** Notification types of spec §3, spelled as the wire spells them (typos and casing included). */
export const NotificationType = {
  likePost: 'like_post',
  likeComment: 'like_comment',
  postComment: 'post_comment',
  startFollow: 'start_follow',
  newStory: 'new_story',
  newTips: 'new_tips',
  receivedCoins: 'recieved_coins',
  updateWallet: 'update_wallet',
  walletUpdated: 'wallet_updated',
  transferCoins: 'transfer_coins',
  chat: 'chat',
  newSubscription: 'new_subscription',
  documentRejected: 'document_rejected',
  documentApproved: 'document_approved',
  verificationUpdates: 'VERIFICATION_UPDATES',
  newSubscriber: 'NEW_SUBSCRIBER',
  payoutUpdates: 'PAYOUT_UPDATES',
  tagInPost: 'TAG_IN_POST',
  liveStream: 'live_stream',
  newLivestream: 'new_livestream',
  /** Not in the spec: an admin removed your post after reports (the review of DESIGN.md notifies the user). */
  postRemoved: 'post_removed',
  /** Not in the spec: the admin decided on a post you reported (data.decision 'removed' or 'dismissed'). */
  reportReviewed: 'report_reviewed',
  /** An auto-renewing subscription ended at expiry: the wallet was short or the plan is gone (not in the spec). */
  subscriptionLapsed: 'subscription_lapsed',
} as const;
export type NotificationTypeCode = CodeOf<typeof NotificationType>;

/**
 * The tabs of /notification (issue 32): `all` lists every type, each other category the types it names below. There
 * is no separate mention type: being tagged in a post (TAG_IN_POST) is the one mention the app raises.
 */
export const NotificationCategory = {
  all: 'all',
  interactions: 'interactions',
  subscriptions: 'subscriptions',
  money: 'money',
  mentions: 'mentions',
} as const;
export type NotificationCategoryCode = CodeOf<typeof NotificationCategory>;

/** Every notification type in exactly one tab besides All; the platform's own news (reviews, verification) reads as interactions. */
export const NotificationCategoryOf: Record<NotificationTypeCode, Exclude<NotificationCategoryCode, 'all'>> = {
  like_post: 'interactions',
  like_comment: 'interactions',
  post_comment: 'interactions',
  start_follow: 'interactions',
  new_story: 'interactions',
  chat: 'interactions',
  new_livestream: 'interactions',
  document_rejected: 'interactions',
  document_approved: 'interactions',
  VERIFICATION_UPDATES: 'interactions',
  post_removed: 'interactions',
  report_reviewed: 'interactions',
  new_subscription: 'subscriptions',
  NEW_SUBSCRIBER: 'subscriptions',
  subscription_lapsed: 'subscriptions',
  new_tips: 'money',
  recieved_coins: 'money',
  update_wallet: 'money',
  wallet_updated: 'money',
  transfer_coins: 'money',
  PAYOUT_UPDATES: 'money',
  live_stream: 'money',
  TAG_IN_POST: 'mentions',
};

/** The types a tab lists; every type for `all`. */
export const notificationTypesOf = (category: NotificationCategoryCode): NotificationTypeCode[] =>
  (Object.keys(NotificationCategoryOf) as NotificationTypeCode[]).filter(
    (type) => category === NotificationCategory.all || NotificationCategoryOf[type] === category,
  );

/** Chat message types of spec §3. */
export const ChatMessageKind = {
  text: 'text',
  paidPackage: 'paidPackage',
  paidMedia: 'PAID_MEDIA',
  coinTransfer: 'COIN_TRANSFER',
  videoFile: 'CHAT_VIDEO_FILE',
  /** A sticker sent as a tip in the thread (not in the spec). */
  sticker: 'STICKER',
} as const;
export type ChatMessageKindCode = CodeOf<typeof ChatMessageKind>;

/** Live chat message types of spec §3. */
export const LiveMessageKind = {
  text: 'LIVE_MESSAGE_TYPE_TEXT',
  tip: 'LIVE_MESSAGE_TYPE_TIP',
  endStream: 'LIVE_MESSAGE_TYPE_END_STREAM',
} as const;
export type LiveMessageKindCode = CodeOf<typeof LiveMessageKind>;

/** REST flags (`is_like`, `success`…) are 0 or 1. */
export const Flag = { off: 0, on: 1 } as const;
export type FlagCode = CodeOf<typeof Flag>;
