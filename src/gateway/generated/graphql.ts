/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddCommentInput = {
  /** Reply to this comment. */
  parentId?: string | number | null | undefined;
  postId: string | number;
  text: string;
};

export type BankInput = {
  accountNumber: string;
  address: string;
  bankName: string;
  city: string;
  country: string;
  holderName: string;
  routing: string;
  state: string;
  swiftCode: string;
};

export type BundleInput = {
  discountPercent: number;
  months: number;
};

export type CardInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};

export type ChangePasswordInput = {
  confirmPassword: string;
  newPassword: string;
  oldPassword: string;
};

export type ChatMediaType =
  | 'AUDIO'
  | 'IMAGE'
  | 'VIDEO';

/** What a chat message carries. */
export type ChatMessageKind =
  | 'COIN_TRANSFER'
  | 'PAID_MEDIA'
  | 'PAID_PACKAGE'
  | 'STICKER'
  | 'TEXT'
  | 'VIDEO';

export type CreateLiveStreamInput = {
  description: string;
  /** An optional tip goal. */
  goal?: LiveGoalInput | null | undefined;
  hostId: string | number;
  /** An optional tip menu (at most 10 items). */
  menu?: Array<LiveMenuItemInput> | null | undefined;
  /** 0 when free. */
  price: number;
  /** The channel name the host's page drew (ten characters). */
  streamId: string | number;
  title: string;
};

export type CreatePollInput = {
  kind: PollKind;
  options: Array<CreatePollOptionInput>;
  question: string;
};

export type CreatePollOptionInput = {
  /** Image polls: the option's uploaded image key. */
  imageKey?: string | null | undefined;
  text: string;
};

/** Files are uploaded first (rest.ts upload); the post names them by key. */
export type CreatePostInput = {
  description: string;
  hashtags?: Array<string> | null | undefined;
  imageKeys?: Array<string> | null | undefined;
  /** Audio or video file key. */
  mediaKey?: string | null | undefined;
  payment?: PaymentType | null | undefined;
  poll?: CreatePollInput | null | undefined;
  price?: number | null | undefined;
  /** The people the post tags. */
  taggedUserIds?: Array<string | number> | null | undefined;
  teaserKey?: string | null | undefined;
  /** Video thumbnail or audio cover key. */
  thumbnailKey?: string | null | undefined;
  type: PostType;
};

/** The identity document of a verification request. */
export type DocumentType =
  | 'DRIVING_LICENSE'
  | 'GOVERNMENT_ID'
  | 'NATIONAL_ID'
  | 'PASSPORT';

export type DraftStatus =
  | 'DRAFT'
  | 'SCHEDULED';

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

/** A saved draft's words and time changed; its files and the rest stay as saved (body). */
export type EditDraftInput = {
  body: string;
  description: string;
  id: string | number;
  publishAt?: string | null | undefined;
};

/** Only the fields sent change; '' clears a text, null clears gender and country. */
export type EditProfileInput = {
  address?: string | null | undefined;
  bio?: string | null | undefined;
  /** YYYY-MM-DD, or '' to clear. */
  birthDate?: string | null | undefined;
  city?: string | null | undefined;
  countryId?: string | number | null | undefined;
  coverPhotoKey?: string | null | undefined;
  facebookLink?: string | null | undefined;
  firstName: string;
  gender?: Gender | null | undefined;
  instagramLink?: string | null | undefined;
  lastName: string;
  otherProfileLink?: string | null | undefined;
  /** The key of a new upload through user/profile/; left out keeps the photo. */
  profilePhotoKey?: string | null | undefined;
  state?: string | null | undefined;
  twitterLink?: string | null | undefined;
  websiteLink?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type EmailInput = {
  email: string;
};

export type ExtraStepOutcome =
  | 'COMPLETE'
  | 'FAIL';

export type Gender =
  | 'FEMALE'
  | 'MALE';

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

export type LiveGoalInput = {
  coins: number;
  label: string;
};

export type LiveMenuItemInput = {
  label: string;
  price: number;
};

export type LiveRole =
  | 'AUDIENCE'
  | 'HOST';

/** Which transport carries a stream's video and chat: the embedded WebRTC unless the server has Agora keys. */
export type LiveTransport =
  | 'AGORA'
  | 'WEBRTC';

export type LoginInput = {
  email: string;
  password: string;
};

/** Who a mass message goes to. */
export type MassAudience =
  | 'FOLLOWERS'
  | 'LIST'
  | 'SUBSCRIBERS';

export type MassMessageInput = {
  audience: MassAudience;
  clientId: string;
  content: string;
  /** Keys of the creator's own chat uploads (a vault item copied for chat). */
  files: Array<string | number>;
  listId?: string | number | null | undefined;
  /** Coins; absent for a free message. */
  price?: number | null | undefined;
};

/** A file of a paid media package (spec §3 Media content): image 0, audio 1, video 2. */
export type MediaKind =
  | 'AUDIO'
  | 'IMAGE'
  | 'VIDEO';

export type MediaPackageInput = {
  name: string;
  price: number;
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
  promotion?: PromotionInput | null | undefined;
};

/** Why a one-time code was sent: to verify a new account or to reset a password. */
export type OtpPurpose =
  | 'RESET'
  | 'VERIFY';

/** A subscription package's kind (spec §3 package_type 0, 1, 2). */
export type PackageKind =
  | 'ANNUAL'
  | 'MONTHLY'
  | 'TRIAL';

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

export type PayoutStatus =
  | 'PAID'
  | 'PENDING'
  | 'REJECTED';

/** The plans form: only the active plans' fields (spec §5). */
export type PlansInput = {
  annual?: number | null | undefined;
  monthly?: number | null | undefined;
  trialDays?: number | null | undefined;
};

export type PollKind =
  | 'IMAGE'
  | 'TEXT';

export type PostType =
  | 'AUDIO'
  | 'IMAGE'
  | 'POLL'
  | 'TEXT'
  | 'VIDEO';

/** A profile's tabs: every post, the posts with a photo, video or audio, and the posts still locked to the viewer. */
export type ProfileTab =
  | 'LOCKED'
  | 'MEDIA'
  | 'POSTS';

export type PromotionInput = {
  claimLimit?: number | null | undefined;
  discountPercent: number;
  endsAt: string;
};

export type RegisterInput = {
  /** YYYY-MM-DD: signup is for adults. */
  birthDate: string;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
  referralCode?: string | null | undefined;
  username: string;
};

/** Why a post or a person is reported (contract ReportReason). */
export type ReportReason =
  | 'COPYRIGHT'
  | 'HARASSMENT'
  | 'IMPERSONATION'
  | 'OTHER'
  | 'SPAM'
  | 'UNDERAGE';

export type ResetPasswordInput = {
  confirmPassword: string;
  newPassword: string;
  resetToken: string;
  userId: string | number;
};

/** A new draft, or a scheduled post when publishAt (ISO 8601) is given. */
export type SaveDraftInput = {
  post: CreatePostInput;
  publishAt?: string | null | undefined;
};

export type SendChatMessageInput = {
  clientId: string;
  content: string;
  files?: Array<string> | null | undefined;
  kind: ChatMessageKind;
  /** Paid media only: its price in coins. */
  price?: number | null | undefined;
  roomId: string | number;
};

/** Where a user stands with identity verification (feed side: not applied 4, pending 0, success 1, failed 2). */
export type VerificationStatus =
  | 'NOT_APPLIED'
  | 'PENDING'
  | 'REJECTED'
  | 'VERIFIED';

export type VerifyOtpInput = {
  email: string;
  otp: string;
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { message: string, authToken: string, viewer: { id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, isAdmin: boolean } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { message: string, email: string } };

export type VerifyOtpMutationVariables = Exact<{
  input: VerifyOtpInput;
}>;


export type VerifyOtpMutation = { verifyOtp: { message: string, purpose: OtpPurpose, userId: string, authToken: string | null, resetToken: string | null } };

export type ResendOtpMutationVariables = Exact<{
  input: EmailInput;
}>;


export type ResendOtpMutation = { resendOtp: { message: string } };

export type ForgotPasswordMutationVariables = Exact<{
  input: EmailInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { message: string, authToken: string, jwtToken: string | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { message: string } };

export type ChatMemberFieldsFragment = { id: string, userId: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean };

export type ConversationFieldsFragment = { id: string, unread: number, partnerReadAt: string | null, members: Array<{ id: string, userId: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean }>, lastMessage: { content: string, date: string, kind: ChatMessageKind, authorId: string } | null };

export type ChatMessageFieldsFragment = { id: string, roomId: string, authorId: string, kind: ChatMessageKind, content: string, date: string, isSystem: boolean, isLocked: boolean, isPaid: boolean, packageId: string | null, packageTitle: string | null, coins: number | null, note: string | null, clientId: string | null, pictures: Array<{ lightboxImageUrl: string, littleThumbnailUrl: string }>, packageCounts: { images: number, audio: number, videos: number } | null, media: { url: string, type: ChatMediaType, hlsUrl: string | null } | null };

export type ChatLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ChatLoginMutation = { chatLogin: { message: string, jwtToken: string, chatUserId: string, member: { id: string, userId: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean } } };

export type CreateChatUserMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateChatUserMutation = { createChatUser: { message: string, chatUserId: string } };

export type ChatRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatRoomsQuery = { chatRooms: Array<{ id: string, unread: number, partnerReadAt: string | null, members: Array<{ id: string, userId: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean }>, lastMessage: { content: string, date: string, kind: ChatMessageKind, authorId: string } | null }> };

export type ChatMessagesQueryVariables = Exact<{
  roomId: string | number;
  before?: string | number | null | undefined;
  after?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ChatMessagesQuery = { chatMessages: Array<{ id: string, roomId: string, authorId: string, kind: ChatMessageKind, content: string, date: string, isSystem: boolean, isLocked: boolean, isPaid: boolean, packageId: string | null, packageTitle: string | null, coins: number | null, note: string | null, clientId: string | null, pictures: Array<{ lightboxImageUrl: string, littleThumbnailUrl: string }>, packageCounts: { images: number, audio: number, videos: number } | null, media: { url: string, type: ChatMediaType, hlsUrl: string | null } | null }> };

export type SearchChatMessagesQueryVariables = Exact<{
  roomId: string | number;
  search: string;
  before?: string | number | null | undefined;
}>;


export type SearchChatMessagesQuery = { searchChatMessages: Array<{ id: string, roomId: string, authorId: string, kind: ChatMessageKind, content: string, date: string, isSystem: boolean, isLocked: boolean, isPaid: boolean, packageId: string | null, packageTitle: string | null, coins: number | null, note: string | null, clientId: string | null, pictures: Array<{ lightboxImageUrl: string, littleThumbnailUrl: string }>, packageCounts: { images: number, audio: number, videos: number } | null, media: { url: string, type: ChatMediaType, hlsUrl: string | null } | null }> };

export type OpenConversationMutationVariables = Exact<{
  userId: string | number;
}>;


export type OpenConversationMutation = { openConversation: { id: string, unread: number, partnerReadAt: string | null, members: Array<{ id: string, userId: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean }>, lastMessage: { content: string, date: string, kind: ChatMessageKind, authorId: string } | null } };

export type MarkChatReadMutationVariables = Exact<{
  roomId: string | number;
}>;


export type MarkChatReadMutation = { markChatRead: number };

export type SendChatMessageMutationVariables = Exact<{
  input: SendChatMessageInput;
}>;


export type SendChatMessageMutation = { sendChatMessage: { id: string, roomId: string, authorId: string, kind: ChatMessageKind, content: string, date: string, isSystem: boolean, isLocked: boolean, isPaid: boolean, packageId: string | null, packageTitle: string | null, coins: number | null, note: string | null, clientId: string | null, pictures: Array<{ lightboxImageUrl: string, littleThumbnailUrl: string }>, packageCounts: { images: number, audio: number, videos: number } | null, media: { url: string, type: ChatMediaType, hlsUrl: string | null } | null } };

export type UnlockChatMessageMutationVariables = Exact<{
  messageId: string | number;
  toUserId: string | number;
  amount: number;
  idempotencyKey: string;
}>;


export type UnlockChatMessageMutation = { unlockChatMessage: { message: string, walletBalance: number, chatMessage: { id: string, roomId: string, authorId: string, kind: ChatMessageKind, content: string, date: string, isSystem: boolean, isLocked: boolean, isPaid: boolean, packageId: string | null, packageTitle: string | null, coins: number | null, note: string | null, clientId: string | null, pictures: Array<{ lightboxImageUrl: string, littleThumbnailUrl: string }>, packageCounts: { images: number, audio: number, videos: number } | null, media: { url: string, type: ChatMediaType, hlsUrl: string | null } | null } } };

export type ChatUnreadQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatUnreadQuery = { chatUnread: number };

export type CommentFieldsFragment = { id: string, postId: string, text: string, parentId: string | null, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } };

export type CommentsQueryVariables = Exact<{
  postId: string | number;
  page: number;
}>;


export type CommentsQuery = { comments: Array<{ id: string, postId: string, text: string, parentId: string | null, createdAt: string, replies: Array<{ id: string, postId: string, text: string, parentId: string | null, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } }>, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } }> };

export type AddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type AddCommentMutation = { addComment: { message: string, postId: string, commentCount: number, comment: { id: string, postId: string, text: string, parentId: string | null, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } } } };

export type VotePollMutationVariables = Exact<{
  postId: string | number;
  optionId: string | number;
}>;


export type VotePollMutation = { votePoll: { message: string, postId: string, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } } };

export type CreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type CreatePostMutation = { createPost: { message: string, post: { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null } } };

export type DraftFieldsFragment = { id: string, status: DraftStatus, publishAt: string | null, updatedAt: string, type: PostType, description: string, body: string };

export type DraftsQueryVariables = Exact<{
  page: number;
}>;


export type DraftsQuery = { drafts: Array<{ id: string, status: DraftStatus, publishAt: string | null, updatedAt: string, type: PostType, description: string, body: string }> };

export type SaveDraftMutationVariables = Exact<{
  input: SaveDraftInput;
}>;


export type SaveDraftMutation = { saveDraft: { message: string, draft: { id: string, status: DraftStatus, publishAt: string | null, updatedAt: string, type: PostType, description: string, body: string } } };

export type EditDraftMutationVariables = Exact<{
  input: EditDraftInput;
}>;


export type EditDraftMutation = { editDraft: { message: string, draft: { id: string, status: DraftStatus, publishAt: string | null, updatedAt: string, type: PostType, description: string, body: string } } };

