import { HealthRoutes } from '../../contract/health.ts';
import { MEDIA_CONTENT_FIELDS } from '../../contract/fieldRules.ts';
import { MediaContent } from '../../contract/packages.ts';
import { AdminRoutes, ChatRoutes, MEDIA_ROOT, STICKER_ROOT } from '../../contract/routes.ts';
import { UPLOAD_PATHS } from '../../contract/rules.ts';

/**
 * What the OpenAPI document says of each route beside its schemas: the area it is listed under, a one-line
 * summary and who may call it. Keyed by the path as the server registers it (`:id`, `*`); a route missing
 * here fails tests/api/openapi.test.ts, so a new route comes with its line.
 */

/** The reference's sections, in the order it shows them. */
export const AREAS = {
  Auth: 'Signup with an emailed code, login, password reset and change, sessions.',
  Account: 'The signed-in person: their profile, its edits, countries and states.',
  People: 'Profiles, follows, blocking, reports of people and the header search.',
  Posts: 'Creating, reading, liking, favouring, voting on, reporting, hiding and deleting posts.',
  Comments: 'Comments and replies on posts.',
  Feed: 'The home, profile, trending and hashtag feeds.',
  Uploads: 'Files uploaded before the post, story, document or message that uses them, and the files served back.',
  Notifications: 'The notification list and the unread count.',
  Wallet: 'Coins: the ledger, unlocks, donations, stickers and transfers.',
  Payments: 'Buying coin packs by card: the embedded test-card provider or Stripe.',
  Subscriptions: 'Creator plans and the subscriptions fans hold.',
  Packages: 'Paid media packages sold whole and offered in chat.',
  Payouts: 'Identity verification, banking details and payouts of earned coins.',
  Admin: 'The review queues: verifications, payouts and reports (admins only).',
  Live: 'Live streams, their tokens, joins, tips and gifts.',
  Stories: '24-hour stories.',
  Chat: 'The chat API: rooms, messages, files and package offers (the chat token from /auth/login).',
  Operations: 'Liveness and readiness probes.',
} as const;
export type Area = keyof typeof AREAS;

/**
 * Who may call a route: anyone; the bearer token of /api/login (`bearer`); the same from an admin
 * (`admin`: 403 to others); or the chat token of /auth/login (`chat`).
 */
export type Caller = 'anyone' | 'bearer' | 'admin' | 'chat';

export interface Operation {
  area: Area;
  summary: string;
  caller: Caller;
  description?: string;
  /** A multipart form instead of a JSON body: its fields' schemas. */
  form?: Record<string, object>;
}

const op = (area: Area, caller: Caller, summary: string, extra: Omit<Operation, 'area' | 'caller' | 'summary'> = {}): Operation => ({
  area,
  caller,
  summary,
  ...extra,
});

/** A file part of a multipart form. */
const file = { type: 'string', format: 'binary' };
const uploadForm = { path: { enum: Object.keys(UPLOAD_PATHS) }, file };

