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

export type ChangePasswordInput = {
  confirmPassword: string;
  newPassword: string;
  oldPassword: string;
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
  teaserKey?: string | null | undefined;
  /** Video thumbnail or audio cover key. */
  thumbnailKey?: string | null | undefined;
  type: PostType;
};

export type EmailInput = {
  email: string;
};

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type LoginInput = {
  email: string;
  password: string;
};

/** Why a one-time code was sent: to verify a new account or to reset a password. */
export type OtpPurpose =
  | 'RESET'
  | 'VERIFY';

/** Who may open a post's media: everyone, the creator's subscribers, or whoever bought it. */
export type PaymentType =
  | 'FREE'
  | 'PAY_PER_VIEW'
  | 'SUBSCRIBERS';

export type PollKind =
  | 'IMAGE'
  | 'TEXT';

export type PostType =
  | 'AUDIO'
  | 'IMAGE'
  | 'POLL'
  | 'TEXT'
  | 'VIDEO';

export type RegisterInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  phone: string;
  referralCode?: string | null | undefined;
  username: string;
};

export type ResetPasswordInput = {
  confirmPassword: string;
  newPassword: string;
  resetToken: string;
  userId: string | number;
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

export type ViewerFieldsFragment = { id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { message: string, authToken: string, viewer: { id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null } } };

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

export type ChatMemberFieldsFragment = { id: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean };

export type ChatLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ChatLoginMutation = { chatLogin: { message: string, jwtToken: string, chatUserId: string, member: { id: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean } } };

export type CreateChatUserMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateChatUserMutation = { createChatUser: { message: string, chatUserId: string } };

export type ChatRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatRoomsQuery = { chatRooms: Array<{ id: string, members: Array<{ id: string, firstName: string, lastName: string, profilePicture: string | null, verification: VerificationStatus, isVerified: boolean }>, lastMessage: { content: string, date: string } | null }> };

export type PostAuthorFieldsFragment = { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number };

export type PollFieldsFragment = { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> };

export type PostFieldsFragment = { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null };

export type CommentFieldsFragment = { id: string, postId: string, text: string, parentId: string | null, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } };

export type HomeFeedQueryVariables = Exact<{
  page: number;
}>;


export type HomeFeedQuery = { homeFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type UserFeedQueryVariables = Exact<{
  userId: string | number;
  page: number;
}>;


export type UserFeedQuery = { userFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type TrendingFeedQueryVariables = Exact<{
  page: number;
}>;


export type TrendingFeedQuery = { trendingFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type TagFeedQueryVariables = Exact<{
  hashtag: string;
  page: number;
}>;


export type TagFeedQuery = { tagFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type FavouriteFeedQueryVariables = Exact<{
  page: number;
}>;


export type FavouriteFeedQuery = { favouriteFeed: Array<{ id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null }> };

export type PostQueryVariables = Exact<{
  id: string | number;
}>;


export type PostQuery = { post: { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null } };

export type CommentsQueryVariables = Exact<{
  postId: string | number;
  page: number;
}>;


export type CommentsQuery = { comments: Array<{ id: string, postId: string, text: string, parentId: string | null, createdAt: string, replies: Array<{ id: string, postId: string, text: string, parentId: string | null, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } }>, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } }> };

export type SearchHashtagsQueryVariables = Exact<{
  search: string;
  page: number;
}>;


export type SearchHashtagsQuery = { searchHashtags: Array<{ name: string, postsCount: number }> };

export type CreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type CreatePostMutation = { createPost: { message: string, post: { id: string, type: PostType, description: string, mediaUrl: string | null, thumbnailUrl: string | null, teaserUrl: string | null, previewUrl: string | null, mediaCount: number, payment: PaymentType, price: number, hashtags: Array<string>, taggedUserIds: Array<string>, width: number | null, height: number | null, aspectRatio: number | null, isLocked: boolean, isLiked: boolean, isFavourite: boolean, likeCount: number, commentCount: number, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean, isFollowing: boolean, isSubscribed: boolean, postsCount: number }, images: Array<{ url: string, width: number, height: number }>, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } | null } } };

export type ToggleLikeMutationVariables = Exact<{
  postId: string | number;
}>;


export type ToggleLikeMutation = { toggleLike: { message: string, postId: string, isLiked: boolean, likeCount: number } };