export type PublishDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishDraftMutation = { publishDraft: { message: string, post: { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null } } };

export type DeleteDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDraftMutation = { deleteDraft: { message: string, id: string } };

export type EarningsFiguresFieldsFragment = { gross: number, fee: number, net: number, count: number };

export type EarningsQueryVariables = Exact<{
  period: EarningsPeriod;
  from: string;
  to: string;
}>;


export type EarningsQuery = { earnings: { period: EarningsPeriod, from: string, to: string, totals: { gross: number, fee: number, net: number, count: number }, sources: Array<{ source: EarningsSource, figures: { gross: number, fee: number, net: number, count: number } }>, buckets: Array<{ start: string, figures: { gross: number, fee: number, net: number, count: number }, sources: Array<{ source: EarningsSource, figures: { gross: number, fee: number, net: number, count: number } }> }>, topFans: Array<{ person: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, figures: { gross: number, fee: number, net: number, count: number } }>, subscribers: Array<{ start: string, active: number, newSubscribers: number }> } };

export type EarningsStatementQueryVariables = Exact<{
  month: string;
}>;


export type EarningsStatementQuery = { earningsStatement: { month: string, filename: string, csv: string, totals: { gross: number, fee: number, net: number, count: number } } };

export type LiveStreamFieldsFragment = { id: string, hostId: string, title: string, description: string, price: number, paid: boolean, viewers: number, joined: boolean, tipsTotal: number, host: { id: string, name: string, username: string, photo: string | null }, goal: { coins: number, label: string } | null, menu: Array<{ id: string, label: string, price: number }> };

export type LiveStreamsQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveStreamsQuery = { liveStreams: Array<{ id: string, hostId: string, title: string, description: string, price: number, paid: boolean, viewers: number, joined: boolean, tipsTotal: number, host: { id: string, name: string, username: string, photo: string | null }, goal: { coins: number, label: string } | null, menu: Array<{ id: string, label: string, price: number }> }> };

export type LiveStreamQueryVariables = Exact<{
  streamId: string | number;
}>;


export type LiveStreamQuery = { liveStream: { id: string, hostId: string, title: string, description: string, price: number, paid: boolean, viewers: number, joined: boolean, tipsTotal: number, host: { id: string, name: string, username: string, photo: string | null }, goal: { coins: number, label: string } | null, menu: Array<{ id: string, label: string, price: number }> } };

export type LiveTokensQueryVariables = Exact<{
  streamId: string | number;
}>;


export type LiveTokensQuery = { liveTokens: { transport: LiveTransport, role: LiveRole, rtcToken: string, rtmToken: string, appId: string | null, uid: number, capacity: number | null } };

export type LiveViewersQueryVariables = Exact<{
  streamId: string | number;
}>;


export type LiveViewersQuery = { liveViewers: Array<{ joinedAt: string, user: { id: string, name: string, username: string, photo: string | null } }> };

export type SetLiveTipsMutationVariables = Exact<{
  streamId: string | number;
  goal?: LiveGoalInput | null | undefined;
  menu: Array<LiveMenuItemInput> | LiveMenuItemInput;
}>;


export type SetLiveTipsMutation = { setLiveTips: { id: string, hostId: string, title: string, description: string, price: number, paid: boolean, viewers: number, joined: boolean, tipsTotal: number, host: { id: string, name: string, username: string, photo: string | null }, goal: { coins: number, label: string } | null, menu: Array<{ id: string, label: string, price: number }> } };

export type TipLiveMenuItemMutationVariables = Exact<{
  streamId: string | number;
  itemId: string | number;
  price: number;
  idempotencyKey: string;
}>;


export type TipLiveMenuItemMutation = { tipLiveMenuItem: { message: string, walletBalance: number } };

export type CreateLiveStreamMutationVariables = Exact<{
  input: CreateLiveStreamInput;
}>;


export type CreateLiveStreamMutation = { createLiveStream: { message: string } };

export type DeleteLiveStreamMutationVariables = Exact<{
  streamId: string | number;
}>;


export type DeleteLiveStreamMutation = { deleteLiveStream: { message: string } };

export type JoinLiveStreamMutationVariables = Exact<{
  streamId: string | number;
}>;


export type JoinLiveStreamMutation = { joinLiveStream: { message: string, walletBalance: number, stream: { id: string, hostId: string, title: string, description: string, price: number, paid: boolean, viewers: number, joined: boolean, tipsTotal: number, host: { id: string, name: string, username: string, photo: string | null }, goal: { coins: number, label: string } | null, menu: Array<{ id: string, label: string, price: number }> } } };

export type TipLiveStreamMutationVariables = Exact<{
  streamId: string | number;
  amount: number;
  idempotencyKey: string;
}>;


export type TipLiveStreamMutation = { tipLiveStream: { message: string, walletBalance: number } };

export type GiftLiveStreamMutationVariables = Exact<{
  streamId: string | number;
  stickerId: string | number;
  message?: string | null | undefined;
  idempotencyKey: string;
}>;


export type GiftLiveStreamMutation = { giftLiveStream: { message: string, walletBalance: number } };

export type MassMessageFieldsFragment = { id: string, audience: MassAudience, listName: string | null, content: string, price: number | null, sending: boolean, sent: number, opened: number, bought: number, earned: number, createdAt: string, media: Array<{ kind: MediaKind, thumbnailUrl: string }> };

export type FanListFieldsFragment = { id: string, name: string, members: number };

export type MassMessagesQueryVariables = Exact<{
  page: number;
}>;


export type MassMessagesQuery = { massMessages: Array<{ id: string, audience: MassAudience, listName: string | null, content: string, price: number | null, sending: boolean, sent: number, opened: number, bought: number, earned: number, createdAt: string, media: Array<{ kind: MediaKind, thumbnailUrl: string }> }> };

export type MassMessagesScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MassMessagesScreenQuery = { massMessages: Array<{ id: string, audience: MassAudience, listName: string | null, content: string, price: number | null, sending: boolean, sent: number, opened: number, bought: number, earned: number, createdAt: string, media: Array<{ kind: MediaKind, thumbnailUrl: string }> }>, massAudiences: { subscribers: number, followers: number }, fanLists: Array<{ id: string, name: string, members: number }> };

export type FanListFansQueryVariables = Exact<{
  listId: string | number;
  page: number;
  search?: string | null | undefined;
}>;


export type FanListFansQuery = { fanListFans: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, inList: boolean, subscribed: boolean }> };

export type SendMassMessageMutationVariables = Exact<{
  input: MassMessageInput;
}>;


export type SendMassMessageMutation = { sendMassMessage: { message: string, massMessage: { id: string, audience: MassAudience, listName: string | null, content: string, price: number | null, sending: boolean, sent: number, opened: number, bought: number, earned: number, createdAt: string, media: Array<{ kind: MediaKind, thumbnailUrl: string }> } } };

export type CreateFanListMutationVariables = Exact<{
  name: string;
}>;


export type CreateFanListMutation = { createFanList: { message: string, list: { id: string, name: string, members: number } } };

export type DeleteFanListMutationVariables = Exact<{
  listId: string | number;
}>;


export type DeleteFanListMutation = { deleteFanList: { message: string, list: { id: string, name: string, members: number } } };

export type AddToFanListMutationVariables = Exact<{
  listId: string | number;
  userIds: Array<string | number> | string | number;
}>;


export type AddToFanListMutation = { addToFanList: { message: string, list: { id: string, name: string, members: number } } };

export type RemoveFromFanListMutationVariables = Exact<{
  listId: string | number;
  userIds: Array<string | number> | string | number;
}>;


export type RemoveFromFanListMutation = { removeFromFanList: { message: string, list: { id: string, name: string, members: number } } };

export type NotificationFieldsFragment = { id: string, coins: number | null, kind: NotificationKind, category: NotificationCategory | null, description: string, createdAt: string, isRead: boolean, postId: string | null, commentId: string | null, streamId: string | null, note: string | null, actor: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } | null };

export type NotificationsQueryVariables = Exact<{
  page: number;
  category?: NotificationCategory | null | undefined;
}>;


export type NotificationsQuery = { notifications: Array<{ id: string, coins: number | null, kind: NotificationKind, category: NotificationCategory | null, description: string, createdAt: string, isRead: boolean, postId: string | null, commentId: string | null, streamId: string | null, note: string | null, actor: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } | null }> };

export type UnreadNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationsQuery = { unreadNotifications: { unread: number } };

export type MarkNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { unread: number } };

export type MediaPackageFieldsFragment = { id: string, name: string, price: number, mediaCount: number };

export type MediaContentFieldsFragment = { id: string, packageId: string, kind: MediaKind, url: string, thumbnailUrl: string, hlsUrl: string | null };

export type MyMediaPackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMediaPackagesQuery = { myMediaPackages: Array<{ id: string, name: string, price: number, mediaCount: number }> };

export type MediaPackageQueryVariables = Exact<{
  id: string | number;
}>;


export type MediaPackageQuery = { mediaPackage: { id: string, name: string, price: number, mediaCount: number, media: Array<{ id: string, packageId: string, kind: MediaKind, url: string, thumbnailUrl: string, hlsUrl: string | null }> } };

export type PackageViewQueryVariables = Exact<{
  packageId: string | number;
}>;


export type PackageViewQuery = { packageView: { packageId: string, name: string, price: number, owner: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, images: Array<{ id: string, packageId: string, kind: MediaKind, url: string, thumbnailUrl: string, hlsUrl: string | null }>, audio: Array<{ id: string, packageId: string, kind: MediaKind, url: string, thumbnailUrl: string, hlsUrl: string | null }>, videos: Array<{ id: string, packageId: string, kind: MediaKind, url: string, thumbnailUrl: string, hlsUrl: string | null }> } };

export type CreateMediaPackageMutationVariables = Exact<{
  input: MediaPackageInput;
}>;


export type CreateMediaPackageMutation = { createMediaPackage: { message: string, package: { id: string, name: string, price: number, mediaCount: number } } };

export type EditMediaPackageMutationVariables = Exact<{
  id: string | number;
  input: MediaPackageInput;
}>;


export type EditMediaPackageMutation = { editMediaPackage: { message: string, package: { id: string, name: string, price: number, mediaCount: number } } };

export type DeleteMediaPackageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMediaPackageMutation = { deleteMediaPackage: { message: string, id: string } };

export type DeleteMediaContentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMediaContentMutation = { deleteMediaContent: { message: string, id: string } };

export type SendPackageMutationVariables = Exact<{
  packageId: string | number;
  title: string;
  userIds: Array<string | number> | string | number;
}>;


export type SendPackageMutation = { sendPackage: { message: string, sent: number } };

export type PersonFieldsFragment = { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, followersCount: number | null };

export type FollowersQueryVariables = Exact<{
  userId: string | number;
  page: number;
}>;


export type FollowersQuery = { followers: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, followersCount: number | null }> };

export type FollowingsQueryVariables = Exact<{
  userId: string | number;
  page: number;
}>;


export type FollowingsQuery = { followings: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, followersCount: number | null }> };

export type TrendingPeopleQueryVariables = Exact<{
  page: number;
}>;


export type TrendingPeopleQuery = { trendingPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, followersCount: number | null }> };

export type FollowMutationVariables = Exact<{
  userId: string | number;
}>;


export type FollowMutation = { follow: { message: string, userId: string, isFollowing: boolean, followersCount: number, viewerFollowingCount: number } };

export type UnfollowMutationVariables = Exact<{
  userId: string | number;
}>;


export type UnfollowMutation = { unfollow: { message: string, userId: string, isFollowing: boolean, followersCount: number, viewerFollowingCount: number } };

export type PostAuthorFieldsFragment = { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number };

export type PollFieldsFragment = { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> };

export type PostFieldsFragment = { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null };

export type HomeFeedQueryVariables = Exact<{
  page: number;
}>;


