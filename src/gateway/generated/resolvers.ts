import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AddCommentInput = {
  /** Reply to this comment. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

export type AddCommentResult = {
  __typename?: 'AddCommentResult';
  comment: Comment;
  commentCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  postId: Scalars['ID']['output'];
};

/** Automatic top-up: the saved card buys this pack when a purchase finds the wallet short. */
export type AutoTopUp = {
  __typename?: 'AutoTopUp';
  cardId: Scalars['ID']['output'];
  packId: Scalars['ID']['output'];
};

/** The background jobs in all: queued (new or waiting for a retry), running, and failed after their last retry. */
export type BackgroundJobs = {
  __typename?: 'BackgroundJobs';
  active: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  waiting: Scalars['Int']['output'];
};

/** What a paid call answers: the payer's balance once the movement is written. */
export type BalanceResult = {
  __typename?: 'BalanceResult';
  message: Scalars['String']['output'];
  walletBalance: Scalars['Int']['output'];
};

/** Banking details as they are shown again: the account number masked. */
export type BankDetails = {
  __typename?: 'BankDetails';
  accountNumber: Scalars['String']['output'];
  address: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  holderName: Scalars['String']['output'];
  routing: Scalars['String']['output'];
  state: Scalars['String']['output'];
  swiftCode: Scalars['String']['output'];
};

export type BankInput = {
  accountNumber: Scalars['String']['input'];
  address: Scalars['String']['input'];
  bankName: Scalars['String']['input'];
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  holderName: Scalars['String']['input'];
  routing: Scalars['String']['input'];
  state: Scalars['String']['input'];
  swiftCode: Scalars['String']['input'];
};

export type BankResult = {
  __typename?: 'BankResult';
  bank: BankDetails;
  message: Scalars['String']['output'];
};

export type BlockResult = {
  __typename?: 'BlockResult';
  isBlocked: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type BundleInput = {
  discountPercent: Scalars['Int']['input'];
  months: Scalars['Int']['input'];
};

export type CardInput = {
  cvc: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  expYear: Scalars['Int']['input'];
  number: Scalars['String']['input'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

/** A password change ends every session; the caller carries on with these tokens. */
export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult';
  authToken: Scalars['String']['output'];
  /** Absent when the account has no chat user yet. */
  jwtToken: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
};

export type ChatLoginResult = {
  __typename?: 'ChatLoginResult';
  chatUserId: Scalars['ID']['output'];
  jwtToken: Scalars['String']['output'];
  member: ChatMember;
  message: Scalars['String']['output'];
};

export type ChatMedia = {
  __typename?: 'ChatMedia';
  /** A video's HLS master playlist once its renditions are ready. */
  hlsUrl: Maybe<Scalars['String']['output']>;
  type: ChatMediaType;
  url: Scalars['String']['output'];
};

export type ChatMediaType =
  | 'AUDIO'
  | 'IMAGE'
  | 'VIDEO';

/** A person as the chat service knows them. */
export type ChatMember = {
  __typename?: 'ChatMember';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePicture: Maybe<Scalars['String']['output']>;
  /** Their account id: their name opens /user-profile/{userId}. */
  userId: Scalars['ID']['output'];
  verification: VerificationStatus;
};

export type ChatMessage = {
  __typename?: 'ChatMessage';
  /** The author's chat id. */
  authorId: Scalars['ID']['output'];
  /** The sender's own id for the message: an optimistic copy is replaced by it. */
  clientId: Maybe<Scalars['String']['output']>;
  /** The price (paid media, package), the coins moved (transfer) or the sticker's price. */
  coins: Maybe<Scalars['Int']['output']>;
  content: Scalars['String']['output'];
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A paid item the viewer received and has not paid: only its blurred pictures, no media. */
  isLocked: Scalars['Boolean']['output'];
  /** The receiver paid for it. */
  isPaid: Scalars['Boolean']['output'];
  /** Written by the service itself. */
  isSystem: Scalars['Boolean']['output'];
  kind: ChatMessageKind;
  media: Maybe<ChatMedia>;
  /** The short message a sticker carried, seen by both members. */
  note: Maybe<Scalars['String']['output']>;
  packageCounts: Maybe<PackageCounts>;
  packageId: Maybe<Scalars['ID']['output']>;
  packageTitle: Maybe<Scalars['String']['output']>;
  pictures: Array<ChatPicture>;
  roomId: Scalars['ID']['output'];
};

/** What a chat message carries. */
export type ChatMessageKind =
  | 'COIN_TRANSFER'
  | 'PAID_MEDIA'
  | 'PAID_PACKAGE'
  | 'STICKER'
  | 'TEXT'
  | 'VIDEO';

/** An image of a message: the full one and its thumbnail, signed for the room's members. */
export type ChatPicture = {
  __typename?: 'ChatPicture';
  lightboxImageUrl: Scalars['String']['output'];
  littleThumbnailUrl: Scalars['String']['output'];
};

export type ChatUnlockResult = {
  __typename?: 'ChatUnlockResult';
  chatMessage: ChatMessage;
  message: Scalars['String']['output'];
  walletBalance: Scalars['Int']['output'];
};

export type ChatUserResult = {
  __typename?: 'ChatUserResult';
  chatUserId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** A coin pack the wallet sells. */
export type CoinPack = {
  __typename?: 'CoinPack';
  coins: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  inAppIdentifier: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type CoinPayment = {
  __typename?: 'CoinPayment';
  /** What the card's extra step needs; null when it succeeded. */
  clientSecret: Maybe<Scalars['String']['output']>;
  coins: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** pi_… of the payment: confirms it after the card's extra step. */
  paymentId: Scalars['String']['output'];
  status: PaymentStatus;
  walletBalance: Scalars['Int']['output'];
};

export type Comment = {
  __typename?: 'Comment';
  author: CommentAuthor;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The top-level comment a reply belongs to. */
  parentId: Maybe<Scalars['ID']['output']>;
  postId: Scalars['ID']['output'];
  /** Oldest first; always empty on a reply. */
  replies: Array<Comment>;
  text: Scalars['String']['output'];
};

export type CommentAuthor = {
  __typename?: 'CommentAuthor';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePhoto: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type Conversation = {
  __typename?: 'Conversation';
  id: Scalars['ID']['output'];
  lastMessage: Maybe<LastMessage>;
  members: Array<ChatMember>;
  /** Read receipts: when the latest message the partner has read was written; the viewer's messages up to it are seen. */
  partnerReadAt: Maybe<Scalars['String']['output']>;
  /** The partner's messages the viewer has not read yet. */
  unread: Scalars['Int']['output'];
};

/** The other side of a wallet line, when it is a person. */
export type Counterparty = {
  __typename?: 'Counterparty';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code ('ES'): the client names the country in the reader's language. */
  code: Scalars['String']['output'];
  /** ISO 3166-1 numeric code. */
  id: Scalars['ID']['output'];
  /** The English name. */
  name: Scalars['String']['output'];
};

export type CreateLiveStreamInput = {
  description: Scalars['String']['input'];
  /** An optional tip goal. */
  goal?: InputMaybe<LiveGoalInput>;
  hostId: Scalars['ID']['input'];
  /** An optional tip menu (at most 10 items). */
  menu?: InputMaybe<Array<LiveMenuItemInput>>;
  /** 0 when free. */
  price: Scalars['Int']['input'];
  /** The channel name the host's page drew (ten characters). */
  streamId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};

export type CreatePollInput = {
  kind: PollKind;
  options: Array<CreatePollOptionInput>;
  question: Scalars['String']['input'];
};

export type CreatePollOptionInput = {
  /** Image polls: the option's uploaded image key. */
  imageKey?: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
};

/** Files are uploaded first (rest.ts upload); the post names them by key. */
export type CreatePostInput = {
  description: Scalars['String']['input'];
  hashtags?: InputMaybe<Array<Scalars['String']['input']>>;
  imageKeys?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Audio or video file key. */
  mediaKey?: InputMaybe<Scalars['String']['input']>;
  payment?: InputMaybe<PaymentType>;
  poll?: InputMaybe<CreatePollInput>;
  price?: InputMaybe<Scalars['Int']['input']>;
  /** The people the post tags. */
  taggedUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  teaserKey?: InputMaybe<Scalars['String']['input']>;
  /** Video thumbnail or audio cover key. */
  thumbnailKey?: InputMaybe<Scalars['String']['input']>;
  type: PostType;
};

export type CreatePostResult = {
  __typename?: 'CreatePostResult';
  message: Scalars['String']['output'];
  post: Post;
};

export type DeletedResult = {
  __typename?: 'DeletedResult';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** The identity document of a verification request. */
export type DocumentType =
  | 'DRIVING_LICENSE'
  | 'GOVERNMENT_ID'
  | 'NATIONAL_ID'
  | 'PASSPORT';

export type DraftActionResult = {
  __typename?: 'DraftActionResult';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type DraftResult = {
  __typename?: 'DraftResult';
  draft: PostDraft;
  message: Scalars['String']['output'];
};

export type DraftStatus =
  | 'DRAFT'
  | 'SCHEDULED';

export type Earnings = {
  __typename?: 'Earnings';
  buckets: Array<EarningsBucket>;
  from: Scalars['String']['output'];
  period: EarningsPeriod;
  sources: Array<SourceEarnings>;
  subscribers: Array<SubscriberPoint>;
  to: Scalars['String']['output'];
  topFans: Array<TopFan>;
  totals: EarningsFigures;
};

/** A day, week or month, by its first day (YYYY-MM-DD), with each source's figures. */
export type EarningsBucket = {
  __typename?: 'EarningsBucket';
  figures: EarningsFigures;
  sources: Array<SourceEarnings>;
  start: Scalars['String']['output'];
};

/** Coins fans paid (gross), the platform's fee, what reached the creator (net), and how many sales. */
export type EarningsFigures = {
  __typename?: 'EarningsFigures';
  count: Scalars['Int']['output'];
  fee: Scalars['Int']['output'];
  gross: Scalars['Int']['output'];
  net: Scalars['Int']['output'];
};

/** How the earnings are grouped: UTC days, ISO weeks (from Monday) or calendar months. */
export type EarningsPeriod =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

/** Where earnings come from. */
export type EarningsSource =
  | 'LIVE'
  | 'MESSAGES'
  | 'PACKAGES'
  | 'STICKERS'
  | 'SUBSCRIPTIONS'
  | 'TIPS'
  | 'UNLOCKS';

/** A month's statement as CSV, to download. */
export type EarningsStatement = {
  __typename?: 'EarningsStatement';
  csv: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  month: Scalars['String']['output'];
  totals: EarningsFigures;
};

/** A saved draft's words and time changed; its files and the rest stay as saved (body). */
export type EditDraftInput = {
  body: Scalars['String']['input'];
  description: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  publishAt?: InputMaybe<Scalars['String']['input']>;
};

/** Only the fields sent change; '' clears a text, null clears gender and country. */
export type EditProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  bio?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, or '' to clear. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  countryId?: InputMaybe<Scalars['ID']['input']>;
  coverPhotoKey?: InputMaybe<Scalars['String']['input']>;
  facebookLink?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  gender?: InputMaybe<Gender>;
  instagramLink?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  otherProfileLink?: InputMaybe<Scalars['String']['input']>;
  /** The key of a new upload through user/profile/; left out keeps the photo. */
  profilePhotoKey?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  twitterLink?: InputMaybe<Scalars['String']['input']>;
  websiteLink?: InputMaybe<Scalars['String']['input']>;
  zipcode?: InputMaybe<Scalars['String']['input']>;
};

export type EditProfileResult = {
  __typename?: 'EditProfileResult';
  message: Scalars['String']['output'];
  user: User;
};

export type EmailInput = {
  email: Scalars['String']['input'];
};

export type ExtraStepOutcome =
  | 'COMPLETE'
  | 'FAIL';

/** One of the creator's followers or subscribers, and whether the list asked about holds them. */
export type Fan = {
  __typename?: 'Fan';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inList: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePhoto: Maybe<Scalars['String']['output']>;
  subscribed: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};

/** A creator's saved list of fans. */
export type FanList = {
  __typename?: 'FanList';
  id: Scalars['ID']['output'];
  members: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type FanListChanged = {
  __typename?: 'FanListChanged';
  list: FanList;
  message: Scalars['String']['output'];
};

export type FavouriteResult = {
  __typename?: 'FavouriteResult';
  isFavourite: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  postId: Scalars['ID']['output'];
};

/** A follow or unfollow as the server left it: the person's followers and the viewer's own following count. */
export type FollowResult = {
  __typename?: 'FollowResult';
  followersCount: Scalars['Int']['output'];
  isFollowing: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  viewerFollowingCount: Scalars['Int']['output'];
};

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type Hashtag = {
  __typename?: 'Hashtag';
  name: Scalars['String']['output'];
  postsCount: Scalars['Int']['output'];
};

/** The widths of an image in one format (image/avif, image/webp), as an <img srcset> lists them. */
export type ImageSource = {
  __typename?: 'ImageSource';
  srcset: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type LastMessage = {
  __typename?: 'LastMessage';
  authorId: Scalars['ID']['output'];
  content: Scalars['String']['output'];
  date: Scalars['String']['output'];
  kind: ChatMessageKind;
};

/** What a wallet line was (contract LedgerKind); OTHER for a kind this client does not know. */
export type LedgerKind =
  | 'CHAT_MEDIA'
  | 'COIN_PURCHASE'
  | 'COIN_TRANSFER'
  | 'LIVE_JOIN'
  | 'LIVE_TIP'
  | 'MEDIA_PACKAGE'
  | 'OTHER'
  | 'PAYOUT_PAID'
  | 'PAYOUT_REJECTED'
  | 'PAYOUT_REQUEST'
  | 'POST_DONATION'
  | 'POST_UNLOCK'
  | 'REFERRAL_BONUS'
  | 'STICKER'
  | 'SUBSCRIPTION'
  | 'USER_DONATION';

export type LikeResult = {
  __typename?: 'LikeResult';
  isLiked: Scalars['Boolean']['output'];
  likeCount: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  postId: Scalars['ID']['output'];
};

/** A stream's tip goal: the coins to reach and what happens then. */
export type LiveGoal = {
  __typename?: 'LiveGoal';
  coins: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

export type LiveGoalInput = {
  coins: Scalars['Int']['input'];
  label: Scalars['String']['input'];
};

/** Who hosts a live stream. */
export type LiveHost = {
  __typename?: 'LiveHost';
  id: Scalars['ID']['output'];
  /** Their full name, or the username when they gave none. */
  name: Scalars['String']['output'];
  photo: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type LiveJoinResult = {
  __typename?: 'LiveJoinResult';
  message: Scalars['String']['output'];
  stream: LiveStream;
  walletBalance: Scalars['Int']['output'];
};

/** A tip menu item: tipping it sends its price, labelled with it. */
export type LiveMenuItem = {
  __typename?: 'LiveMenuItem';
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  price: Scalars['Int']['output'];
};

export type LiveMenuItemInput = {
  label: Scalars['String']['input'];
  price: Scalars['Int']['input'];
};

export type LiveRole =
  | 'AUDIENCE'
  | 'HOST';

/** A live stream as a viewer sees it (spec §3 Live stream), with its audience and the viewer's access. */
export type LiveStream = {
  __typename?: 'LiveStream';
  description: Scalars['String']['output'];
  /** The host's tip goal, or null (issue 32). */
  goal: Maybe<LiveGoal>;
  host: LiveHost;
  hostId: Scalars['ID']['output'];
  /** The stream's channel name (ten characters). */
  id: Scalars['ID']['output'];
  /** The viewer may watch now: free, paid already, or their own stream. */
  joined: Scalars['Boolean']['output'];
  /** The host's tip menu. */
  menu: Array<LiveMenuItem>;
  /** Joining costs the price (a paid stream with a price). */
  paid: Scalars['Boolean']['output'];
  /** The price in coins; 0 when free. */
  price: Scalars['Int']['output'];
  /** Coins tipped in this stream so far (tips, menu tips and gifts), from the ledger. */
  tipsTotal: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Viewers watching now (the host not counted). */
  viewers: Scalars['Int']['output'];
};

/** The passes for a stream's transport. */
export type LiveTokens = {
  __typename?: 'LiveTokens';
  appId: Maybe<Scalars['String']['output']>;
  /** The most viewers the embedded transport carries; null with Agora. */
  capacity: Maybe<Scalars['Int']['output']>;
  role: LiveRole;
  rtcToken: Scalars['String']['output'];
  rtmToken: Scalars['String']['output'];
  transport: LiveTransport;
  uid: Scalars['Int']['output'];
};

/** Which transport carries a stream's video and chat: the embedded WebRTC unless the server has Agora keys. */
export type LiveTransport =
  | 'AGORA'
  | 'WEBRTC';

/** Someone watching the host's stream now, and since when. */
export type LiveViewer = {
  __typename?: 'LiveViewer';
  joinedAt: Scalars['String']['output'];
  user: LiveHost;
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  authToken: Scalars['String']['output'];
  message: Scalars['String']['output'];
  viewer: User;
};

/** Who a mass message goes to. */
export type MassAudience =
  | 'FOLLOWERS'
  | 'LIST'
  | 'SUBSCRIBERS';

/** How many each audience holds now. */
export type MassAudiences = {
  __typename?: 'MassAudiences';
  followers: Scalars['Int']['output'];
  subscribers: Scalars['Int']['output'];
};

/** One message a creator sent to an audience, with what became of it. */
export type MassMessage = {
  __typename?: 'MassMessage';
  audience: MassAudience;
  bought: Scalars['Int']['output'];
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  earned: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The list's name when sent to a list. */
  listName: Maybe<Scalars['String']['output']>;
  media: Array<MassMessageMedia>;
  opened: Scalars['Int']['output'];
  /** Null for a free message. */
  price: Maybe<Scalars['Int']['output']>;
  /** True while recipients are still getting it. */
  sending: Scalars['Boolean']['output'];
  sent: Scalars['Int']['output'];
};

export type MassMessageInput = {
  audience: MassAudience;
  clientId: Scalars['String']['input'];
  content: Scalars['String']['input'];
  /** Keys of the creator's own chat uploads (a vault item copied for chat). */
  files: Array<Scalars['ID']['input']>;
  listId?: InputMaybe<Scalars['ID']['input']>;
  /** Coins; absent for a free message. */
  price?: InputMaybe<Scalars['Int']['input']>;
};

/** A file a mass message carries: its thumbnail, signed for its author. */
export type MassMessageMedia = {
  __typename?: 'MassMessageMedia';
  kind: MediaKind;
  thumbnailUrl: Scalars['String']['output'];
};

export type MassMessageSent = {
  __typename?: 'MassMessageSent';
  massMessage: MassMessage;
  message: Scalars['String']['output'];
};

/** A package file: its signed, short-lived URL and its image thumbnail (only for the owner and buyers). */
export type MediaContent = {
  __typename?: 'MediaContent';
  /** A video's HLS master playlist once its renditions are ready. */
  hlsUrl: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: MediaKind;
  packageId: Scalars['ID']['output'];
  thumbnailUrl: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A file of a paid media package (spec §3 Media content): image 0, audio 1, video 2. */
export type MediaKind =
  | 'AUDIO'
  | 'IMAGE'
  | 'VIDEO';

/** One of the viewer's paid media packages (spec §3): a name, a price in coins and how many files it holds. */
export type MediaPackage = {
  __typename?: 'MediaPackage';
  id: Scalars['ID']['output'];
  mediaCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
};

/** The detail screen of one of the viewer's own packages. */
export type MediaPackageDetail = {
  __typename?: 'MediaPackageDetail';
  id: Scalars['ID']['output'];
  media: Array<MediaContent>;
  mediaCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
};

export type MediaPackageInput = {
  name: Scalars['String']['input'];
  price: Scalars['Int']['input'];
};

export type MediaPackageResult = {
  __typename?: 'MediaPackageResult';
  message: Scalars['String']['output'];
  package: MediaPackage;
};

export type MessageResult = {
  __typename?: 'MessageResult';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addComment: AddCommentResult;
  addToFanList: FanListChanged;
  /** Buys a coin pack with a payment method (pm_…), or confirms a payment after its extra step (pi_…). */
  buyCoins: CoinPayment;
  /** Buys a coin pack with a saved card, in one confirmation. */
  buyWithSavedCard: CoinPayment;
  cancelSubscription: SubscriptionChange;
  changePassword: ChangePasswordResult;
  chatLogin: ChatLoginResult;
  /** Creates the viewer's chat user if it does not exist yet; safe to repeat. */
  createChatUser: ChatUserResult;
  createFanList: FanListChanged;
  /** Starts the host's stream (spec §3 Go Live). */
  createLiveStream: MessageResult;
  createMediaPackage: MediaPackageResult;
  createPost: CreatePostResult;
  /** The image goes up through rest.ts (story/images/); this makes it a story of the viewer. */
  createStory: StoryResult;
  /** The embedded test-card provider: a typed card becomes a payment method (what Stripe.js does against Stripe). */
  createTestCardPaymentMethod: PaymentMethod;
  decidePayout: MessageResult;
  /** Admins only: remove the reported post, or dismiss its reports. */
  decideReport: MessageResult;
  /** Admins only: approve, or reject with a reason. */
  decideVerification: MessageResult;
  deleteDraft: DraftActionResult;
  deleteFanList: FanListChanged;
  /** The host ends their stream. */
  deleteLiveStream: MessageResult;
  /** Files go up through rest.ts (multipart); this removes one. */
  deleteMediaContent: DeletedResult;
  deleteMediaPackage: DeletedResult;
  deletePost: PostActionResult;
  /** The owner only. */
  deleteStory: DeletedResult;
  /** Hides an item from the vault; posts, messages and packages holding it keep it. */
  deleteVaultItem: VaultRemoved;
  /** Admins only: dismiss a reported person's open reports. */
  dismissPersonReports: MessageResult;
  /** A donation on a post; message: a short line its receiver reads (at most 140 characters). */
  donateToPost: BalanceResult;
  /** A donation on a profile; message: a short line its receiver reads (at most 140 characters). */
  donateToUser: BalanceResult;
  editDraft: DraftResult;
  editMediaPackage: MediaPackageResult;
  editProfile: EditProfileResult;
  follow: FollowResult;
  forgotPassword: OtpSentResult;
  /** A sticker to the host from the stream's chat, with an optional short message. */
  giftLiveStream: BalanceResult;
  hidePost: PostActionResult;
  /** Pays a paid stream's price once (the paid live join); a free one answers at once. */
  joinLiveStream: LiveJoinResult;
  login: LoginResult;
  /** Ends the account's sessions on the server (admin and chat tokens). */
  logout: MessageResult;
  /** The viewer read the room up to now; answers the unread left over every room. */
  markChatRead: Scalars['Int']['output'];
  /** The list was opened: everything up to now is read. */
  markNotificationsRead: UnreadCount;
  /** The viewer watched this image. */
  markStorySeen: Scalars['ID']['output'];
  /** Opens, or creates, the conversation with a person (by account id). */
  openConversation: Conversation;
  publishDraft: CreatePostResult;
  register: RegisterResult;
  removeCard: SavedCards;
  removeFromFanList: FanListChanged;
  renewSubscription: SubscriptionChange;
  /** A reason is required; OTHER takes the reporter's words in 'text'. */
  reportPost: PostActionResult;
  /** A reason is required; OTHER takes the reporter's words in 'text'. */
  reportUser: MessageResult;
  requestPayout: PayoutResult;
  resendOtp: OtpSentResult;
  resetPassword: MessageResult;
  saveBank: BankResult;
  saveDraft: DraftResult;
  saveOffers: OffersResult;
  savePlans: PlansResult;
  sendChatMessage: ChatMessage;
  sendMassMessage: MassMessageSent;
  /** Offers a package in the conversation with each follower named (account ids). */
  sendPackage: PackageSent;
  /** message: an optional short message the receiver sees beside the sticker. */
  sendSticker: StickerResult;
  /** On with a saved card and a pack; off when either is null. */
  setAutoTopUp: SavedCards;
  setBlocked: BlockResult;
  setFavourite: FavouriteResult;
  /** The host sets (or clears) the tip goal and replaces the tip menu. */
  setLiveTips: LiveStream;
  /** The images go up first through /api/upload (user/documents/); this names them by key. */
  submitVerification: VerificationResult;
  /** With bundleMonths the package is the monthly plan and that bundle's months are paid at once. */
  subscribe: SubscribeResult;
  /** Admins only: suspend a person (their sessions end, their open reports close), or lift it. */
  suspendPerson: MessageResult;
  /** The embedded test-card provider's extra authentication step, completed or failed. */
  takeTestCardExtraStep: MessageResult;
  /** A tip of a menu item's price (the price the viewer saw; refused when it changed). */
  tipLiveMenuItem: BalanceResult;
  /** Coins to the host from the stream's chat. */
  tipLiveStream: BalanceResult;
  toggleLike: LikeResult;
  transferCoins: BalanceResult;
  unfollow: FollowResult;
  /** Pays a paid media or package message's price to its author (update-wallet). */
  unlockChatMessage: ChatUnlockResult;
  /** Every paid call takes the attempt's idempotency key: the same key again charges once. */
  unlockPost: UnlockResult;
  unsuspendPerson: MessageResult;
  /** A vault item used in a new post without uploading it again (its own file, for the post's slot of that kind). */
  useVaultItem: VaultUse;
  /** A vault photo or video made the viewer's chat file `uploadId` (another image format as a JPEG; audio is refused). */
  useVaultItemInChat: VaultChatUse;
  /** A vault item added to one of the viewer's packages without uploading it again (its own file, under the package's rule). */
  useVaultItemInPackage: VaultPackageUse;
  verifyOtp: VerifyOtpResult;
  votePoll: VoteResult;
};


export type MutationAddCommentArgs = {
  input: AddCommentInput;
};


export type MutationAddToFanListArgs = {
  listId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationBuyCoinsArgs = {
  idempotencyKey: Scalars['String']['input'];
  packId: Scalars['ID']['input'];
  paymentId: Scalars['String']['input'];
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationBuyWithSavedCardArgs = {
  cardId: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  packId: Scalars['ID']['input'];
};


export type MutationCancelSubscriptionArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChatLoginArgs = {
  input: LoginInput;
};


export type MutationCreateFanListArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateLiveStreamArgs = {
  input: CreateLiveStreamInput;
};


export type MutationCreateMediaPackageArgs = {
  input: MediaPackageInput;
};


export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


export type MutationCreateStoryArgs = {
  imageKey: Scalars['String']['input'];
};


export type MutationCreateTestCardPaymentMethodArgs = {
  input: CardInput;
};


export type MutationDecidePayoutArgs = {
  approve: Scalars['Boolean']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDecideReportArgs = {
  postId: Scalars['ID']['input'];
  remove: Scalars['Boolean']['input'];
};


export type MutationDecideVerificationArgs = {
  approve: Scalars['Boolean']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationDeleteDraftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFanListArgs = {
  listId: Scalars['ID']['input'];
};


export type MutationDeleteLiveStreamArgs = {
  streamId: Scalars['ID']['input'];
};


export type MutationDeleteMediaContentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMediaPackageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationDeleteStoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVaultItemArgs = {
  key: Scalars['ID']['input'];
};


export type MutationDismissPersonReportsArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDonateToPostArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationDonateToUserArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationEditDraftArgs = {
  input: EditDraftInput;
};


export type MutationEditMediaPackageArgs = {
  id: Scalars['ID']['input'];
  input: MediaPackageInput;
};


export type MutationEditProfileArgs = {
  input: EditProfileInput;
};


export type MutationFollowArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  input: EmailInput;
};


export type MutationGiftLiveStreamArgs = {
  idempotencyKey: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  stickerId: Scalars['ID']['input'];
  streamId: Scalars['ID']['input'];
};


export type MutationHidePostArgs = {
  authorId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationJoinLiveStreamArgs = {
  streamId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationMarkChatReadArgs = {
  roomId: Scalars['ID']['input'];
};


export type MutationMarkStorySeenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationOpenConversationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationPublishDraftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveCardArgs = {
  cardId: Scalars['ID']['input'];
};


export type MutationRemoveFromFanListArgs = {
  listId: Scalars['ID']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationRenewSubscriptionArgs = {
  subscriptionId: Scalars['ID']['input'];
};


export type MutationReportPostArgs = {
  postId: Scalars['ID']['input'];
  reason: ReportReason;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReportUserArgs = {
  reason: ReportReason;
  text?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationRequestPayoutArgs = {
  amount: Scalars['Int']['input'];
};


export type MutationResendOtpArgs = {
  input: EmailInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSaveBankArgs = {
  input: BankInput;
};


export type MutationSaveDraftArgs = {
  input: SaveDraftInput;
};


export type MutationSaveOffersArgs = {
  input: OffersInput;
};


export type MutationSavePlansArgs = {
  input: PlansInput;
};


export type MutationSendChatMessageArgs = {
  input: SendChatMessageInput;
};


export type MutationSendMassMessageArgs = {
  input: MassMessageInput;
};


export type MutationSendPackageArgs = {
  packageId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationSendStickerArgs = {
  idempotencyKey: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
  stickerId: Scalars['ID']['input'];
  toUserId: Scalars['ID']['input'];
};


export type MutationSetAutoTopUpArgs = {
  cardId?: InputMaybe<Scalars['ID']['input']>;
  packId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSetBlockedArgs = {
  blocked: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetFavouriteArgs = {
  favourite: Scalars['Boolean']['input'];
  postId: Scalars['ID']['input'];
};


export type MutationSetLiveTipsArgs = {
  goal?: InputMaybe<LiveGoalInput>;
  menu: Array<LiveMenuItemInput>;
  streamId: Scalars['ID']['input'];
};


export type MutationSubmitVerificationArgs = {
  documentType: DocumentType;
  imageKey: Scalars['String']['input'];
  selfieKey: Scalars['String']['input'];
};


export type MutationSubscribeArgs = {
  bundleMonths?: InputMaybe<Scalars['Int']['input']>;
  creatorId: Scalars['ID']['input'];
  idempotencyKey: Scalars['String']['input'];
  packageId: Scalars['ID']['input'];
};


export type MutationSuspendPersonArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationTakeTestCardExtraStepArgs = {
  clientSecret: Scalars['String']['input'];
  outcome: ExtraStepOutcome;
};


export type MutationTipLiveMenuItemArgs = {
  idempotencyKey: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  price: Scalars['Int']['input'];
  streamId: Scalars['ID']['input'];
};


export type MutationTipLiveStreamArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  streamId: Scalars['ID']['input'];
};


export type MutationToggleLikeArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationTransferCoinsArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  toUserId: Scalars['ID']['input'];
};


export type MutationUnfollowArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUnlockChatMessageArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey: Scalars['String']['input'];
  messageId: Scalars['ID']['input'];
  toUserId: Scalars['ID']['input'];
};


export type MutationUnlockPostArgs = {
  idempotencyKey: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  price: Scalars['Int']['input'];
};


export type MutationUnsuspendPersonArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUseVaultItemArgs = {
  key: Scalars['ID']['input'];
  kind: MediaKind;
};


export type MutationUseVaultItemInChatArgs = {
  key: Scalars['ID']['input'];
  uploadId: Scalars['String']['input'];
};


export type MutationUseVaultItemInPackageArgs = {
  key: Scalars['ID']['input'];
  packageId: Scalars['ID']['input'];
};


export type MutationVerifyOtpArgs = {
  input: VerifyOtpInput;
};


export type MutationVotePollArgs = {
  optionId: Scalars['ID']['input'];
  postId: Scalars['ID']['input'];
};

/** One of the viewer's subscriptions (spec §3 My subscription); renews false once cancelled (it runs until expiry). */
export type MySubscription = {
  __typename?: 'MySubscription';
  creator: SubscriptionPerson;
  expiryDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: PackageKind;
  nextPackage: Maybe<NextPackage>;
  packageId: Maybe<Scalars['ID']['output']>;
  price: Scalars['Int']['output'];
  remainingDays: Scalars['Int']['output'];
  renews: Scalars['Boolean']['output'];
  startDate: Scalars['String']['output'];
};

/** What is charged when the current period ends; none: the subscription ends then. */
export type NextPackage = {
  __typename?: 'NextPackage';
  days: Scalars['Int']['output'];
  kind: PackageKind;
  price: Scalars['Int']['output'];
};

export type Notification = {
  __typename?: 'Notification';
  /** Null for the platform's own notifications. */
  actor: Maybe<NotificationActor>;
  /** The tab it is listed in besides ALL; null for a type this client does not know (listed in ALL only). */
  category: Maybe<NotificationCategory>;
  /** The coins it is about (a tip, a transfer, an unlock, a purchase), when it is about coins. */
  coins: Maybe<Scalars['Int']['output']>;
  commentId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['String']['output'];
  /** The server's English line, for a kind the client has no line of its own for. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isRead: Scalars['Boolean']['output'];
  kind: NotificationKind;
  /** The short message a tip, donation or sticker carried, for its receiver to read. */
  note: Maybe<Scalars['String']['output']>;
  postId: Maybe<Scalars['ID']['output']>;
  /** The live stream it is about (someone went live), when it is about one. */
  streamId: Maybe<Scalars['String']['output']>;
};

/** Who caused a notification. */
export type NotificationActor = {
  __typename?: 'NotificationActor';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePhoto: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

/** A tab of /notification (contract NotificationCategory): ALL lists every kind; each notification is in one of the others. */
export type NotificationCategory =
  | 'ALL'
  | 'INTERACTIONS'
  | 'MENTIONS'
  | 'MONEY'
  | 'SUBSCRIPTIONS';

/** What a notification is about (spec §3), spelled as the client reads it; OTHER for a code this client does not know. */
export type NotificationKind =
  | 'CHAT'
  | 'DOCUMENT_APPROVED'
  | 'DOCUMENT_REJECTED'
  | 'LIKE_COMMENT'
  | 'LIKE_POST'
  /** Someone paid to join the reader's live stream (live_stream). */
  | 'LIVE_JOINED'
  /** Someone the reader follows went live (new_livestream): opens the stream. */
  | 'LIVE_STREAM'
  | 'NEW_STORY'
  | 'NEW_SUBSCRIBER'
  | 'NEW_SUBSCRIPTION'
  | 'NEW_TIPS'
  | 'OTHER'
  | 'PAYOUT_PAID'
  | 'PAYOUT_REJECTED'
  | 'PAYOUT_UPDATES'
  | 'POST_COMMENT'
  /** An admin removed the reader's post after reports. */
  | 'POST_REMOVED'
  | 'RECEIVED_COINS'
  /** A post the reader reported was reviewed and stays up. */
  | 'REPORT_DISMISSED'
  /** A post the reader reported was removed. */
  | 'REPORT_UPHELD'
  | 'START_FOLLOW'
  /** An auto-renewing subscription ended at expiry (the wallet was short or the plan is gone). */
  | 'SUBSCRIPTION_LAPSED'
  | 'TAG_IN_POST'
  | 'TRANSFER_COINS'
  | 'VERIFICATION_UPDATES'
  | 'WALLET_UPDATED';

/** The bundles and promotion form: the whole list of bundles, and the promotion or none. */
export type OffersInput = {
  bundles: Array<BundleInput>;
  promotion?: InputMaybe<PromotionInput>;
};

export type OffersResult = {
  __typename?: 'OffersResult';
  message: Scalars['String']['output'];
  offers: SubscriptionOffers;
};

/** Why a one-time code was sent: to verify a new account or to reset a password. */
export type OtpPurpose =
  | 'RESET'
  | 'VERIFY';

export type OtpSentResult = {
  __typename?: 'OtpSentResult';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** How many files of each type a package holds. */
export type PackageCounts = {
  __typename?: 'PackageCounts';
  audio: Scalars['Int']['output'];
  images: Scalars['Int']['output'];
  videos: Scalars['Int']['output'];
};

/** A subscription package's kind (spec §3 package_type 0, 1, 2). */
export type PackageKind =
  | 'ANNUAL'
  | 'MONTHLY'
  | 'TRIAL';

export type PackageSent = {
  __typename?: 'PackageSent';
  message: Scalars['String']['output'];
  sent: Scalars['Int']['output'];
};

/** The package viewer (spec §3 Package view): the files by kind and their owner. */
export type PackageView = {
  __typename?: 'PackageView';
  audio: Array<MediaContent>;
  images: Array<MediaContent>;
  name: Scalars['String']['output'];
  owner: CommentAuthor;
  packageId: Scalars['ID']['output'];
  price: Scalars['Int']['output'];
  videos: Array<MediaContent>;
};

export type PaymentConfig = {
  __typename?: 'PaymentConfig';
  provider: PaymentProvider;
  publishableKey: Maybe<Scalars['String']['output']>;
};

/** A card turned into a payment method by the provider; the number never reaches our server. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  brand: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last4: Scalars['String']['output'];
};

export type PaymentProvider =
  | 'STRIPE'
  | 'TEST_CARD';

export type PaymentStatus =
  | 'REQUIRES_ACTION'
  | 'SUCCEEDED';

/** Who may open a post's media: everyone, the creator's subscribers, or whoever bought it. */
export type PaymentType =
  | 'FREE'
  | 'PAY_PER_VIEW'
  | 'SUBSCRIBERS';

export type Payout = {
  __typename?: 'Payout';
  amount: Scalars['Int']['output'];
  amountCents: Scalars['Int']['output'];
  comment: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  requestedAt: Scalars['String']['output'];
  status: PayoutStatus;
};

export type PayoutResult = {
  __typename?: 'PayoutResult';
  message: Scalars['String']['output'];
  payout: Payout;
  withdrawable: Withdrawable;
};

export type PayoutStatus =
  | 'PAID'
  | 'PENDING'
  | 'REJECTED';

export type PendingPayout = {
  __typename?: 'PendingPayout';
  amount: Scalars['Int']['output'];
  amountCents: Scalars['Int']['output'];
  bank: BankDetails;
  id: Scalars['ID']['output'];
  requestedAt: Scalars['String']['output'];
  user: ReviewedUser;
};

export type PendingVerification = {
  __typename?: 'PendingVerification';
  documentType: DocumentType;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  selfieUrl: Scalars['String']['output'];
  submittedAt: Scalars['String']['output'];
  user: ReviewedUser;
};

/** A person in a list (suggestions, followers, following, search results, the block list), as the viewer sees them. */
export type Person = {
  __typename?: 'Person';
  firstName: Scalars['String']['output'];
  /** Known for trending people; null in the followers and following lists. */
  followersCount: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePhoto: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

/** The plans form: only the active plans' fields (spec §5). */
export type PlansInput = {
  annual?: InputMaybe<Scalars['Int']['input']>;
  monthly?: InputMaybe<Scalars['Int']['input']>;
  trialDays?: InputMaybe<Scalars['Int']['input']>;
};

export type PlansResult = {
  __typename?: 'PlansResult';
  message: Scalars['String']['output'];
  packages: Array<SubscriptionPackage>;
};

export type Poll = {
  __typename?: 'Poll';
  hasVoted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: PollKind;
  options: Array<PollOption>;
  question: Scalars['String']['output'];
  totalVotes: Scalars['Int']['output'];
};

export type PollKind =
  | 'IMAGE'
  | 'TEXT';

export type PollOption = {
  __typename?: 'PollOption';
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  /** The option the viewer voted for. */
  isChosen: Scalars['Boolean']['output'];
  /** 0 to 100. */
  percentage: Scalars['Float']['output'];
  text: Scalars['String']['output'];
  votes: Scalars['Int']['output'];
};

export type Post = {
  __typename?: 'Post';
  aspectRatio: Maybe<Scalars['Float']['output']>;
  author: PostAuthor;
  commentCount: Scalars['Int']['output'];
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  hashtags: Array<Scalars['String']['output']>;
  height: Maybe<Scalars['Int']['output']>;
  /** Video posts: the HLS master playlist once the renditions are ready; null before, and when locked. */
  hlsUrl: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Image posts, in order; empty when locked. */
  images: Array<PostImage>;
  isFavourite: Scalars['Boolean']['output'];
  isLiked: Scalars['Boolean']['output'];
  isLocked: Scalars['Boolean']['output'];
  likeCount: Scalars['Int']['output'];
  /** How many images an image post has, also when locked. */
  mediaCount: Scalars['Int']['output'];
  /** The audio or video file; null when locked and for other types. */
  mediaUrl: Maybe<Scalars['String']['output']>;
  payment: PaymentType;
  poll: Maybe<Poll>;
  /** Video posts: the poster made from the video once ready; null before, and when locked. */
  posterUrl: Maybe<Scalars['String']['output']>;
  /** Image posts: the preview blurred at each width, AVIF first; empty until made. */
  previewSources: Array<ImageSource>;
  /** The blurred preview made on the server (image, audio and video posts). */
  previewUrl: Maybe<Scalars['String']['output']>;
  /** Coins, for PAY_PER_VIEW. */
  price: Scalars['Int']['output'];
  /** The tagged people the viewer may see, in the order tagged. */
  taggedPeople: Array<CommentAuthor>;
  taggedUserIds: Array<Scalars['ID']['output']>;
  /** Playable by everyone, locked or not. */
  teaserUrl: Maybe<Scalars['String']['output']>;
  /** Video thumbnail or audio cover; the blurred preview when locked. */
  thumbnailUrl: Maybe<Scalars['String']['output']>;
  type: PostType;
  width: Maybe<Scalars['Int']['output']>;
};

export type PostActionResult = {
  __typename?: 'PostActionResult';
  message: Scalars['String']['output'];
  postId: Scalars['ID']['output'];
  /** The author's posts count after a delete. */
  postsCount: Maybe<Scalars['Int']['output']>;
};

/** The author of a post, as the viewer sees them. */
export type PostAuthor = {
  __typename?: 'PostAuthor';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isSubscribed: Scalars['Boolean']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  postsCount: Scalars['Int']['output'];
  profilePhoto: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

/** A draft or scheduled post, seen by its author only until it is published. */
export type PostDraft = {
  __typename?: 'PostDraft';
  /** The post as saved (post/create's body as JSON), sent back as it is when the draft is edited. */
  body: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When it goes out (ISO 8601); null for a draft. */
  publishAt: Maybe<Scalars['String']['output']>;
  status: DraftStatus;
  type: PostType;
  updatedAt: Scalars['String']['output'];
};

export type PostImage = {
  __typename?: 'PostImage';
  height: Scalars['Int']['output'];
  /** Its responsive widths, AVIF first; empty until the server made them. */
  sources: Array<ImageSource>;
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type PostType =
  | 'AUDIO'
  | 'IMAGE'
  | 'POLL'
  | 'TEXT'
  | 'VIDEO';

/** What a profile's tabs hold; photos count each image of a photo post. */
export type ProfileCounts = {
  __typename?: 'ProfileCounts';
  audios: Scalars['Int']['output'];
  locked: Scalars['Int']['output'];
  photos: Scalars['Int']['output'];
  posts: Scalars['Int']['output'];
  videos: Scalars['Int']['output'];
};

/** A profile's tabs: every post, the posts with a photo, video or audio, and the posts still locked to the viewer. */
export type ProfileTab =
  | 'LOCKED'
  | 'MEDIA'
  | 'POSTS';

export type PromotionInput = {
  claimLimit?: InputMaybe<Scalars['Int']['input']>;
  discountPercent: Scalars['Int']['input'];
  endsAt: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Admins only: the background jobs, counted now. */
  backgroundJobs: BackgroundJobs;
  /** Null until the viewer saves banking details. */
  bankDetails: Maybe<BankDetails>;
  /** The viewer's block list, newest block first; an empty page ends it. */
  blockList: Array<Person>;
  /** A room's messages, oldest first: the latest (limit), those before a message (paging back) or after one (a reconnect). */
  chatMessages: Array<ChatMessage>;
  chatRooms: Array<Conversation>;
  /** The partner messages the viewer has not read, over every room. */
  chatUnread: Scalars['Int']['output'];
  /** Top-level comments, newest first, each with its replies. */
  comments: Array<Comment>;
  countries: Array<Country>;
  /** A creator's bundles and running promotion (all of the viewer's own). */
  creatorOffers: SubscriptionOffers;
  /** A creator's plans: the active ones, or all of the viewer's own. */
  creatorPackages: Array<SubscriptionPackage>;
  /** The viewer's drafts and scheduled posts: scheduled soonest first, then drafts. */
  drafts: Array<PostDraft>;
  /** The viewer's earnings from 'from' to 'to' (YYYY-MM-DD, UTC, inclusive); verified creators only. */
  earnings: Earnings;
  /** The viewer's statement for a month (YYYY-MM). */
  earningsStatement: EarningsStatement;
  /** The viewer's fans, the list's members first; a search matches names and usernames. */
  fanListFans: Array<Fan>;
  fanLists: Array<FanList>;
  /** Newest favourite first. */
  favouriteFeed: Array<Post>;
  /** Newest follow first; pages start at 1. */
  followers: Array<Person>;
  /** Newest follow first; pages start at 1. */
  followings: Array<Person>;
  /** Pages start at 1; an empty page ends the paging. */
  homeFeed: Array<Post>;
  /** One stream, to open it from a link, a bubble or a notification. */
  liveStream: LiveStream;
  /** The streams live now by the people the viewer follows, and the viewer's own. */
  liveStreams: Array<LiveStream>;
  /** The passes to watch or host the stream. */
  liveTokens: LiveTokens;
  /** Who watches the viewer's own stream now (the host only). */
  liveViewers: Array<LiveViewer>;
  massAudiences: MassAudiences;
  /** The viewer's mass messages, newest first. */
  massMessages: Array<MassMessage>;
  mediaPackage: MediaPackageDetail;
  /** The viewer's own packages, newest first. */
  myMediaPackages: Array<MediaPackage>;
  mySubscribers: Array<Subscriber>;
  mySubscriptions: Array<MySubscription>;
  /** Newest first, of one tab (every kind when category is absent or ALL); pages start at 1, an empty page ends the paging. */
  notifications: Array<Notification>;
  /** The owner and buyers only. */
  packageView: PackageView;
  paymentConfig: PaymentConfig;
  /** The viewer's payouts, newest first; an empty page ends the paging. */
  payouts: Array<Payout>;
  pendingPayouts: Array<PendingPayout>;
  /** Admins only: the queues, oldest request first (reports: the most reported first). */
  pendingVerifications: Array<PendingVerification>;
  post: Post;
  /** What each tab of a person's profile holds, as the viewer may see it. */
  profileCounts: ProfileCounts;
  regions: Array<Region>;
  reportedPeople: Array<ReportedPerson>;
  reportedPosts: Array<ReportedPost>;
  savedCards: SavedCards;
  /** A room's messages holding every word of the search (no case, no accents), newest first; before pages back. */
  searchChatMessages: Array<ChatMessage>;
  searchHashtags: Array<Hashtag>;
  /** Up to 10 people whose first name, last name or username starts with 'search'; never the viewer or blocked people. */
  searchPeople: Array<Person>;
  stickers: Array<Sticker>;
  /** The viewer's own story first, then people with unseen images, then the rest (spec §2 story strip). */
  stories: Array<Story>;
  /** The viewer's running subscription to the creator (a cancelled one until it ends), or null. */
  subscriptionWith: Maybe<MySubscription>;
  /** Admins only: the suspended, the most recently suspended first. */
  suspendedPeople: Array<SuspendedPerson>;
  tagFeed: Array<Post>;
  trendingFeed: Array<Post>;
  /** Suggestions: the most followed people first, never the viewer. */
  trendingPeople: Array<Person>;
  /** How many arrived since the list was last opened. */
  unreadNotifications: UnreadCount;
  user: User;
  /** A person's posts on one tab of their profile (all posts when no tab is given). */
  userFeed: Array<Post>;
  /** The viewer's vault, newest first; one kind when asked. */
  vault: Array<VaultItem>;
  verification: Verification;
  /** The logged-in user. */
  viewer: User;
  /** Newest first; pages start at 1, an empty page ends the paging. */
  walletPage: WalletPage;
  withdrawable: Withdrawable;
};


export type QueryBlockListArgs = {
  page: Scalars['Int']['input'];
};


export type QueryChatMessagesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  before?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  roomId: Scalars['ID']['input'];
};


export type QueryCommentsArgs = {
  page: Scalars['Int']['input'];
  postId: Scalars['ID']['input'];
};


export type QueryCreatorOffersArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryCreatorPackagesArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryDraftsArgs = {
  page: Scalars['Int']['input'];
};


export type QueryEarningsArgs = {
  from: Scalars['String']['input'];
  period: EarningsPeriod;
  to: Scalars['String']['input'];
};


export type QueryEarningsStatementArgs = {
  month: Scalars['String']['input'];
};


export type QueryFanListFansArgs = {
  listId: Scalars['ID']['input'];
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFavouriteFeedArgs = {
  page: Scalars['Int']['input'];
};


export type QueryFollowersArgs = {
  page: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryFollowingsArgs = {
  page: Scalars['Int']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryHomeFeedArgs = {
  page: Scalars['Int']['input'];
};


export type QueryLiveStreamArgs = {
  streamId: Scalars['ID']['input'];
};


export type QueryLiveTokensArgs = {
  streamId: Scalars['ID']['input'];
};


export type QueryLiveViewersArgs = {
  streamId: Scalars['ID']['input'];
};


export type QueryMassMessagesArgs = {
  page: Scalars['Int']['input'];
};


export type QueryMediaPackageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMySubscribersArgs = {
  page: Scalars['Int']['input'];
};


export type QueryMySubscriptionsArgs = {
  page: Scalars['Int']['input'];
};


export type QueryNotificationsArgs = {
  category?: InputMaybe<NotificationCategory>;
  page: Scalars['Int']['input'];
};


export type QueryPackageViewArgs = {
  packageId: Scalars['ID']['input'];
};


export type QueryPayoutsArgs = {
  page: Scalars['Int']['input'];
};


export type QueryPendingPayoutsArgs = {
  page: Scalars['Int']['input'];
};


export type QueryPendingVerificationsArgs = {
  page: Scalars['Int']['input'];
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProfileCountsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryRegionsArgs = {
  countryId: Scalars['ID']['input'];
};


export type QueryReportedPeopleArgs = {
  page: Scalars['Int']['input'];
};


export type QueryReportedPostsArgs = {
  page: Scalars['Int']['input'];
};


export type QuerySearchChatMessagesArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  roomId: Scalars['ID']['input'];
  search: Scalars['String']['input'];
};


export type QuerySearchHashtagsArgs = {
  page: Scalars['Int']['input'];
  search: Scalars['String']['input'];
};


export type QuerySearchPeopleArgs = {
  search: Scalars['String']['input'];
};


export type QuerySubscriptionWithArgs = {
  userId: Scalars['ID']['input'];
};


export type QuerySuspendedPeopleArgs = {
  page: Scalars['Int']['input'];
};


export type QueryTagFeedArgs = {
  hashtag: Scalars['String']['input'];
  page: Scalars['Int']['input'];
};


export type QueryTrendingFeedArgs = {
  page: Scalars['Int']['input'];
};


export type QueryTrendingPeopleArgs = {
  page: Scalars['Int']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserFeedArgs = {
  page: Scalars['Int']['input'];
  tab?: InputMaybe<ProfileTab>;
  userId: Scalars['ID']['input'];
};


export type QueryVaultArgs = {
  kind?: InputMaybe<MediaKind>;
  page: Scalars['Int']['input'];
};


export type QueryWalletPageArgs = {
  page: Scalars['Int']['input'];
};

/** How many open reports give one reason. */
export type ReasonCount = {
  __typename?: 'ReasonCount';
  count: Scalars['Int']['output'];
  reason: ReportReason;
};

export type Region = {
  __typename?: 'Region';
  /** ISO 3166-2 code ('US-CA'). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type RegisterInput = {
  /** YYYY-MM-DD: signup is for adults. */
  birthDate: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type RegisterResult = {
  __typename?: 'RegisterResult';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** Why a post or a person is reported (contract ReportReason). */
export type ReportReason =
  | 'COPYRIGHT'
  | 'HARASSMENT'
  | 'IMPERSONATION'
  | 'OTHER'
  | 'SPAM'
  | 'UNDERAGE';

export type ReportedPerson = {
  __typename?: 'ReportedPerson';
  lastReportedAt: Scalars['String']['output'];
  reasons: Array<ReasonCount>;
  reports: Scalars['Int']['output'];
  texts: Array<Scalars['String']['output']>;
  user: ReviewedUser;
};

export type ReportedPost = {
  __typename?: 'ReportedPost';
  author: ReviewedUser;
  description: Scalars['String']['output'];
  lastReportedAt: Scalars['String']['output'];
  postId: Scalars['ID']['output'];
  /** The open reports by reason, most first. */
  reasons: Array<ReasonCount>;
  reports: Scalars['Int']['output'];
  /** The words of those who chose OTHER, oldest first. */
  texts: Array<Scalars['String']['output']>;
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Who a review queue item is about. */
export type ReviewedUser = {
  __typename?: 'ReviewedUser';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePhoto: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

/** A new draft, or a scheduled post when publishAt (ISO 8601) is given. */
export type SaveDraftInput = {
  post: CreatePostInput;
  publishAt?: InputMaybe<Scalars['String']['input']>;
};

/** A card saved when buying coins: what its owner sees of it, never the number. */
export type SavedCard = {
  __typename?: 'SavedCard';
  brand: Scalars['String']['output'];
  expMonth: Scalars['Int']['output'];
  expYear: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  last4: Scalars['String']['output'];
};

export type SavedCards = {
  __typename?: 'SavedCards';
  /** Null when automatic top-up is off. */
  autoTopUp: Maybe<AutoTopUp>;
  cards: Array<SavedCard>;
  /** What a coin is worth in cents: the money value shown beside prices. */
  coinValueCents: Scalars['Int']['output'];
  message: Scalars['String']['output'];
};

export type SendChatMessageInput = {
  clientId: Scalars['String']['input'];
  content: Scalars['String']['input'];
  files?: InputMaybe<Array<Scalars['String']['input']>>;
  kind: ChatMessageKind;
  /** Paid media only: its price in coins. */
  price?: InputMaybe<Scalars['Int']['input']>;
  roomId: Scalars['ID']['input'];
};

export type SourceEarnings = {
  __typename?: 'SourceEarnings';
  figures: EarningsFigures;
  source: EarningsSource;
};

export type Sticker = {
  __typename?: 'Sticker';
  id: Scalars['ID']['output'];
  /** Root-relative URL, ready for an <img>. */
  imageUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Int']['output'];
};

export type StickerResult = {
  __typename?: 'StickerResult';
  message: Scalars['String']['output'];
  sticker: Sticker;
  walletBalance: Scalars['Int']['output'];
};

/** One person's story: their images of the last 24 hours, oldest first; seen once the viewer watched every image. */
export type Story = {
  __typename?: 'Story';
  images: Array<StoryImage>;
  seen: Scalars['Boolean']['output'];
  user: CommentAuthor;
};

/** One image of a story (spec §3 Story): its signed URL lasts no longer than the story. */
export type StoryImage = {
  __typename?: 'StoryImage';
  createdAt: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  seen: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

export type StoryResult = {
  __typename?: 'StoryResult';
  message: Scalars['String']['output'];
  story: Story;
};

export type SubscribeResult = {
  __typename?: 'SubscribeResult';
  message: Scalars['String']['output'];
  subscription: MySubscription;
  /** The creator's latest subscriber-only posts, now open with their media. */
  unlockedPosts: Array<Post>;
  walletBalance: Scalars['Int']['output'];
};

/** One of the viewer's subscribers (spec §3 Subscriber). */
export type Subscriber = {
  __typename?: 'Subscriber';
  fan: SubscriptionPerson;
  id: Scalars['ID']['output'];
  kind: PackageKind;
  nextPackage: Maybe<NextPackage>;
  price: Scalars['Int']['output'];
  remainingDays: Scalars['Int']['output'];
  startDate: Scalars['String']['output'];
};

/** Subscribers at a bucket's end (or now), and how many subscribed in it. */
export type SubscriberPoint = {
  __typename?: 'SubscriberPoint';
  active: Scalars['Int']['output'];
  newSubscribers: Scalars['Int']['output'];
  start: Scalars['String']['output'];
};

/** A bundle: 3, 6 or 12 months of the monthly plan paid at once, less a discount. */
export type SubscriptionBundle = {
  __typename?: 'SubscriptionBundle';
  discountPercent: Scalars['Int']['output'];
  months: Scalars['Int']['output'];
  /** The coins paid at once. */
  price: Scalars['Int']['output'];
  /** The same months at the monthly price. */
  regularPrice: Scalars['Int']['output'];
};

export type SubscriptionChange = {
  __typename?: 'SubscriptionChange';
  message: Scalars['String']['output'];
  subscription: MySubscription;
};

/** A creator's bundles and promotion, as the viewer sees them. */
export type SubscriptionOffers = {
  __typename?: 'SubscriptionOffers';
  bundles: Array<SubscriptionBundle>;
  promotion: Maybe<SubscriptionPromotion>;
};

/** One plan of a creator (spec §3 Subscription packages): a price in coins per period, or the free trial's days. */
export type SubscriptionPackage = {
  __typename?: 'SubscriptionPackage';
  id: Scalars['ID']['output'];
  /** Off plans only reach their owner (the plans form). */
  isActive: Scalars['Boolean']['output'];
  kind: PackageKind;
  price: Scalars['Int']['output'];
  trialDays: Scalars['Int']['output'];
};

/** The other side of a subscription: the creator in My subscriptions, the fan in My subscribers. */
export type SubscriptionPerson = {
  __typename?: 'SubscriptionPerson';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePhoto: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

/** A limited-time discount on the first period for fans who never subscribed to the creator. */
export type SubscriptionPromotion = {
  __typename?: 'SubscriptionPromotion';
  /** How many fans may claim it; none: no limit. */
  claimLimit: Maybe<Scalars['Int']['output']>;
  claimed: Scalars['Int']['output'];
  discountPercent: Scalars['Int']['output'];
  /** Whether the viewer would pay the promotion's price now (the server decides again when they pay). */
  eligible: Scalars['Boolean']['output'];
  endsAt: Scalars['String']['output'];
};

/** A person an admin suspended: no session, no login, out of everyone's sight until unsuspended. */
export type SuspendedPerson = {
  __typename?: 'SuspendedPerson';
  suspendedAt: Scalars['String']['output'];
  user: ReviewedUser;
};

/** A fan and what they paid the creator in the range. */
export type TopFan = {
  __typename?: 'TopFan';
  figures: EarningsFigures;
  person: Person;
};

export type UnlockResult = {
  __typename?: 'UnlockResult';
  message: Scalars['String']['output'];
  /** The post opened for the buyer, its media signed. */
  post: Post;
  walletBalance: Scalars['Int']['output'];
};

export type UnreadCount = {
  __typename?: 'UnreadCount';
  unread: Scalars['Int']['output'];
};

/** A person on the platform; relations (isFollowing, isSubscribed, isBlocked) are seen from the viewer. */
export type User = {
  __typename?: 'User';
  address: Maybe<Scalars['String']['output']>;
  bio: Maybe<Scalars['String']['output']>;
  birthDate: Maybe<Scalars['String']['output']>;
  /** The user's id on the chat service, once the chat user exists. */
  chatUserId: Maybe<Scalars['ID']['output']>;
  city: Maybe<Scalars['String']['output']>;
  coinPacks: Array<CoinPack>;
  countryId: Maybe<Scalars['ID']['output']>;
  /** Absolute or root-relative URL, ready for an <img>. */
  coverPhoto: Maybe<Scalars['String']['output']>;
  createdBy: Scalars['String']['output'];
  email: Scalars['String']['output'];
  facebookLink: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  followersCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
  gender: Maybe<Gender>;
  id: Scalars['ID']['output'];
  instagramLink: Maybe<Scalars['String']['output']>;
  /** True for the viewer when they review verifications, payouts and reports (others always read false). */
  isAdmin: Scalars['Boolean']['output'];
  isBlocked: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isSubscribed: Scalars['Boolean']['output'];
  /** True only when verification is VERIFIED: the user may sell content and set plans. */
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  otherProfileLink: Maybe<Scalars['String']['output']>;
  phoneNumber: Scalars['String']['output'];
  postsCount: Scalars['Int']['output'];
  /** Absolute or root-relative URL, ready for an <img>. */
  profilePhoto: Maybe<Scalars['String']['output']>;
  referenceCode: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  twitterLink: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  verification: VerificationStatus;
  walletBalance: Scalars['Int']['output'];
  websiteLink: Maybe<Scalars['String']['output']>;
  zipcode: Maybe<Scalars['String']['output']>;
};

/** A vault photo or video made a chat file: the key a message names, as an upload's. */
export type VaultChatUse = {
  __typename?: 'VaultChatUse';
  key: Scalars['ID']['output'];
};

/** One item of the viewer's vault: an image, video or sound they uploaded, by its key; its URL is signed for them. */
export type VaultItem = {
  __typename?: 'VaultItem';
  createdAt: Scalars['String']['output'];
  height: Maybe<Scalars['Int']['output']>;
  key: Scalars['ID']['output'];
  kind: MediaKind;
  mime: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width: Maybe<Scalars['Int']['output']>;
};

/** A vault item added to a package: the package file of its own it became. */
export type VaultPackageUse = {
  __typename?: 'VaultPackageUse';
  content: MediaContent;
  message: Scalars['String']['output'];
};

export type VaultRemoved = {
  __typename?: 'VaultRemoved';
  key: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** A vault item made a new upload for a post: the key post/create takes. */
export type VaultUse = {
  __typename?: 'VaultUse';
  key: Scalars['ID']['output'];
  location: Scalars['String']['output'];
};

/** The viewer's verification: its status, the reviewer's reason when rejected, and the last request's images (signed, short-lived). */
export type Verification = {
  __typename?: 'Verification';
  comment: Scalars['String']['output'];
  documentType: Maybe<DocumentType>;
  imageUrl: Maybe<Scalars['String']['output']>;
  selfieUrl: Maybe<Scalars['String']['output']>;
  status: VerificationStatus;
  submittedAt: Maybe<Scalars['String']['output']>;
};

export type VerificationResult = {
  __typename?: 'VerificationResult';
  message: Scalars['String']['output'];
  verification: Verification;
};

/** Where a user stands with identity verification (feed side: not applied 4, pending 0, success 1, failed 2). */
export type VerificationStatus =
  | 'NOT_APPLIED'
  | 'PENDING'
  | 'REJECTED'
  | 'VERIFIED';

export type VerifyOtpInput = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

export type VerifyOtpResult = {
  __typename?: 'VerifyOtpResult';
  /** Present when purpose is VERIFY: the new session. */
  authToken: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  purpose: OtpPurpose;
  /** Present when purpose is RESET: what resetPassword needs. */
  resetToken: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type VoteResult = {
  __typename?: 'VoteResult';
  message: Scalars['String']['output'];
  poll: Poll;
  postId: Scalars['ID']['output'];
};

/** One line of the wallet; the client builds its title and message from kind, counterparty and the figures. */
export type WalletLine = {
  __typename?: 'WalletLine';
  /** Coins of a pack bought, when known. */
  coins: Maybe<Scalars['Int']['output']>;
  counterparty: Maybe<Counterparty>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Coins came in (transaction_type 1) or went out. */
  isCredit: Scalars['Boolean']['output'];
  kind: LedgerKind;
  message: Scalars['String']['output'];
  /** The short message a tip, donation or sticker carried, seen by both parties. */
  note: Maybe<Scalars['String']['output']>;
  postId: Maybe<Scalars['ID']['output']>;
  /** What moved in or out of this wallet. */
  price: Scalars['Int']['output'];
  /** The sticker's name, for a sticker line. */
  stickerName: Maybe<Scalars['String']['output']>;
  /** The server's English line. */
  title: Scalars['String']['output'];
  /** The whole price (a creator's line shows price less the platform fee). */
  whole: Scalars['Int']['output'];
};

export type WalletPage = {
  __typename?: 'WalletPage';
  /** Of walletBalance, the bonus coins (referral welcome coins and what they bought): spendable, never withdrawable. */
  bonusBalance: Scalars['Int']['output'];
  lines: Array<WalletLine>;
  walletBalance: Scalars['Int']['output'];
};

/** What can be withdrawn now: earned coins not yet withdrawn, their value, and when the next payout is possible. */
export type Withdrawable = {
  __typename?: 'Withdrawable';
  cents: Scalars['Int']['output'];
  coinValueCents: Scalars['Int']['output'];
  coins: Scalars['Int']['output'];
  hasBank: Scalars['Boolean']['output'];
  nextWithdrawAt: Maybe<Scalars['String']['output']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddCommentInput: AddCommentInput;
  AddCommentResult: ResolverTypeWrapper<AddCommentResult>;
  AutoTopUp: ResolverTypeWrapper<AutoTopUp>;
  BackgroundJobs: ResolverTypeWrapper<BackgroundJobs>;
  BalanceResult: ResolverTypeWrapper<BalanceResult>;
  BankDetails: ResolverTypeWrapper<BankDetails>;
  BankInput: BankInput;
  BankResult: ResolverTypeWrapper<BankResult>;
  BlockResult: ResolverTypeWrapper<BlockResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BundleInput: BundleInput;
  CardInput: CardInput;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ResolverTypeWrapper<ChangePasswordResult>;
  ChatLoginResult: ResolverTypeWrapper<ChatLoginResult>;
  ChatMedia: ResolverTypeWrapper<ChatMedia>;
  ChatMediaType: ChatMediaType;
  ChatMember: ResolverTypeWrapper<ChatMember>;
  ChatMessage: ResolverTypeWrapper<ChatMessage>;
  ChatMessageKind: ChatMessageKind;
  ChatPicture: ResolverTypeWrapper<ChatPicture>;
  ChatUnlockResult: ResolverTypeWrapper<ChatUnlockResult>;
  ChatUserResult: ResolverTypeWrapper<ChatUserResult>;
  CoinPack: ResolverTypeWrapper<CoinPack>;
  CoinPayment: ResolverTypeWrapper<CoinPayment>;
  Comment: ResolverTypeWrapper<Comment>;
  CommentAuthor: ResolverTypeWrapper<CommentAuthor>;
  Conversation: ResolverTypeWrapper<Conversation>;
  Counterparty: ResolverTypeWrapper<Counterparty>;
  Country: ResolverTypeWrapper<Country>;
  CreateLiveStreamInput: CreateLiveStreamInput;
  CreatePollInput: CreatePollInput;
  CreatePollOptionInput: CreatePollOptionInput;
  CreatePostInput: CreatePostInput;
  CreatePostResult: ResolverTypeWrapper<CreatePostResult>;
  DeletedResult: ResolverTypeWrapper<DeletedResult>;
  DocumentType: DocumentType;
  DraftActionResult: ResolverTypeWrapper<DraftActionResult>;
  DraftResult: ResolverTypeWrapper<DraftResult>;
  DraftStatus: DraftStatus;
  Earnings: ResolverTypeWrapper<Earnings>;
  EarningsBucket: ResolverTypeWrapper<EarningsBucket>;
  EarningsFigures: ResolverTypeWrapper<EarningsFigures>;
  EarningsPeriod: EarningsPeriod;
  EarningsSource: EarningsSource;
  EarningsStatement: ResolverTypeWrapper<EarningsStatement>;
  EditDraftInput: EditDraftInput;
  EditProfileInput: EditProfileInput;
  EditProfileResult: ResolverTypeWrapper<EditProfileResult>;
  EmailInput: EmailInput;
  ExtraStepOutcome: ExtraStepOutcome;
  Fan: ResolverTypeWrapper<Fan>;
  FanList: ResolverTypeWrapper<FanList>;
  FanListChanged: ResolverTypeWrapper<FanListChanged>;
  FavouriteResult: ResolverTypeWrapper<FavouriteResult>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FollowResult: ResolverTypeWrapper<FollowResult>;
  Gender: Gender;
  Hashtag: ResolverTypeWrapper<Hashtag>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSource: ResolverTypeWrapper<ImageSource>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LastMessage: ResolverTypeWrapper<LastMessage>;
  LedgerKind: LedgerKind;
  LikeResult: ResolverTypeWrapper<LikeResult>;
  LiveGoal: ResolverTypeWrapper<LiveGoal>;
  LiveGoalInput: LiveGoalInput;
  LiveHost: ResolverTypeWrapper<LiveHost>;
  LiveJoinResult: ResolverTypeWrapper<LiveJoinResult>;
  LiveMenuItem: ResolverTypeWrapper<LiveMenuItem>;
  LiveMenuItemInput: LiveMenuItemInput;
  LiveRole: LiveRole;
  LiveStream: ResolverTypeWrapper<LiveStream>;
  LiveTokens: ResolverTypeWrapper<LiveTokens>;
  LiveTransport: LiveTransport;
  LiveViewer: ResolverTypeWrapper<LiveViewer>;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  MassAudience: MassAudience;
  MassAudiences: ResolverTypeWrapper<MassAudiences>;
  MassMessage: ResolverTypeWrapper<MassMessage>;
  MassMessageInput: MassMessageInput;
  MassMessageMedia: ResolverTypeWrapper<MassMessageMedia>;
  MassMessageSent: ResolverTypeWrapper<MassMessageSent>;
  MediaContent: ResolverTypeWrapper<MediaContent>;
  MediaKind: MediaKind;
  MediaPackage: ResolverTypeWrapper<MediaPackage>;
  MediaPackageDetail: ResolverTypeWrapper<MediaPackageDetail>;
  MediaPackageInput: MediaPackageInput;
  MediaPackageResult: ResolverTypeWrapper<MediaPackageResult>;
  MessageResult: ResolverTypeWrapper<MessageResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MySubscription: ResolverTypeWrapper<MySubscription>;
  NextPackage: ResolverTypeWrapper<NextPackage>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationActor: ResolverTypeWrapper<NotificationActor>;
  NotificationCategory: NotificationCategory;
  NotificationKind: NotificationKind;
  OffersInput: OffersInput;
  OffersResult: ResolverTypeWrapper<OffersResult>;
  OtpPurpose: OtpPurpose;
  OtpSentResult: ResolverTypeWrapper<OtpSentResult>;
  PackageCounts: ResolverTypeWrapper<PackageCounts>;
  PackageKind: PackageKind;
  PackageSent: ResolverTypeWrapper<PackageSent>;
  PackageView: ResolverTypeWrapper<PackageView>;
  PaymentConfig: ResolverTypeWrapper<PaymentConfig>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentProvider: PaymentProvider;
  PaymentStatus: PaymentStatus;
  PaymentType: PaymentType;
  Payout: ResolverTypeWrapper<Payout>;
  PayoutResult: ResolverTypeWrapper<PayoutResult>;
  PayoutStatus: PayoutStatus;
  PendingPayout: ResolverTypeWrapper<PendingPayout>;
  PendingVerification: ResolverTypeWrapper<PendingVerification>;
  Person: ResolverTypeWrapper<Person>;
  PlansInput: PlansInput;
  PlansResult: ResolverTypeWrapper<PlansResult>;
  Poll: ResolverTypeWrapper<Poll>;
  PollKind: PollKind;
  PollOption: ResolverTypeWrapper<PollOption>;
  Post: ResolverTypeWrapper<Post>;
  PostActionResult: ResolverTypeWrapper<PostActionResult>;
  PostAuthor: ResolverTypeWrapper<PostAuthor>;
  PostDraft: ResolverTypeWrapper<PostDraft>;
  PostImage: ResolverTypeWrapper<PostImage>;
  PostType: PostType;
  ProfileCounts: ResolverTypeWrapper<ProfileCounts>;
  ProfileTab: ProfileTab;
  PromotionInput: PromotionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReasonCount: ResolverTypeWrapper<ReasonCount>;
  Region: ResolverTypeWrapper<Region>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<RegisterResult>;
  ReportReason: ReportReason;
  ReportedPerson: ResolverTypeWrapper<ReportedPerson>;
  ReportedPost: ResolverTypeWrapper<ReportedPost>;
  ResetPasswordInput: ResetPasswordInput;
  ReviewedUser: ResolverTypeWrapper<ReviewedUser>;
  SaveDraftInput: SaveDraftInput;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  SavedCards: ResolverTypeWrapper<SavedCards>;
  SendChatMessageInput: SendChatMessageInput;
  SourceEarnings: ResolverTypeWrapper<SourceEarnings>;
  Sticker: ResolverTypeWrapper<Sticker>;
  StickerResult: ResolverTypeWrapper<StickerResult>;
  Story: ResolverTypeWrapper<Story>;
  StoryImage: ResolverTypeWrapper<StoryImage>;
  StoryResult: ResolverTypeWrapper<StoryResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeResult: ResolverTypeWrapper<SubscribeResult>;
  Subscriber: ResolverTypeWrapper<Subscriber>;
  SubscriberPoint: ResolverTypeWrapper<SubscriberPoint>;
  SubscriptionBundle: ResolverTypeWrapper<SubscriptionBundle>;
  SubscriptionChange: ResolverTypeWrapper<SubscriptionChange>;
  SubscriptionOffers: ResolverTypeWrapper<SubscriptionOffers>;
  SubscriptionPackage: ResolverTypeWrapper<SubscriptionPackage>;
  SubscriptionPerson: ResolverTypeWrapper<SubscriptionPerson>;
  SubscriptionPromotion: ResolverTypeWrapper<SubscriptionPromotion>;
  SuspendedPerson: ResolverTypeWrapper<SuspendedPerson>;
  TopFan: ResolverTypeWrapper<TopFan>;
  UnlockResult: ResolverTypeWrapper<UnlockResult>;
  UnreadCount: ResolverTypeWrapper<UnreadCount>;
  User: ResolverTypeWrapper<User>;
  VaultChatUse: ResolverTypeWrapper<VaultChatUse>;
  VaultItem: ResolverTypeWrapper<VaultItem>;
  VaultPackageUse: ResolverTypeWrapper<VaultPackageUse>;
  VaultRemoved: ResolverTypeWrapper<VaultRemoved>;
  VaultUse: ResolverTypeWrapper<VaultUse>;
  Verification: ResolverTypeWrapper<Verification>;
  VerificationResult: ResolverTypeWrapper<VerificationResult>;
  VerificationStatus: VerificationStatus;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpResult: ResolverTypeWrapper<VerifyOtpResult>;
  VoteResult: ResolverTypeWrapper<VoteResult>;
  WalletLine: ResolverTypeWrapper<WalletLine>;
  WalletPage: ResolverTypeWrapper<WalletPage>;
  Withdrawable: ResolverTypeWrapper<Withdrawable>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddCommentInput: AddCommentInput;
  AddCommentResult: AddCommentResult;
  AutoTopUp: AutoTopUp;
  BackgroundJobs: BackgroundJobs;
  BalanceResult: BalanceResult;
  BankDetails: BankDetails;
  BankInput: BankInput;
  BankResult: BankResult;
  BlockResult: BlockResult;
  Boolean: Scalars['Boolean']['output'];
  BundleInput: BundleInput;
  CardInput: CardInput;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordResult: ChangePasswordResult;
  ChatLoginResult: ChatLoginResult;
  ChatMedia: ChatMedia;
  ChatMember: ChatMember;
  ChatMessage: ChatMessage;
  ChatPicture: ChatPicture;
  ChatUnlockResult: ChatUnlockResult;
  ChatUserResult: ChatUserResult;
  CoinPack: CoinPack;
  CoinPayment: CoinPayment;
  Comment: Comment;
  CommentAuthor: CommentAuthor;
  Conversation: Conversation;
  Counterparty: Counterparty;
  Country: Country;
  CreateLiveStreamInput: CreateLiveStreamInput;
  CreatePollInput: CreatePollInput;
  CreatePollOptionInput: CreatePollOptionInput;
  CreatePostInput: CreatePostInput;
  CreatePostResult: CreatePostResult;
  DeletedResult: DeletedResult;
  DraftActionResult: DraftActionResult;
  DraftResult: DraftResult;
  Earnings: Earnings;
  EarningsBucket: EarningsBucket;
  EarningsFigures: EarningsFigures;
  EarningsStatement: EarningsStatement;
  EditDraftInput: EditDraftInput;
  EditProfileInput: EditProfileInput;
  EditProfileResult: EditProfileResult;
  EmailInput: EmailInput;
  Fan: Fan;
  FanList: FanList;
  FanListChanged: FanListChanged;
  FavouriteResult: FavouriteResult;
  Float: Scalars['Float']['output'];
  FollowResult: FollowResult;
  Hashtag: Hashtag;
  ID: Scalars['ID']['output'];
  ImageSource: ImageSource;
  Int: Scalars['Int']['output'];
  LastMessage: LastMessage;
  LikeResult: LikeResult;
  LiveGoal: LiveGoal;
  LiveGoalInput: LiveGoalInput;
  LiveHost: LiveHost;
  LiveJoinResult: LiveJoinResult;
  LiveMenuItem: LiveMenuItem;
  LiveMenuItemInput: LiveMenuItemInput;
  LiveStream: LiveStream;
  LiveTokens: LiveTokens;
  LiveViewer: LiveViewer;
  LoginInput: LoginInput;
  LoginResult: LoginResult;
  MassAudiences: MassAudiences;
  MassMessage: MassMessage;
  MassMessageInput: MassMessageInput;
  MassMessageMedia: MassMessageMedia;
  MassMessageSent: MassMessageSent;
  MediaContent: MediaContent;
  MediaPackage: MediaPackage;
  MediaPackageDetail: MediaPackageDetail;
  MediaPackageInput: MediaPackageInput;
  MediaPackageResult: MediaPackageResult;
  MessageResult: MessageResult;
  Mutation: Record<PropertyKey, never>;
  MySubscription: MySubscription;
  NextPackage: NextPackage;
  Notification: Notification;
  NotificationActor: NotificationActor;
  OffersInput: OffersInput;
  OffersResult: OffersResult;
  OtpSentResult: OtpSentResult;
  PackageCounts: PackageCounts;
  PackageSent: PackageSent;
  PackageView: PackageView;
  PaymentConfig: PaymentConfig;
  PaymentMethod: PaymentMethod;
  Payout: Payout;
  PayoutResult: PayoutResult;
  PendingPayout: PendingPayout;
  PendingVerification: PendingVerification;
  Person: Person;
  PlansInput: PlansInput;
  PlansResult: PlansResult;
  Poll: Poll;
  PollOption: PollOption;
  Post: Post;
  PostActionResult: PostActionResult;
  PostAuthor: PostAuthor;
  PostDraft: PostDraft;
  PostImage: PostImage;
  ProfileCounts: ProfileCounts;
  PromotionInput: PromotionInput;
  Query: Record<PropertyKey, never>;
  ReasonCount: ReasonCount;
  Region: Region;
  RegisterInput: RegisterInput;
  RegisterResult: RegisterResult;
  ReportedPerson: ReportedPerson;
  ReportedPost: ReportedPost;
  ResetPasswordInput: ResetPasswordInput;
  ReviewedUser: ReviewedUser;
  SaveDraftInput: SaveDraftInput;
  SavedCard: SavedCard;
  SavedCards: SavedCards;
  SendChatMessageInput: SendChatMessageInput;
  SourceEarnings: SourceEarnings;
  Sticker: Sticker;
  StickerResult: StickerResult;
  Story: Story;
  StoryImage: StoryImage;
  StoryResult: StoryResult;
  String: Scalars['String']['output'];
  SubscribeResult: SubscribeResult;
  Subscriber: Subscriber;
  SubscriberPoint: SubscriberPoint;
  SubscriptionBundle: SubscriptionBundle;
  SubscriptionChange: SubscriptionChange;
  SubscriptionOffers: SubscriptionOffers;
  SubscriptionPackage: SubscriptionPackage;
  SubscriptionPerson: SubscriptionPerson;
  SubscriptionPromotion: SubscriptionPromotion;
  SuspendedPerson: SuspendedPerson;
  TopFan: TopFan;
  UnlockResult: UnlockResult;
  UnreadCount: UnreadCount;
  User: User;
  VaultChatUse: VaultChatUse;
  VaultItem: VaultItem;
  VaultPackageUse: VaultPackageUse;
  VaultRemoved: VaultRemoved;
  VaultUse: VaultUse;
  Verification: Verification;
  VerificationResult: VerificationResult;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpResult: VerifyOtpResult;
  VoteResult: VoteResult;
  WalletLine: WalletLine;
  WalletPage: WalletPage;
  Withdrawable: Withdrawable;
}>;

export type AddCommentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddCommentResult'] = ResolversParentTypes['AddCommentResult']> = ResolversObject<{
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AutoTopUpResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AutoTopUp'] = ResolversParentTypes['AutoTopUp']> = ResolversObject<{
  cardId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BackgroundJobsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackgroundJobs'] = ResolversParentTypes['BackgroundJobs']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BalanceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BalanceResult'] = ResolversParentTypes['BalanceResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BankDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankDetails'] = ResolversParentTypes['BankDetails']> = ResolversObject<{
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  routing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swiftCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BankResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankResult'] = ResolversParentTypes['BankResult']> = ResolversObject<{
  bank?: Resolver<ResolversTypes['BankDetails'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BlockResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BlockResult'] = ResolversParentTypes['BlockResult']> = ResolversObject<{
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ChangePasswordResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = ResolversObject<{
  authToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jwtToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatLoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatLoginResult'] = ResolversParentTypes['ChatLoginResult']> = ResolversObject<{
  chatUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jwtToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['ChatMember'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatMediaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatMedia'] = ResolversParentTypes['ChatMedia']> = ResolversObject<{
  hlsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ChatMediaType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatMember'] = ResolversParentTypes['ChatMember']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePicture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
}>;

export type ChatMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = ResolversObject<{
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSystem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChatMessageKind'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['ChatMedia']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packageCounts?: Resolver<Maybe<ResolversTypes['PackageCounts']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  packageTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['ChatPicture']>, ParentType, ContextType>;
  roomId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ChatPictureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatPicture'] = ResolversParentTypes['ChatPicture']> = ResolversObject<{
  lightboxImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  littleThumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatUnlockResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatUnlockResult'] = ResolversParentTypes['ChatUnlockResult']> = ResolversObject<{
  chatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ChatUserResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatUserResult'] = ResolversParentTypes['ChatUserResult']> = ResolversObject<{
  chatUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CoinPackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoinPack'] = ResolversParentTypes['CoinPack']> = ResolversObject<{
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inAppIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type CoinPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoinPayment'] = ResolversParentTypes['CoinPayment']> = ResolversObject<{
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CommentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = ResolversObject<{
  author?: Resolver<ResolversTypes['CommentAuthor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replies?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CommentAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CommentAuthor'] = ResolversParentTypes['CommentAuthor']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['LastMessage']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ChatMember']>, ParentType, ContextType>;
  partnerReadAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CounterpartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Counterparty'] = ResolversParentTypes['Counterparty']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatePostResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatePostResult'] = ResolversParentTypes['CreatePostResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
}>;

export type DeletedResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletedResult'] = ResolversParentTypes['DeletedResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DraftActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DraftActionResult'] = ResolversParentTypes['DraftActionResult']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DraftResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DraftResult'] = ResolversParentTypes['DraftResult']> = ResolversObject<{
  draft?: Resolver<ResolversTypes['PostDraft'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EarningsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Earnings'] = ResolversParentTypes['Earnings']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['EarningsBucket']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['EarningsPeriod'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['SourceEarnings']>, ParentType, ContextType>;
  subscribers?: Resolver<Array<ResolversTypes['SubscriberPoint']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topFans?: Resolver<Array<ResolversTypes['TopFan']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['EarningsFigures'], ParentType, ContextType>;
}>;

export type EarningsBucketResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EarningsBucket'] = ResolversParentTypes['EarningsBucket']> = ResolversObject<{
  figures?: Resolver<ResolversTypes['EarningsFigures'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['SourceEarnings']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EarningsFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EarningsFigures'] = ResolversParentTypes['EarningsFigures']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EarningsStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EarningsStatement'] = ResolversParentTypes['EarningsStatement']> = ResolversObject<{
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['EarningsFigures'], ParentType, ContextType>;
}>;

export type EditProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EditProfileResult'] = ResolversParentTypes['EditProfileResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type FanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Fan'] = ResolversParentTypes['Fan']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FanListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FanList'] = ResolversParentTypes['FanList']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FanListChangedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FanListChanged'] = ResolversParentTypes['FanListChanged']> = ResolversObject<{
  list?: Resolver<ResolversTypes['FanList'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FavouriteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FavouriteResult'] = ResolversParentTypes['FavouriteResult']> = ResolversObject<{
  isFavourite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FollowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FollowResult'] = ResolversParentTypes['FollowResult']> = ResolversObject<{
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  viewerFollowingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HashtagResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hashtag'] = ResolversParentTypes['Hashtag']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ImageSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageSource'] = ResolversParentTypes['ImageSource']> = ResolversObject<{
  srcset?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LastMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LastMessage'] = ResolversParentTypes['LastMessage']> = ResolversObject<{
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ChatMessageKind'], ParentType, ContextType>;
}>;

export type LikeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LikeResult'] = ResolversParentTypes['LikeResult']> = ResolversObject<{
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LiveGoalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveGoal'] = ResolversParentTypes['LiveGoal']> = ResolversObject<{
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LiveHostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveHost'] = ResolversParentTypes['LiveHost']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LiveJoinResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveJoinResult'] = ResolversParentTypes['LiveJoinResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stream?: Resolver<ResolversTypes['LiveStream'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LiveMenuItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveMenuItem'] = ResolversParentTypes['LiveMenuItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LiveStreamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveStream'] = ResolversParentTypes['LiveStream']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goal?: Resolver<Maybe<ResolversTypes['LiveGoal']>, ParentType, ContextType>;
  host?: Resolver<ResolversTypes['LiveHost'], ParentType, ContextType>;
  hostId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  joined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['LiveMenuItem']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tipsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LiveTokensResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveTokens'] = ResolversParentTypes['LiveTokens']> = ResolversObject<{
  appId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  capacity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['LiveRole'], ParentType, ContextType>;
  rtcToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rtmToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transport?: Resolver<ResolversTypes['LiveTransport'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LiveViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveViewer'] = ResolversParentTypes['LiveViewer']> = ResolversObject<{
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['LiveHost'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  authToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type MassAudiencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MassAudiences'] = ResolversParentTypes['MassAudiences']> = ResolversObject<{
  followers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MassMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MassMessage'] = ResolversParentTypes['MassMessage']> = ResolversObject<{
  audience?: Resolver<ResolversTypes['MassAudience'], ParentType, ContextType>;
  bought?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['MassMessageMedia']>, ParentType, ContextType>;
  opened?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MassMessageMediaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MassMessageMedia'] = ResolversParentTypes['MassMessageMedia']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['MediaKind'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MassMessageSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MassMessageSent'] = ResolversParentTypes['MassMessageSent']> = ResolversObject<{
  massMessage?: Resolver<ResolversTypes['MassMessage'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MediaContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaContent'] = ResolversParentTypes['MediaContent']> = ResolversObject<{
  hlsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MediaKind'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MediaPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaPackage'] = ResolversParentTypes['MediaPackage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MediaPackageDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaPackageDetail'] = ResolversParentTypes['MediaPackageDetail']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['MediaContent']>, ParentType, ContextType>;
  mediaCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MediaPackageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MediaPackageResult'] = ResolversParentTypes['MediaPackageResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['MediaPackage'], ParentType, ContextType>;
}>;

export type MessageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageResult'] = ResolversParentTypes['MessageResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addComment?: Resolver<ResolversTypes['AddCommentResult'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'input'>>;
  addToFanList?: Resolver<ResolversTypes['FanListChanged'], ParentType, ContextType, RequireFields<MutationAddToFanListArgs, 'listId' | 'userIds'>>;
  buyCoins?: Resolver<ResolversTypes['CoinPayment'], ParentType, ContextType, RequireFields<MutationBuyCoinsArgs, 'idempotencyKey' | 'packId' | 'paymentId'>>;
  buyWithSavedCard?: Resolver<ResolversTypes['CoinPayment'], ParentType, ContextType, RequireFields<MutationBuyWithSavedCardArgs, 'cardId' | 'idempotencyKey' | 'packId'>>;
  cancelSubscription?: Resolver<ResolversTypes['SubscriptionChange'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'subscriptionId'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  chatLogin?: Resolver<ResolversTypes['ChatLoginResult'], ParentType, ContextType, RequireFields<MutationChatLoginArgs, 'input'>>;
  createChatUser?: Resolver<ResolversTypes['ChatUserResult'], ParentType, ContextType>;
  createFanList?: Resolver<ResolversTypes['FanListChanged'], ParentType, ContextType, RequireFields<MutationCreateFanListArgs, 'name'>>;
  createLiveStream?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationCreateLiveStreamArgs, 'input'>>;
  createMediaPackage?: Resolver<ResolversTypes['MediaPackageResult'], ParentType, ContextType, RequireFields<MutationCreateMediaPackageArgs, 'input'>>;
  createPost?: Resolver<ResolversTypes['CreatePostResult'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  createStory?: Resolver<ResolversTypes['StoryResult'], ParentType, ContextType, RequireFields<MutationCreateStoryArgs, 'imageKey'>>;
  createTestCardPaymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType, RequireFields<MutationCreateTestCardPaymentMethodArgs, 'input'>>;
  decidePayout?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDecidePayoutArgs, 'approve' | 'id'>>;
  decideReport?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDecideReportArgs, 'postId' | 'remove'>>;
  decideVerification?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDecideVerificationArgs, 'approve' | 'id'>>;
  deleteDraft?: Resolver<ResolversTypes['DraftActionResult'], ParentType, ContextType, RequireFields<MutationDeleteDraftArgs, 'id'>>;
  deleteFanList?: Resolver<ResolversTypes['FanListChanged'], ParentType, ContextType, RequireFields<MutationDeleteFanListArgs, 'listId'>>;
  deleteLiveStream?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDeleteLiveStreamArgs, 'streamId'>>;
  deleteMediaContent?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteMediaContentArgs, 'id'>>;
  deleteMediaPackage?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteMediaPackageArgs, 'id'>>;
  deletePost?: Resolver<ResolversTypes['PostActionResult'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'postId'>>;
  deleteStory?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteStoryArgs, 'id'>>;
  deleteVaultItem?: Resolver<ResolversTypes['VaultRemoved'], ParentType, ContextType, RequireFields<MutationDeleteVaultItemArgs, 'key'>>;
  dismissPersonReports?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationDismissPersonReportsArgs, 'userId'>>;
  donateToPost?: Resolver<ResolversTypes['BalanceResult'], ParentType, ContextType, RequireFields<MutationDonateToPostArgs, 'amount' | 'idempotencyKey' | 'postId'>>;
  donateToUser?: Resolver<ResolversTypes['BalanceResult'], ParentType, ContextType, RequireFields<MutationDonateToUserArgs, 'amount' | 'idempotencyKey' | 'userId'>>;
  editDraft?: Resolver<ResolversTypes['DraftResult'], ParentType, ContextType, RequireFields<MutationEditDraftArgs, 'input'>>;
  editMediaPackage?: Resolver<ResolversTypes['MediaPackageResult'], ParentType, ContextType, RequireFields<MutationEditMediaPackageArgs, 'id' | 'input'>>;
  editProfile?: Resolver<ResolversTypes['EditProfileResult'], ParentType, ContextType, RequireFields<MutationEditProfileArgs, 'input'>>;
  follow?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationFollowArgs, 'userId'>>;
  forgotPassword?: Resolver<ResolversTypes['OtpSentResult'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'input'>>;
  giftLiveStream?: Resolver<ResolversTypes['BalanceResult'], ParentType, ContextType, RequireFields<MutationGiftLiveStreamArgs, 'idempotencyKey' | 'stickerId' | 'streamId'>>;
  hidePost?: Resolver<ResolversTypes['PostActionResult'], ParentType, ContextType, RequireFields<MutationHidePostArgs, 'postId'>>;
  joinLiveStream?: Resolver<ResolversTypes['LiveJoinResult'], ParentType, ContextType, RequireFields<MutationJoinLiveStreamArgs, 'streamId'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType>;
  markChatRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkChatReadArgs, 'roomId'>>;
  markNotificationsRead?: Resolver<ResolversTypes['UnreadCount'], ParentType, ContextType>;
  markStorySeen?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationMarkStorySeenArgs, 'id'>>;
  openConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationOpenConversationArgs, 'userId'>>;
  publishDraft?: Resolver<ResolversTypes['CreatePostResult'], ParentType, ContextType, RequireFields<MutationPublishDraftArgs, 'id'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCard?: Resolver<ResolversTypes['SavedCards'], ParentType, ContextType, RequireFields<MutationRemoveCardArgs, 'cardId'>>;
  removeFromFanList?: Resolver<ResolversTypes['FanListChanged'], ParentType, ContextType, RequireFields<MutationRemoveFromFanListArgs, 'listId' | 'userIds'>>;
  renewSubscription?: Resolver<ResolversTypes['SubscriptionChange'], ParentType, ContextType, RequireFields<MutationRenewSubscriptionArgs, 'subscriptionId'>>;
  reportPost?: Resolver<ResolversTypes['PostActionResult'], ParentType, ContextType, RequireFields<MutationReportPostArgs, 'postId' | 'reason'>>;
  reportUser?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationReportUserArgs, 'reason' | 'userId'>>;
  requestPayout?: Resolver<ResolversTypes['PayoutResult'], ParentType, ContextType, RequireFields<MutationRequestPayoutArgs, 'amount'>>;
  resendOtp?: Resolver<ResolversTypes['OtpSentResult'], ParentType, ContextType, RequireFields<MutationResendOtpArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveBank?: Resolver<ResolversTypes['BankResult'], ParentType, ContextType, RequireFields<MutationSaveBankArgs, 'input'>>;
  saveDraft?: Resolver<ResolversTypes['DraftResult'], ParentType, ContextType, RequireFields<MutationSaveDraftArgs, 'input'>>;
  saveOffers?: Resolver<ResolversTypes['OffersResult'], ParentType, ContextType, RequireFields<MutationSaveOffersArgs, 'input'>>;
  savePlans?: Resolver<ResolversTypes['PlansResult'], ParentType, ContextType, RequireFields<MutationSavePlansArgs, 'input'>>;
  sendChatMessage?: Resolver<ResolversTypes['ChatMessage'], ParentType, ContextType, RequireFields<MutationSendChatMessageArgs, 'input'>>;
  sendMassMessage?: Resolver<ResolversTypes['MassMessageSent'], ParentType, ContextType, RequireFields<MutationSendMassMessageArgs, 'input'>>;
  sendPackage?: Resolver<ResolversTypes['PackageSent'], ParentType, ContextType, RequireFields<MutationSendPackageArgs, 'packageId' | 'title' | 'userIds'>>;
  sendSticker?: Resolver<ResolversTypes['StickerResult'], ParentType, ContextType, RequireFields<MutationSendStickerArgs, 'idempotencyKey' | 'stickerId' | 'toUserId'>>;
  setAutoTopUp?: Resolver<ResolversTypes['SavedCards'], ParentType, ContextType, Partial<MutationSetAutoTopUpArgs>>;
  setBlocked?: Resolver<ResolversTypes['BlockResult'], ParentType, ContextType, RequireFields<MutationSetBlockedArgs, 'blocked' | 'userId'>>;
  setFavourite?: Resolver<ResolversTypes['FavouriteResult'], ParentType, ContextType, RequireFields<MutationSetFavouriteArgs, 'favourite' | 'postId'>>;
  setLiveTips?: Resolver<ResolversTypes['LiveStream'], ParentType, ContextType, RequireFields<MutationSetLiveTipsArgs, 'menu' | 'streamId'>>;
  submitVerification?: Resolver<ResolversTypes['VerificationResult'], ParentType, ContextType, RequireFields<MutationSubmitVerificationArgs, 'documentType' | 'imageKey' | 'selfieKey'>>;
  subscribe?: Resolver<ResolversTypes['SubscribeResult'], ParentType, ContextType, RequireFields<MutationSubscribeArgs, 'creatorId' | 'idempotencyKey' | 'packageId'>>;
  suspendPerson?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationSuspendPersonArgs, 'userId'>>;
  takeTestCardExtraStep?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationTakeTestCardExtraStepArgs, 'clientSecret' | 'outcome'>>;
  tipLiveMenuItem?: Resolver<ResolversTypes['BalanceResult'], ParentType, ContextType, RequireFields<MutationTipLiveMenuItemArgs, 'idempotencyKey' | 'itemId' | 'price' | 'streamId'>>;
  tipLiveStream?: Resolver<ResolversTypes['BalanceResult'], ParentType, ContextType, RequireFields<MutationTipLiveStreamArgs, 'amount' | 'idempotencyKey' | 'streamId'>>;
  toggleLike?: Resolver<ResolversTypes['LikeResult'], ParentType, ContextType, RequireFields<MutationToggleLikeArgs, 'postId'>>;
  transferCoins?: Resolver<ResolversTypes['BalanceResult'], ParentType, ContextType, RequireFields<MutationTransferCoinsArgs, 'amount' | 'idempotencyKey' | 'toUserId'>>;
  unfollow?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationUnfollowArgs, 'userId'>>;
  unlockChatMessage?: Resolver<ResolversTypes['ChatUnlockResult'], ParentType, ContextType, RequireFields<MutationUnlockChatMessageArgs, 'amount' | 'idempotencyKey' | 'messageId' | 'toUserId'>>;
  unlockPost?: Resolver<ResolversTypes['UnlockResult'], ParentType, ContextType, RequireFields<MutationUnlockPostArgs, 'idempotencyKey' | 'postId' | 'price'>>;
  unsuspendPerson?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationUnsuspendPersonArgs, 'userId'>>;
  useVaultItem?: Resolver<ResolversTypes['VaultUse'], ParentType, ContextType, RequireFields<MutationUseVaultItemArgs, 'key' | 'kind'>>;
  useVaultItemInChat?: Resolver<ResolversTypes['VaultChatUse'], ParentType, ContextType, RequireFields<MutationUseVaultItemInChatArgs, 'key' | 'uploadId'>>;
  useVaultItemInPackage?: Resolver<ResolversTypes['VaultPackageUse'], ParentType, ContextType, RequireFields<MutationUseVaultItemInPackageArgs, 'key' | 'packageId'>>;
  verifyOtp?: Resolver<ResolversTypes['VerifyOtpResult'], ParentType, ContextType, RequireFields<MutationVerifyOtpArgs, 'input'>>;
  votePoll?: Resolver<ResolversTypes['VoteResult'], ParentType, ContextType, RequireFields<MutationVotePollArgs, 'optionId' | 'postId'>>;
}>;

export type MySubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MySubscription'] = ResolversParentTypes['MySubscription']> = ResolversObject<{
  creator?: Resolver<ResolversTypes['SubscriptionPerson'], ParentType, ContextType>;
  expiryDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  nextPackage?: Resolver<Maybe<ResolversTypes['NextPackage']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  renews?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NextPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NextPackage'] = ResolversParentTypes['NextPackage']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NotificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  actor?: Resolver<Maybe<ResolversTypes['NotificationActor']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['NotificationCategory']>, ParentType, ContextType>;
  coins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  streamId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotificationActorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationActor'] = ResolversParentTypes['NotificationActor']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OffersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OffersResult'] = ResolversParentTypes['OffersResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offers?: Resolver<ResolversTypes['SubscriptionOffers'], ParentType, ContextType>;
}>;

export type OtpSentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtpSentResult'] = ResolversParentTypes['OtpSentResult']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PackageCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageCounts'] = ResolversParentTypes['PackageCounts']> = ResolversObject<{
  audio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  videos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PackageSentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageSent'] = ResolversParentTypes['PackageSent']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PackageViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageView'] = ResolversParentTypes['PackageView']> = ResolversObject<{
  audio?: Resolver<Array<ResolversTypes['MediaContent']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['MediaContent']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['CommentAuthor'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['MediaContent']>, ParentType, ContextType>;
}>;

export type PaymentConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentConfig'] = ResolversParentTypes['PaymentConfig']> = ResolversObject<{
  provider?: Resolver<ResolversTypes['PaymentProvider'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayoutStatus'], ParentType, ContextType>;
}>;

export type PayoutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayoutResult'] = ResolversParentTypes['PayoutResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Payout'], ParentType, ContextType>;
  withdrawable?: Resolver<ResolversTypes['Withdrawable'], ParentType, ContextType>;
}>;

export type PendingPayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingPayout'] = ResolversParentTypes['PendingPayout']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bank?: Resolver<ResolversTypes['BankDetails'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ReviewedUser'], ParentType, ContextType>;
}>;

export type PendingVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingVerification'] = ResolversParentTypes['PendingVerification']> = ResolversObject<{
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selfieUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ReviewedUser'], ParentType, ContextType>;
}>;

export type PersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followersCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlansResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlansResult'] = ResolversParentTypes['PlansResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['SubscriptionPackage']>, ParentType, ContextType>;
}>;

export type PollResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Poll'] = ResolversParentTypes['Poll']> = ResolversObject<{
  hasVoted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PollKind'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['PollOption']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalVotes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PollOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PollOption'] = ResolversParentTypes['PollOption']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isChosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  votes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = ResolversObject<{
  aspectRatio?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['PostAuthor'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hashtags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hlsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['PostImage']>, ParentType, ContextType>;
  isFavourite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediaCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  poll?: Resolver<Maybe<ResolversTypes['Poll']>, ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewSources?: Resolver<Array<ResolversTypes['ImageSource']>, ParentType, ContextType>;
  previewUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taggedPeople?: Resolver<Array<ResolversTypes['CommentAuthor']>, ParentType, ContextType>;
  taggedUserIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  teaserUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PostType'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PostActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostActionResult'] = ResolversParentTypes['PostActionResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type PostAuthorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostAuthor'] = ResolversParentTypes['PostAuthor']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostDraftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostDraft'] = ResolversParentTypes['PostDraft']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DraftStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PostType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PostImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostImage'] = ResolversParentTypes['PostImage']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['ImageSource']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProfileCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileCounts'] = ResolversParentTypes['ProfileCounts']> = ResolversObject<{
  audios?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  videos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  backgroundJobs?: Resolver<ResolversTypes['BackgroundJobs'], ParentType, ContextType>;
  bankDetails?: Resolver<Maybe<ResolversTypes['BankDetails']>, ParentType, ContextType>;
  blockList?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryBlockListArgs, 'page'>>;
  chatMessages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QueryChatMessagesArgs, 'roomId'>>;
  chatRooms?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  chatUnread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType, RequireFields<QueryCommentsArgs, 'page' | 'postId'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  creatorOffers?: Resolver<ResolversTypes['SubscriptionOffers'], ParentType, ContextType, RequireFields<QueryCreatorOffersArgs, 'userId'>>;
  creatorPackages?: Resolver<Array<ResolversTypes['SubscriptionPackage']>, ParentType, ContextType, RequireFields<QueryCreatorPackagesArgs, 'userId'>>;
  drafts?: Resolver<Array<ResolversTypes['PostDraft']>, ParentType, ContextType, RequireFields<QueryDraftsArgs, 'page'>>;
  earnings?: Resolver<ResolversTypes['Earnings'], ParentType, ContextType, RequireFields<QueryEarningsArgs, 'from' | 'period' | 'to'>>;
  earningsStatement?: Resolver<ResolversTypes['EarningsStatement'], ParentType, ContextType, RequireFields<QueryEarningsStatementArgs, 'month'>>;
  fanListFans?: Resolver<Array<ResolversTypes['Fan']>, ParentType, ContextType, RequireFields<QueryFanListFansArgs, 'listId' | 'page'>>;
  fanLists?: Resolver<Array<ResolversTypes['FanList']>, ParentType, ContextType>;
  favouriteFeed?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryFavouriteFeedArgs, 'page'>>;
  followers?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryFollowersArgs, 'page' | 'userId'>>;
  followings?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryFollowingsArgs, 'page' | 'userId'>>;
  homeFeed?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryHomeFeedArgs, 'page'>>;
  liveStream?: Resolver<ResolversTypes['LiveStream'], ParentType, ContextType, RequireFields<QueryLiveStreamArgs, 'streamId'>>;
  liveStreams?: Resolver<Array<ResolversTypes['LiveStream']>, ParentType, ContextType>;
  liveTokens?: Resolver<ResolversTypes['LiveTokens'], ParentType, ContextType, RequireFields<QueryLiveTokensArgs, 'streamId'>>;
  liveViewers?: Resolver<Array<ResolversTypes['LiveViewer']>, ParentType, ContextType, RequireFields<QueryLiveViewersArgs, 'streamId'>>;
  massAudiences?: Resolver<ResolversTypes['MassAudiences'], ParentType, ContextType>;
  massMessages?: Resolver<Array<ResolversTypes['MassMessage']>, ParentType, ContextType, RequireFields<QueryMassMessagesArgs, 'page'>>;
  mediaPackage?: Resolver<ResolversTypes['MediaPackageDetail'], ParentType, ContextType, RequireFields<QueryMediaPackageArgs, 'id'>>;
  myMediaPackages?: Resolver<Array<ResolversTypes['MediaPackage']>, ParentType, ContextType>;
  mySubscribers?: Resolver<Array<ResolversTypes['Subscriber']>, ParentType, ContextType, RequireFields<QueryMySubscribersArgs, 'page'>>;
  mySubscriptions?: Resolver<Array<ResolversTypes['MySubscription']>, ParentType, ContextType, RequireFields<QueryMySubscriptionsArgs, 'page'>>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'page'>>;
  packageView?: Resolver<ResolversTypes['PackageView'], ParentType, ContextType, RequireFields<QueryPackageViewArgs, 'packageId'>>;
  paymentConfig?: Resolver<ResolversTypes['PaymentConfig'], ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType, RequireFields<QueryPayoutsArgs, 'page'>>;
  pendingPayouts?: Resolver<Array<ResolversTypes['PendingPayout']>, ParentType, ContextType, RequireFields<QueryPendingPayoutsArgs, 'page'>>;
  pendingVerifications?: Resolver<Array<ResolversTypes['PendingVerification']>, ParentType, ContextType, RequireFields<QueryPendingVerificationsArgs, 'page'>>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  profileCounts?: Resolver<ResolversTypes['ProfileCounts'], ParentType, ContextType, RequireFields<QueryProfileCountsArgs, 'userId'>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType, RequireFields<QueryRegionsArgs, 'countryId'>>;
  reportedPeople?: Resolver<Array<ResolversTypes['ReportedPerson']>, ParentType, ContextType, RequireFields<QueryReportedPeopleArgs, 'page'>>;
  reportedPosts?: Resolver<Array<ResolversTypes['ReportedPost']>, ParentType, ContextType, RequireFields<QueryReportedPostsArgs, 'page'>>;
  savedCards?: Resolver<ResolversTypes['SavedCards'], ParentType, ContextType>;
  searchChatMessages?: Resolver<Array<ResolversTypes['ChatMessage']>, ParentType, ContextType, RequireFields<QuerySearchChatMessagesArgs, 'roomId' | 'search'>>;
  searchHashtags?: Resolver<Array<ResolversTypes['Hashtag']>, ParentType, ContextType, RequireFields<QuerySearchHashtagsArgs, 'page' | 'search'>>;
  searchPeople?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QuerySearchPeopleArgs, 'search'>>;
  stickers?: Resolver<Array<ResolversTypes['Sticker']>, ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType>;
  subscriptionWith?: Resolver<Maybe<ResolversTypes['MySubscription']>, ParentType, ContextType, RequireFields<QuerySubscriptionWithArgs, 'userId'>>;
  suspendedPeople?: Resolver<Array<ResolversTypes['SuspendedPerson']>, ParentType, ContextType, RequireFields<QuerySuspendedPeopleArgs, 'page'>>;
  tagFeed?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryTagFeedArgs, 'hashtag' | 'page'>>;
  trendingFeed?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryTrendingFeedArgs, 'page'>>;
  trendingPeople?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryTrendingPeopleArgs, 'page'>>;
  unreadNotifications?: Resolver<ResolversTypes['UnreadCount'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userFeed?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryUserFeedArgs, 'page' | 'userId'>>;
  vault?: Resolver<Array<ResolversTypes['VaultItem']>, ParentType, ContextType, RequireFields<QueryVaultArgs, 'page'>>;
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  walletPage?: Resolver<ResolversTypes['WalletPage'], ParentType, ContextType, RequireFields<QueryWalletPageArgs, 'page'>>;
  withdrawable?: Resolver<ResolversTypes['Withdrawable'], ParentType, ContextType>;
}>;

export type ReasonCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReasonCount'] = ResolversParentTypes['ReasonCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReportReason'], ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegisterResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportedPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportedPerson'] = ResolversParentTypes['ReportedPerson']> = ResolversObject<{
  lastReportedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ReasonCount']>, ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ReviewedUser'], ParentType, ContextType>;
}>;

export type ReportedPostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReportedPost'] = ResolversParentTypes['ReportedPost']> = ResolversObject<{
  author?: Resolver<ResolversTypes['ReviewedUser'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastReportedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ReasonCount']>, ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  texts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReviewedUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewedUser'] = ResolversParentTypes['ReviewedUser']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedCardsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedCards'] = ResolversParentTypes['SavedCards']> = ResolversObject<{
  autoTopUp?: Resolver<Maybe<ResolversTypes['AutoTopUp']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  coinValueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SourceEarningsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SourceEarnings'] = ResolversParentTypes['SourceEarnings']> = ResolversObject<{
  figures?: Resolver<ResolversTypes['EarningsFigures'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['EarningsSource'], ParentType, ContextType>;
}>;

export type StickerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sticker'] = ResolversParentTypes['Sticker']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StickerResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StickerResult'] = ResolversParentTypes['StickerResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sticker?: Resolver<ResolversTypes['Sticker'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Story'] = ResolversParentTypes['Story']> = ResolversObject<{
  images?: Resolver<Array<ResolversTypes['StoryImage']>, ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['CommentAuthor'], ParentType, ContextType>;
}>;

export type StoryImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoryImage'] = ResolversParentTypes['StoryImage']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoryResult'] = ResolversParentTypes['StoryResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  story?: Resolver<ResolversTypes['Story'], ParentType, ContextType>;
}>;

export type SubscribeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscribeResult'] = ResolversParentTypes['SubscribeResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['MySubscription'], ParentType, ContextType>;
  unlockedPosts?: Resolver<Array<ResolversTypes['Post']>, ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscriber'] = ResolversParentTypes['Subscriber']> = ResolversObject<{
  fan?: Resolver<ResolversTypes['SubscriptionPerson'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  nextPackage?: Resolver<Maybe<ResolversTypes['NextPackage']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriberPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriberPoint'] = ResolversParentTypes['SubscriberPoint']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newSubscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionBundleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionBundle'] = ResolversParentTypes['SubscriptionBundle']> = ResolversObject<{
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regularPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionChange'] = ResolversParentTypes['SubscriptionChange']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['MySubscription'], ParentType, ContextType>;
}>;

export type SubscriptionOffersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionOffers'] = ResolversParentTypes['SubscriptionOffers']> = ResolversObject<{
  bundles?: Resolver<Array<ResolversTypes['SubscriptionBundle']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['SubscriptionPromotion']>, ParentType, ContextType>;
}>;

export type SubscriptionPackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionPackage'] = ResolversParentTypes['SubscriptionPackage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PackageKind'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SubscriptionPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionPerson'] = ResolversParentTypes['SubscriptionPerson']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionPromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionPromotion'] = ResolversParentTypes['SubscriptionPromotion']> = ResolversObject<{
  claimLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SuspendedPersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SuspendedPerson'] = ResolversParentTypes['SuspendedPerson']> = ResolversObject<{
  suspendedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ReviewedUser'], ParentType, ContextType>;
}>;

export type TopFanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TopFan'] = ResolversParentTypes['TopFan']> = ResolversObject<{
  figures?: Resolver<ResolversTypes['EarningsFigures'], ParentType, ContextType>;
  person?: Resolver<ResolversTypes['Person'], ParentType, ContextType>;
}>;

export type UnlockResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnlockResult'] = ResolversParentTypes['UnlockResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UnreadCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnreadCount'] = ResolversParentTypes['UnreadCount']> = ResolversObject<{
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chatUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinPacks?: Resolver<Array<ResolversTypes['CoinPack']>, ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coverPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facebookLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instagramLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherProfileLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitterLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  websiteLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VaultChatUseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VaultChatUse'] = ResolversParentTypes['VaultChatUse']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VaultItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VaultItem'] = ResolversParentTypes['VaultItem']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MediaKind'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type VaultPackageUseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VaultPackageUse'] = ResolversParentTypes['VaultPackageUse']> = ResolversObject<{
  content?: Resolver<ResolversTypes['MediaContent'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VaultRemovedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VaultRemoved'] = ResolversParentTypes['VaultRemoved']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VaultUseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VaultUse'] = ResolversParentTypes['VaultUse']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Verification'] = ResolversParentTypes['Verification']> = ResolversObject<{
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['DocumentType']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selfieUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VerificationResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationResult'] = ResolversParentTypes['VerificationResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['Verification'], ParentType, ContextType>;
}>;

export type VerifyOtpResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyOtpResult'] = ResolversParentTypes['VerifyOtpResult']> = ResolversObject<{
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['OtpPurpose'], ParentType, ContextType>;
  resetToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VoteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoteResult'] = ResolversParentTypes['VoteResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poll?: Resolver<ResolversTypes['Poll'], ParentType, ContextType>;
  postId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WalletLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletLine'] = ResolversParentTypes['WalletLine']> = ResolversObject<{
  coins?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  counterparty?: Resolver<Maybe<ResolversTypes['Counterparty']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCredit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerKind'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stickerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WalletPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WalletPage'] = ResolversParentTypes['WalletPage']> = ResolversObject<{
  bonusBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['WalletLine']>, ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WithdrawableResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Withdrawable'] = ResolversParentTypes['Withdrawable']> = ResolversObject<{
  cents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coinValueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasBank?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextWithdrawAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AddCommentResult?: AddCommentResultResolvers<ContextType>;
  AutoTopUp?: AutoTopUpResolvers<ContextType>;
  BackgroundJobs?: BackgroundJobsResolvers<ContextType>;
  BalanceResult?: BalanceResultResolvers<ContextType>;
  BankDetails?: BankDetailsResolvers<ContextType>;
  BankResult?: BankResultResolvers<ContextType>;
  BlockResult?: BlockResultResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  ChatLoginResult?: ChatLoginResultResolvers<ContextType>;
  ChatMedia?: ChatMediaResolvers<ContextType>;
  ChatMember?: ChatMemberResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatPicture?: ChatPictureResolvers<ContextType>;
  ChatUnlockResult?: ChatUnlockResultResolvers<ContextType>;
  ChatUserResult?: ChatUserResultResolvers<ContextType>;
  CoinPack?: CoinPackResolvers<ContextType>;
  CoinPayment?: CoinPaymentResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentAuthor?: CommentAuthorResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  Counterparty?: CounterpartyResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreatePostResult?: CreatePostResultResolvers<ContextType>;
  DeletedResult?: DeletedResultResolvers<ContextType>;
  DraftActionResult?: DraftActionResultResolvers<ContextType>;
  DraftResult?: DraftResultResolvers<ContextType>;
  Earnings?: EarningsResolvers<ContextType>;
  EarningsBucket?: EarningsBucketResolvers<ContextType>;
  EarningsFigures?: EarningsFiguresResolvers<ContextType>;
  EarningsStatement?: EarningsStatementResolvers<ContextType>;
  EditProfileResult?: EditProfileResultResolvers<ContextType>;
  Fan?: FanResolvers<ContextType>;
  FanList?: FanListResolvers<ContextType>;
  FanListChanged?: FanListChangedResolvers<ContextType>;
  FavouriteResult?: FavouriteResultResolvers<ContextType>;
  FollowResult?: FollowResultResolvers<ContextType>;
  Hashtag?: HashtagResolvers<ContextType>;
  ImageSource?: ImageSourceResolvers<ContextType>;
  LastMessage?: LastMessageResolvers<ContextType>;
  LikeResult?: LikeResultResolvers<ContextType>;
  LiveGoal?: LiveGoalResolvers<ContextType>;
  LiveHost?: LiveHostResolvers<ContextType>;
  LiveJoinResult?: LiveJoinResultResolvers<ContextType>;
  LiveMenuItem?: LiveMenuItemResolvers<ContextType>;
  LiveStream?: LiveStreamResolvers<ContextType>;
  LiveTokens?: LiveTokensResolvers<ContextType>;
  LiveViewer?: LiveViewerResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MassAudiences?: MassAudiencesResolvers<ContextType>;
  MassMessage?: MassMessageResolvers<ContextType>;
  MassMessageMedia?: MassMessageMediaResolvers<ContextType>;
  MassMessageSent?: MassMessageSentResolvers<ContextType>;
  MediaContent?: MediaContentResolvers<ContextType>;
  MediaPackage?: MediaPackageResolvers<ContextType>;
  MediaPackageDetail?: MediaPackageDetailResolvers<ContextType>;
  MediaPackageResult?: MediaPackageResultResolvers<ContextType>;
  MessageResult?: MessageResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MySubscription?: MySubscriptionResolvers<ContextType>;
  NextPackage?: NextPackageResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationActor?: NotificationActorResolvers<ContextType>;
  OffersResult?: OffersResultResolvers<ContextType>;
  OtpSentResult?: OtpSentResultResolvers<ContextType>;
  PackageCounts?: PackageCountsResolvers<ContextType>;
  PackageSent?: PackageSentResolvers<ContextType>;
  PackageView?: PackageViewResolvers<ContextType>;
  PaymentConfig?: PaymentConfigResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutResult?: PayoutResultResolvers<ContextType>;
  PendingPayout?: PendingPayoutResolvers<ContextType>;
  PendingVerification?: PendingVerificationResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PlansResult?: PlansResultResolvers<ContextType>;
  Poll?: PollResolvers<ContextType>;
  PollOption?: PollOptionResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostActionResult?: PostActionResultResolvers<ContextType>;
  PostAuthor?: PostAuthorResolvers<ContextType>;
  PostDraft?: PostDraftResolvers<ContextType>;
  PostImage?: PostImageResolvers<ContextType>;
  ProfileCounts?: ProfileCountsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReasonCount?: ReasonCountResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  ReportedPerson?: ReportedPersonResolvers<ContextType>;
  ReportedPost?: ReportedPostResolvers<ContextType>;
  ReviewedUser?: ReviewedUserResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  SavedCards?: SavedCardsResolvers<ContextType>;
  SourceEarnings?: SourceEarningsResolvers<ContextType>;
  Sticker?: StickerResolvers<ContextType>;
  StickerResult?: StickerResultResolvers<ContextType>;
  Story?: StoryResolvers<ContextType>;
  StoryImage?: StoryImageResolvers<ContextType>;
  StoryResult?: StoryResultResolvers<ContextType>;
  SubscribeResult?: SubscribeResultResolvers<ContextType>;
  Subscriber?: SubscriberResolvers<ContextType>;
  SubscriberPoint?: SubscriberPointResolvers<ContextType>;
  SubscriptionBundle?: SubscriptionBundleResolvers<ContextType>;
  SubscriptionChange?: SubscriptionChangeResolvers<ContextType>;
  SubscriptionOffers?: SubscriptionOffersResolvers<ContextType>;
  SubscriptionPackage?: SubscriptionPackageResolvers<ContextType>;
  SubscriptionPerson?: SubscriptionPersonResolvers<ContextType>;
  SubscriptionPromotion?: SubscriptionPromotionResolvers<ContextType>;
  SuspendedPerson?: SuspendedPersonResolvers<ContextType>;
  TopFan?: TopFanResolvers<ContextType>;
  UnlockResult?: UnlockResultResolvers<ContextType>;
  UnreadCount?: UnreadCountResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VaultChatUse?: VaultChatUseResolvers<ContextType>;
  VaultItem?: VaultItemResolvers<ContextType>;
  VaultPackageUse?: VaultPackageUseResolvers<ContextType>;
  VaultRemoved?: VaultRemovedResolvers<ContextType>;
  VaultUse?: VaultUseResolvers<ContextType>;
  Verification?: VerificationResolvers<ContextType>;
  VerificationResult?: VerificationResultResolvers<ContextType>;
  VerifyOtpResult?: VerifyOtpResultResolvers<ContextType>;
  VoteResult?: VoteResultResolvers<ContextType>;
  WalletLine?: WalletLineResolvers<ContextType>;
  WalletPage?: WalletPageResolvers<ContextType>;
  Withdrawable?: WithdrawableResolvers<ContextType>;
}>;

