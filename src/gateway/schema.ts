// The SDL of schema.graphql as a module, so Parcel and vitest load it without a loader; tests/gateway/schema.test.ts keeps the two equal.
export const typeDefs = /* GraphQL */ `# The client's view of the platform. Names are the product's; the REST wire's spellings stay in the resolvers.

enum Gender {
  MALE
  FEMALE
}

"Where a user stands with identity verification (feed side: not applied 4, pending 0, success 1, failed 2)."
enum VerificationStatus {
  NOT_APPLIED
  PENDING
  VERIFIED
  REJECTED
}

"Why a one-time code was sent: to verify a new account or to reset a password."
enum OtpPurpose {
  VERIFY
  RESET
}

"A coin pack the wallet sells."
type CoinPack {
  id: ID!
  coins: Int!
  price: Float!
  inAppIdentifier: String!
}

"A person on the platform; relations (isFollowing, isSubscribed, isBlocked) are seen from the viewer."
type User {
  id: ID!
  firstName: String!
  lastName: String!
  username: String!
  email: String!
  phoneNumber: String!
  gender: Gender
  countryId: ID
  zipcode: String
  state: String
  city: String
  address: String
  birthDate: String
  websiteLink: String
  facebookLink: String
  instagramLink: String
  twitterLink: String
  otherProfileLink: String
  bio: String
  "Absolute or root-relative URL, ready for an <img>."
  profilePhoto: String
  "Absolute or root-relative URL, ready for an <img>."
  coverPhoto: String
  createdBy: String!
  verification: VerificationStatus!
  "True only when verification is VERIFIED: the user may sell content and set plans."
  isVerified: Boolean!
  isFollowing: Boolean!
  isSubscribed: Boolean!
  isBlocked: Boolean!
  walletBalance: Int!
  postsCount: Int!
  followersCount: Int!
  followingCount: Int!
  coinPacks: [CoinPack!]!
  referenceCode: String!
  "The user's id on the chat service, once the chat user exists."
  chatUserId: ID
}

"A person as the chat service knows them."
type ChatMember {
  id: ID!
  firstName: String!
  lastName: String!
  profilePicture: String
  verification: VerificationStatus!
  isVerified: Boolean!
}

type LastMessage {
  content: String!
  date: String!
}

type Conversation {
  id: ID!
  members: [ChatMember!]!
  lastMessage: LastMessage
}

type Query {
  "The logged-in user."
  viewer: User!
  user(id: ID!): User!
  chatRooms: [Conversation!]!
}

input LoginInput {
  email: String!
  password: String!
}

input RegisterInput {
  firstName: String!
  lastName: String!
  username: String!
  email: String!
  phone: String!
  password: String!
  referralCode: String
}

input VerifyOtpInput {
  email: String!
  otp: String!
}

input EmailInput {
  email: String!
}

input ResetPasswordInput {
  userId: ID!
  resetToken: String!
  newPassword: String!
  confirmPassword: String!
}

input ChangePasswordInput {
  oldPassword: String!
  newPassword: String!
  confirmPassword: String!
}

# Every mutation result carries the server's message so the UI can toast it.
type LoginResult {
  message: String!
  authToken: String!
  viewer: User!
}

type ChatLoginResult {
  message: String!
  jwtToken: String!
  chatUserId: ID!
  member: ChatMember!
}

type RegisterResult {
  message: String!
  email: String!
}

type VerifyOtpResult {
  message: String!
  purpose: OtpPurpose!
  userId: ID!
  "Present when purpose is VERIFY: the new session."
  authToken: String
  "Present when purpose is RESET: what resetPassword needs."
  resetToken: String
}

type OtpSentResult {
  message: String!
  email: String!
}

type MessageResult {
  message: String!
}

type ChatUserResult {
  message: String!
  chatUserId: ID!
}

"A password change ends every session; the caller carries on with these tokens."
type ChangePasswordResult {
  message: String!
  authToken: String!
  "Absent when the account has no chat user yet."
  jwtToken: String
}

type Mutation {
  login(input: LoginInput!): LoginResult!
  chatLogin(input: LoginInput!): ChatLoginResult!
  register(input: RegisterInput!): RegisterResult!
  verifyOtp(input: VerifyOtpInput!): VerifyOtpResult!
  resendOtp(input: EmailInput!): OtpSentResult!
  forgotPassword(input: EmailInput!): OtpSentResult!
  resetPassword(input: ResetPasswordInput!): MessageResult!
  changePassword(input: ChangePasswordInput!): ChangePasswordResult!
  "Ends the account's sessions on the server (admin and chat tokens)."
  logout: MessageResult!
  "Creates the viewer's chat user if it does not exist yet; safe to repeat."
  createChatUser: ChatUserResult!
}

# ---- Posts and feeds

enum PostType {
  IMAGE
  AUDIO
  VIDEO
  TEXT
  POLL
}

"Who may open a post's media: everyone, the creator's subscribers, or whoever bought it."
enum PaymentType {
  FREE
  SUBSCRIBERS
  PAY_PER_VIEW
}

enum PollKind {
  TEXT
  IMAGE
}

"The author of a post, as the viewer sees them."
type PostAuthor {
  id: ID!
  firstName: String!
  lastName: String!
  username: String!
  profilePhoto: String
  isVerified: Boolean!
  isFollowing: Boolean!
  isSubscribed: Boolean!
  postsCount: Int!
}

type PostImage {
  url: String!
  width: Int!
  height: Int!
}

type PollOption {
  id: ID!
  text: String!
  imageUrl: String
  votes: Int!
  "0 to 100."
  percentage: Float!
  "The option the viewer voted for."
  isChosen: Boolean!
}

type Poll {
  id: ID!
  question: String!
  kind: PollKind!
  totalVotes: Int!
  hasVoted: Boolean!
  options: [PollOption!]!
}

type Post {
  id: ID!
  author: PostAuthor!
  type: PostType!
  description: String!
  "Image posts, in order; empty when locked."
  images: [PostImage!]!
  "The audio or video file; null when locked and for other types."
  mediaUrl: String
  "Video thumbnail or audio cover; the blurred preview when locked."
  thumbnailUrl: String
  "Playable by everyone, locked or not."
  teaserUrl: String
  "The blurred preview made on the server (image, audio and video posts)."
  previewUrl: String
  "How many images an image post has, also when locked."
  mediaCount: Int!
  payment: PaymentType!
  "Coins, for PAY_PER_VIEW."
  price: Int!
  hashtags: [String!]!
  taggedUserIds: [ID!]!
  width: Int
  height: Int
  aspectRatio: Float
  isLocked: Boolean!
  isLiked: Boolean!
  isFavourite: Boolean!
  likeCount: Int!
  commentCount: Int!
  "ISO 8601."
  createdAt: String!
  poll: Poll
}

type CommentAuthor {
  id: ID!
  firstName: String!
  lastName: String!
  username: String!
  profilePhoto: String
  isVerified: Boolean!
}

type Comment {
  id: ID!
  postId: ID!
  author: CommentAuthor!
  text: String!
  "The top-level comment a reply belongs to."
  parentId: ID
  createdAt: String!
  "Oldest first; always empty on a reply."
  replies: [Comment!]!
}

type Hashtag {
  name: String!
  postsCount: Int!
}

type LikeResult {
  message: String!
  postId: ID!
  isLiked: Boolean!
  likeCount: Int!
}

type FavouriteResult {
  message: String!
  postId: ID!
  isFavourite: Boolean!
}

type AddCommentResult {
  message: String!
  postId: ID!
  commentCount: Int!
  comment: Comment!
}

type VoteResult {
  message: String!
  postId: ID!
  poll: Poll!
}

type PostActionResult {
  message: String!
  postId: ID!
  "The author's posts count after a delete."
  postsCount: Int
}

type CreatePostResult {
  message: String!
  post: Post!
}

input AddCommentInput {
  postId: ID!
  text: String!
  "Reply to this comment."
  parentId: ID
}

input CreatePollOptionInput {
  text: String!
  "Image polls: the option's uploaded image key."
  imageKey: String
}

input CreatePollInput {
  question: String!
  kind: PollKind!
  options: [CreatePollOptionInput!]!
}

"Files are uploaded first (rest.ts upload); the post names them by key."
input CreatePostInput {
  type: PostType!
  description: String!
  imageKeys: [String!]
  "Audio or video file key."
  mediaKey: String
  "Video thumbnail or audio cover key."
  thumbnailKey: String
  teaserKey: String
  payment: PaymentType
  price: Int
  hashtags: [String!]
  poll: CreatePollInput
}

extend type Query {
  "Pages start at 1; an empty page ends the paging."
  homeFeed(page: Int!): [Post!]!
  userFeed(userId: ID!, page: Int!): [Post!]!
  trendingFeed(page: Int!): [Post!]!
  tagFeed(hashtag: String!, page: Int!): [Post!]!
  "Newest favourite first."
  favouriteFeed(page: Int!): [Post!]!
  post(id: ID!): Post!
  "Top-level comments, newest first, each with its replies."
  comments(postId: ID!, page: Int!): [Comment!]!
  searchHashtags(search: String!, page: Int!): [Hashtag!]!
}

extend type Mutation {
  createPost(input: CreatePostInput!): CreatePostResult!
  toggleLike(postId: ID!): LikeResult!
  setFavourite(postId: ID!, favourite: Boolean!): FavouriteResult!
  addComment(input: AddCommentInput!): AddCommentResult!
  votePoll(postId: ID!, optionId: ID!): VoteResult!
  reportPost(postId: ID!, reason: String): PostActionResult!
  hidePost(postId: ID!, authorId: ID): PostActionResult!
  deletePost(postId: ID!): PostActionResult!
}
`;
