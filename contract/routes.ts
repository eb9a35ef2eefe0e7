import { ChatFileRoutes, FeedRoutes, MEDIA_ROOT, SOCKET_PATH, STICKER_ROOT } from './feedRoutes.ts';

/**
 * Every path of spec §7, built or not yet: both sides import these and nobody spells a path twice.
 * A path that carries an id is a function; the server registers it with the parameter's name
 * (`AdminRoutes.postById(':id')`), the client calls it with the id. Paths the spec leaves unnamed
 * (plans, notifications, wallet, user and hashtag search, chat profile lookup) are added by the issue
 * that builds them.
 */
export const AdminRoutes = {
  // §7 feeds, posts, people and uploads the first screens call
  ...FeedRoutes,

  // §7 auth
  login: '/api/login',
  register: '/api/register',
  verifyOtp: '/api/verify-otp',
  resendOtp: '/api/resend-otp-verify-user',
  forgotPassword: '/api/forgot-password',
  resetPassword: (userId: number | string) => `/api/reset-password/${userId}` as const,
  logout: '/api/logout',
  createChatUser: '/api/user/create-chat-user',

  // §7 users, profile and settings
  countries: '/api/settings/country',
  states: '/api/settings/state',
  /** The user's notifications by page (the path §7 names for them). */
  notifications: '/api/settings/notification',
  /** Notifications not yet seen (not named by the spec). */
  notificationsUnread: '/api/notifications/unread',
  /** Marks every notification read when the list is opened (not named by the spec). */
  notificationsRead: '/api/notifications/read',
  editProfile: '/api/user/edit-profile',
  changePassword: '/api/user/change-password',
  block: '/api/user/block',
  unblock: '/api/user/unblock',
  blockList: '/api/user/block-list',
  /** Reports a person with a reason (issue 28; not named by the spec). */
  reportUser: '/api/user/report',
  bank: '/api/user/bank',
  /** The owner's saved banking details, the account number masked (not named by the spec). */
  bankDetails: '/api/user/bank-details',
  autocompleteUser: '/api/user/autocomplete-user',

  // §7 stories
  stories: '/api/stories',
  createStory: '/api/stories/create',
  deleteStory: '/api/stories/delete',
  /** The viewer watched a story image (not named by the spec): the strip shows seen people last. */
  seenStory: '/api/stories/seen',

  // §7 subscriptions
  subscribe: '/api/user/user-subscription',
  unsubscribe: '/api/user/user-unsubscribe',
  mySubscriptions: '/api/user/my-subscription-new',
  mySubscribers: '/api/user/my-subscribers',
  /** Turns auto-renewal back on for a cancelled subscription still running (not named by the spec). */
  renewSubscription: '/api/user/user-renew-subscription',
  /** Saves the viewer's plans: monthly, anual, trial (not named by the spec). */
  savePlans: '/api/user/plans',

  // §7 verification
  uploadDocument: '/api/user/upload-document',
  verificationStatus: '/api/user/verification-status',

  // §7 wallet, payouts and payments
  transactionList: '/api/user/transaction-list',
  withdrawList: '/api/user/withdraw-list',
  withdraw: '/api/user/user-withdraw',
  /** How many earned coins can be withdrawn now, and when the next payout is possible (not named by the spec). */
  withdrawable: '/api/user/withdrawable',
  inappPayment: '/api/payment/inapp-payment',
  /** The payment provider's signed webhook (DESIGN.md, money). */
  paymentWebhook: '/api/payment/webhook',
  /** Which card provider the wallet uses, and Stripe's publishable key when it is Stripe (not named by the spec). */
  paymentConfig: '/api/payment/config',
  /** The embedded test-card provider: a card typed in the form becomes a payment method, as Stripe.js does. */
  testCardPaymentMethods: '/api/payment/test-card/payment-methods',
  /** The embedded test-card provider: the card's extra authentication step, completed or failed. */
  testCardAuthenticate: '/api/payment/test-card/authenticate',
  updateWallet: '/api/user/update-wallet',
  coinTransfer: '/api/user/coin-transfer',

  // §7 coin packs and subscription packages
  userPackage: '/api/user/user-package',
  createPackage: '/api/user/create-package',

  // §7 paid media packages
  mediaPackages: '/api/media',
  createMediaPackage: '/api/media/create',
  mediaPackageById: '/api/media/media-id',
  editMediaPackage: '/api/media/edit',
  mediaContents: '/api/media/content-id',
  deleteMediaContent: '/api/media/content-delete',
  deleteMediaPackage: '/api/media/delete',

  // §7 posts
  createPost: '/api/post/create',
  comments: '/api/post/comments',
  comment: '/api/post/comment',
  /** Likes a comment or takes the like back (the like_comment notification implies it; not named by the spec). */
  commentLike: '/api/post/comment-like',
  votePoll: '/api/post/vote-poll',
  payPost: '/api/post/pay',
  donate: '/api/post/donate',
  userDonate: '/api/post/user-donate',

  // §7 stickers and live
  stickers: '/api/stickers',
  sendSticker: '/api/stickers/send-sticker',
  agoraTokens: '/api/agora/tokens',
  createLivestream: '/api/livestreams/create',
  deleteLivestream: '/api/livestreams/delete',
  joinLivestream: '/api/livestreams/join-livestream',
  /** The streams live now by the people the viewer follows, and the viewer's own (not named by the spec). */
  liveStreams: '/api/livestreams',
  /** One stream, to open it from a notification (not named by the spec). */
  liveStream: '/api/livestreams/stream',
  /** A tip in a live stream's chat (not named by the spec). */
  liveTip: '/api/livestreams/tip',
  /** A sticker given as a gift in a live stream's chat (not named by the spec). */
  liveGift: '/api/livestreams/gift',

  // The admin area (DESIGN.md, roles and review; not named by the spec): admins only.
  adminVerifications: '/api/admin/verifications',
  adminVerificationApprove: '/api/admin/verifications/approve',
  adminVerificationReject: '/api/admin/verifications/reject',
  adminPayouts: '/api/admin/payouts',
  adminPayoutApprove: '/api/admin/payouts/approve',
  adminPayoutReject: '/api/admin/payouts/reject',
  adminReports: '/api/admin/reports',
  adminReportRemove: '/api/admin/reports/remove',
  adminReportDismiss: '/api/admin/reports/dismiss',
  adminReportedPeople: '/api/admin/reported-people',
  adminReportedPersonDismiss: '/api/admin/reported-people/dismiss',
  adminSuspendedPeople: '/api/admin/suspended-people',
  adminSuspendPerson: '/api/admin/people/suspend',
  adminUnsuspendPerson: '/api/admin/people/unsuspend',

  /** The embedded mail outbox; absent in production (DESIGN.md, embedded defaults). */
  devOutbox: '/api/dev/outbox',
} as const;

/** The chat API of spec §7 (Bearer jwtToken). */
export const ChatRoutes = {
  login: '/auth/login',
  roomsList: '/rooms/list',
  conversation: '/rooms/conversation',
  /** Not in the spec: the viewer read a room up to now; the header's unread count. */
  markRead: '/rooms/read',
  unread: '/rooms/unread',
  messagesList: '/messages/list',
  sendMessage: '/messages/send/new/message',
  sendPackage: '/messages/package',
  ...ChatFileRoutes,
} as const;

/**
 * Path prefixes only the server answers: a GET below them that matches no route is a 404, never the
 * client's index.html. The chat API's /messages/ and /files/ take POST only, and /messages is also a
 * page of the client, so a GET there stays the client's. `/dev/` holds the development pages (the flow
 * diagrams), absent in production: a 404 there, not the app.
 */
export * from './feedRoutes.ts';

export const SERVER_PATH_PREFIXES = ['/api/', '/auth/', '/rooms/', '/dev/', `${SOCKET_PATH}/`, MEDIA_ROOT, STICKER_ROOT] as const;
