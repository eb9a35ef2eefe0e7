import type { Static, TSchema } from 'typebox';
import { HealthRoutes, MEDIA_ROOT, STICKER_ROOT } from './routes.ts';
import type * as Schemas from './schemas.ts';

/*
 * Every call of the admin and chat APIs (spec §7), named once for the server's routes, the client's REST layer and
 * the OpenAPI reference. Schemas are named, not imported, so the client's bundle holds no typebox.
 */

type SchemaModule = typeof Schemas;
/** The name of a schema exported by the contract. */
export type SchemaName = { [K in keyof SchemaModule]: SchemaModule[K] extends TSchema ? K : never }[keyof SchemaModule];

/** Who may call: anyone; a signed-in person (the bearer token of /api/login); an admin (403 to others); a chat member (the chat token of /auth/login). */
export type Caller = 'public' | 'signedIn' | 'admin' | 'chat';

/** The reference's sections (server/openapi/areas.ts describes each). */
export type Area =
  | 'Auth'
  | 'Account'
  | 'People'
  | 'Posts'
  | 'Comments'
  | 'Feed'
  | 'Uploads'
  | 'Notifications'
  | 'Wallet'
  | 'Payments'
  | 'Subscriptions'
  | 'Packages'
  | 'Payouts'
  | 'Admin'
  | 'Live'
  | 'Stories'
  | 'Chat'
  | 'Operations';

export interface Endpoint {
  method: 'GET' | 'POST';
  /** As the server registers it: a parameter is `:name`, the rest of a path `*`. */
  path: string;
  caller: Caller;
  area: Area;
  summary: string;
  description?: string;
  body?: SchemaName;
  query?: SchemaName;
  params?: SchemaName;
  headers?: SchemaName;
  /** A multipart form instead of a JSON body (the route reads its parts itself). */
  form?: SchemaName;
  /** The success answer; absent for the files and probes, which answer no envelope. */
  response?: SchemaName;
  /** The success status when it is not 200. */
  status?: 201;
  /** A second path the spec names for the same call. */
  alsoAt?: string;
}