export type HomeFeedQuery = { homeFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type UserFeedQueryVariables = Exact<{
  userId: string | number;
  page: number;
  tab?: ProfileTab | null | undefined;
}>;


export type UserFeedQuery = { userFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type ProfileCountsQueryVariables = Exact<{
  userId: string | number;
}>;


export type ProfileCountsQuery = { profileCounts: { posts: number, photos: number, videos: number, audios: number, locked: number } };

export type TrendingFeedQueryVariables = Exact<{
  page: number;
}>;


export type TrendingFeedQuery = { trendingFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type TagFeedQueryVariables = Exact<{
  hashtag: string;
  page: number;
}>;


export type TagFeedQuery = { tagFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type FavouriteFeedQueryVariables = Exact<{
  page: number;
}>;


export type FavouriteFeedQuery = { favouriteFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type PostQueryVariables = Exact<{
  id: string | number;
}>;


export type PostQuery = { post: { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null } };

export type SearchHashtagsQueryVariables = Exact<{
  search: string;
  page: number;
}>;


export type SearchHashtagsQuery = { searchHashtags: Array<{ name: string, postsCount: number }> };

export type ToggleLikeMutationVariables = Exact<{
  postId: string | number;
}>;


export type ToggleLikeMutation = { toggleLike: { message: string, postId: string, isLiked: boolean, likeCount: number } };

export type SetFavouriteMutationVariables = Exact<{
  postId: string | number;
  favourite: boolean;
}>;


export type SetFavouriteMutation = { setFavourite: { message: string, postId: string, isFavourite: boolean } };

export type ReportPostMutationVariables = Exact<{
  postId: string | number;
  reason: ReportReason;
  text?: string | null | undefined;
}>;


export type ReportPostMutation = { reportPost: { message: string, postId: string } };

export type HidePostMutationVariables = Exact<{
  postId: string | number;
  authorId?: string | number | null | undefined;
}>;


export type HidePostMutation = { hidePost: { message: string, postId: string } };

export type DeletePostMutationVariables = Exact<{
  postId: string | number;
}>;


export type DeletePostMutation = { deletePost: { message: string, postId: string, postsCount: number | null } };

export type VerificationFieldsFragment = { status: VerificationStatus, comment: string, documentType: DocumentType | null, imageUrl: string | null, selfieUrl: string | null, submittedAt: string | null };

export type BankFieldsFragment = { holderName: string, bankName: string, accountNumber: string, country: string, state: string, city: string, routing: string, address: string, swiftCode: string };

export type WithdrawableFieldsFragment = { coins: number, cents: number, coinValueCents: number, nextWithdrawAt: string | null, hasBank: boolean };

export type PayoutFieldsFragment = { id: string, amount: number, amountCents: number, requestedAt: string, status: PayoutStatus, comment: string };

export type ReviewedUserFieldsFragment = { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean };

export type VerificationQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationQuery = { verification: { status: VerificationStatus, comment: string, documentType: DocumentType | null, imageUrl: string | null, selfieUrl: string | null, submittedAt: string | null } };

export type SubmitVerificationMutationVariables = Exact<{
  documentType: DocumentType;
  imageKey: string;
  selfieKey: string;
}>;


export type SubmitVerificationMutation = { submitVerification: { message: string, verification: { status: VerificationStatus, comment: string, documentType: DocumentType | null, imageUrl: string | null, selfieUrl: string | null, submittedAt: string | null } } };

export type BankDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankDetailsQuery = { bankDetails: { holderName: string, bankName: string, accountNumber: string, country: string, state: string, city: string, routing: string, address: string, swiftCode: string } | null };

export type SaveBankMutationVariables = Exact<{
  input: BankInput;
}>;


export type SaveBankMutation = { saveBank: { message: string, bank: { holderName: string, bankName: string, accountNumber: string, country: string, state: string, city: string, routing: string, address: string, swiftCode: string } } };

export type WithdrawableQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawableQuery = { withdrawable: { coins: number, cents: number, coinValueCents: number, nextWithdrawAt: string | null, hasBank: boolean } };

export type PayoutsQueryVariables = Exact<{
  page: number;
}>;


export type PayoutsQuery = { payouts: Array<{ id: string, amount: number, amountCents: number, requestedAt: string, status: PayoutStatus, comment: string }> };

export type RequestPayoutMutationVariables = Exact<{
  amount: number;
}>;


export type RequestPayoutMutation = { requestPayout: { message: string, payout: { id: string, amount: number, amountCents: number, requestedAt: string, status: PayoutStatus, comment: string }, withdrawable: { coins: number, cents: number, coinValueCents: number, nextWithdrawAt: string | null, hasBank: boolean } } };

export type PendingVerificationsQueryVariables = Exact<{
  page: number;
}>;


export type PendingVerificationsQuery = { pendingVerifications: Array<{ id: string, documentType: DocumentType, imageUrl: string, selfieUrl: string, submittedAt: string, user: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } }> };

export type PendingPayoutsQueryVariables = Exact<{
  page: number;
}>;


export type PendingPayoutsQuery = { pendingPayouts: Array<{ id: string, amount: number, amountCents: number, requestedAt: string, user: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, bank: { holderName: string, bankName: string, accountNumber: string, country: string, state: string, city: string, routing: string, address: string, swiftCode: string } }> };

export type ReportedPostsQueryVariables = Exact<{
  page: number;
}>;


export type ReportedPostsQuery = { reportedPosts: Array<{ postId: string, description: string, reports: number, texts: Array<string>, lastReportedAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, reasons: Array<{ reason: ReportReason, count: number }> }> };

export type ReportedPeopleQueryVariables = Exact<{
  page: number;
}>;


export type ReportedPeopleQuery = { reportedPeople: Array<{ reports: number, texts: Array<string>, lastReportedAt: string, user: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, reasons: Array<{ reason: ReportReason, count: number }> }> };

export type DecideVerificationMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  comment?: string | null | undefined;
}>;


export type DecideVerificationMutation = { decideVerification: { message: string } };

export type DecidePayoutMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  comment?: string | null | undefined;
}>;


export type DecidePayoutMutation = { decidePayout: { message: string } };

export type DecideReportMutationVariables = Exact<{
  postId: string | number;
  remove: boolean;
}>;


export type DecideReportMutation = { decideReport: { message: string } };

export type DismissPersonReportsMutationVariables = Exact<{
  userId: string | number;
}>;


export type DismissPersonReportsMutation = { dismissPersonReports: { message: string } };

export type BackgroundJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type BackgroundJobsQuery = { backgroundJobs: { waiting: number, active: number, failed: number } };

export type SuspendedPeopleQueryVariables = Exact<{
  page: number;
}>;


export type SuspendedPeopleQuery = { suspendedPeople: Array<{ suspendedAt: string, user: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } }> };

export type SuspendPersonMutationVariables = Exact<{
  userId: string | number;
}>;


export type SuspendPersonMutation = { suspendPerson: { message: string } };

export type UnsuspendPersonMutationVariables = Exact<{
  userId: string | number;
}>;


export type UnsuspendPersonMutation = { unsuspendPerson: { message: string } };

export type SearchPeopleQueryVariables = Exact<{
  search: string;
}>;


export type SearchPeopleQuery = { searchPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, followersCount: number | null }> };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ id: string, code: string, name: string }> };

export type RegionsQueryVariables = Exact<{
  countryId: string | number;
}>;


export type RegionsQuery = { regions: Array<{ id: string, name: string }> };

export type BlockListQueryVariables = Exact<{
  page: number;
}>;


export type BlockListQuery = { blockList: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, followersCount: number | null }> };

export type EditProfileMutationVariables = Exact<{
  input: EditProfileInput;
}>;


export type EditProfileMutation = { editProfile: { message: string, user: { phoneNumber: string, gender: Gender | null, countryId: string | null, zipcode: string | null, state: string | null, city: string | null, address: string | null, birthDate: string | null, websiteLink: string | null, facebookLink: string | null, instagramLink: string | null, twitterLink: string | null, otherProfileLink: string | null, bio: string | null, coverPhoto: string | null, createdBy: string, verification: VerificationStatus, isFollowing: boolean, isSubscribed: boolean, isBlocked: boolean, walletBalance: number, postsCount: number, followersCount: number, followingCount: number, referenceCode: string, id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, isAdmin: boolean, coinPacks: Array<{ id: string, coins: number, price: number, inAppIdentifier: string }> } } };

export type SetBlockedMutationVariables = Exact<{
  userId: string | number;
  blocked: boolean;
}>;


export type SetBlockedMutation = { setBlocked: { message: string, userId: string, isBlocked: boolean } };

export type ReportUserMutationVariables = Exact<{
  userId: string | number;
  reason: ReportReason;
  text?: string | null | undefined;
}>;


export type ReportUserMutation = { reportUser: { message: string } };

export type StoryFieldsFragment = { seen: boolean, user: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, images: Array<{ id: string, url: string, createdAt: string, expiresAt: string, seen: boolean }> };

export type StoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type StoriesQuery = { stories: Array<{ seen: boolean, user: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, images: Array<{ id: string, url: string, createdAt: string, expiresAt: string, seen: boolean }> }> };

export type CreateStoryMutationVariables = Exact<{
  imageKey: string;
}>;


export type CreateStoryMutation = { createStory: { message: string, story: { seen: boolean, user: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, images: Array<{ id: string, url: string, createdAt: string, expiresAt: string, seen: boolean }> } } };

export type DeleteStoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStoryMutation = { deleteStory: { message: string, id: string } };

export type MarkStorySeenMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkStorySeenMutation = { markStorySeen: string };

export type SubscriptionPackageFieldsFragment = { id: string, kind: PackageKind, price: number, isActive: boolean, trialDays: number };

export type SubscriptionPersonFieldsFragment = { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean };

export type MySubscriptionFieldsFragment = { id: string, packageId: string | null, kind: PackageKind, startDate: string, expiryDate: string, remainingDays: number, price: number, renews: boolean, creator: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, nextPackage: { kind: PackageKind, price: number, days: number } | null };

export type CreatorPackagesQueryVariables = Exact<{
  userId: string | number;
}>;


export type CreatorPackagesQuery = { creatorPackages: Array<{ id: string, kind: PackageKind, price: number, isActive: boolean, trialDays: number }> };

export type SubscriptionWithQueryVariables = Exact<{
  userId: string | number;
}>;


export type SubscriptionWithQuery = { subscriptionWith: { id: string, packageId: string | null, kind: PackageKind, startDate: string, expiryDate: string, remainingDays: number, price: number, renews: boolean, creator: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, nextPackage: { kind: PackageKind, price: number, days: number } | null } | null };

export type SubscriptionOffersFieldsFragment = { bundles: Array<{ months: number, discountPercent: number, price: number, regularPrice: number }>, promotion: { discountPercent: number, endsAt: string, claimLimit: number | null, claimed: number, eligible: boolean } | null };

export type CreatorOffersQueryVariables = Exact<{
  userId: string | number;
}>;


export type CreatorOffersQuery = { creatorOffers: { bundles: Array<{ months: number, discountPercent: number, price: number, regularPrice: number }>, promotion: { discountPercent: number, endsAt: string, claimLimit: number | null, claimed: number, eligible: boolean } | null } };

export type SaveOffersMutationVariables = Exact<{
  input: OffersInput;
}>;


export type SaveOffersMutation = { saveOffers: { message: string, offers: { bundles: Array<{ months: number, discountPercent: number, price: number, regularPrice: number }>, promotion: { discountPercent: number, endsAt: string, claimLimit: number | null, claimed: number, eligible: boolean } | null } } };

export type MySubscriptionsQueryVariables = Exact<{
  page: number;
}>;


export type MySubscriptionsQuery = { mySubscriptions: Array<{ id: string, packageId: string | null, kind: PackageKind, startDate: string, expiryDate: string, remainingDays: number, price: number, renews: boolean, creator: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, nextPackage: { kind: PackageKind, price: number, days: number } | null }> };

export type MySubscribersQueryVariables = Exact<{
  page: number;
}>;


export type MySubscribersQuery = { mySubscribers: Array<{ id: string, kind: PackageKind, price: number, remainingDays: number, startDate: string, fan: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, nextPackage: { kind: PackageKind, price: number, days: number } | null }> };

export type SavePlansMutationVariables = Exact<{
  input: PlansInput;
}>;


export type SavePlansMutation = { savePlans: { message: string, packages: Array<{ id: string, kind: PackageKind, price: number, isActive: boolean, trialDays: number }> } };

export type SubscribeMutationVariables = Exact<{
  creatorId: string | number;
  packageId: string | number;
  bundleMonths?: number | null | undefined;
  idempotencyKey: string;
}>;


export type SubscribeMutation = { subscribe: { message: string, walletBalance: number, subscription: { id: string, packageId: string | null, kind: PackageKind, startDate: string, expiryDate: string, remainingDays: number, price: number, renews: boolean, creator: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, nextPackage: { kind: PackageKind, price: number, days: number } | null }, unlockedPosts: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> } };

export type CancelSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type CancelSubscriptionMutation = { cancelSubscription: { message: string, subscription: { id: string, packageId: string | null, kind: PackageKind, startDate: string, expiryDate: string, remainingDays: number, price: number, renews: boolean, creator: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, nextPackage: { kind: PackageKind, price: number, days: number } | null } } };

export type RenewSubscriptionMutationVariables = Exact<{
  subscriptionId: string | number;
}>;


export type RenewSubscriptionMutation = { renewSubscription: { message: string, subscription: { id: string, packageId: string | null, kind: PackageKind, startDate: string, expiryDate: string, remainingDays: number, price: number, renews: boolean, creator: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }, nextPackage: { kind: PackageKind, price: number, days: number } | null } } };

export type ViewerFieldsFragment = { id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, isAdmin: boolean };

export type UserProfileFieldsFragment = { phoneNumber: string, gender: Gender | null, countryId: string | null, zipcode: string | null, state: string | null, city: string | null, address: string | null, birthDate: string | null, websiteLink: string | null, facebookLink: string | null, instagramLink: string | null, twitterLink: string | null, otherProfileLink: string | null, bio: string | null, coverPhoto: string | null, createdBy: string, verification: VerificationStatus, isFollowing: boolean, isSubscribed: boolean, isBlocked: boolean, walletBalance: number, postsCount: number, followersCount: number, followingCount: number, referenceCode: string, id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, isAdmin: boolean, coinPacks: Array<{ id: string, coins: number, price: number, inAppIdentifier: string }> };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, isAdmin: boolean } };