export const OPERATIONS: Record<string, Operation> = {
  // Auth
  [AdminRoutes.register]: op('Auth', 'anyone', 'Sign up: mails a verification code', {
    description: 'Answers the same for a free and a taken email; the owner of a taken one is told by mail.',
  }),
  [AdminRoutes.verifyOtp]: op('Auth', 'anyone', 'Check an emailed code: a session (signup) or a reset token (forgot password)'),
  [AdminRoutes.resendOtp]: op('Auth', 'anyone', 'Mail a new signup code'),
  [AdminRoutes.forgotPassword]: op('Auth', 'anyone', 'Mail a password reset code'),
  [AdminRoutes.resetPassword(':userId')]: op('Auth', 'anyone', 'Set a new password with the reset token'),
  [AdminRoutes.login]: op('Auth', 'anyone', 'Log in with email and password: the bearer token and the profile'),
  [AdminRoutes.changePassword]: op('Auth', 'bearer', 'Change the password: ends every session and answers fresh tokens'),
  [AdminRoutes.logout]: op('Auth', 'bearer', "End the account's sessions, REST and chat alike"),
  [AdminRoutes.verifyUser]: op('Auth', 'bearer', 'Who the token belongs to (restores a session)'),
  [AdminRoutes.createChatUser]: op('Auth', 'bearer', "Create the account's chat member (idempotent)"),

  // Account
  [AdminRoutes.editProfile]: op('Account', 'bearer', 'Edit the profile: names, details, links, photo and cover'),
  [AdminRoutes.countries]: op('Account', 'bearer', 'Countries (ISO 3166)'),
  [AdminRoutes.states]: op('Account', 'bearer', "A country's states"),

  // People
  [AdminRoutes.userById]: op('People', 'bearer', "A person's profile"),
  [AdminRoutes.follow]: op('People', 'bearer', 'Follow a person'),
  [AdminRoutes.unfollow]: op('People', 'bearer', 'Unfollow a person'),
  [AdminRoutes.followers]: op('People', 'bearer', "A person's followers, by page"),
  [AdminRoutes.followings]: op('People', 'bearer', 'Whom a person follows, by page'),
  [AdminRoutes.block]: op('People', 'bearer', 'Block a person (mutual invisibility)'),
  [AdminRoutes.unblock]: op('People', 'bearer', 'Unblock a person'),
  [AdminRoutes.blockList]: op('People', 'bearer', 'The people the viewer blocked, by page'),
  [AdminRoutes.reportUser]: op('People', 'bearer', 'Report a person with a reason'),
  [AdminRoutes.userTrending]: op('People', 'bearer', 'Suggested people, by page (the page in the query string)'),
  [AdminRoutes.autocompleteUser]: op('People', 'bearer', 'The header search: people by name or username prefix'),

  // Posts
  [AdminRoutes.postById(':id')]: op('Posts', 'bearer', 'One post'),
  [AdminRoutes.createPost]: op('Posts', 'bearer', 'Create a post: images, audio, video, text or poll', {
    description: 'Its media are keys of earlier /api/upload answers.',
  }),
  [AdminRoutes.like]: op('Posts', 'bearer', 'Like a post, or take the like back'),
  [AdminRoutes.favourite]: op('Posts', 'bearer', 'Add a post to the favourites'),
  [AdminRoutes.unfavourite]: op('Posts', 'bearer', 'Take a post out of the favourites'),
  [AdminRoutes.favouriteList]: op('Feed', 'bearer', 'The favourites feed, by page'),
  [AdminRoutes.votePoll]: op('Posts', 'bearer', 'Vote in a poll'),
  [AdminRoutes.report]: op('Posts', 'bearer', 'Report a post with a reason'),
  [AdminRoutes.hide]: op('Posts', 'bearer', "Hide a post from the viewer's feeds"),
  [AdminRoutes.deletePost]: op('Posts', 'bearer', "Delete one's own post"),

  // Comments
  [AdminRoutes.comments]: op('Comments', 'bearer', "A post's comments with their replies, by page"),
  [AdminRoutes.comment]: op('Comments', 'bearer', 'Comment on a post, or reply to a comment'),
  [AdminRoutes.commentLike]: op('Comments', 'bearer', 'Like a comment, or take the like back'),

  // Feed
  [AdminRoutes.feedHome]: op('Feed', 'bearer', "The home feed: the viewer's posts and those of people followed"),
  [AdminRoutes.feedUser]: op('Feed', 'bearer', "A person's posts, by page"),
  [AdminRoutes.feedTrending]: op('Feed', 'bearer', 'Trending posts, by page (the page in the query string)'),
  [AdminRoutes.searchTags]: op('Feed', 'bearer', 'Hashtags by prefix'),
  [AdminRoutes.postsByTag]: op('Feed', 'bearer', "A hashtag's posts, by page"),

  // Uploads and files
  [AdminRoutes.upload]: op('Uploads', 'bearer', 'Upload a file to a path (post, story, profile, document...)', {
    description: 'A multipart form: `path` names what the file is for (its kinds and size limit), `file` the file.',
    form: uploadForm,
  }),
  [`${MEDIA_ROOT}*`]: op('Uploads', 'anyone', 'An uploaded file, with Range support', {
    description: 'Public files as they are; a locked one only with the `exp` and `sig` its signed URL carries.',
  }),
  [`${STICKER_ROOT}:name`]: op('Uploads', 'anyone', "A sticker's drawing (SVG)"),

  // Notifications
  [AdminRoutes.notifications]: op('Notifications', 'bearer', 'Notifications, by page, in the reader’s language'),
  [AdminRoutes.notificationsUnread]: op('Notifications', 'bearer', 'How many notifications are unread'),
  [AdminRoutes.notificationsRead]: op('Notifications', 'bearer', 'Mark every notification read'),

  // Wallet
  [AdminRoutes.transactionList]: op('Wallet', 'bearer', 'The balance and the transactions, by page'),
  [AdminRoutes.payPost]: op('Wallet', 'bearer', 'Unlock a pay-per-view post with coins'),
  [AdminRoutes.donate]: op('Wallet', 'bearer', 'Donate coins on a post to its author'),
  [AdminRoutes.userDonate]: op('Wallet', 'bearer', 'Donate coins to a person'),
  [AdminRoutes.stickers]: op('Wallet', 'bearer', 'The sticker catalog'),
  [AdminRoutes.sendSticker]: op('Wallet', 'bearer', 'Send a sticker bought with coins'),
  [AdminRoutes.coinTransfer]: op('Wallet', 'bearer', 'Transfer coins to a person'),
  [AdminRoutes.updateWallet]: op('Chat', 'bearer', 'Unlock a paid chat message or package with coins'),

  // Payments
  [AdminRoutes.paymentConfig]: op('Payments', 'bearer', 'Which card provider the wallet uses (and Stripe’s publishable key)'),
  [AdminRoutes.inappPayment]: op('Payments', 'bearer', 'Buy a coin pack by card'),
  [AdminRoutes.paymentWebhook]: op('Payments', 'anyone', "The payment provider's signed webhook", {
    description: 'Stripe calls it with its signature header; a replayed event credits once.',
  }),
  [AdminRoutes.testCardPaymentMethods]: op(
    'Payments',
    'bearer',
    'Embedded test-card provider: a card typed in the form becomes a payment method',
  ),
  [AdminRoutes.testCardAuthenticate]: op('Payments', 'bearer', "Embedded test-card provider: complete or fail the card's extra step"),

  // Subscriptions
  [AdminRoutes.userPackage]: op('Subscriptions', 'bearer', "A creator's plans: monthly, annual, free trial"),
  [AdminRoutes.savePlans]: op('Subscriptions', 'bearer', "Save the viewer's own plans (verified creators)"),
  [AdminRoutes.subscribe]: op('Subscriptions', 'bearer', "Subscribe to a creator's plan with coins"),
  [AdminRoutes.unsubscribe]: op('Subscriptions', 'bearer', 'Cancel a subscription (access kept until it expires)'),
  [AdminRoutes.renewSubscription]: op('Subscriptions', 'bearer', 'Turn auto-renewal back on for a cancelled subscription'),
  [AdminRoutes.mySubscriptions]: op('Subscriptions', 'bearer', "The viewer's subscriptions, by page"),
  [AdminRoutes.mySubscribers]: op('Subscriptions', 'bearer', "The viewer's subscribers, by page"),

  // Packages
  [AdminRoutes.mediaPackages]: op('Packages', 'bearer', "The viewer's paid media packages"),
  [AdminRoutes.createMediaPackage]: op('Packages', 'bearer', 'Create a media package'),
  [AdminRoutes.createPackage]: op('Packages', 'bearer', 'Create a media package (the spec’s other name for /api/media/create)'),
  [AdminRoutes.mediaPackageById]: op('Packages', 'bearer', 'One of the viewer’s packages with its media'),
  [AdminRoutes.editMediaPackage]: op('Packages', 'bearer', 'Rename or reprice a package'),
  [AdminRoutes.deleteMediaPackage]: op('Packages', 'bearer', 'Delete a package'),
  [AdminRoutes.createMediaContent]: op('Packages', 'bearer', 'Add an image, audio or video to a package', {
    description: 'A multipart form: the package id, the media type, the file and, for a video, its thumbnail.',
    form: {
      [MEDIA_CONTENT_FIELDS.packageId]: { type: 'integer' },
      [MEDIA_CONTENT_FIELDS.type]: MediaContent.properties.media_content_type,
      [MEDIA_CONTENT_FIELDS.file]: file,
      [MEDIA_CONTENT_FIELDS.thumb]: file,
    },
  }),
  [AdminRoutes.mediaContents]: op('Packages', 'bearer', "A package's contents, opened for its owner or a buyer"),
  [AdminRoutes.deleteMediaContent]: op('Packages', 'bearer', "Delete one of a package's media"),

  // Verification, banking and payouts
  [AdminRoutes.uploadDocument]: op('Payouts', 'bearer', 'Ask for identity verification: the document and a selfie with it'),
  [AdminRoutes.verificationStatus]: op('Payouts', 'bearer', "The viewer's verification request and its state"),
  [AdminRoutes.bank]: op('Payouts', 'bearer', 'Save the banking details'),
  [AdminRoutes.bankDetails]: op('Payouts', 'bearer', 'The saved banking details, the account number masked'),
  [AdminRoutes.withdrawable]: op('Payouts', 'bearer', 'The earned coins that can be withdrawn, and when'),
  [AdminRoutes.withdraw]: op('Payouts', 'bearer', 'Ask for a payout of earned coins (one a day)'),
  [AdminRoutes.withdrawList]: op('Payouts', 'bearer', "The viewer's payouts, by page"),

  // Admin
  [AdminRoutes.adminVerifications]: op('Admin', 'admin', 'Pending verification requests, by page'),
  [AdminRoutes.adminVerificationApprove]: op('Admin', 'admin', 'Approve a verification request'),
  [AdminRoutes.adminVerificationReject]: op('Admin', 'admin', 'Reject a verification request with a reason'),
  [AdminRoutes.adminPayouts]: op('Admin', 'admin', 'Pending payout requests, by page'),
  [AdminRoutes.adminPayoutApprove]: op('Admin', 'admin', 'Mark a payout paid'),
  [AdminRoutes.adminPayoutReject]: op('Admin', 'admin', 'Reject a payout: the coins go back to the wallet'),
  [AdminRoutes.adminReports]: op('Admin', 'admin', 'Reported posts, by page'),
  [AdminRoutes.adminReportRemove]: op('Admin', 'admin', 'Remove a reported post'),
  [AdminRoutes.adminReportDismiss]: op('Admin', 'admin', "Dismiss a post's reports"),
  [AdminRoutes.adminReportedPeople]: op('Admin', 'admin', 'Reported people, by page'),
  [AdminRoutes.adminReportedPersonDismiss]: op('Admin', 'admin', "Dismiss a person's reports"),
  [AdminRoutes.adminSuspendPerson]: op('Admin', 'admin', 'Suspend a person: their sessions end and they are hidden from everyone'),
  [AdminRoutes.adminUnsuspendPerson]: op('Admin', 'admin', 'Lift a suspension'),
  [AdminRoutes.adminSuspendedPeople]: op('Admin', 'admin', 'Suspended people, by page'),

  // Live
  [AdminRoutes.liveStreams]: op('Live', 'bearer', "Streams live now by people followed, and the viewer's own"),
  [AdminRoutes.liveStream]: op('Live', 'bearer', 'One stream'),
  [AdminRoutes.createLivestream]: op('Live', 'bearer', 'Go live: free or paid'),
  [AdminRoutes.deleteLivestream]: op('Live', 'bearer', "End the viewer's stream"),
  [AdminRoutes.joinLivestream]: op('Live', 'bearer', 'Join a stream (a paid one is charged once)'),
  [AdminRoutes.liveTip]: op('Live', 'bearer', "Tip in a stream's chat"),
  [AdminRoutes.liveGift]: op('Live', 'bearer', "Give a sticker in a stream's chat"),
  [AdminRoutes.agoraTokens]: op('Live', 'bearer', 'The pass (embedded WebRTC) or Agora tokens for a stream'),

  // Stories
  [AdminRoutes.stories]: op('Stories', 'bearer', 'The story strip: unseen people first'),
  [AdminRoutes.createStory]: op('Stories', 'bearer', 'Post a story image (an upload on story/images/)'),
  [AdminRoutes.deleteStory]: op('Stories', 'bearer', "Delete one's own story"),
  [AdminRoutes.seenStory]: op('Stories', 'bearer', 'Mark a story seen'),

  // Chat
  [ChatRoutes.login]: op('Chat', 'anyone', 'Chat login: the chat token and member'),
  [ChatRoutes.roomsList]: op('Chat', 'chat', "The member's rooms, latest first"),
  [ChatRoutes.conversation]: op('Chat', 'chat', 'The room with a person, made on first use'),
  [ChatRoutes.markRead]: op('Chat', 'chat', 'Mark a room read up to now'),
  [ChatRoutes.unread]: op('Chat', 'chat', 'Unread messages (the header count)'),
  [ChatRoutes.messagesList]: op('Chat', 'chat', "A room's messages, by window"),
  [ChatRoutes.sendMessage]: op('Chat', 'chat', 'Send a message: text, files, sticker, coins or paid media'),
  [ChatRoutes.sendPackage]: op('Chat', 'chat', 'Offer a media package to followers in their chats'),
  [ChatRoutes.uploadFile]: op('Chat', 'chat', 'Upload a file for a message', {
    description: 'A multipart form: `id`, the sender’s own id for the file, and `file`.',
    form: { id: { type: 'string' }, file },
  }),

  // Operations
  [HealthRoutes.health]: op('Operations', 'anyone', 'Liveness: the process answers'),
  [HealthRoutes.ready]: op('Operations', 'anyone', 'Readiness: the database, Redis and the file store answer'),
};