export const Endpoints = {
  // Auth
  register: {
    method: 'POST',
    path: '/api/register',
    caller: 'public',
    area: 'Auth',
    summary: 'Sign up: mails a verification code',
    description: 'Answers the same for a free and a taken email; the owner of a taken one is told by mail.',
    body: 'RegisterBody',
    response: 'RegisterResponse',
    status: 201,
  },
  verifyOtp: {
    method: 'POST',
    path: '/api/verify-otp',
    caller: 'public',
    area: 'Auth',
    summary: 'Check an emailed code: a session (signup) or a reset token (forgot password)',
    body: 'VerifyOtpBody',
    response: 'VerifyOtpResponse',
  },
  resendOtp: {
    method: 'POST',
    path: '/api/resend-otp-verify-user',
    caller: 'public',
    area: 'Auth',
    summary: 'Mail a new signup code',
    body: 'EmailBody',
    response: 'OtpSentResponse',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/forgot-password',
    caller: 'public',
    area: 'Auth',
    summary: 'Mail a password reset code',
    body: 'EmailBody',
    response: 'OtpSentResponse',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/reset-password/:userId',
    caller: 'public',
    area: 'Auth',
    summary: 'Set a new password with the reset token',
    params: 'ResetPasswordParams',
    body: 'ResetPasswordBody',
    response: 'MessageResponse',
  },
  login: {
    method: 'POST',
    path: '/api/login',
    caller: 'public',
    area: 'Auth',
    summary: 'Log in with email and password: the bearer token and the profile',
    body: 'LoginBody',
    response: 'LoginResponse',
  },
  changePassword: {
    method: 'POST',
    path: '/api/user/change-password',
    caller: 'signedIn',
    area: 'Auth',
    summary: 'Change the password: ends every session and answers fresh tokens',
    body: 'ChangePasswordBody',
    response: 'ChangePasswordResponse',
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    caller: 'signedIn',
    area: 'Auth',
    summary: "End the account's sessions, REST and chat alike",
    body: 'LogoutBody',
    response: 'MessageResponse',
  },
  currentUser: {
    method: 'POST',
    path: '/api/verify-user',
    caller: 'signedIn',
    area: 'Auth',
    summary: 'Who the token belongs to (restores a session)',
    body: 'VerifyUserBody',
    response: 'UserResponse',
  },
  createChatUser: {
    method: 'POST',
    path: '/api/user/create-chat-user',
    caller: 'signedIn',
    area: 'Auth',
    summary: "Create the account's chat member (idempotent)",
    body: 'VerifyUserBody',
    response: 'ChatUserResponse',
  },

  // Account
  editProfile: {
    method: 'POST',
    path: '/api/user/edit-profile',
    caller: 'signedIn',
    area: 'Account',
    summary: 'Edit the profile: names, details, links, photo and cover',
    body: 'EditProfileBody',
    response: 'EditProfileResponse',
  },
  countries: {
    method: 'GET',
    path: '/api/settings/country',
    caller: 'signedIn',
    area: 'Account',
    summary: 'Countries (ISO 3166)',
    response: 'CountryListResponse',
  },
  states: {
    method: 'POST',
    path: '/api/settings/state',
    caller: 'signedIn',
    area: 'Account',
    summary: "A country's states",
    body: 'StatesBody',
    response: 'StateListResponse',
  },

  // People
  person: {
    method: 'POST',
    path: '/api/user/user-byid',
    caller: 'signedIn',
    area: 'People',
    summary: "A person's profile",
    body: 'UserByIdBody',
    response: 'UserResponse',
  },
  follow: {
    method: 'POST',
    path: '/api/user/follow',
    caller: 'signedIn',
    area: 'People',
    summary: 'Follow a person',
    body: 'UserIdBody',
    response: 'FollowResponse',
  },
  unfollow: {
    method: 'POST',
    path: '/api/user/unfollow',
    caller: 'signedIn',
    area: 'People',
    summary: 'Unfollow a person',
    body: 'UserIdBody',
    response: 'FollowResponse',
  },
  followers: {
    method: 'POST',
    path: '/api/user/followers',
    caller: 'signedIn',
    area: 'People',
    summary: "A person's followers, by page",
    body: 'PeoplePageBody',
    response: 'FollowerListResponse',
  },
  followings: {
    method: 'POST',
    path: '/api/user/followings',
    caller: 'signedIn',
    area: 'People',
    summary: 'Whom a person follows, by page',
    body: 'PeoplePageBody',
    response: 'FollowingListResponse',
  },
  block: {
    method: 'POST',
    path: '/api/user/block',
    caller: 'signedIn',
    area: 'People',
    summary: 'Block a person (mutual invisibility)',
    body: 'UserIdBody',
    response: 'BlockResponse',
  },
  unblock: {
    method: 'POST',
    path: '/api/user/unblock',
    caller: 'signedIn',
    area: 'People',
    summary: 'Unblock a person',
    body: 'UserIdBody',
    response: 'BlockResponse',
  },
  reportPerson: {
    method: 'POST',
    path: '/api/user/report',
    caller: 'signedIn',
    area: 'People',
    summary: 'Report a person with a reason',
    body: 'ReportUserBody',
    response: 'ReportUserResponse',
  },
  blockedPeople: {
    method: 'POST',
    path: '/api/user/block-list',
    caller: 'signedIn',
    area: 'People',
    summary: 'The people the viewer blocked, by page',
    body: 'BlockListBody',
    response: 'BlockListResponse',
  },
  /** The page travels in the query, as the trending feed's (spec §7: a POST with an empty body). */
  suggestedPeople: {
    method: 'POST',
    path: '/api/user/trending',
    caller: 'signedIn',
    area: 'People',
    summary: 'Suggested people, by page (the page in the query string)',
    query: 'TrendingQuery',
    response: 'TrendingPeopleResponse',
  },
  searchPeople: {
    method: 'POST',
    path: '/api/user/autocomplete-user',
    caller: 'signedIn',
    area: 'People',
    summary: 'The header search: people by name or username prefix',
    body: 'AutocompleteBody',
    response: 'AutocompleteResponse',
  },

  // Posts
  post: {
    method: 'GET',
    path: '/api/post/:id',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'One post',
    params: 'PostIdParams',
    response: 'PostResponse',
  },
  createPost: {
    method: 'POST',
    path: '/api/post/create',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Create a post: images, audio, video, text or poll',
    description: 'Its media are keys of earlier /api/upload answers.',
    body: 'CreatePostBody',
    response: 'PostResponse',
  },
  likePost: {
    method: 'POST',
    path: '/api/post/like',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Like a post, or take the like back',
    body: 'PostIdBody',
    response: 'LikeResponse',
  },
  favouritePost: {
    method: 'POST',
    path: '/api/post/favourite',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Add a post to the favourites',
    body: 'PostIdBody',
    response: 'FavouriteResponse',
  },
  unfavouritePost: {
    method: 'POST',
    path: '/api/post/unfavourite',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Take a post out of the favourites',
    body: 'PostIdBody',
    response: 'FavouriteResponse',
  },
  favourites: {
    method: 'POST',
    path: '/api/post/favouritelist',
    caller: 'signedIn',
    area: 'Feed',
    summary: 'The favourites feed, by page',
    body: 'FavouriteListBody',
    response: 'PostListResponse',
  },
  votePoll: {
    method: 'POST',
    path: '/api/post/vote-poll',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Vote in a poll',
    body: 'VotePollBody',
    response: 'VotePollResponse',
  },
  reportPost: {
    method: 'POST',
    path: '/api/post/report',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Report a post with a reason',
    body: 'ReportPostBody',
    response: 'PostActionResponse',
  },
  hidePost: {
    method: 'POST',
    path: '/api/post/hide',
    caller: 'signedIn',
    area: 'Posts',
    summary: "Hide a post from the viewer's feeds",
    body: 'HideBody',
    response: 'PostActionResponse',
  },
  deletePost: {
    method: 'POST',
    path: '/api/post/delete',
    caller: 'signedIn',
    area: 'Posts',
    summary: "Delete one's own post",
    body: 'PostIdBody',
    response: 'PostActionResponse',
  },

  // Comments
  comments: {
    method: 'POST',
    path: '/api/post/comments',
    caller: 'signedIn',
    area: 'Comments',
    summary: "A post's comments with their replies, by page",
    body: 'CommentsBody',
    response: 'CommentListResponse',
  },
  addComment: {
    method: 'POST',
    path: '/api/post/comment',
    caller: 'signedIn',
    area: 'Comments',
    summary: 'Comment on a post, or reply to a comment',
    body: 'CommentBody',
    response: 'CommentResponse',
  },
  likeComment: {
    method: 'POST',
    path: '/api/post/comment-like',
    caller: 'signedIn',
    area: 'Comments',
    summary: 'Like a comment, or take the like back',
    body: 'CommentIdBody',
    response: 'CommentLikeResponse',
  },

  // Feed
  homeFeed: {
    method: 'POST',
    path: '/api/feeds',
    caller: 'signedIn',
    area: 'Feed',
    summary: "The home feed: the viewer's posts and those of people followed",
    body: 'FeedBody',
    response: 'PostListResponse',
  },
  personFeed: {
    method: 'POST',
    path: '/api/feeds/user',
    caller: 'signedIn',
    area: 'Feed',
    summary: "A person's posts, by page",
    body: 'UserFeedBody',
    response: 'PostListResponse',
  },
  /** Spec §7: POST /api/feeds/trending?page={n}, the body empty. */
  trendingPosts: {
    method: 'POST',
    path: '/api/feeds/trending',
    caller: 'signedIn',
    area: 'Feed',
    summary: 'Trending posts, by page (the page in the query string)',
    query: 'TrendingQuery',
    response: 'PostListResponse',
  },
  searchHashtags: {
    method: 'POST',
    path: '/api/feeds/search-tags',
    caller: 'signedIn',
    area: 'Feed',
    summary: 'Hashtags by prefix',
    body: 'SearchTagsBody',
    response: 'HashtagListResponse',
  },
  hashtagFeed: {
    method: 'POST',
    path: '/api/feeds/posts-by-tag',
    caller: 'signedIn',
    area: 'Feed',
    summary: "A hashtag's posts, by page",
    body: 'PostsByTagBody',
    response: 'PostListResponse',
  },

  // Uploads and files
  upload: {
    method: 'POST',
    path: '/api/upload',
    caller: 'signedIn',
    area: 'Uploads',
    summary: 'Upload a file to a path (post, story, profile, document...)',
    description: 'A multipart form: `path` names what the file is for (its kinds and size limit), `file` the file.',
    form: 'UploadForm',
    response: 'UploadResponse',
  },
  mediaFile: {
    method: 'GET',
    path: `${MEDIA_ROOT}*`,
    caller: 'public',
    area: 'Uploads',
    summary: 'An uploaded file, with Range support',
    description: 'Public files as they are; a locked one only with the `exp` and `sig` its signed URL carries.',
  },
  stickerImage: {
    method: 'GET',
    path: `${STICKER_ROOT}:name`,
    caller: 'public',
    area: 'Uploads',
    summary: "A sticker's drawing (SVG)",
  },

  // Notifications
  /** The path §7 names for the notifications by page. */
  notifications: {
    method: 'POST',
    path: '/api/settings/notification',
    caller: 'signedIn',
    area: 'Notifications',
    summary: 'Notifications, by page, in the reader’s language',
    body: 'NotificationListBody',
    response: 'NotificationListResponse',
  },
  unreadNotifications: {
    method: 'POST',
    path: '/api/notifications/unread',
    caller: 'signedIn',
    area: 'Notifications',
    summary: 'How many notifications are unread',
    response: 'UnreadCountResponse',
  },
  /** Marks every notification read when the list is opened. */
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    caller: 'signedIn',
    area: 'Notifications',
    summary: 'Mark every notification read',
    response: 'UnreadCountResponse',
  },

  // Wallet
  transactions: {
    method: 'POST',
    path: '/api/user/transaction-list',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'The balance and the transactions, by page',
    body: 'TransactionListBody',
    response: 'TransactionListResponse',
  },
  unlockPost: {
    method: 'POST',
    path: '/api/post/pay',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'Unlock a pay-per-view post with coins',
    body: 'PayPostBody',
    response: 'PayPostResponse',
  },
  donateToPost: {
    method: 'POST',
    path: '/api/post/donate',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'Donate coins on a post to its author',
    body: 'DonateBody',
    headers: 'IdempotencyHeaders',
    response: 'BalanceResponse',
  },
  donateToPerson: {
    method: 'POST',
    path: '/api/post/user-donate',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'Donate coins to a person',
    body: 'UserDonateBody',
    headers: 'IdempotencyHeaders',
    response: 'BalanceResponse',
  },
  stickers: {
    method: 'GET',
    path: '/api/stickers',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'The sticker catalog',
    response: 'StickersResponse',
  },
  sendSticker: {
    method: 'POST',
    path: '/api/stickers/send-sticker',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'Send a sticker bought with coins',
    body: 'SendStickerBody',
    headers: 'IdempotencyHeaders',
    response: 'SendStickerResponse',
  },
  transferCoins: {
    method: 'POST',
    path: '/api/user/coin-transfer',
    caller: 'signedIn',
    area: 'Wallet',
    summary: 'Transfer coins to a person',
    body: 'CoinTransferBody',
    headers: 'IdempotencyHeaders',
    response: 'BalanceResponse',
  },
  /** Spec §7 update-wallet: the web app pays for chat content with its admin session. */
  unlockMessage: {
    method: 'POST',
    path: '/api/user/update-wallet',
    caller: 'signedIn',
    area: 'Chat',
    summary: 'Unlock a paid chat message or package with coins',
    body: 'UpdateWalletBody',
    response: 'UpdateWalletResponse',
  },

  // Payments
  /** Which card provider the wallet uses, and Stripe's publishable key when it is Stripe. */
  paymentConfig: {
    method: 'GET',
    path: '/api/payment/config',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Which card provider the wallet uses (and Stripe’s publishable key)',
    response: 'PaymentConfigResponse',
  },
  buyCoins: {
    method: 'POST',
    path: '/api/payment/inapp-payment',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Buy a coin pack by card',
    body: 'InappPaymentBody',
    headers: 'IdempotencyHeaders',
    response: 'InappPaymentResponse',
  },
  /** The provider proves itself by its signature over the raw body (DESIGN.md, money). */
  paymentWebhook: {
    method: 'POST',
    path: '/api/payment/webhook',
    caller: 'public',
    area: 'Payments',
    summary: "The payment provider's signed webhook",
    description: 'Stripe calls it with its signature header; a replayed event credits once.',
    response: 'WebhookResponse',
  },
  /** The embedded test-card provider: a card typed in the form becomes a payment method, as Stripe.js does. */
  testCardPaymentMethod: {
    method: 'POST',
    path: '/api/payment/test-card/payment-methods',
    caller: 'signedIn',
    area: 'Payments',
    summary: 'Embedded test-card provider: a card typed in the form becomes a payment method',
    body: 'TestCardBody',
    response: 'TestCardResponse',
  },
  testCardAuthenticate: {
    method: 'POST',
    path: '/api/payment/test-card/authenticate',
    caller: 'signedIn',
    area: 'Payments',
    summary: "Embedded test-card provider: complete or fail the card's extra step",
    body: 'TestCardAuthenticateBody',
    response: 'TestCardAuthenticateResponse',
  },

  // Subscriptions
  creatorPlans: {
    method: 'POST',
    path: '/api/user/user-package',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "A creator's plans: monthly, annual, free trial",
    body: 'UserPackageBody',
    response: 'UserPackageResponse',
  },
  savePlans: {
    method: 'POST',
    path: '/api/user/plans',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "Save the viewer's own plans (verified creators)",
    body: 'SavePlansBody',
    response: 'UserPackageResponse',
  },
  subscribe: {
    method: 'POST',
    path: '/api/user/user-subscription',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "Subscribe to a creator's plan with coins",
    body: 'SubscribeBody',
    headers: 'IdempotencyHeaders',
    response: 'SubscribeResponse',
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/user/user-unsubscribe',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: 'Cancel a subscription (access kept until it expires)',
    body: 'SubscriptionIdBody',
    response: 'SubscriptionResponse',
  },
  renewSubscription: {
    method: 'POST',
    path: '/api/user/user-renew-subscription',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: 'Turn auto-renewal back on for a cancelled subscription',
    body: 'SubscriptionIdBody',
    response: 'SubscriptionResponse',
  },
  mySubscriptions: {
    method: 'POST',
    path: '/api/user/my-subscription-new',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "The viewer's subscriptions, by page",
    body: 'SubscriptionPageBody',
    response: 'MySubscriptionsResponse',
  },
  mySubscribers: {
    method: 'POST',
    path: '/api/user/my-subscribers',
    caller: 'signedIn',
    area: 'Subscriptions',
    summary: "The viewer's subscribers, by page",
    body: 'SubscriptionPageBody',
    response: 'MySubscribersResponse',
  },

  // Packages
  myPackages: {
    method: 'GET',
    path: '/api/media',
    caller: 'signedIn',
    area: 'Packages',
    summary: "The viewer's paid media packages",
    response: 'MediaPackagesResponse',
  },
  createPackage: {
    method: 'POST',
    path: '/api/media/create',
    alsoAt: '/api/user/create-package',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Create a media package',
    body: 'CreateMediaPackageBody',
    response: 'MediaPackageResponse',
  },
  myPackage: {
    method: 'POST',
    path: '/api/media/media-id',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'One of the viewer’s packages with its media',
    body: 'MediaIdBody',
    response: 'MediaPackageDetailResponse',
  },
  editPackage: {
    method: 'POST',
    path: '/api/media/edit',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Rename or reprice a package',
    body: 'EditMediaPackageBody',
    response: 'MediaPackageResponse',
  },
  deletePackage: {
    method: 'POST',
    path: '/api/media/delete',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Delete a package',
    body: 'PackageMediaIdBody',
    response: 'DeletedResponse',
  },
  addPackageMedia: {
    method: 'POST',
    path: '/api/media/content-create',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Add an image, audio or video to a package',
    description: 'A multipart form: the package id, the media type, the file and, for a video, its thumbnail.',
    form: 'PackageMediaForm',
    response: 'MediaContentResponse',
  },
  packageContents: {
    method: 'POST',
    path: '/api/media/content-id',
    caller: 'signedIn',
    area: 'Packages',
    summary: "A package's contents, opened for its owner or a buyer",
    body: 'PackageContentsBody',
    response: 'PackageViewResponse',
  },
  deletePackageMedia: {
    method: 'POST',
    path: '/api/media/content-delete',
    caller: 'signedIn',
    area: 'Packages',
    summary: "Delete one of a package's media",
    body: 'MediaContentIdBody',
    response: 'DeletedResponse',
  },

  // Verification, banking and payouts
  requestVerification: {
    method: 'POST',
    path: '/api/user/upload-document',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'Ask for identity verification: the document and a selfie with it',
    body: 'UploadDocumentBody',
    response: 'VerificationStatusResponse',
  },
  verificationStatus: {
    method: 'POST',
    path: '/api/user/verification-status',
    caller: 'signedIn',
    area: 'Payouts',
    summary: "The viewer's verification request and its state",
    response: 'VerificationStatusResponse',
  },
  saveBank: {
    method: 'POST',
    path: '/api/user/bank',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'Save the banking details',
    body: 'BankBody',
    response: 'BankDetailsResponse',
  },
  bank: {
    method: 'POST',
    path: '/api/user/bank-details',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'The saved banking details, the account number masked',
    response: 'BankDetailsResponse',
  },
  withdrawable: {
    method: 'POST',
    path: '/api/user/withdrawable',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'The earned coins that can be withdrawn, and when',
    response: 'WithdrawableResponse',
  },
  requestPayout: {
    method: 'POST',
    path: '/api/user/user-withdraw',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'Ask for a payout of earned coins (one a day)',
    body: 'WithdrawBody',
    response: 'WithdrawResponse',
  },
  payouts: {
    method: 'POST',
    path: '/api/user/withdraw-list',
    caller: 'signedIn',
    area: 'Payouts',
    summary: "The viewer's payouts, by page",
    body: 'WithdrawListBody',
    response: 'WithdrawListResponse',
  },

  // Admin (DESIGN.md, roles and review)
  pendingVerifications: {
    method: 'POST',
    path: '/api/admin/verifications',
    caller: 'admin',
    area: 'Admin',
    summary: 'Pending verification requests, by page',
    body: 'AdminPageBody',
    response: 'PendingVerificationsResponse',
  },
  approveVerification: {
    method: 'POST',
    path: '/api/admin/verifications/approve',
    caller: 'admin',
    area: 'Admin',
    summary: 'Approve a verification request',
    body: 'DecideBody',
    response: 'DecisionResponse',
  },
  rejectVerification: {
    method: 'POST',
    path: '/api/admin/verifications/reject',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reject a verification request with a reason',
    body: 'RejectBody',
    response: 'DecisionResponse',
  },
  pendingPayouts: {
    method: 'POST',
    path: '/api/admin/payouts',
    caller: 'admin',
    area: 'Admin',
    summary: 'Pending payout requests, by page',
    body: 'AdminPageBody',
    response: 'PendingPayoutsResponse',
  },
  approvePayout: {
    method: 'POST',
    path: '/api/admin/payouts/approve',
    caller: 'admin',
    area: 'Admin',
    summary: 'Mark a payout paid',
    body: 'DecideBody',
    response: 'DecisionResponse',
  },
  rejectPayout: {
    method: 'POST',
    path: '/api/admin/payouts/reject',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reject a payout: the coins go back to the wallet',
    body: 'RejectBody',
    response: 'DecisionResponse',
  },
  reportedPosts: {
    method: 'POST',
    path: '/api/admin/reports',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reported posts, by page',
    body: 'AdminPageBody',
    response: 'ReportedPostsResponse',
  },
  removeReportedPost: {
    method: 'POST',
    path: '/api/admin/reports/remove',
    caller: 'admin',
    area: 'Admin',
    summary: 'Remove a reported post',
    body: 'ReportDecisionBody',
    response: 'DecisionResponse',
  },
  dismissPostReports: {
    method: 'POST',
    path: '/api/admin/reports/dismiss',
    caller: 'admin',
    area: 'Admin',
    summary: "Dismiss a post's reports",
    body: 'ReportDecisionBody',
    response: 'DecisionResponse',
  },
  reportedPeople: {
    method: 'POST',
    path: '/api/admin/reported-people',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reported people, by page',
    body: 'AdminPageBody',
    response: 'ReportedPeopleResponse',
  },
  dismissPersonReports: {
    method: 'POST',
    path: '/api/admin/reported-people/dismiss',
    caller: 'admin',
    area: 'Admin',
    summary: "Dismiss a person's reports",
    body: 'PersonReportDecisionBody',
    response: 'DecisionResponse',
  },
  suspendedPeople: {
    method: 'POST',
    path: '/api/admin/suspended-people',
    caller: 'admin',
    area: 'Admin',
    summary: 'Suspended people, by page',
    body: 'AdminPageBody',
    response: 'SuspendedPeopleResponse',
  },
  suspendPerson: {
    method: 'POST',
    path: '/api/admin/people/suspend',
    caller: 'admin',
    area: 'Admin',
    summary: 'Suspend a person: their sessions end and they are hidden from everyone',
    body: 'SuspensionBody',
    response: 'DecisionResponse',
  },
  unsuspendPerson: {
    method: 'POST',
    path: '/api/admin/people/unsuspend',
    caller: 'admin',
    area: 'Admin',
    summary: 'Lift a suspension',
    body: 'SuspensionBody',
    response: 'DecisionResponse',
  },

  // Live
  /** The streams live now by the people the viewer follows, and the viewer's own. */
  liveStreams: {
    method: 'GET',
    path: '/api/livestreams',
    caller: 'signedIn',
    area: 'Live',
    summary: "Streams live now by people followed, and the viewer's own",
    response: 'LiveStreamsResponse',
  },
  /** One stream, to open it from a notification. */
  liveStream: {
    method: 'POST',
    path: '/api/livestreams/stream',
    caller: 'signedIn',
    area: 'Live',
    summary: 'One stream',
    body: 'StreamBody',
    response: 'LiveStreamResponse',
  },
  goLive: {
    method: 'POST',
    path: '/api/livestreams/create',
    caller: 'signedIn',
    area: 'Live',
    summary: 'Go live: free or paid',
    body: 'CreateLiveStreamBody',
    response: 'LiveStreamResponse',
  },
  endLive: {
    method: 'POST',
    path: '/api/livestreams/delete',
    caller: 'signedIn',
    area: 'Live',
    summary: "End the viewer's stream",
    body: 'StreamBody',
    response: 'MessageResponse',
  },
  joinLive: {
    method: 'POST',
    path: '/api/livestreams/join-livestream',
    caller: 'signedIn',
    area: 'Live',
    summary: 'Join a stream (a paid one is charged once)',
    body: 'StreamBody',
    response: 'JoinLiveStreamResponse',
  },
  tipLive: {
    method: 'POST',
    path: '/api/livestreams/tip',
    caller: 'signedIn',
    area: 'Live',
    summary: "Tip in a stream's chat",
    body: 'LiveTipBody',
    headers: 'IdempotencyHeaders',
    response: 'LiveTipResponse',
  },
  /** A sticker given as a gift in a live stream's chat. */
  giftLive: {
    method: 'POST',
    path: '/api/livestreams/gift',
    caller: 'signedIn',
    area: 'Live',
    summary: "Give a sticker in a stream's chat",
    body: 'LiveGiftBody',
    headers: 'IdempotencyHeaders',
    response: 'LiveTipResponse',
  },
  liveTokens: {
    method: 'POST',
    path: '/api/agora/tokens',
    caller: 'signedIn',
    area: 'Live',
    summary: 'The pass (embedded WebRTC) or Agora tokens for a stream',
    body: 'AgoraTokensBody',
    response: 'AgoraTokensResponse',
  },

  // Stories
  stories: {
    method: 'GET',
    path: '/api/stories',
    caller: 'signedIn',
    area: 'Stories',
    summary: 'The story strip: unseen people first',
    response: 'StoriesResponse',
  },
  postStory: {
    method: 'POST',
    path: '/api/stories/create',
    caller: 'signedIn',
    area: 'Stories',
    summary: 'Post a story image (an upload on story/images/)',
    body: 'CreateStoryBody',
    response: 'CreateStoryResponse',
  },
  deleteStory: {
    method: 'POST',
    path: '/api/stories/delete',
    caller: 'signedIn',
    area: 'Stories',
    summary: "Delete one's own story",
    body: 'DeleteStoryBody',
    response: 'StoryIdResponse',
  },
  /** The strip shows people whose stories were all seen last. */
  markStorySeen: {
    method: 'POST',
    path: '/api/stories/seen',
    caller: 'signedIn',
    area: 'Stories',
    summary: 'Mark a story seen',
    body: 'SeenStoryBody',
    response: 'StoryIdResponse',
  },

  // Chat (the chat API: its own login and token)
  chatLogin: {
    method: 'POST',
    path: '/auth/login',
    caller: 'public',
    area: 'Chat',
    summary: 'Chat login: the chat token and member',
    body: 'ChatLoginBody',
    response: 'ChatLoginResponse',
  },
  chatRooms: {
    method: 'POST',
    path: '/rooms/list',
    caller: 'chat',
    area: 'Chat',
    summary: "The member's rooms, latest first",
    body: 'Empty',
    response: 'RoomsListResponse',
  },
  conversation: {
    method: 'POST',
    path: '/rooms/conversation',
    caller: 'chat',
    area: 'Chat',
    summary: 'The room with a person, made on first use',
    body: 'ConversationBody',
    response: 'ConversationResponse',
  },
  markRoomRead: {
    method: 'POST',
    path: '/rooms/read',
    caller: 'chat',
    area: 'Chat',
    summary: 'Mark a room read up to now',
    body: 'RoomBody',
    response: 'ChatUnreadResponse',
  },
  chatUnread: {
    method: 'POST',
    path: '/rooms/unread',
    caller: 'chat',
    area: 'Chat',
    summary: 'Unread messages (the header count)',
    body: 'Empty',
    response: 'ChatUnreadResponse',
  },
  messages: {
    method: 'POST',
    path: '/messages/list',
    caller: 'chat',
    area: 'Chat',
    summary: "A room's messages, by window",
    body: 'MessagesListBody',
    response: 'MessagesListResponse',
  },
  sendMessage: {
    method: 'POST',
    path: '/messages/send/new/message',
    caller: 'chat',
    area: 'Chat',
    summary: 'Send a message: text, files, sticker, coins or paid media',
    body: 'SendMessageBody',
    response: 'SendMessageResponse',
  },
  offerPackage: {
    method: 'POST',
    path: '/messages/package',
    caller: 'chat',
    area: 'Chat',
    summary: 'Offer a media package to followers in their chats',
    body: 'SendPackageBody',
    response: 'SendPackageResponse',
  },
  uploadChatFile: {
    method: 'POST',
    path: '/files/upload',
    caller: 'chat',
    area: 'Chat',
    summary: 'Upload a file for a message',
    description: 'A multipart form: `id`, the sender’s own id for the file, and `file`.',
    form: 'ChatFileForm',
    response: 'ChatUploadResponse',
  },

  // Operations: the load balancer's probes, plain answers rather than the envelope
  health: {
    method: 'GET',
    path: HealthRoutes.health,
    caller: 'public',
    area: 'Operations',
    summary: 'Liveness: the process answers',
  },
  ready: {
    method: 'GET',
    path: HealthRoutes.ready,
    caller: 'public',
    area: 'Operations',
    summary: 'Readiness: the database, Redis and the file store answer',
  },

  /** The embedded mail outbox; absent in production and from the reference (DESIGN.md, embedded defaults). */
  devOutbox: {
    method: 'GET',
    path: '/api/dev/outbox',
    caller: 'public',
    area: 'Operations',
    summary: 'The mails the embedded outbox sent to an address',
    query: 'OutboxQuery',
    response: 'OutboxResponse',
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof Endpoints;
export type EndpointName = keyof Endpoints;

type Named<E, Part extends keyof Endpoint> = E extends { readonly [K in Part]: infer N extends SchemaName }
  ? Static<SchemaModule[N]>
  : never;
type Or<T, Else> = [T] extends [never] ? Else : T;
type Nothing = Record<never, never>;

export type BodyOf<E> = Or<Named<E, 'body'>, Or<Named<E, 'form'>, undefined>>;
export type QueryOf<E> = Or<Named<E, 'query'>, undefined>;
export type ParamsOf<E> = Or<Named<E, 'params'>, undefined>;
export type HeadersOf<E> = Or<Named<E, 'headers'>, undefined>;
/** The whole success answer: the envelope `{success, message, data}`. */
export type AnswerOf<E> = Or<Named<E, 'response'>, unknown>;
/** What the answer's `data` holds. */
export type DataOf<E> = AnswerOf<E> extends { data: infer D } ? D : never;
/** What a caller gives: the path's parameters, the query, and the JSON body or the form's fields. */
export type InputOf<E> = Or<Named<E, 'params'>, Nothing> &
  Or<Named<E, 'query'>, Nothing> &
  Or<Named<E, 'body'>, Or<Named<E, 'form'>, Nothing>>;

/** `path` with each `:name` replaced by its value in `params`. */
export const fillPath = (path: string, params: Record<string, unknown>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