export type UserProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type UserProfileQuery = { user: { phoneNumber: string, gender: Gender | null, countryId: string | null, zipcode: string | null, state: string | null, city: string | null, address: string | null, birthDate: string | null, websiteLink: string | null, facebookLink: string | null, instagramLink: string | null, twitterLink: string | null, otherProfileLink: string | null, bio: string | null, coverPhoto: string | null, createdBy: string, verification: VerificationStatus, isFollowing: boolean, isSubscribed: boolean, isBlocked: boolean, walletBalance: number, postsCount: number, followersCount: number, followingCount: number, referenceCode: string, id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, isAdmin: boolean, coinPacks: Array<{ id: string, coins: number, price: number, inAppIdentifier: string }> } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { viewer: { phoneNumber: string, gender: Gender | null, countryId: string | null, zipcode: string | null, state: string | null, city: string | null, address: string | null, birthDate: string | null, websiteLink: string | null, facebookLink: string | null, instagramLink: string | null, twitterLink: string | null, otherProfileLink: string | null, bio: string | null, coverPhoto: string | null, createdBy: string, verification: VerificationStatus, isFollowing: boolean, isSubscribed: boolean, isBlocked: boolean, walletBalance: number, postsCount: number, followersCount: number, followingCount: number, referenceCode: string, id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, isAdmin: boolean, coinPacks: Array<{ id: string, coins: number, price: number, inAppIdentifier: string }> } };

export type MyWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWalletQuery = { viewer: { id: string, walletBalance: number, referenceCode: string, coinPacks: Array<{ id: string, coins: number, price: number, inAppIdentifier: string }> } };

export type VaultItemFieldsFragment = { key: string, kind: MediaKind, mime: string, url: string, width: number | null, height: number | null, size: number, createdAt: string };

export type VaultQueryVariables = Exact<{
  page: number;
  kind?: MediaKind | null | undefined;
}>;


export type VaultQuery = { vault: Array<{ key: string, kind: MediaKind, mime: string, url: string, width: number | null, height: number | null, size: number, createdAt: string }> };

export type UseVaultItemMutationVariables = Exact<{
  key: string | number;
  kind: MediaKind;
}>;


export type UseVaultItemMutation = { useVaultItem: { key: string, location: string } };

export type UseVaultItemInPackageMutationVariables = Exact<{
  key: string | number;
  packageId: string | number;
}>;


export type UseVaultItemInPackageMutation = { useVaultItemInPackage: { message: string, content: { id: string, packageId: string, kind: MediaKind, url: string, thumbnailUrl: string, hlsUrl: string | null } } };

export type UseVaultItemInChatMutationVariables = Exact<{
  key: string | number;
  uploadId: string;
}>;


export type UseVaultItemInChatMutation = { useVaultItemInChat: { key: string } };

export type DeleteVaultItemMutationVariables = Exact<{
  key: string | number;
}>;


export type DeleteVaultItemMutation = { deleteVaultItem: { message: string, key: string } };

export type WalletLineFieldsFragment = { id: string, kind: LedgerKind, isCredit: boolean, price: number, whole: number, coins: number | null, stickerName: string | null, postId: string | null, createdAt: string, title: string, message: string, note: string | null, counterparty: { id: string, firstName: string, lastName: string, username: string } | null };

export type WalletPageQueryVariables = Exact<{
  page: number;
}>;


export type WalletPageQuery = { walletPage: { walletBalance: number, bonusBalance: number, lines: Array<{ id: string, kind: LedgerKind, isCredit: boolean, price: number, whole: number, coins: number | null, stickerName: string | null, postId: string | null, createdAt: string, title: string, message: string, note: string | null, counterparty: { id: string, firstName: string, lastName: string, username: string } | null }> } };

export type StickerFieldsFragment = { id: string, name: string, imageUrl: string, price: number };

export type StickersQueryVariables = Exact<{ [key: string]: never; }>;


export type StickersQuery = { stickers: Array<{ id: string, name: string, imageUrl: string, price: number }> };

export type PaymentConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentConfigQuery = { paymentConfig: { provider: PaymentProvider, publishableKey: string | null } };

export type UnlockPostMutationVariables = Exact<{
  postId: string | number;
  price: number;
  idempotencyKey: string;
}>;


export type UnlockPostMutation = { unlockPost: { message: string, walletBalance: number, post: { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, hlsUrl: string | null, posterUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number, sources: Array<{ type: string, srcset: string }> }>, previewSources: Array<{ type: string, srcset: string }>, taggedPeople: Array<{ id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null } } };

export type DonateToPostMutationVariables = Exact<{
  postId: string | number;
  amount: number;
  message?: string | null | undefined;
  idempotencyKey: string;
}>;


export type DonateToPostMutation = { donateToPost: { message: string, walletBalance: number } };

export type DonateToUserMutationVariables = Exact<{
  userId: string | number;
  amount: number;
  message?: string | null | undefined;
  idempotencyKey: string;
}>;


export type DonateToUserMutation = { donateToUser: { message: string, walletBalance: number } };

export type SendStickerMutationVariables = Exact<{
  stickerId: string | number;
  toUserId: string | number;
  message?: string | null | undefined;
  idempotencyKey: string;
}>;


export type SendStickerMutation = { sendSticker: { message: string, walletBalance: number, sticker: { id: string, name: string, imageUrl: string, price: number } } };

export type TransferCoinsMutationVariables = Exact<{
  toUserId: string | number;
  amount: number;
  idempotencyKey: string;
}>;


export type TransferCoinsMutation = { transferCoins: { message: string, walletBalance: number } };

export type CreateTestCardPaymentMethodMutationVariables = Exact<{
  input: CardInput;
}>;


export type CreateTestCardPaymentMethodMutation = { createTestCardPaymentMethod: { id: string, brand: string, last4: string } };

export type TakeTestCardExtraStepMutationVariables = Exact<{
  clientSecret: string;
  outcome: ExtraStepOutcome;
}>;


export type TakeTestCardExtraStepMutation = { takeTestCardExtraStep: { message: string } };

export type SavedCardsFieldsFragment = { message: string, coinValueCents: number, cards: Array<{ id: string, brand: string, last4: string, expMonth: number, expYear: number }>, autoTopUp: { cardId: string, packId: string } | null };

export type SavedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedCardsQuery = { savedCards: { message: string, coinValueCents: number, cards: Array<{ id: string, brand: string, last4: string, expMonth: number, expYear: number }>, autoTopUp: { cardId: string, packId: string } | null } };

export type BuyWithSavedCardMutationVariables = Exact<{
  cardId: string | number;
  packId: string | number;
  idempotencyKey: string;
}>;


export type BuyWithSavedCardMutation = { buyWithSavedCard: { message: string, status: PaymentStatus, paymentId: string, coins: number, walletBalance: number, clientSecret: string | null } };

export type RemoveCardMutationVariables = Exact<{
  cardId: string | number;
}>;


export type RemoveCardMutation = { removeCard: { message: string, coinValueCents: number, cards: Array<{ id: string, brand: string, last4: string, expMonth: number, expYear: number }>, autoTopUp: { cardId: string, packId: string } | null } };

export type SetAutoTopUpMutationVariables = Exact<{
  cardId?: string | number | null | undefined;
  packId?: string | number | null | undefined;
}>;


export type SetAutoTopUpMutation = { setAutoTopUp: { message: string, coinValueCents: number, cards: Array<{ id: string, brand: string, last4: string, expMonth: number, expYear: number }>, autoTopUp: { cardId: string, packId: string } | null } };

export type CoinPaymentFieldsFragment = { message: string, status: PaymentStatus, paymentId: string, coins: number, walletBalance: number, clientSecret: string | null };

export type BuyCoinsMutationVariables = Exact<{
  packId: string | number;
  paymentId: string;
  idempotencyKey: string;
  saveCard?: boolean | null | undefined;
}>;


export type BuyCoinsMutation = { buyCoins: { message: string, status: PaymentStatus, paymentId: string, coins: number, walletBalance: number, clientSecret: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ChatMemberFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMemberFields on ChatMember {
  id
  userId
  firstName
  lastName
  profilePicture
  verification
  isVerified
}
    `, {"fragmentName":"ChatMemberFields"}) as unknown as TypedDocumentString<ChatMemberFieldsFragment, unknown>;
export const ConversationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConversationFields on Conversation {
  id
  members {
    ...ChatMemberFields
  }
  lastMessage {
    content
    date
    kind
    authorId
  }
  unread
  partnerReadAt
}
    fragment ChatMemberFields on ChatMember {
  id
  userId
  firstName
  lastName
  profilePicture
  verification
  isVerified
}`, {"fragmentName":"ConversationFields"}) as unknown as TypedDocumentString<ConversationFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMessageFields on ChatMessage {
  id
  roomId
  authorId
  kind
  content
  date
  isSystem
  pictures {
    lightboxImageUrl
    littleThumbnailUrl
  }
  isLocked
  isPaid
  packageId
  packageTitle
  packageCounts {
    images
    audio
    videos
  }
  media {
    url
    type
    hlsUrl
  }
  coins
  note
  clientId
}
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = new TypedDocumentString(`
    fragment CommentFields on Comment {
  id
  postId
  author {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  text
  parentId
  createdAt
}
    `, {"fragmentName":"CommentFields"}) as unknown as TypedDocumentString<CommentFieldsFragment, unknown>;
export const DraftFieldsFragmentDoc = new TypedDocumentString(`
    fragment DraftFields on PostDraft {
  id
  status
  publishAt
  updatedAt
  type
  description
  body
}
    `, {"fragmentName":"DraftFields"}) as unknown as TypedDocumentString<DraftFieldsFragment, unknown>;
export const EarningsFiguresFieldsFragmentDoc = new TypedDocumentString(`
    fragment EarningsFiguresFields on EarningsFigures {
  gross
  fee
  net
  count
}
    `, {"fragmentName":"EarningsFiguresFields"}) as unknown as TypedDocumentString<EarningsFiguresFieldsFragment, unknown>;
export const LiveStreamFieldsFragmentDoc = new TypedDocumentString(`
    fragment LiveStreamFields on LiveStream {
  id
  hostId
  title
  description
  price
  paid
  host {
    id
    name
    username
    photo
  }
  viewers
  joined
  goal {
    coins
    label
  }
  menu {
    id
    label
    price
  }
  tipsTotal
}
    `, {"fragmentName":"LiveStreamFields"}) as unknown as TypedDocumentString<LiveStreamFieldsFragment, unknown>;
export const MassMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment MassMessageFields on MassMessage {
  id
  audience
  listName
  content
  price
  media {
    kind
    thumbnailUrl
  }
  sending
  sent
  opened
  bought
  earned
  createdAt
}
    `, {"fragmentName":"MassMessageFields"}) as unknown as TypedDocumentString<MassMessageFieldsFragment, unknown>;
export const FanListFieldsFragmentDoc = new TypedDocumentString(`
    fragment FanListFields on FanList {
  id
  name
  members
}
    `, {"fragmentName":"FanListFields"}) as unknown as TypedDocumentString<FanListFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment NotificationFields on Notification {
  id
  coins
  kind
  category
  description
  createdAt
  isRead
  actor {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  postId
  commentId
  streamId
  note
}
    `, {"fragmentName":"NotificationFields"}) as unknown as TypedDocumentString<NotificationFieldsFragment, unknown>;
export const MediaPackageFieldsFragmentDoc = new TypedDocumentString(`
    fragment MediaPackageFields on MediaPackage {
  id
  name
  price
  mediaCount
}
    `, {"fragmentName":"MediaPackageFields"}) as unknown as TypedDocumentString<MediaPackageFieldsFragment, unknown>;
export const MediaContentFieldsFragmentDoc = new TypedDocumentString(`
    fragment MediaContentFields on MediaContent {
  id
  packageId
  kind
  url
  thumbnailUrl
  hlsUrl
}
    `, {"fragmentName":"MediaContentFields"}) as unknown as TypedDocumentString<MediaContentFieldsFragment, unknown>;
export const PersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment PersonFields on Person {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  followersCount
}
    `, {"fragmentName":"PersonFields"}) as unknown as TypedDocumentString<PersonFieldsFragment, unknown>;
export const PostAuthorFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
    `, {"fragmentName":"PostAuthorFields"}) as unknown as TypedDocumentString<PostAuthorFieldsFragment, unknown>;
export const PollFieldsFragmentDoc = new TypedDocumentString(`
    fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
    `, {"fragmentName":"PollFields"}) as unknown as TypedDocumentString<PollFieldsFragment, unknown>;
export const PostFieldsFragmentDoc = new TypedDocumentString(`
    fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}`, {"fragmentName":"PostFields"}) as unknown as TypedDocumentString<PostFieldsFragment, unknown>;
export const VerificationFieldsFragmentDoc = new TypedDocumentString(`
    fragment VerificationFields on Verification {
  status
  comment
  documentType
  imageUrl
  selfieUrl
  submittedAt
}
    `, {"fragmentName":"VerificationFields"}) as unknown as TypedDocumentString<VerificationFieldsFragment, unknown>;
export const BankFieldsFragmentDoc = new TypedDocumentString(`
    fragment BankFields on BankDetails {
  holderName
  bankName
  accountNumber
  country
  state
  city
  routing
  address
  swiftCode
}
    `, {"fragmentName":"BankFields"}) as unknown as TypedDocumentString<BankFieldsFragment, unknown>;
export const WithdrawableFieldsFragmentDoc = new TypedDocumentString(`
    fragment WithdrawableFields on Withdrawable {
  coins
  cents
  coinValueCents
  nextWithdrawAt
  hasBank
}
    `, {"fragmentName":"WithdrawableFields"}) as unknown as TypedDocumentString<WithdrawableFieldsFragment, unknown>;
export const PayoutFieldsFragmentDoc = new TypedDocumentString(`
    fragment PayoutFields on Payout {
  id
  amount
  amountCents
  requestedAt
  status
  comment
}
    `, {"fragmentName":"PayoutFields"}) as unknown as TypedDocumentString<PayoutFieldsFragment, unknown>;
export const ReviewedUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReviewedUserFields on ReviewedUser {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}
    `, {"fragmentName":"ReviewedUserFields"}) as unknown as TypedDocumentString<ReviewedUserFieldsFragment, unknown>;
export const StoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoryFields on Story {
  user {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  images {
    id
    url
    createdAt
    expiresAt
    seen
  }
  seen
}
    `, {"fragmentName":"StoryFields"}) as unknown as TypedDocumentString<StoryFieldsFragment, unknown>;
export const SubscriptionPackageFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubscriptionPackageFields on SubscriptionPackage {
  id
  kind
  price
  isActive
  trialDays
}
    `, {"fragmentName":"SubscriptionPackageFields"}) as unknown as TypedDocumentString<SubscriptionPackageFieldsFragment, unknown>;
export const SubscriptionPersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}
    `, {"fragmentName":"SubscriptionPersonFields"}) as unknown as TypedDocumentString<SubscriptionPersonFieldsFragment, unknown>;
export const MySubscriptionFieldsFragmentDoc = new TypedDocumentString(`
    fragment MySubscriptionFields on MySubscription {
  id
  packageId
  kind
  creator {
    ...SubscriptionPersonFields
  }
  startDate
  expiryDate
  remainingDays
  price
  renews
  nextPackage {
    kind
    price
    days
  }
}
    fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}`, {"fragmentName":"MySubscriptionFields"}) as unknown as TypedDocumentString<MySubscriptionFieldsFragment, unknown>;
export const SubscriptionOffersFieldsFragmentDoc = new TypedDocumentString(`
    fragment SubscriptionOffersFields on SubscriptionOffers {
  bundles {
    months
    discountPercent
    price
    regularPrice
  }
  promotion {
    discountPercent
    endsAt
    claimLimit
    claimed
    eligible
  }
}
    `, {"fragmentName":"SubscriptionOffersFields"}) as unknown as TypedDocumentString<SubscriptionOffersFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = new TypedDocumentString(`
    fragment ViewerFields on User {
  id
  firstName
  lastName
  username
  email
  profilePhoto
  isVerified
  chatUserId
  isAdmin
}
    `, {"fragmentName":"ViewerFields"}) as unknown as TypedDocumentString<ViewerFieldsFragment, unknown>;
export const UserProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserProfileFields on User {
  ...ViewerFields
  phoneNumber
  gender
  countryId
  zipcode
  state
  city
  address
  birthDate
  websiteLink
  facebookLink
  instagramLink
  twitterLink
  otherProfileLink
  bio
  coverPhoto
  createdBy
  verification
  isFollowing
  isSubscribed
  isBlocked
  walletBalance
  postsCount
  followersCount
  followingCount
  coinPacks {
    id
    coins
    price
    inAppIdentifier
  }
  referenceCode
}
    fragment ViewerFields on User {
  id
  firstName
  lastName
  username
  email
  profilePhoto
  isVerified
  chatUserId
  isAdmin
}`, {"fragmentName":"UserProfileFields"}) as unknown as TypedDocumentString<UserProfileFieldsFragment, unknown>;
export const VaultItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment VaultItemFields on VaultItem {
  key
  kind
  mime
  url
  width
  height
  size
  createdAt
}
    `, {"fragmentName":"VaultItemFields"}) as unknown as TypedDocumentString<VaultItemFieldsFragment, unknown>;
