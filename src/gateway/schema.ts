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
  userId: ID!
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

type Mutation {
  login(input: LoginInput!): LoginResult!
  chatLogin(input: LoginInput!): ChatLoginResult!
  register(input: RegisterInput!): RegisterResult!
  verifyOtp(input: VerifyOtpInput!): VerifyOtpResult!
  resendOtp(input: EmailInput!): OtpSentResult!
  forgotPassword(input: EmailInput!): OtpSentResult!
  resetPassword(input: ResetPasswordInput!): MessageResult!
  changePassword(input: ChangePasswordInput!): MessageResult!
  "Creates the viewer's chat user if it does not exist yet; safe to repeat."
  createChatUser: ChatUserResult!
}
`;