export type SetFavouriteMutationVariables = Exact<{
  postId: string | number;
  favourite: boolean;
}>;


export type SetFavouriteMutation = { setFavourite: { message: string, postId: string, isFavourite: boolean } };

export type AddCommentMutationVariables = Exact<{
  input: AddCommentInput;
}>;


export type AddCommentMutation = { addComment: { message: string, postId: string, commentCount: number, comment: { id: string, postId: string, text: string, parentId: string | null, createdAt: string, author: { id: string, firstName: string, lastName: string, username: string, profilePhoto: string | null, isVerified: boolean } } } };

export type VotePollMutationVariables = Exact<{
  postId: string | number;
  optionId: string | number;
}>;


export type VotePollMutation = { votePoll: { message: string, postId: string, poll: { id: string, question: string, kind: PollKind, totalVotes: number, hasVoted: boolean, options: Array<{ id: string, text: string, imageUrl: string | null, votes: number, percentage: number, isChosen: boolean }> } } };

export type ReportPostMutationVariables = Exact<{
  postId: string | number;
  reason?: string | null | undefined;
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

export type UserProfileFieldsFragment = { phoneNumber: string, gender: Gender | null, countryId: string | null, zipcode: string | null, state: string | null, city: string | null, address: string | null, birthDate: string | null, websiteLink: string | null, facebookLink: string | null, instagramLink: string | null, twitterLink: string | null, otherProfileLink: string | null, bio: string | null, coverPhoto: string | null, createdBy: string, verification: VerificationStatus, isFollowing: boolean, isSubscribed: boolean, isBlocked: boolean, walletBalance: number, postsCount: number, followersCount: number, followingCount: number, referenceCode: string, id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, coinPacks: Array<{ id: string, coins: number, price: number, inAppIdentifier: string }> };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null } };

export type UserProfileQueryVariables = Exact<{
  id: string | number;
}>;


export type UserProfileQuery = { user: { phoneNumber: string, gender: Gender | null, countryId: string | null, zipcode: string | null, state: string | null, city: string | null, address: string | null, birthDate: string | null, websiteLink: string | null, facebookLink: string | null, instagramLink: string | null, twitterLink: string | null, otherProfileLink: string | null, bio: string | null, coverPhoto: string | null, createdBy: string, verification: VerificationStatus, isFollowing: boolean, isSubscribed: boolean, isBlocked: boolean, walletBalance: number, postsCount: number, followersCount: number, followingCount: number, referenceCode: string, id: string, firstName: string, lastName: string, username: string, email: string, profilePhoto: string | null, isVerified: boolean, chatUserId: string | null, coinPacks: Array<{ id: string, coins: number, price: number, inAppIdentifier: string }> } };

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
  firstName
  lastName
  profilePicture
  verification
  isVerified
}
    `, {"fragmentName":"ChatMemberFields"}) as unknown as TypedDocumentString<ChatMemberFieldsFragment, unknown>;
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
}`, {"fragmentName":"UserProfileFields"}) as unknown as TypedDocumentString<UserProfileFieldsFragment, unknown>;
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
    id
    members {
      ...ChatMemberFields
    }
    lastMessage {
      content
      date
    }
  }
}
    fragment ChatMemberFields on ChatMember {
  id
  firstName
  lastName
  profilePicture
  verification
  isVerified
}`) as unknown as TypedDocumentString<ChatRoomsQuery, ChatRoomsQueryVariables>;
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
    query UserFeed($userId: ID!, $page: Int!) {
  userFeed(userId: $userId, page: $page) {
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
export const SearchHashtagsDocument = new TypedDocumentString(`
    query SearchHashtags($search: String!, $page: Int!) {
  searchHashtags(search: $search, page: $page) {
    name
    postsCount
  }
}
    `) as unknown as TypedDocumentString<SearchHashtagsQuery, SearchHashtagsQueryVariables>;
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
  }
  mediaUrl
  thumbnailUrl
  teaserUrl
  previewUrl
  mediaCount
  payment
  price
  hashtags
  taggedUserIds
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
export const ReportPostDocument = new TypedDocumentString(`
    mutation ReportPost($postId: ID!, $reason: String) {
  reportPost(postId: $postId, reason: $reason) {
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