export const WalletLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment WalletLineFields on WalletLine {
  id
  kind
  isCredit
  price
  whole
  coins
  stickerName
  counterparty {
    id
    firstName
    lastName
    username
  }
  postId
  createdAt
  title
  message
  note
}
    `, {"fragmentName":"WalletLineFields"}) as unknown as TypedDocumentString<WalletLineFieldsFragment, unknown>;
export const StickerFieldsFragmentDoc = new TypedDocumentString(`
    fragment StickerFields on Sticker {
  id
  name
  imageUrl
  price
}
    `, {"fragmentName":"StickerFields"}) as unknown as TypedDocumentString<StickerFieldsFragment, unknown>;
export const SavedCardsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedCardsFields on SavedCards {
  message
  cards {
    id
    brand
    last4
    expMonth
    expYear
  }
  autoTopUp {
    cardId
    packId
  }
  coinValueCents
}
    `, {"fragmentName":"SavedCardsFields"}) as unknown as TypedDocumentString<SavedCardsFieldsFragment, unknown>;
export const CoinPaymentFieldsFragmentDoc = new TypedDocumentString(`
    fragment CoinPaymentFields on CoinPayment {
  message
  status
  paymentId
  coins
  walletBalance
  clientSecret
}
    `, {"fragmentName":"CoinPaymentFields"}) as unknown as TypedDocumentString<CoinPaymentFieldsFragment, unknown>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: LoginInput!) {
  login(input: $input) {
    message
    authToken
    viewer {
      ...ViewerFields
    }
  }
}
    fragment ViewerFields on User {
  id
  firstName
  lastName
  username
  email
  profilePhoto
  isVerified
  chatUserId
  isAdmin
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    message
    email
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOtp($input: VerifyOtpInput!) {
  verifyOtp(input: $input) {
    message
    purpose
    userId
    authToken
    resetToken
  }
}
    `) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const ResendOtpDocument = new TypedDocumentString(`
    mutation ResendOtp($input: EmailInput!) {
  resendOtp(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ResendOtpMutation, ResendOtpMutationVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($input: EmailInput!) {
  forgotPassword(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    message
    authToken
    jwtToken
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    message
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ChatLoginDocument = new TypedDocumentString(`
    mutation ChatLogin($input: LoginInput!) {
  chatLogin(input: $input) {
    message
    jwtToken
    chatUserId
    member {
      ...ChatMemberFields
    }
  }
}
    fragment ChatMemberFields on ChatMember {
  id
  userId
  firstName
  lastName
  profilePicture
  verification
  isVerified
}`) as unknown as TypedDocumentString<ChatLoginMutation, ChatLoginMutationVariables>;
export const CreateChatUserDocument = new TypedDocumentString(`
    mutation CreateChatUser {
  createChatUser {
    message
    chatUserId
  }
}
    `) as unknown as TypedDocumentString<CreateChatUserMutation, CreateChatUserMutationVariables>;
export const ChatRoomsDocument = new TypedDocumentString(`
    query ChatRooms {
  chatRooms {
    ...ConversationFields
  }
}
    fragment ChatMemberFields on ChatMember {
  id
  userId
  firstName
  lastName
  profilePicture
  verification
  isVerified
}
fragment ConversationFields on Conversation {
  id
  members {
    ...ChatMemberFields
  }
  lastMessage {
    content
    date
    kind
    authorId
  }
  unread
  partnerReadAt
}`) as unknown as TypedDocumentString<ChatRoomsQuery, ChatRoomsQueryVariables>;
export const ChatMessagesDocument = new TypedDocumentString(`
    query ChatMessages($roomId: ID!, $before: ID, $after: ID, $limit: Int) {
  chatMessages(roomId: $roomId, before: $before, after: $after, limit: $limit) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  roomId
  authorId
  kind
  content
  date
  isSystem
  pictures {
    lightboxImageUrl
    littleThumbnailUrl
  }
  isLocked
  isPaid
  packageId
  packageTitle
  packageCounts {
    images
    audio
    videos
  }
  media {
    url
    type
    hlsUrl
  }
  coins
  note
  clientId
}`) as unknown as TypedDocumentString<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const SearchChatMessagesDocument = new TypedDocumentString(`
    query SearchChatMessages($roomId: ID!, $search: String!, $before: ID) {
  searchChatMessages(roomId: $roomId, search: $search, before: $before) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  roomId
  authorId
  kind
  content
  date
  isSystem
  pictures {
    lightboxImageUrl
    littleThumbnailUrl
  }
  isLocked
  isPaid
  packageId
  packageTitle
  packageCounts {
    images
    audio
    videos
  }
  media {
    url
    type
    hlsUrl
  }
  coins
  note
  clientId
}`) as unknown as TypedDocumentString<SearchChatMessagesQuery, SearchChatMessagesQueryVariables>;
export const OpenConversationDocument = new TypedDocumentString(`
    mutation OpenConversation($userId: ID!) {
  openConversation(userId: $userId) {
    ...ConversationFields
  }
}
    fragment ChatMemberFields on ChatMember {
  id
  userId
  firstName
  lastName
  profilePicture
  verification
  isVerified
}
fragment ConversationFields on Conversation {
  id
  members {
    ...ChatMemberFields
  }
  lastMessage {
    content
    date
    kind
    authorId
  }
  unread
  partnerReadAt
}`) as unknown as TypedDocumentString<OpenConversationMutation, OpenConversationMutationVariables>;
export const MarkChatReadDocument = new TypedDocumentString(`
    mutation MarkChatRead($roomId: ID!) {
  markChatRead(roomId: $roomId)
}
    `) as unknown as TypedDocumentString<MarkChatReadMutation, MarkChatReadMutationVariables>;
export const SendChatMessageDocument = new TypedDocumentString(`
    mutation SendChatMessage($input: SendChatMessageInput!) {
  sendChatMessage(input: $input) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  roomId
  authorId
  kind
  content
  date
  isSystem
  pictures {
    lightboxImageUrl
    littleThumbnailUrl
  }
  isLocked
  isPaid
  packageId
  packageTitle
  packageCounts {
    images
    audio
    videos
  }
  media {
    url
    type
    hlsUrl
  }
  coins
  note
  clientId
}`) as unknown as TypedDocumentString<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const UnlockChatMessageDocument = new TypedDocumentString(`
    mutation UnlockChatMessage($messageId: ID!, $toUserId: ID!, $amount: Int!, $idempotencyKey: String!) {
  unlockChatMessage(
    messageId: $messageId
    toUserId: $toUserId
    amount: $amount
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
    chatMessage {
      ...ChatMessageFields
    }
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  roomId
  authorId
  kind
  content
  date
  isSystem
  pictures {
    lightboxImageUrl
    littleThumbnailUrl
  }
  isLocked
  isPaid
  packageId
  packageTitle
  packageCounts {
    images
    audio
    videos
  }
  media {
    url
    type
    hlsUrl
  }
  coins
  note
  clientId
}`) as unknown as TypedDocumentString<UnlockChatMessageMutation, UnlockChatMessageMutationVariables>;
export const ChatUnreadDocument = new TypedDocumentString(`
    query ChatUnread {
  chatUnread
}
    `) as unknown as TypedDocumentString<ChatUnreadQuery, ChatUnreadQueryVariables>;
export const CommentsDocument = new TypedDocumentString(`
    query Comments($postId: ID!, $page: Int!) {
  comments(postId: $postId, page: $page) {
    ...CommentFields
    replies {
      ...CommentFields
    }
  }
}
    fragment CommentFields on Comment {
  id
  postId
  author {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  text
  parentId
  createdAt
}`) as unknown as TypedDocumentString<CommentsQuery, CommentsQueryVariables>;
export const AddCommentDocument = new TypedDocumentString(`
    mutation AddComment($input: AddCommentInput!) {
  addComment(input: $input) {
    message
    postId
    commentCount
    comment {
      ...CommentFields
    }
  }
}
    fragment CommentFields on Comment {
  id
  postId
  author {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  text
  parentId
  createdAt
}`) as unknown as TypedDocumentString<AddCommentMutation, AddCommentMutationVariables>;
export const VotePollDocument = new TypedDocumentString(`
    mutation VotePoll($postId: ID!, $optionId: ID!) {
  votePoll(postId: $postId, optionId: $optionId) {
    message
    postId
    poll {
      ...PollFields
    }
  }
}
    fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}`) as unknown as TypedDocumentString<VotePollMutation, VotePollMutationVariables>;
export const CreatePostDocument = new TypedDocumentString(`
    mutation CreatePost($input: CreatePostInput!) {
  createPost(input: $input) {
    message
    post {
      ...PostFields
    }
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<CreatePostMutation, CreatePostMutationVariables>;
export const DraftsDocument = new TypedDocumentString(`
    query Drafts($page: Int!) {
  drafts(page: $page) {
    ...DraftFields
  }
}
    fragment DraftFields on PostDraft {
  id
  status
  publishAt
  updatedAt
  type
  description
  body
}`) as unknown as TypedDocumentString<DraftsQuery, DraftsQueryVariables>;
export const SaveDraftDocument = new TypedDocumentString(`
    mutation SaveDraft($input: SaveDraftInput!) {
  saveDraft(input: $input) {
    message
    draft {
      ...DraftFields
    }
  }
}
    fragment DraftFields on PostDraft {
  id
  status
  publishAt
  updatedAt
  type
  description
  body
}`) as unknown as TypedDocumentString<SaveDraftMutation, SaveDraftMutationVariables>;
export const EditDraftDocument = new TypedDocumentString(`
    mutation EditDraft($input: EditDraftInput!) {
  editDraft(input: $input) {
    message
    draft {
      ...DraftFields
    }
  }
}
    fragment DraftFields on PostDraft {
  id
  status
  publishAt
  updatedAt
  type
  description
  body
}`) as unknown as TypedDocumentString<EditDraftMutation, EditDraftMutationVariables>;
export const PublishDraftDocument = new TypedDocumentString(`
    mutation PublishDraft($id: ID!) {
  publishDraft(id: $id) {
    message
    post {
      ...PostFields
    }
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<PublishDraftMutation, PublishDraftMutationVariables>;
export const DeleteDraftDocument = new TypedDocumentString(`
    mutation DeleteDraft($id: ID!) {
  deleteDraft(id: $id) {
    message
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteDraftMutation, DeleteDraftMutationVariables>;
export const EarningsDocument = new TypedDocumentString(`
    query Earnings($period: EarningsPeriod!, $from: String!, $to: String!) {
  earnings(period: $period, from: $from, to: $to) {
    period
    from
    to
    totals {
      ...EarningsFiguresFields
    }
    sources {
      source
      figures {
        ...EarningsFiguresFields
      }
    }
    buckets {
      start
      figures {
        ...EarningsFiguresFields
      }
      sources {
        source
        figures {
          ...EarningsFiguresFields
        }
      }
    }
    topFans {
      person {
        id
        firstName
        lastName
        username
        profilePhoto
        isVerified
      }
      figures {
        ...EarningsFiguresFields
      }
    }
    subscribers {
      start
      active
      newSubscribers
    }
  }
}
    fragment EarningsFiguresFields on EarningsFigures {
  gross
  fee
  net
  count
}`) as unknown as TypedDocumentString<EarningsQuery, EarningsQueryVariables>;
export const EarningsStatementDocument = new TypedDocumentString(`
    query EarningsStatement($month: String!) {
  earningsStatement(month: $month) {
    month
    filename
    csv
    totals {
      ...EarningsFiguresFields
    }
  }
}
    fragment EarningsFiguresFields on EarningsFigures {
  gross
  fee
  net
  count
}`) as unknown as TypedDocumentString<EarningsStatementQuery, EarningsStatementQueryVariables>;
export const LiveStreamsDocument = new TypedDocumentString(`
    query LiveStreams {
  liveStreams {
    ...LiveStreamFields
  }
}
    fragment LiveStreamFields on LiveStream {
  id
  hostId
  title
  description
  price
  paid
  host {
    id
    name
    username
    photo
  }
  viewers
  joined
  goal {
    coins
    label
  }
  menu {
    id
    label
    price
  }
  tipsTotal
}`) as unknown as TypedDocumentString<LiveStreamsQuery, LiveStreamsQueryVariables>;
export const LiveStreamDocument = new TypedDocumentString(`
    query LiveStream($streamId: ID!) {
  liveStream(streamId: $streamId) {
    ...LiveStreamFields
  }
}
    fragment LiveStreamFields on LiveStream {
  id
  hostId
  title
  description
  price
  paid
  host {
    id
    name
    username
    photo
  }
  viewers
  joined
  goal {
    coins
    label
  }
  menu {
    id
    label
    price
  }
  tipsTotal
}`) as unknown as TypedDocumentString<LiveStreamQuery, LiveStreamQueryVariables>;
export const LiveTokensDocument = new TypedDocumentString(`
    query LiveTokens($streamId: ID!) {
  liveTokens(streamId: $streamId) {
    transport
    role
    rtcToken
    rtmToken
    appId
    uid
    capacity
  }
}
    `) as unknown as TypedDocumentString<LiveTokensQuery, LiveTokensQueryVariables>;
export const LiveViewersDocument = new TypedDocumentString(`
    query LiveViewers($streamId: ID!) {
  liveViewers(streamId: $streamId) {
    user {
      id
      name
      username
      photo
    }
    joinedAt
  }
}
    `) as unknown as TypedDocumentString<LiveViewersQuery, LiveViewersQueryVariables>;
export const SetLiveTipsDocument = new TypedDocumentString(`
    mutation SetLiveTips($streamId: ID!, $goal: LiveGoalInput, $menu: [LiveMenuItemInput!]!) {
  setLiveTips(streamId: $streamId, goal: $goal, menu: $menu) {
    ...LiveStreamFields
  }
}
    fragment LiveStreamFields on LiveStream {
  id
  hostId
  title
  description
  price
  paid
  host {
    id
    name
    username
    photo
  }
  viewers
  joined
  goal {
    coins
    label
  }
  menu {
    id
    label
    price
  }
  tipsTotal
}`) as unknown as TypedDocumentString<SetLiveTipsMutation, SetLiveTipsMutationVariables>;
export const TipLiveMenuItemDocument = new TypedDocumentString(`
    mutation TipLiveMenuItem($streamId: ID!, $itemId: ID!, $price: Int!, $idempotencyKey: String!) {
  tipLiveMenuItem(
    streamId: $streamId
    itemId: $itemId
    price: $price
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
  }
}
    `) as unknown as TypedDocumentString<TipLiveMenuItemMutation, TipLiveMenuItemMutationVariables>;
export const CreateLiveStreamDocument = new TypedDocumentString(`
    mutation CreateLiveStream($input: CreateLiveStreamInput!) {
  createLiveStream(input: $input) {
    message
  }
}
    `) as unknown as TypedDocumentString<CreateLiveStreamMutation, CreateLiveStreamMutationVariables>;
export const DeleteLiveStreamDocument = new TypedDocumentString(`
    mutation DeleteLiveStream($streamId: ID!) {
  deleteLiveStream(streamId: $streamId) {
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteLiveStreamMutation, DeleteLiveStreamMutationVariables>;
export const JoinLiveStreamDocument = new TypedDocumentString(`
    mutation JoinLiveStream($streamId: ID!) {
  joinLiveStream(streamId: $streamId) {
    message
    walletBalance
    stream {
      ...LiveStreamFields
    }
  }
}
    fragment LiveStreamFields on LiveStream {
  id
  hostId
  title
  description
  price
  paid
  host {
    id
    name
    username
    photo
  }
  viewers
  joined
  goal {
    coins
    label
  }
  menu {
    id
    label
    price
  }
  tipsTotal
}`) as unknown as TypedDocumentString<JoinLiveStreamMutation, JoinLiveStreamMutationVariables>;
export const TipLiveStreamDocument = new TypedDocumentString(`
    mutation TipLiveStream($streamId: ID!, $amount: Int!, $idempotencyKey: String!) {
  tipLiveStream(
    streamId: $streamId
    amount: $amount
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
  }
}
    `) as unknown as TypedDocumentString<TipLiveStreamMutation, TipLiveStreamMutationVariables>;
export const GiftLiveStreamDocument = new TypedDocumentString(`
    mutation GiftLiveStream($streamId: ID!, $stickerId: ID!, $message: String, $idempotencyKey: String!) {
  giftLiveStream(
    streamId: $streamId
    stickerId: $stickerId
    message: $message
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
  }
}
    `) as unknown as TypedDocumentString<GiftLiveStreamMutation, GiftLiveStreamMutationVariables>;
export const MassMessagesDocument = new TypedDocumentString(`
    query MassMessages($page: Int!) {
  massMessages(page: $page) {
    ...MassMessageFields
  }
}
    fragment MassMessageFields on MassMessage {
  id
  audience
  listName
  content
  price
  media {
    kind
    thumbnailUrl
  }
  sending
  sent
  opened
  bought
  earned
  createdAt
}`) as unknown as TypedDocumentString<MassMessagesQuery, MassMessagesQueryVariables>;
export const MassMessagesScreenDocument = new TypedDocumentString(`
    query MassMessagesScreen {
  massMessages(page: 1) {
    ...MassMessageFields
  }
  massAudiences {
    subscribers
    followers
  }
  fanLists {
    ...FanListFields
  }
}
    fragment MassMessageFields on MassMessage {
  id
  audience
  listName
  content
  price
  media {
    kind
    thumbnailUrl
  }
  sending
  sent
  opened
  bought
  earned
  createdAt
}
fragment FanListFields on FanList {
  id
  name
  members
}`) as unknown as TypedDocumentString<MassMessagesScreenQuery, MassMessagesScreenQueryVariables>;
export const FanListFansDocument = new TypedDocumentString(`
    query FanListFans($listId: ID!, $page: Int!, $search: String) {
  fanListFans(listId: $listId, page: $page, search: $search) {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
    inList
    subscribed
  }
}
    `) as unknown as TypedDocumentString<FanListFansQuery, FanListFansQueryVariables>;
export const SendMassMessageDocument = new TypedDocumentString(`
    mutation SendMassMessage($input: MassMessageInput!) {
  sendMassMessage(input: $input) {
    message
    massMessage {
      ...MassMessageFields
    }
  }
}
    fragment MassMessageFields on MassMessage {
  id
  audience
  listName
  content
  price
  media {
    kind
    thumbnailUrl
  }
  sending
  sent
  opened
  bought
  earned
  createdAt
}`) as unknown as TypedDocumentString<SendMassMessageMutation, SendMassMessageMutationVariables>;
export const CreateFanListDocument = new TypedDocumentString(`
    mutation CreateFanList($name: String!) {
  createFanList(name: $name) {
    message
    list {
      ...FanListFields
    }
  }
}
    fragment FanListFields on FanList {
  id
  name
  members
}`) as unknown as TypedDocumentString<CreateFanListMutation, CreateFanListMutationVariables>;
export const DeleteFanListDocument = new TypedDocumentString(`
    mutation DeleteFanList($listId: ID!) {
  deleteFanList(listId: $listId) {
    message
    list {
      ...FanListFields
    }
  }
}
    fragment FanListFields on FanList {
  id
  name
  members
}`) as unknown as TypedDocumentString<DeleteFanListMutation, DeleteFanListMutationVariables>;
export const AddToFanListDocument = new TypedDocumentString(`
    mutation AddToFanList($listId: ID!, $userIds: [ID!]!) {
  addToFanList(listId: $listId, userIds: $userIds) {
    message
    list {
      ...FanListFields
    }
  }
}
    fragment FanListFields on FanList {
  id
  name
  members
}`) as unknown as TypedDocumentString<AddToFanListMutation, AddToFanListMutationVariables>;
export const RemoveFromFanListDocument = new TypedDocumentString(`
    mutation RemoveFromFanList($listId: ID!, $userIds: [ID!]!) {
  removeFromFanList(listId: $listId, userIds: $userIds) {
    message
    list {
      ...FanListFields
    }
  }
}
    fragment FanListFields on FanList {
  id
  name
  members
}`) as unknown as TypedDocumentString<RemoveFromFanListMutation, RemoveFromFanListMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($page: Int!, $category: NotificationCategory) {
  notifications(page: $page, category: $category) {
    ...NotificationFields
  }
}
    fragment NotificationFields on Notification {
  id
  coins
  kind
  category
  description
  createdAt
  isRead
  actor {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  postId
  commentId
  streamId
  note
}`) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationsDocument = new TypedDocumentString(`
    query UnreadNotifications {
  unreadNotifications {
    unread
  }
}
    `) as unknown as TypedDocumentString<UnreadNotificationsQuery, UnreadNotificationsQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead {
  markNotificationsRead {
    unread
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MyMediaPackagesDocument = new TypedDocumentString(`
    query MyMediaPackages {
  myMediaPackages {
    ...MediaPackageFields
  }
}
    fragment MediaPackageFields on MediaPackage {
  id
  name
  price
  mediaCount
}`) as unknown as TypedDocumentString<MyMediaPackagesQuery, MyMediaPackagesQueryVariables>;
export const MediaPackageDocument = new TypedDocumentString(`
    query MediaPackage($id: ID!) {
  mediaPackage(id: $id) {
    id
    name
    price
    mediaCount
    media {
      ...MediaContentFields
    }
  }
}
    fragment MediaContentFields on MediaContent {
  id
  packageId
  kind
  url
  thumbnailUrl
  hlsUrl
}`) as unknown as TypedDocumentString<MediaPackageQuery, MediaPackageQueryVariables>;
export const PackageViewDocument = new TypedDocumentString(`
    query PackageView($packageId: ID!) {
  packageView(packageId: $packageId) {
    packageId
    name
    price
    owner {
      id
      firstName
      lastName
      username
      profilePhoto
      isVerified
    }
    images {
      ...MediaContentFields
    }
    audio {
      ...MediaContentFields
    }
    videos {
      ...MediaContentFields
    }
  }
}
    fragment MediaContentFields on MediaContent {
  id
  packageId
  kind
  url
  thumbnailUrl
  hlsUrl
}`) as unknown as TypedDocumentString<PackageViewQuery, PackageViewQueryVariables>;
export const CreateMediaPackageDocument = new TypedDocumentString(`
    mutation CreateMediaPackage($input: MediaPackageInput!) {
  createMediaPackage(input: $input) {
    message
    package {
      ...MediaPackageFields
    }
  }
}
    fragment MediaPackageFields on MediaPackage {
  id
  name
  price
  mediaCount
}`) as unknown as TypedDocumentString<CreateMediaPackageMutation, CreateMediaPackageMutationVariables>;
export const EditMediaPackageDocument = new TypedDocumentString(`
    mutation EditMediaPackage($id: ID!, $input: MediaPackageInput!) {
  editMediaPackage(id: $id, input: $input) {
    message
    package {
      ...MediaPackageFields
    }
  }
}
    fragment MediaPackageFields on MediaPackage {
  id
  name
  price
  mediaCount
}`) as unknown as TypedDocumentString<EditMediaPackageMutation, EditMediaPackageMutationVariables>;
export const DeleteMediaPackageDocument = new TypedDocumentString(`
    mutation DeleteMediaPackage($id: ID!) {
  deleteMediaPackage(id: $id) {
    message
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteMediaPackageMutation, DeleteMediaPackageMutationVariables>;
export const DeleteMediaContentDocument = new TypedDocumentString(`
    mutation DeleteMediaContent($id: ID!) {
  deleteMediaContent(id: $id) {
    message
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteMediaContentMutation, DeleteMediaContentMutationVariables>;
export const SendPackageDocument = new TypedDocumentString(`
    mutation SendPackage($packageId: ID!, $title: String!, $userIds: [ID!]!) {
  sendPackage(packageId: $packageId, title: $title, userIds: $userIds) {
    message
    sent
  }
}
    `) as unknown as TypedDocumentString<SendPackageMutation, SendPackageMutationVariables>;
export const FollowersDocument = new TypedDocumentString(`
    query Followers($userId: ID!, $page: Int!) {
  followers(userId: $userId, page: $page) {
    ...PersonFields
  }
}
    fragment PersonFields on Person {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  followersCount
}`) as unknown as TypedDocumentString<FollowersQuery, FollowersQueryVariables>;
export const FollowingsDocument = new TypedDocumentString(`
    query Followings($userId: ID!, $page: Int!) {
  followings(userId: $userId, page: $page) {
    ...PersonFields
  }
}
    fragment PersonFields on Person {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  followersCount
}`) as unknown as TypedDocumentString<FollowingsQuery, FollowingsQueryVariables>;
export const TrendingPeopleDocument = new TypedDocumentString(`
    query TrendingPeople($page: Int!) {
  trendingPeople(page: $page) {
    ...PersonFields
  }
}
    fragment PersonFields on Person {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  followersCount
}`) as unknown as TypedDocumentString<TrendingPeopleQuery, TrendingPeopleQueryVariables>;
export const FollowDocument = new TypedDocumentString(`
    mutation Follow($userId: ID!) {
  follow(userId: $userId) {
    message
    userId
    isFollowing
    followersCount
    viewerFollowingCount
  }
}
    `) as unknown as TypedDocumentString<FollowMutation, FollowMutationVariables>;
export const UnfollowDocument = new TypedDocumentString(`
    mutation Unfollow($userId: ID!) {
  unfollow(userId: $userId) {
    message
    userId
    isFollowing
    followersCount
    viewerFollowingCount
  }
}
    `) as unknown as TypedDocumentString<UnfollowMutation, UnfollowMutationVariables>;
export const HomeFeedDocument = new TypedDocumentString(`
    query HomeFeed($page: Int!) {
  homeFeed(page: $page) {
    ...PostFields
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<HomeFeedQuery, HomeFeedQueryVariables>;
export const UserFeedDocument = new TypedDocumentString(`
    query UserFeed($userId: ID!, $page: Int!, $tab: ProfileTab) {
  userFeed(userId: $userId, page: $page, tab: $tab) {
    ...PostFields
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<UserFeedQuery, UserFeedQueryVariables>;
export const ProfileCountsDocument = new TypedDocumentString(`
    query ProfileCounts($userId: ID!) {
  profileCounts(userId: $userId) {
    posts
    photos
    videos
    audios
    locked
  }
}
    `) as unknown as TypedDocumentString<ProfileCountsQuery, ProfileCountsQueryVariables>;
export const TrendingFeedDocument = new TypedDocumentString(`
    query TrendingFeed($page: Int!) {
  trendingFeed(page: $page) {
    ...PostFields
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<TrendingFeedQuery, TrendingFeedQueryVariables>;
export const TagFeedDocument = new TypedDocumentString(`
    query TagFeed($hashtag: String!, $page: Int!) {
  tagFeed(hashtag: $hashtag, page: $page) {
    ...PostFields
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<TagFeedQuery, TagFeedQueryVariables>;
export const FavouriteFeedDocument = new TypedDocumentString(`
    query FavouriteFeed($page: Int!) {
  favouriteFeed(page: $page) {
    ...PostFields
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<FavouriteFeedQuery, FavouriteFeedQueryVariables>;
export const PostDocument = new TypedDocumentString(`
    query Post($id: ID!) {
  post(id: $id) {
    ...PostFields
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<PostQuery, PostQueryVariables>;
export const SearchHashtagsDocument = new TypedDocumentString(`
    query SearchHashtags($search: String!, $page: Int!) {
  searchHashtags(search: $search, page: $page) {
    name
    postsCount
  }
}
    `) as unknown as TypedDocumentString<SearchHashtagsQuery, SearchHashtagsQueryVariables>;
export const ToggleLikeDocument = new TypedDocumentString(`
    mutation ToggleLike($postId: ID!) {
  toggleLike(postId: $postId) {
    message
    postId
    isLiked
    likeCount
  }
}
    `) as unknown as TypedDocumentString<ToggleLikeMutation, ToggleLikeMutationVariables>;
export const SetFavouriteDocument = new TypedDocumentString(`
    mutation SetFavourite($postId: ID!, $favourite: Boolean!) {
  setFavourite(postId: $postId, favourite: $favourite) {
    message
    postId
    isFavourite
  }
}
    `) as unknown as TypedDocumentString<SetFavouriteMutation, SetFavouriteMutationVariables>;
export const ReportPostDocument = new TypedDocumentString(`
    mutation ReportPost($postId: ID!, $reason: ReportReason!, $text: String) {
  reportPost(postId: $postId, reason: $reason, text: $text) {
    message
    postId
  }
}
    `) as unknown as TypedDocumentString<ReportPostMutation, ReportPostMutationVariables>;
export const HidePostDocument = new TypedDocumentString(`
    mutation HidePost($postId: ID!, $authorId: ID) {
  hidePost(postId: $postId, authorId: $authorId) {
    message
    postId
  }
}
    `) as unknown as TypedDocumentString<HidePostMutation, HidePostMutationVariables>;
export const DeletePostDocument = new TypedDocumentString(`
    mutation DeletePost($postId: ID!) {
  deletePost(postId: $postId) {
    message
    postId
    postsCount
  }
}
    `) as unknown as TypedDocumentString<DeletePostMutation, DeletePostMutationVariables>;
export const VerificationDocument = new TypedDocumentString(`
    query Verification {
  verification {
    ...VerificationFields
  }
}
    fragment VerificationFields on Verification {
  status
  comment
  documentType
  imageUrl
  selfieUrl
  submittedAt
}`) as unknown as TypedDocumentString<VerificationQuery, VerificationQueryVariables>;
export const SubmitVerificationDocument = new TypedDocumentString(`
    mutation SubmitVerification($documentType: DocumentType!, $imageKey: String!, $selfieKey: String!) {
  submitVerification(
    documentType: $documentType
    imageKey: $imageKey
    selfieKey: $selfieKey
  ) {
    message
    verification {
      ...VerificationFields
    }
  }
}
    fragment VerificationFields on Verification {
  status
  comment
  documentType
  imageUrl
  selfieUrl
  submittedAt
}`) as unknown as TypedDocumentString<SubmitVerificationMutation, SubmitVerificationMutationVariables>;
export const BankDetailsDocument = new TypedDocumentString(`
    query BankDetails {
  bankDetails {
    ...BankFields
  }
}
    fragment BankFields on BankDetails {
  holderName
  bankName
  accountNumber
  country
  state
  city
  routing
  address
  swiftCode
}`) as unknown as TypedDocumentString<BankDetailsQuery, BankDetailsQueryVariables>;
export const SaveBankDocument = new TypedDocumentString(`
    mutation SaveBank($input: BankInput!) {
  saveBank(input: $input) {
    message
    bank {
      ...BankFields
    }
  }
}
    fragment BankFields on BankDetails {
  holderName
  bankName
  accountNumber
  country
  state
  city
  routing
  address
  swiftCode
}`) as unknown as TypedDocumentString<SaveBankMutation, SaveBankMutationVariables>;
export const WithdrawableDocument = new TypedDocumentString(`
    query Withdrawable {
  withdrawable {
    ...WithdrawableFields
  }
}
    fragment WithdrawableFields on Withdrawable {
  coins
  cents
  coinValueCents
  nextWithdrawAt
  hasBank
}`) as unknown as TypedDocumentString<WithdrawableQuery, WithdrawableQueryVariables>;
export const PayoutsDocument = new TypedDocumentString(`
    query Payouts($page: Int!) {
  payouts(page: $page) {
    ...PayoutFields
  }
}
    fragment PayoutFields on Payout {
  id
  amount
  amountCents
  requestedAt
  status
  comment
}`) as unknown as TypedDocumentString<PayoutsQuery, PayoutsQueryVariables>;
export const RequestPayoutDocument = new TypedDocumentString(`
    mutation RequestPayout($amount: Int!) {
  requestPayout(amount: $amount) {
    message
    payout {
      ...PayoutFields
    }
    withdrawable {
      ...WithdrawableFields
    }
  }
}
    fragment WithdrawableFields on Withdrawable {
  coins
  cents
  coinValueCents
  nextWithdrawAt
  hasBank
}
fragment PayoutFields on Payout {
  id
  amount
  amountCents
  requestedAt
  status
  comment
}`) as unknown as TypedDocumentString<RequestPayoutMutation, RequestPayoutMutationVariables>;
export const PendingVerificationsDocument = new TypedDocumentString(`
    query PendingVerifications($page: Int!) {
  pendingVerifications(page: $page) {
    id
    user {
      ...ReviewedUserFields
    }
    documentType
    imageUrl
    selfieUrl
    submittedAt
  }
}
    fragment ReviewedUserFields on ReviewedUser {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}`) as unknown as TypedDocumentString<PendingVerificationsQuery, PendingVerificationsQueryVariables>;
export const PendingPayoutsDocument = new TypedDocumentString(`
    query PendingPayouts($page: Int!) {
  pendingPayouts(page: $page) {
    id
    user {
      ...ReviewedUserFields
    }
    amount
    amountCents
    requestedAt
    bank {
      ...BankFields
    }
  }
}
    fragment BankFields on BankDetails {
  holderName
  bankName
  accountNumber
  country
  state
  city
  routing
  address
  swiftCode
}
fragment ReviewedUserFields on ReviewedUser {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}`) as unknown as TypedDocumentString<PendingPayoutsQuery, PendingPayoutsQueryVariables>;
export const ReportedPostsDocument = new TypedDocumentString(`
    query ReportedPosts($page: Int!) {
  reportedPosts(page: $page) {
    postId
    author {
      ...ReviewedUserFields
    }
    description
    reports
    reasons {
      reason
      count
    }
    texts
    lastReportedAt
  }
}
    fragment ReviewedUserFields on ReviewedUser {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}`) as unknown as TypedDocumentString<ReportedPostsQuery, ReportedPostsQueryVariables>;
export const ReportedPeopleDocument = new TypedDocumentString(`
    query ReportedPeople($page: Int!) {
  reportedPeople(page: $page) {
    user {
      ...ReviewedUserFields
    }
    reports
    reasons {
      reason
      count
    }
    texts
    lastReportedAt
  }
}
    fragment ReviewedUserFields on ReviewedUser {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}`) as unknown as TypedDocumentString<ReportedPeopleQuery, ReportedPeopleQueryVariables>;
export const DecideVerificationDocument = new TypedDocumentString(`
    mutation DecideVerification($id: ID!, $approve: Boolean!, $comment: String) {
  decideVerification(id: $id, approve: $approve, comment: $comment) {
    message
  }
}
    `) as unknown as TypedDocumentString<DecideVerificationMutation, DecideVerificationMutationVariables>;
export const DecidePayoutDocument = new TypedDocumentString(`
    mutation DecidePayout($id: ID!, $approve: Boolean!, $comment: String) {
  decidePayout(id: $id, approve: $approve, comment: $comment) {
    message
  }
}
    `) as unknown as TypedDocumentString<DecidePayoutMutation, DecidePayoutMutationVariables>;
export const DecideReportDocument = new TypedDocumentString(`
    mutation DecideReport($postId: ID!, $remove: Boolean!) {
  decideReport(postId: $postId, remove: $remove) {
    message
  }
}
    `) as unknown as TypedDocumentString<DecideReportMutation, DecideReportMutationVariables>;
export const DismissPersonReportsDocument = new TypedDocumentString(`
    mutation DismissPersonReports($userId: ID!) {
  dismissPersonReports(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<DismissPersonReportsMutation, DismissPersonReportsMutationVariables>;
export const BackgroundJobsDocument = new TypedDocumentString(`
    query BackgroundJobs {
  backgroundJobs {
    waiting
    active
    failed
  }
}
    `) as unknown as TypedDocumentString<BackgroundJobsQuery, BackgroundJobsQueryVariables>;
export const SuspendedPeopleDocument = new TypedDocumentString(`
    query SuspendedPeople($page: Int!) {
  suspendedPeople(page: $page) {
    user {
      ...ReviewedUserFields
    }
    suspendedAt
  }
}
    fragment ReviewedUserFields on ReviewedUser {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}`) as unknown as TypedDocumentString<SuspendedPeopleQuery, SuspendedPeopleQueryVariables>;
export const SuspendPersonDocument = new TypedDocumentString(`
    mutation SuspendPerson($userId: ID!) {
  suspendPerson(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<SuspendPersonMutation, SuspendPersonMutationVariables>;
export const UnsuspendPersonDocument = new TypedDocumentString(`
    mutation UnsuspendPerson($userId: ID!) {
  unsuspendPerson(userId: $userId) {
    message
  }
}
    `) as unknown as TypedDocumentString<UnsuspendPersonMutation, UnsuspendPersonMutationVariables>;
export const SearchPeopleDocument = new TypedDocumentString(`
    query SearchPeople($search: String!) {
  searchPeople(search: $search) {
    ...PersonFields
  }
}
    fragment PersonFields on Person {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  followersCount
}`) as unknown as TypedDocumentString<SearchPeopleQuery, SearchPeopleQueryVariables>;
export const CountriesDocument = new TypedDocumentString(`
    query Countries {
  countries {
    id
    code
    name
  }
}
    `) as unknown as TypedDocumentString<CountriesQuery, CountriesQueryVariables>;
export const RegionsDocument = new TypedDocumentString(`
    query Regions($countryId: ID!) {
  regions(countryId: $countryId) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<RegionsQuery, RegionsQueryVariables>;
export const BlockListDocument = new TypedDocumentString(`
    query BlockList($page: Int!) {
  blockList(page: $page) {
    ...PersonFields
  }
}
    fragment PersonFields on Person {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  followersCount
}`) as unknown as TypedDocumentString<BlockListQuery, BlockListQueryVariables>;
export const EditProfileDocument = new TypedDocumentString(`
    mutation EditProfile($input: EditProfileInput!) {
  editProfile(input: $input) {
    message
    user {
      ...UserProfileFields
    }
  }
}
    fragment ViewerFields on User {
  id
  firstName
  lastName
  username
  email
  profilePhoto
  isVerified
  chatUserId
  isAdmin
}
fragment UserProfileFields on User {
  ...ViewerFields
  phoneNumber
  gender
  countryId
  zipcode
  state
  city
  address
  birthDate
  websiteLink
  facebookLink
  instagramLink
  twitterLink
  otherProfileLink
  bio
  coverPhoto
  createdBy
  verification
  isFollowing
  isSubscribed
  isBlocked
  walletBalance
  postsCount
  followersCount
  followingCount
  coinPacks {
    id
    coins
    price
    inAppIdentifier
  }
  referenceCode
}`) as unknown as TypedDocumentString<EditProfileMutation, EditProfileMutationVariables>;
export const SetBlockedDocument = new TypedDocumentString(`
    mutation SetBlocked($userId: ID!, $blocked: Boolean!) {
  setBlocked(userId: $userId, blocked: $blocked) {
    message
    userId
    isBlocked
  }
}
    `) as unknown as TypedDocumentString<SetBlockedMutation, SetBlockedMutationVariables>;
export const ReportUserDocument = new TypedDocumentString(`
    mutation ReportUser($userId: ID!, $reason: ReportReason!, $text: String) {
  reportUser(userId: $userId, reason: $reason, text: $text) {
    message
  }
}
    `) as unknown as TypedDocumentString<ReportUserMutation, ReportUserMutationVariables>;
export const StoriesDocument = new TypedDocumentString(`
    query Stories {
  stories {
    ...StoryFields
  }
}
    fragment StoryFields on Story {
  user {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  images {
    id
    url
    createdAt
    expiresAt
    seen
  }
  seen
}`) as unknown as TypedDocumentString<StoriesQuery, StoriesQueryVariables>;
export const CreateStoryDocument = new TypedDocumentString(`
    mutation CreateStory($imageKey: String!) {
  createStory(imageKey: $imageKey) {
    message
    story {
      ...StoryFields
    }
  }
}
    fragment StoryFields on Story {
  user {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  images {
    id
    url
    createdAt
    expiresAt
    seen
  }
  seen
}`) as unknown as TypedDocumentString<CreateStoryMutation, CreateStoryMutationVariables>;
export const DeleteStoryDocument = new TypedDocumentString(`
    mutation DeleteStory($id: ID!) {
  deleteStory(id: $id) {
    message
    id
  }
}
    `) as unknown as TypedDocumentString<DeleteStoryMutation, DeleteStoryMutationVariables>;
export const MarkStorySeenDocument = new TypedDocumentString(`
    mutation MarkStorySeen($id: ID!) {
  markStorySeen(id: $id)
}
    `) as unknown as TypedDocumentString<MarkStorySeenMutation, MarkStorySeenMutationVariables>;
export const CreatorPackagesDocument = new TypedDocumentString(`
    query CreatorPackages($userId: ID!) {
  creatorPackages(userId: $userId) {
    ...SubscriptionPackageFields
  }
}
    fragment SubscriptionPackageFields on SubscriptionPackage {
  id
  kind
  price
  isActive
  trialDays
}`) as unknown as TypedDocumentString<CreatorPackagesQuery, CreatorPackagesQueryVariables>;
export const SubscriptionWithDocument = new TypedDocumentString(`
    query SubscriptionWith($userId: ID!) {
  subscriptionWith(userId: $userId) {
    ...MySubscriptionFields
  }
}
    fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}
fragment MySubscriptionFields on MySubscription {
  id
  packageId
  kind
  creator {
    ...SubscriptionPersonFields
  }
  startDate
  expiryDate
  remainingDays
  price
  renews
  nextPackage {
    kind
    price
    days
  }
}`) as unknown as TypedDocumentString<SubscriptionWithQuery, SubscriptionWithQueryVariables>;
export const CreatorOffersDocument = new TypedDocumentString(`
    query CreatorOffers($userId: ID!) {
  creatorOffers(userId: $userId) {
    ...SubscriptionOffersFields
  }
}
    fragment SubscriptionOffersFields on SubscriptionOffers {
  bundles {
    months
    discountPercent
    price
    regularPrice
  }
  promotion {
    discountPercent
    endsAt
    claimLimit
    claimed
    eligible
  }
}`) as unknown as TypedDocumentString<CreatorOffersQuery, CreatorOffersQueryVariables>;
export const SaveOffersDocument = new TypedDocumentString(`
    mutation SaveOffers($input: OffersInput!) {
  saveOffers(input: $input) {
    message
    offers {
      ...SubscriptionOffersFields
    }
  }
}
    fragment SubscriptionOffersFields on SubscriptionOffers {
  bundles {
    months
    discountPercent
    price
    regularPrice
  }
  promotion {
    discountPercent
    endsAt
    claimLimit
    claimed
    eligible
  }
}`) as unknown as TypedDocumentString<SaveOffersMutation, SaveOffersMutationVariables>;
export const MySubscriptionsDocument = new TypedDocumentString(`
    query MySubscriptions($page: Int!) {
  mySubscriptions(page: $page) {
    ...MySubscriptionFields
  }
}
    fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}
fragment MySubscriptionFields on MySubscription {
  id
  packageId
  kind
  creator {
    ...SubscriptionPersonFields
  }
  startDate
  expiryDate
  remainingDays
  price
  renews
  nextPackage {
    kind
    price
    days
  }
}`) as unknown as TypedDocumentString<MySubscriptionsQuery, MySubscriptionsQueryVariables>;
export const MySubscribersDocument = new TypedDocumentString(`
    query MySubscribers($page: Int!) {
  mySubscribers(page: $page) {
    id
    kind
    price
    remainingDays
    startDate
    fan {
      ...SubscriptionPersonFields
    }
    nextPackage {
      kind
      price
      days
    }
  }
}
    fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}`) as unknown as TypedDocumentString<MySubscribersQuery, MySubscribersQueryVariables>;
export const SavePlansDocument = new TypedDocumentString(`
    mutation SavePlans($input: PlansInput!) {
  savePlans(input: $input) {
    message
    packages {
      ...SubscriptionPackageFields
    }
  }
}
    fragment SubscriptionPackageFields on SubscriptionPackage {
  id
  kind
  price
  isActive
  trialDays
}`) as unknown as TypedDocumentString<SavePlansMutation, SavePlansMutationVariables>;
export const SubscribeDocument = new TypedDocumentString(`
    mutation Subscribe($creatorId: ID!, $packageId: ID!, $bundleMonths: Int, $idempotencyKey: String!) {
  subscribe(
    creatorId: $creatorId
    packageId: $packageId
    bundleMonths: $bundleMonths
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
    subscription {
      ...MySubscriptionFields
    }
    unlockedPosts {
      ...PostFields
    }
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}
fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}
fragment MySubscriptionFields on MySubscription {
  id
  packageId
  kind
  creator {
    ...SubscriptionPersonFields
  }
  startDate
  expiryDate
  remainingDays
  price
  renews
  nextPackage {
    kind
    price
    days
  }
}`) as unknown as TypedDocumentString<SubscribeMutation, SubscribeMutationVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation CancelSubscription($subscriptionId: ID!) {
  cancelSubscription(subscriptionId: $subscriptionId) {
    message
    subscription {
      ...MySubscriptionFields
    }
  }
}
    fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}
fragment MySubscriptionFields on MySubscription {
  id
  packageId
  kind
  creator {
    ...SubscriptionPersonFields
  }
  startDate
  expiryDate
  remainingDays
  price
  renews
  nextPackage {
    kind
    price
    days
  }
}`) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const RenewSubscriptionDocument = new TypedDocumentString(`
    mutation RenewSubscription($subscriptionId: ID!) {
  renewSubscription(subscriptionId: $subscriptionId) {
    message
    subscription {
      ...MySubscriptionFields
    }
  }
}
    fragment SubscriptionPersonFields on SubscriptionPerson {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
}
fragment MySubscriptionFields on MySubscription {
  id
  packageId
  kind
  creator {
    ...SubscriptionPersonFields
  }
  startDate
  expiryDate
  remainingDays
  price
  renews
  nextPackage {
    kind
    price
    days
  }
}`) as unknown as TypedDocumentString<RenewSubscriptionMutation, RenewSubscriptionMutationVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    ...ViewerFields
  }
}
    fragment ViewerFields on User {
  id
  firstName
  lastName
  username
  email
  profilePhoto
  isVerified
  chatUserId
  isAdmin
}`) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const UserProfileDocument = new TypedDocumentString(`
    query UserProfile($id: ID!) {
  user(id: $id) {
    ...UserProfileFields
  }
}
    fragment ViewerFields on User {
  id
  firstName
  lastName
  username
  email
  profilePhoto
  isVerified
  chatUserId
  isAdmin
}
fragment UserProfileFields on User {
  ...ViewerFields
  phoneNumber
  gender
  countryId
  zipcode
  state
  city
  address
  birthDate
  websiteLink
  facebookLink
  instagramLink
  twitterLink
  otherProfileLink
  bio
  coverPhoto
  createdBy
  verification
  isFollowing
  isSubscribed
  isBlocked
  walletBalance
  postsCount
  followersCount
  followingCount
  coinPacks {
    id
    coins
    price
    inAppIdentifier
  }
  referenceCode
}`) as unknown as TypedDocumentString<UserProfileQuery, UserProfileQueryVariables>;
export const MyProfileDocument = new TypedDocumentString(`
    query MyProfile {
  viewer {
    ...UserProfileFields
  }
}
    fragment ViewerFields on User {
  id
  firstName
  lastName
  username
  email
  profilePhoto
  isVerified
  chatUserId
  isAdmin
}
fragment UserProfileFields on User {
  ...ViewerFields
  phoneNumber
  gender
  countryId
  zipcode
  state
  city
  address
  birthDate
  websiteLink
  facebookLink
  instagramLink
  twitterLink
  otherProfileLink
  bio
  coverPhoto
  createdBy
  verification
  isFollowing
  isSubscribed
  isBlocked
  walletBalance
  postsCount
  followersCount
  followingCount
  coinPacks {
    id
    coins
    price
    inAppIdentifier
  }
  referenceCode
}`) as unknown as TypedDocumentString<MyProfileQuery, MyProfileQueryVariables>;
export const MyWalletDocument = new TypedDocumentString(`
    query MyWallet {
  viewer {
    id
    walletBalance
    referenceCode
    coinPacks {
      id
      coins
      price
      inAppIdentifier
    }
  }
}
    `) as unknown as TypedDocumentString<MyWalletQuery, MyWalletQueryVariables>;
export const VaultDocument = new TypedDocumentString(`
    query Vault($page: Int!, $kind: MediaKind) {
  vault(page: $page, kind: $kind) {
    ...VaultItemFields
  }
}
    fragment VaultItemFields on VaultItem {
  key
  kind
  mime
  url
  width
  height
  size
  createdAt
}`) as unknown as TypedDocumentString<VaultQuery, VaultQueryVariables>;
export const UseVaultItemDocument = new TypedDocumentString(`
    mutation UseVaultItem($key: ID!, $kind: MediaKind!) {
  useVaultItem(key: $key, kind: $kind) {
    key
    location
  }
}
    `) as unknown as TypedDocumentString<UseVaultItemMutation, UseVaultItemMutationVariables>;
export const UseVaultItemInPackageDocument = new TypedDocumentString(`
    mutation UseVaultItemInPackage($key: ID!, $packageId: ID!) {
  useVaultItemInPackage(key: $key, packageId: $packageId) {
    message
    content {
      id
      packageId
      kind
      url
      thumbnailUrl
      hlsUrl
    }
  }
}
    `) as unknown as TypedDocumentString<UseVaultItemInPackageMutation, UseVaultItemInPackageMutationVariables>;
export const UseVaultItemInChatDocument = new TypedDocumentString(`
    mutation UseVaultItemInChat($key: ID!, $uploadId: String!) {
  useVaultItemInChat(key: $key, uploadId: $uploadId) {
    key
  }
}
    `) as unknown as TypedDocumentString<UseVaultItemInChatMutation, UseVaultItemInChatMutationVariables>;
export const DeleteVaultItemDocument = new TypedDocumentString(`
    mutation DeleteVaultItem($key: ID!) {
  deleteVaultItem(key: $key) {
    message
    key
  }
}
    `) as unknown as TypedDocumentString<DeleteVaultItemMutation, DeleteVaultItemMutationVariables>;
export const WalletPageDocument = new TypedDocumentString(`
    query WalletPage($page: Int!) {
  walletPage(page: $page) {
    walletBalance
    bonusBalance
    lines {
      ...WalletLineFields
    }
  }
}
    fragment WalletLineFields on WalletLine {
  id
  kind
  isCredit
  price
  whole
  coins
  stickerName
  counterparty {
    id
    firstName
    lastName
    username
  }
  postId
  createdAt
  title
  message
  note
}`) as unknown as TypedDocumentString<WalletPageQuery, WalletPageQueryVariables>;
export const StickersDocument = new TypedDocumentString(`
    query Stickers {
  stickers {
    ...StickerFields
  }
}
    fragment StickerFields on Sticker {
  id
  name
  imageUrl
  price
}`) as unknown as TypedDocumentString<StickersQuery, StickersQueryVariables>;
export const PaymentConfigDocument = new TypedDocumentString(`
    query PaymentConfig {
  paymentConfig {
    provider
    publishableKey
  }
}
    `) as unknown as TypedDocumentString<PaymentConfigQuery, PaymentConfigQueryVariables>;
export const UnlockPostDocument = new TypedDocumentString(`
    mutation UnlockPost($postId: ID!, $price: Int!, $idempotencyKey: String!) {
  unlockPost(postId: $postId, price: $price, idempotencyKey: $idempotencyKey) {
    message
    walletBalance
    post {
      ...PostFields
    }
  }
}
    fragment PostAuthorFields on PostAuthor {
  id
  firstName
  lastName
  username
  profilePhoto
  isVerified
  isFollowing
  isSubscribed
  postsCount
}
fragment PollFields on Poll {
  id
  question
  kind
  totalVotes
  hasVoted
  options {
    id
    text
    imageUrl
    votes
    percentage
    isChosen
  }
}
fragment PostFields on Post {
  id
  author {
    ...PostAuthorFields
  }
  type
  description
  images {
    url
    width
    height
    sources {
      type
      srcset
    }
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  hlsUrl
  posterUrl
  previewUrl
  previewSources {
    type
    srcset
  }
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
  taggedPeople {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }
  width
  height
  aspectRatio
  isLocked
  isLiked
  isFavourite
  likeCount
  commentCount
  createdAt
  poll {
    ...PollFields
  }
}`) as unknown as TypedDocumentString<UnlockPostMutation, UnlockPostMutationVariables>;
export const DonateToPostDocument = new TypedDocumentString(`
    mutation DonateToPost($postId: ID!, $amount: Int!, $message: String, $idempotencyKey: String!) {
  donateToPost(
    postId: $postId
    amount: $amount
    message: $message
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
  }
}
    `) as unknown as TypedDocumentString<DonateToPostMutation, DonateToPostMutationVariables>;
export const DonateToUserDocument = new TypedDocumentString(`
    mutation DonateToUser($userId: ID!, $amount: Int!, $message: String, $idempotencyKey: String!) {
  donateToUser(
    userId: $userId
    amount: $amount
    message: $message
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
  }
}
    `) as unknown as TypedDocumentString<DonateToUserMutation, DonateToUserMutationVariables>;
export const SendStickerDocument = new TypedDocumentString(`
    mutation SendSticker($stickerId: ID!, $toUserId: ID!, $message: String, $idempotencyKey: String!) {
  sendSticker(
    stickerId: $stickerId
    toUserId: $toUserId
    message: $message
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
    sticker {
      ...StickerFields
    }
  }
}
    fragment StickerFields on Sticker {
  id
  name
  imageUrl
  price
}`) as unknown as TypedDocumentString<SendStickerMutation, SendStickerMutationVariables>;
export const TransferCoinsDocument = new TypedDocumentString(`
    mutation TransferCoins($toUserId: ID!, $amount: Int!, $idempotencyKey: String!) {
  transferCoins(
    toUserId: $toUserId
    amount: $amount
    idempotencyKey: $idempotencyKey
  ) {
    message
    walletBalance
  }
}
    `) as unknown as TypedDocumentString<TransferCoinsMutation, TransferCoinsMutationVariables>;
export const CreateTestCardPaymentMethodDocument = new TypedDocumentString(`
    mutation CreateTestCardPaymentMethod($input: CardInput!) {
  createTestCardPaymentMethod(input: $input) {
    id
    brand
    last4
  }
}
    `) as unknown as TypedDocumentString<CreateTestCardPaymentMethodMutation, CreateTestCardPaymentMethodMutationVariables>;
export const TakeTestCardExtraStepDocument = new TypedDocumentString(`
    mutation TakeTestCardExtraStep($clientSecret: String!, $outcome: ExtraStepOutcome!) {
  takeTestCardExtraStep(clientSecret: $clientSecret, outcome: $outcome) {
    message
  }
}
    `) as unknown as TypedDocumentString<TakeTestCardExtraStepMutation, TakeTestCardExtraStepMutationVariables>;
export const SavedCardsDocument = new TypedDocumentString(`
    query SavedCards {
  savedCards {
    ...SavedCardsFields
  }
}
    fragment SavedCardsFields on SavedCards {
  message
  cards {
    id
    brand
    last4
    expMonth
    expYear
  }
  autoTopUp {
    cardId
    packId
  }
  coinValueCents
}`) as unknown as TypedDocumentString<SavedCardsQuery, SavedCardsQueryVariables>;
export const BuyWithSavedCardDocument = new TypedDocumentString(`
    mutation BuyWithSavedCard($cardId: ID!, $packId: ID!, $idempotencyKey: String!) {
  buyWithSavedCard(
    cardId: $cardId
    packId: $packId
    idempotencyKey: $idempotencyKey
  ) {
    ...CoinPaymentFields
  }
}
    fragment CoinPaymentFields on CoinPayment {
  message
  status
  paymentId
  coins
  walletBalance
  clientSecret
}`) as unknown as TypedDocumentString<BuyWithSavedCardMutation, BuyWithSavedCardMutationVariables>;
export const RemoveCardDocument = new TypedDocumentString(`
    mutation RemoveCard($cardId: ID!) {
  removeCard(cardId: $cardId) {
    ...SavedCardsFields
  }
}
    fragment SavedCardsFields on SavedCards {
  message
  cards {
    id
    brand
    last4
    expMonth
    expYear
  }
  autoTopUp {
    cardId
    packId
  }
  coinValueCents
}`) as unknown as TypedDocumentString<RemoveCardMutation, RemoveCardMutationVariables>;
export const SetAutoTopUpDocument = new TypedDocumentString(`
    mutation SetAutoTopUp($cardId: ID, $packId: ID) {
  setAutoTopUp(cardId: $cardId, packId: $packId) {
    ...SavedCardsFields
  }
}
    fragment SavedCardsFields on SavedCards {
  message
  cards {
    id
    brand
    last4
    expMonth
    expYear
  }
  autoTopUp {
    cardId
    packId
  }
  coinValueCents
}`) as unknown as TypedDocumentString<SetAutoTopUpMutation, SetAutoTopUpMutationVariables>;
export const BuyCoinsDocument = new TypedDocumentString(`
    mutation BuyCoins($packId: ID!, $paymentId: String!, $idempotencyKey: String!, $saveCard: Boolean) {
  buyCoins(
    packId: $packId
    paymentId: $paymentId
    idempotencyKey: $idempotencyKey
    saveCard: $saveCard
  ) {
    ...CoinPaymentFields
  }
}
    fragment CoinPaymentFields on CoinPayment {
  message
  status
  paymentId
  coins
  walletBalance
  clientSecret
}`) as unknown as TypedDocumentString<BuyCoinsMutation, BuyCoinsMutationVariables>;