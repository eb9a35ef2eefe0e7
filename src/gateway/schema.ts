/** The client's view of the domain (the SDL codegen reads and the page executes against). */
export const typeDefs = /* GraphQL */ `
  # The client's view of the platform. Names are the product's; the REST wire's spellings stay in the resolvers.

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
    "True for the viewer when they review verifications, payouts and reports (others always read false)."
    isAdmin: Boolean!
  }

  "A person as the chat service knows them."
  type ChatMember {
    id: ID!
    "Their account id: their name opens /user-profile/{userId}."
    userId: ID!
    firstName: String!
    lastName: String!
    profilePicture: String
    verification: VerificationStatus!
    isVerified: Boolean!
  }

  type LastMessage {
    content: String!
    date: String!
    kind: ChatMessageKind!
    authorId: ID!
  }

  type Conversation {
    id: ID!
    members: [ChatMember!]!
    lastMessage: LastMessage
    "The partner's messages the viewer has not read yet."
    unread: Int!
    "Read receipts: when the latest message the partner has read was written; the viewer's messages up to it are seen."
    partnerReadAt: String
  }

  "What a chat message carries."
  enum ChatMessageKind {
    TEXT
    VIDEO
    PAID_MEDIA
    PAID_PACKAGE
    COIN_TRANSFER
    STICKER
  }

  enum ChatMediaType {
    IMAGE
    AUDIO
    VIDEO
  }

  "An image of a message: the full one and its thumbnail, signed for the room's members."
  type ChatPicture {
    lightboxImageUrl: String!
    littleThumbnailUrl: String!
  }

  type ChatMedia {
    url: String!
    type: ChatMediaType!
    "A video's HLS master playlist once its renditions are ready."
    hlsUrl: String
  }

  "How many files of each type a package holds."
  type PackageCounts {
    images: Int!
    audio: Int!
    videos: Int!
  }

  type ChatMessage {
    id: ID!
    roomId: ID!
    "The author's chat id."
    authorId: ID!
    kind: ChatMessageKind!
    content: String!
    date: String!
    "Written by the service itself."
    isSystem: Boolean!
    pictures: [ChatPicture!]!
    "A paid item the viewer received and has not paid: only its blurred pictures, no media."
    isLocked: Boolean!
    "The receiver paid for it."
    isPaid: Boolean!
    packageId: ID
    packageTitle: String
    packageCounts: PackageCounts
    media: ChatMedia
    "The price (paid media, package), the coins moved (transfer) or the sticker's price."
    coins: Int
    "The short message a sticker carried, seen by both members."
    note: String
    "The sender's own id for the message: an optimistic copy is replaced by it."
    clientId: String
  }

  input SendChatMessageInput {
    roomId: ID!
    kind: ChatMessageKind!
    content: String!
    files: [String!]
    "Paid media only: its price in coins."
    price: Int
    clientId: String!
  }

  type ChatUnlockResult {
    message: String!
    walletBalance: Int!
    chatMessage: ChatMessage!
  }

  type Query {
    "The logged-in user."
    viewer: User!
    user(id: ID!): User!
    chatRooms: [Conversation!]!
    "A room's messages, oldest first: the latest (limit), those before a message (paging back) or after one (a reconnect)."
    chatMessages(roomId: ID!, before: ID, after: ID, limit: Int): [ChatMessage!]!
    "A room's messages holding every word of the search (no case, no accents), newest first; before pages back."
    searchChatMessages(roomId: ID!, search: String!, before: ID): [ChatMessage!]!
    "The partner messages the viewer has not read, over every room."
    chatUnread: Int!
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
    "YYYY-MM-DD: signup is for adults."
    birthDate: String!
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
    "Opens, or creates, the conversation with a person (by account id)."
    openConversation(userId: ID!): Conversation!
    "The viewer read the room up to now; answers the unread left over every room."
    markChatRead(roomId: ID!): Int!
    sendChatMessage(input: SendChatMessageInput!): ChatMessage!
    "Pays a paid media or package message's price to its author (update-wallet)."
    unlockChatMessage(messageId: ID!, toUserId: ID!, amount: Int!, idempotencyKey: String!): ChatUnlockResult!
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

  "The widths of an image in one format (image/avif, image/webp), as an <img srcset> lists them."
  type ImageSource {
    type: String!
    srcset: String!
  }

  type PostImage {
    url: String!
    width: Int!
    height: Int!
    "Its responsive widths, AVIF first; empty until the server made them."
    sources: [ImageSource!]!
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
    "Video posts: the HLS master playlist once the renditions are ready; null before, and when locked."
    hlsUrl: String
    "Video posts: the poster made from the video once ready; null before, and when locked."
    posterUrl: String
    "The blurred preview made on the server (image, audio and video posts)."
    previewUrl: String
    "Image posts: the preview blurred at each width, AVIF first; empty until made."
    previewSources: [ImageSource!]!
    "How many images an image post has, also when locked."
    mediaCount: Int!
    payment: PaymentType!
    "Coins, for PAY_PER_VIEW."
    price: Int!
    hashtags: [String!]!
    taggedUserIds: [ID!]!
    "The tagged people the viewer may see, in the order tagged."
    taggedPeople: [CommentAuthor!]!
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

  enum DraftStatus {
    DRAFT
    SCHEDULED
  }

  "A draft or scheduled post, seen by its author only until it is published."
  type PostDraft {
    id: ID!
    status: DraftStatus!
    "When it goes out (ISO 8601); null for a draft."
    publishAt: String
    updatedAt: String!
    type: PostType!
    description: String!
    "The post as saved (post/create's body as JSON), sent back as it is when the draft is edited."
    body: String!
  }

  type DraftResult {
    message: String!
    draft: PostDraft!
  }

  type DraftActionResult {
    message: String!
    id: ID!
  }

  "A new draft, or a scheduled post when publishAt (ISO 8601) is given."
  input SaveDraftInput {
    post: CreatePostInput!
    publishAt: String
  }

  "A saved draft's words and time changed; its files and the rest stay as saved (body)."
  input EditDraftInput {
    id: ID!
    body: String!
    description: String!
    publishAt: String
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
    "The people the post tags."
    taggedUserIds: [ID!]
    poll: CreatePollInput
  }

  "A profile's tabs: every post, the posts with a photo, video or audio, and the posts still locked to the viewer."
  enum ProfileTab {
    POSTS
    MEDIA
    LOCKED
  }

  "What a profile's tabs hold; photos count each image of a photo post."
  type ProfileCounts {
    posts: Int!
    photos: Int!
    videos: Int!
    audios: Int!
    locked: Int!
  }

  extend type Query {
    "Pages start at 1; an empty page ends the paging."
    homeFeed(page: Int!): [Post!]!
    "A person's posts on one tab of their profile (all posts when no tab is given)."
    userFeed(userId: ID!, page: Int!, tab: ProfileTab): [Post!]!
    "What each tab of a person's profile holds, as the viewer may see it."
    profileCounts(userId: ID!): ProfileCounts!
    trendingFeed(page: Int!): [Post!]!
    tagFeed(hashtag: String!, page: Int!): [Post!]!
    "Newest favourite first."
    favouriteFeed(page: Int!): [Post!]!
    "The viewer's drafts and scheduled posts: scheduled soonest first, then drafts."
    drafts(page: Int!): [PostDraft!]!
    post(id: ID!): Post!
    "Top-level comments, newest first, each with its replies."
    comments(postId: ID!, page: Int!): [Comment!]!
    searchHashtags(search: String!, page: Int!): [Hashtag!]!
  }

  extend type Mutation {
    createPost(input: CreatePostInput!): CreatePostResult!
    saveDraft(input: SaveDraftInput!): DraftResult!
    editDraft(input: EditDraftInput!): DraftResult!
    publishDraft(id: ID!): CreatePostResult!
    deleteDraft(id: ID!): DraftActionResult!
    toggleLike(postId: ID!): LikeResult!
    setFavourite(postId: ID!, favourite: Boolean!): FavouriteResult!
    addComment(input: AddCommentInput!): AddCommentResult!
    votePoll(postId: ID!, optionId: ID!): VoteResult!
    "A reason is required; OTHER takes the reporter's words in 'text'."
    reportPost(postId: ID!, reason: ReportReason!, text: String): PostActionResult!
    hidePost(postId: ID!, authorId: ID): PostActionResult!
    deletePost(postId: ID!): PostActionResult!
  }

  # ---- People: lists, follows, search and settings (edit profile, blacklist)

  "A person in a list (suggestions, followers, following, search results, the block list), as the viewer sees them."
  type Person {
    id: ID!
    firstName: String!
    lastName: String!
    username: String!
    profilePhoto: String
    isVerified: Boolean!
    isFollowing: Boolean!
    "Known for trending people; null in the followers and following lists."
    followersCount: Int
  }

  "A follow or unfollow as the server left it: the person's followers and the viewer's own following count."
  type FollowResult {
    message: String!
    userId: ID!
    isFollowing: Boolean!
    followersCount: Int!
    viewerFollowingCount: Int!
  }

  extend type Query {
    "Newest follow first; pages start at 1."
    followers(userId: ID!, page: Int!): [Person!]!
    "Newest follow first; pages start at 1."
    followings(userId: ID!, page: Int!): [Person!]!
    "Suggestions: the most followed people first, never the viewer."
    trendingPeople(page: Int!): [Person!]!
  }

  extend type Mutation {
    follow(userId: ID!): FollowResult!
    unfollow(userId: ID!): FollowResult!
  }

  type Country {
    "ISO 3166-1 numeric code."
    id: ID!
    "ISO 3166-1 alpha-2 code ('ES'): the client names the country in the reader's language."
    code: String!
    "The English name."
    name: String!
  }

  type Region {
    "ISO 3166-2 code ('US-CA')."
    id: ID!
    name: String!
  }

  "Only the fields sent change; '' clears a text, null clears gender and country."
  input EditProfileInput {
    firstName: String!
    lastName: String!
    gender: Gender
    countryId: ID
    state: String
    city: String
    address: String
    zipcode: String
    "YYYY-MM-DD, or '' to clear."
    birthDate: String
    websiteLink: String
    facebookLink: String
    instagramLink: String
    twitterLink: String
    otherProfileLink: String
    bio: String
    "The key of a new upload through user/profile/; left out keeps the photo."
    profilePhotoKey: String
    coverPhotoKey: String
  }

  type EditProfileResult {
    message: String!
    user: User!
  }

  type BlockResult {
    message: String!
    userId: ID!
    isBlocked: Boolean!
  }

  extend type Query {
    "Up to 10 people whose first name, last name or username starts with 'search'; never the viewer or blocked people."
    searchPeople(search: String!): [Person!]!
    countries: [Country!]!
    regions(countryId: ID!): [Region!]!
    "The viewer's block list, newest block first; an empty page ends it."
    blockList(page: Int!): [Person!]!
  }

  extend type Mutation {
    editProfile(input: EditProfileInput!): EditProfileResult!
    setBlocked(userId: ID!, blocked: Boolean!): BlockResult!
    "A reason is required; OTHER takes the reporter's words in 'text'."
    reportUser(userId: ID!, reason: ReportReason!, text: String): MessageResult!
  }

  "What a notification is about (spec §3), spelled as the client reads it; OTHER for a code this client does not know."
  enum NotificationKind {
    LIKE_POST
    LIKE_COMMENT
    POST_COMMENT
    START_FOLLOW
    TAG_IN_POST
    NEW_STORY
    NEW_TIPS
    RECEIVED_COINS
    WALLET_UPDATED
    TRANSFER_COINS
    CHAT
    NEW_SUBSCRIPTION
    NEW_SUBSCRIBER
    "An auto-renewing subscription ended at expiry (the wallet was short or the plan is gone)."
    SUBSCRIPTION_LAPSED
    VERIFICATION_UPDATES
    DOCUMENT_APPROVED
    DOCUMENT_REJECTED
    PAYOUT_UPDATES
    PAYOUT_PAID
    PAYOUT_REJECTED
    "An admin removed the reader's post after reports."
    POST_REMOVED
    "A post the reader reported was removed."
    REPORT_UPHELD
    "A post the reader reported was reviewed and stays up."
    REPORT_DISMISSED
    "Someone the reader follows went live (new_livestream): opens the stream."
    LIVE_STREAM
    "Someone paid to join the reader's live stream (live_stream)."
    LIVE_JOINED
    OTHER
  }

  "A tab of /notification (contract NotificationCategory): ALL lists every kind; each notification is in one of the others."
  enum NotificationCategory {
    ALL
    INTERACTIONS
    SUBSCRIPTIONS
    MONEY
    MENTIONS
  }

  "Who caused a notification."
  type NotificationActor {
    id: ID!
    firstName: String!
    lastName: String!
    username: String!
    profilePhoto: String
    isVerified: Boolean!
  }

  type Notification {
    id: ID!
    kind: NotificationKind!
    "The tab it is listed in besides ALL; null for a type this client does not know (listed in ALL only)."
    category: NotificationCategory
    "The server's English line, for a kind the client has no line of its own for."
    description: String!
    createdAt: String!
    isRead: Boolean!
    "Null for the platform's own notifications."
    actor: NotificationActor
    postId: ID
    commentId: ID
    "The coins it is about (a tip, a transfer, an unlock, a purchase), when it is about coins."
    coins: Int
    "The live stream it is about (someone went live), when it is about one."
    streamId: String
    "The short message a tip, donation or sticker carried, for its receiver to read."
    note: String
  }

  type UnreadCount {
    unread: Int!
  }

  extend type Query {
    "Newest first, of one tab (every kind when category is absent or ALL); pages start at 1, an empty page ends the paging."
    notifications(page: Int!, category: NotificationCategory): [Notification!]!
    "How many arrived since the list was last opened."
    unreadNotifications: UnreadCount!
  }

  extend type Mutation {
    "The list was opened: everything up to now is read."
    markNotificationsRead: UnreadCount!
  }

  # ---- Wallet and money: transactions, unlocking, donations, stickers, coin transfers, card payments

  "What a wallet line was (contract LedgerKind); OTHER for a kind this client does not know."
  enum LedgerKind {
    COIN_PURCHASE
    POST_UNLOCK
    POST_DONATION
    USER_DONATION
    STICKER
    COIN_TRANSFER
    REFERRAL_BONUS
    SUBSCRIPTION
    PAYOUT_REQUEST
    PAYOUT_PAID
    PAYOUT_REJECTED
    CHAT_MEDIA
    MEDIA_PACKAGE
    LIVE_JOIN
    LIVE_TIP
    OTHER
  }

  "The other side of a wallet line, when it is a person."
  type Counterparty {
    id: ID!
    firstName: String!
    lastName: String!
    username: String!
  }

  "One line of the wallet; the client builds its title and message from kind, counterparty and the figures."
  type WalletLine {
    id: ID!
    kind: LedgerKind!
    "Coins came in (transaction_type 1) or went out."
    isCredit: Boolean!
    "What moved in or out of this wallet."
    price: Int!
    "The whole price (a creator's line shows price less the platform fee)."
    whole: Int!
    "Coins of a pack bought, when known."
    coins: Int
    "The sticker's name, for a sticker line."
    stickerName: String
    counterparty: Counterparty
    postId: ID
    "ISO 8601."
    createdAt: String!
    "The server's English line."
    title: String!
    message: String!
    "The short message a tip, donation or sticker carried, seen by both parties."
    note: String
  }

  type WalletPage {
    walletBalance: Int!
    "Of walletBalance, the bonus coins (referral welcome coins and what they bought): spendable, never withdrawable."
    bonusBalance: Int!
    lines: [WalletLine!]!
  }

  type Sticker {
    id: ID!
    name: String!
    "Root-relative URL, ready for an <img>."
    imageUrl: String!
    price: Int!
  }

  enum PaymentProvider {
    TEST_CARD
    STRIPE
  }

  type PaymentConfig {
    provider: PaymentProvider!
    publishableKey: String
  }

  "A card turned into a payment method by the provider; the number never reaches our server."
  type PaymentMethod {
    id: ID!
    brand: String!
    last4: String!
  }

  enum PaymentStatus {
    SUCCEEDED
    REQUIRES_ACTION
  }

  type CoinPayment {
    message: String!
    status: PaymentStatus!
    "pi_… of the payment: confirms it after the card's extra step."
    paymentId: String!
    coins: Int!
    walletBalance: Int!
    "What the card's extra step needs; null when it succeeded."
    clientSecret: String
  }

  "What a paid call answers: the payer's balance once the movement is written."
  type BalanceResult {
    message: String!
    walletBalance: Int!
  }

  type UnlockResult {
    message: String!
    walletBalance: Int!
    "The post opened for the buyer, its media signed."
    post: Post!
  }

  type StickerResult {
    message: String!
    walletBalance: Int!
    sticker: Sticker!
  }

  input CardInput {
    number: String!
    expMonth: Int!
    expYear: Int!
    cvc: String!
  }

  enum ExtraStepOutcome {
    COMPLETE
    FAIL
  }

  "A card saved when buying coins: what its owner sees of it, never the number."
  type SavedCard {
    id: ID!
    brand: String!
    last4: String!
    expMonth: Int!
    expYear: Int!
  }

  "Automatic top-up: the saved card buys this pack when a purchase finds the wallet short."
  type AutoTopUp {
    cardId: ID!
    packId: ID!
  }

  type SavedCards {
    message: String!
    cards: [SavedCard!]!
    "Null when automatic top-up is off."
    autoTopUp: AutoTopUp
    "What a coin is worth in cents: the money value shown beside prices."
    coinValueCents: Int!
  }

  extend type Query {
    "Newest first; pages start at 1, an empty page ends the paging."
    walletPage(page: Int!): WalletPage!
    stickers: [Sticker!]!
    paymentConfig: PaymentConfig!
    savedCards: SavedCards!
  }

  extend type Mutation {
    "Every paid call takes the attempt's idempotency key: the same key again charges once."
    unlockPost(postId: ID!, price: Int!, idempotencyKey: String!): UnlockResult!
    "A donation on a post; message: a short line its receiver reads (at most 140 characters)."
    donateToPost(postId: ID!, amount: Int!, message: String, idempotencyKey: String!): BalanceResult!
    "A donation on a profile; message: a short line its receiver reads (at most 140 characters)."
    donateToUser(userId: ID!, amount: Int!, message: String, idempotencyKey: String!): BalanceResult!
    "message: an optional short message the receiver sees beside the sticker."
    sendSticker(stickerId: ID!, toUserId: ID!, message: String, idempotencyKey: String!): StickerResult!
    transferCoins(toUserId: ID!, amount: Int!, idempotencyKey: String!): BalanceResult!
    "The embedded test-card provider: a typed card becomes a payment method (what Stripe.js does against Stripe)."
    createTestCardPaymentMethod(input: CardInput!): PaymentMethod!
    "The embedded test-card provider's extra authentication step, completed or failed."
    takeTestCardExtraStep(clientSecret: String!, outcome: ExtraStepOutcome!): MessageResult!
    "Buys a coin pack with a payment method (pm_…), or confirms a payment after its extra step (pi_…)."
    buyCoins(packId: ID!, paymentId: String!, idempotencyKey: String!, saveCard: Boolean): CoinPayment!
    "Buys a coin pack with a saved card, in one confirmation."
    buyWithSavedCard(cardId: ID!, packId: ID!, idempotencyKey: String!): CoinPayment!
    removeCard(cardId: ID!): SavedCards!
    "On with a saved card and a pack; off when either is null."
    setAutoTopUp(cardId: ID, packId: ID): SavedCards!
  }

  "A subscription package's kind (spec §3 package_type 0, 1, 2)."
  enum PackageKind {
    TRIAL
    MONTHLY
    ANNUAL
  }

  "One plan of a creator (spec §3 Subscription packages): a price in coins per period, or the free trial's days."
  type SubscriptionPackage {
    id: ID!
    kind: PackageKind!
    price: Int!
    "Off plans only reach their owner (the plans form)."
    isActive: Boolean!
    trialDays: Int!
  }

  "What is charged when the current period ends; none: the subscription ends then."
  type NextPackage {
    kind: PackageKind!
    price: Int!
    days: Int!
  }

  "The other side of a subscription: the creator in My subscriptions, the fan in My subscribers."
  type SubscriptionPerson {
    id: ID!
    firstName: String!
    lastName: String!
    username: String!
    profilePhoto: String
    isVerified: Boolean!
  }

  # ---- Verification, banking and payouts; the admin's review

  "The identity document of a verification request."
  enum DocumentType {
    GOVERNMENT_ID
    NATIONAL_ID
    PASSPORT
    DRIVING_LICENSE
  }

  "The viewer's verification: its status, the reviewer's reason when rejected, and the last request's images (signed, short-lived)."
  type Verification {
    status: VerificationStatus!
    comment: String!
    documentType: DocumentType
    imageUrl: String
    selfieUrl: String
    submittedAt: String
  }

  type VerificationResult {
    message: String!
    verification: Verification!
  }

  "Banking details as they are shown again: the account number masked."
  type BankDetails {
    holderName: String!
    bankName: String!
    accountNumber: String!
    country: String!
    state: String!
    city: String!
    routing: String!
    address: String!
    swiftCode: String!
  }

  input BankInput {
    holderName: String!
    bankName: String!
    accountNumber: String!
    country: String!
    state: String!
    city: String!
    routing: String!
    address: String!
    swiftCode: String!
  }

  type BankResult {
    message: String!
    bank: BankDetails!
  }

  "What can be withdrawn now: earned coins not yet withdrawn, their value, and when the next payout is possible."
  type Withdrawable {
    coins: Int!
    cents: Int!
    coinValueCents: Int!
    nextWithdrawAt: String
    hasBank: Boolean!
  }

  enum PayoutStatus {
    PENDING
    PAID
    REJECTED
  }

  type Payout {
    id: ID!
    amount: Int!
    amountCents: Int!
    requestedAt: String!
    status: PayoutStatus!
    comment: String!
  }

  type PayoutResult {
    message: String!
    payout: Payout!
    withdrawable: Withdrawable!
  }

  "Who a review queue item is about."
  type ReviewedUser {
    id: ID!
    firstName: String!
    lastName: String!
    username: String!
    profilePhoto: String
    isVerified: Boolean!
  }

  "One of the viewer's subscriptions (spec §3 My subscription); renews false once cancelled (it runs until expiry)."
  type MySubscription {
    id: ID!
    packageId: ID
    kind: PackageKind!
    creator: SubscriptionPerson!
    startDate: String!
    expiryDate: String!
    remainingDays: Int!
    price: Int!
    renews: Boolean!
    nextPackage: NextPackage
  }

  "One of the viewer's subscribers (spec §3 Subscriber)."
  type Subscriber {
    id: ID!
    kind: PackageKind!
    price: Int!
    remainingDays: Int!
    startDate: String!
    fan: SubscriptionPerson!
    nextPackage: NextPackage
  }

  type SubscribeResult {
    message: String!
    walletBalance: Int!
    subscription: MySubscription!
    "The creator's latest subscriber-only posts, now open with their media."
    unlockedPosts: [Post!]!
  }

  type SubscriptionChange {
    message: String!
    subscription: MySubscription!
  }

  type PlansResult {
    message: String!
    packages: [SubscriptionPackage!]!
  }

  "The plans form: only the active plans' fields (spec §5)."
  input PlansInput {
    monthly: Int
    annual: Int
    trialDays: Int
  }

  "A bundle: 3, 6 or 12 months of the monthly plan paid at once, less a discount."
  type SubscriptionBundle {
    months: Int!
    discountPercent: Int!
    "The coins paid at once."
    price: Int!
    "The same months at the monthly price."
    regularPrice: Int!
  }

  "A limited-time discount on the first period for fans who never subscribed to the creator."
  type SubscriptionPromotion {
    discountPercent: Int!
    endsAt: String!
    "How many fans may claim it; none: no limit."
    claimLimit: Int
    claimed: Int!
    "Whether the viewer would pay the promotion's price now (the server decides again when they pay)."
    eligible: Boolean!
  }

  "A creator's bundles and promotion, as the viewer sees them."
  type SubscriptionOffers {
    bundles: [SubscriptionBundle!]!
    promotion: SubscriptionPromotion
  }

  type OffersResult {
    message: String!
    offers: SubscriptionOffers!
  }

  input BundleInput {
    months: Int!
    discountPercent: Int!
  }

  input PromotionInput {
    discountPercent: Int!
    endsAt: String!
    claimLimit: Int
  }

  "The bundles and promotion form: the whole list of bundles, and the promotion or none."
  input OffersInput {
    bundles: [BundleInput!]!
    promotion: PromotionInput
  }

  extend type Query {
    "A creator's plans: the active ones, or all of the viewer's own."
    creatorPackages(userId: ID!): [SubscriptionPackage!]!
    "The viewer's running subscription to the creator (a cancelled one until it ends), or null."
    subscriptionWith(userId: ID!): MySubscription
    "A creator's bundles and running promotion (all of the viewer's own)."
    creatorOffers(userId: ID!): SubscriptionOffers!
    mySubscriptions(page: Int!): [MySubscription!]!
    mySubscribers(page: Int!): [Subscriber!]!
  }

  extend type Mutation {
    savePlans(input: PlansInput!): PlansResult!
    saveOffers(input: OffersInput!): OffersResult!
    "With bundleMonths the package is the monthly plan and that bundle's months are paid at once."
    subscribe(creatorId: ID!, packageId: ID!, bundleMonths: Int, idempotencyKey: String!): SubscribeResult!
    cancelSubscription(subscriptionId: ID!): SubscriptionChange!
    renewSubscription(subscriptionId: ID!): SubscriptionChange!
  }

  type PendingVerification {
    id: ID!
    user: ReviewedUser!
    documentType: DocumentType!
    imageUrl: String!
    selfieUrl: String!
    submittedAt: String!
  }

  type PendingPayout {
    id: ID!
    user: ReviewedUser!
    amount: Int!
    amountCents: Int!
    requestedAt: String!
    bank: BankDetails!
  }

  "Why a post or a person is reported (contract ReportReason)."
  enum ReportReason {
    SPAM
    HARASSMENT
    IMPERSONATION
    UNDERAGE
    COPYRIGHT
    OTHER
  }

  "How many open reports give one reason."
  type ReasonCount {
    reason: ReportReason!
    count: Int!
  }

  type ReportedPost {
    postId: ID!
    author: ReviewedUser!
    description: String!
    reports: Int!
    "The open reports by reason, most first."
    reasons: [ReasonCount!]!
    "The words of those who chose OTHER, oldest first."
    texts: [String!]!
    lastReportedAt: String!
  }

  type ReportedPerson {
    user: ReviewedUser!
    reports: Int!
    reasons: [ReasonCount!]!
    texts: [String!]!
    lastReportedAt: String!
  }

  "The background jobs in all: queued (new or waiting for a retry), running, and failed after their last retry."
  type BackgroundJobs {
    waiting: Int!
    active: Int!
    failed: Int!
  }

  "A person an admin suspended: no session, no login, out of everyone's sight until unsuspended."
  type SuspendedPerson {
    user: ReviewedUser!
    suspendedAt: String!
  }

  extend type Query {
    verification: Verification!
    "Null until the viewer saves banking details."
    bankDetails: BankDetails
    withdrawable: Withdrawable!
    "The viewer's payouts, newest first; an empty page ends the paging."
    payouts(page: Int!): [Payout!]!
    "Admins only: the queues, oldest request first (reports: the most reported first)."
    pendingVerifications(page: Int!): [PendingVerification!]!
    pendingPayouts(page: Int!): [PendingPayout!]!
    reportedPosts(page: Int!): [ReportedPost!]!
    reportedPeople(page: Int!): [ReportedPerson!]!
    "Admins only: the suspended, the most recently suspended first."
    suspendedPeople(page: Int!): [SuspendedPerson!]!
    "Admins only: the background jobs, counted now."
    backgroundJobs: BackgroundJobs!
  }

  extend type Mutation {
    "The images go up first through /api/upload (user/documents/); this names them by key."
    submitVerification(documentType: DocumentType!, imageKey: String!, selfieKey: String!): VerificationResult!
    saveBank(input: BankInput!): BankResult!
    requestPayout(amount: Int!): PayoutResult!
    "Admins only: approve, or reject with a reason."
    decideVerification(id: ID!, approve: Boolean!, comment: String): MessageResult!
    decidePayout(id: ID!, approve: Boolean!, comment: String): MessageResult!
    "Admins only: remove the reported post, or dismiss its reports."
    decideReport(postId: ID!, remove: Boolean!): MessageResult!
    "Admins only: dismiss a reported person's open reports."
    dismissPersonReports(userId: ID!): MessageResult!
    "Admins only: suspend a person (their sessions end, their open reports close), or lift it."
    suspendPerson(userId: ID!): MessageResult!
    unsuspendPerson(userId: ID!): MessageResult!
  }

  "A file of a paid media package (spec §3 Media content): image 0, audio 1, video 2."
  enum MediaKind {
    IMAGE
    AUDIO
    VIDEO
  }

  "One of the viewer's paid media packages (spec §3): a name, a price in coins and how many files it holds."
  type MediaPackage {
    id: ID!
    name: String!
    price: Int!
    mediaCount: Int!
  }

  "A package file: its signed, short-lived URL and its image thumbnail (only for the owner and buyers)."
  type MediaContent {
    id: ID!
    packageId: ID!
    kind: MediaKind!
    url: String!
    thumbnailUrl: String!
    "A video's HLS master playlist once its renditions are ready."
    hlsUrl: String
  }

  "The detail screen of one of the viewer's own packages."
  type MediaPackageDetail {
    id: ID!
    name: String!
    price: Int!
    mediaCount: Int!
    media: [MediaContent!]!
  }

  "The package viewer (spec §3 Package view): the files by kind and their owner."
  type PackageView {
    packageId: ID!
    name: String!
    price: Int!
    owner: CommentAuthor!
    images: [MediaContent!]!
    audio: [MediaContent!]!
    videos: [MediaContent!]!
  }

  input MediaPackageInput {
    name: String!
    price: Int!
  }

  type MediaPackageResult {
    message: String!
    package: MediaPackage!
  }

  type DeletedResult {
    message: String!
    id: ID!
  }

  type PackageSent {
    message: String!
    sent: Int!
  }

  extend type Query {
    "The viewer's own packages, newest first."
    myMediaPackages: [MediaPackage!]!
    mediaPackage(id: ID!): MediaPackageDetail!
    "The owner and buyers only."
    packageView(packageId: ID!): PackageView!
  }

  extend type Mutation {
    createMediaPackage(input: MediaPackageInput!): MediaPackageResult!
    editMediaPackage(id: ID!, input: MediaPackageInput!): MediaPackageResult!
    deleteMediaPackage(id: ID!): DeletedResult!
    "Files go up through rest.ts (multipart); this removes one."
    deleteMediaContent(id: ID!): DeletedResult!
    "Offers a package in the conversation with each follower named (account ids)."
    sendPackage(packageId: ID!, title: String!, userIds: [ID!]!): PackageSent!
  }

  "One item of the viewer's vault: an image, video or sound they uploaded, by its key; its URL is signed for them."
  type VaultItem {
    key: ID!
    kind: MediaKind!
    mime: String!
    url: String!
    width: Int
    height: Int
    size: Int!
    createdAt: String!
  }

  "A vault item made a new upload for a post: the key post/create takes."
  type VaultUse {
    key: ID!
    location: String!
  }

  type VaultRemoved {
    message: String!
    key: ID!
  }

  "A vault item added to a package: the package file of its own it became."
  type VaultPackageUse {
    message: String!
    content: MediaContent!
  }

  "A vault photo or video made a chat file: the key a message names, as an upload's."
  type VaultChatUse {
    key: ID!
  }

  extend type Query {
    "The viewer's vault, newest first; one kind when asked."
    vault(page: Int!, kind: MediaKind): [VaultItem!]!
  }

  extend type Mutation {
    "A vault item used in a new post without uploading it again (its own file, for the post's slot of that kind)."
    useVaultItem(key: ID!, kind: MediaKind!): VaultUse!
    "A vault item added to one of the viewer's packages without uploading it again (its own file, under the package's rule)."
    useVaultItemInPackage(key: ID!, packageId: ID!): VaultPackageUse!
    "A vault photo or video made the viewer's chat file \`uploadId\` (another image format as a JPEG; audio is refused)."
    useVaultItemInChat(key: ID!, uploadId: String!): VaultChatUse!
    "Hides an item from the vault; posts, messages and packages holding it keep it."
    deleteVaultItem(key: ID!): VaultRemoved!
  }

  # ---- Mass messages and fan lists (issue 32)

  "Who a mass message goes to."
  enum MassAudience {
    SUBSCRIBERS
    FOLLOWERS
    LIST
  }

  "A file a mass message carries: its thumbnail, signed for its author."
  type MassMessageMedia {
    kind: MediaKind!
    thumbnailUrl: String!
  }

  "One message a creator sent to an audience, with what became of it."
  type MassMessage {
    id: ID!
    audience: MassAudience!
    "The list's name when sent to a list."
    listName: String
    content: String!
    "Null for a free message."
    price: Int
    media: [MassMessageMedia!]!
    "True while recipients are still getting it."
    sending: Boolean!
    sent: Int!
    opened: Int!
    bought: Int!
    earned: Int!
    createdAt: String!
  }

  "How many each audience holds now."
  type MassAudiences {
    subscribers: Int!
    followers: Int!
  }

  "A creator's saved list of fans."
  type FanList {
    id: ID!
    name: String!
    members: Int!
  }

  "One of the creator's followers or subscribers, and whether the list asked about holds them."
  type Fan {
    id: ID!
    firstName: String!
    lastName: String!
    username: String!
    profilePhoto: String
    isVerified: Boolean!
    inList: Boolean!
    subscribed: Boolean!
  }

  type MassMessageSent {
    message: String!
    massMessage: MassMessage!
  }

  type FanListChanged {
    message: String!
    list: FanList!
  }

  input MassMessageInput {
    audience: MassAudience!
    listId: ID
    content: String!
    "Keys of the creator's own chat uploads (a vault item copied for chat)."
    files: [ID!]!
    "Coins; absent for a free message."
    price: Int
    clientId: String!
  }

  extend type Query {
    "The viewer's mass messages, newest first."
    massMessages(page: Int!): [MassMessage!]!
    massAudiences: MassAudiences!
    fanLists: [FanList!]!
    "The viewer's fans, the list's members first; a search matches names and usernames."
    fanListFans(listId: ID!, page: Int!, search: String): [Fan!]!
  }

  extend type Mutation {
    sendMassMessage(input: MassMessageInput!): MassMessageSent!
    createFanList(name: String!): FanListChanged!
    deleteFanList(listId: ID!): FanListChanged!
    addToFanList(listId: ID!, userIds: [ID!]!): FanListChanged!
    removeFromFanList(listId: ID!, userIds: [ID!]!): FanListChanged!
  }

  "One image of a story (spec §3 Story): its signed URL lasts no longer than the story."
  type StoryImage {
    id: ID!
    url: String!
    createdAt: String!
    expiresAt: String!
    seen: Boolean!
  }

  "One person's story: their images of the last 24 hours, oldest first; seen once the viewer watched every image."
  type Story {
    user: CommentAuthor!
    images: [StoryImage!]!
    seen: Boolean!
  }

  type StoryResult {
    message: String!
    story: Story!
  }

  extend type Query {
    "The viewer's own story first, then people with unseen images, then the rest (spec §2 story strip)."
    stories: [Story!]!
  }

  extend type Mutation {
    "The image goes up through rest.ts (story/images/); this makes it a story of the viewer."
    createStory(imageKey: String!): StoryResult!
    "The owner only."
    deleteStory(id: ID!): DeletedResult!
    "The viewer watched this image."
    markStorySeen(id: ID!): ID!
  }

  "Who hosts a live stream."
  type LiveHost {
    id: ID!
    "Their full name, or the username when they gave none."
    name: String!
    username: String!
    photo: String
  }

  "A live stream as a viewer sees it (spec §3 Live stream), with its audience and the viewer's access."
  type LiveStream {
    "The stream's channel name (ten characters)."
    id: ID!
    hostId: ID!
    title: String!
    description: String!
    "The price in coins; 0 when free."
    price: Int!
    "Joining costs the price (a paid stream with a price)."
    paid: Boolean!
    host: LiveHost!
    "Viewers watching now (the host not counted)."
    viewers: Int!
    "The viewer may watch now: free, paid already, or their own stream."
    joined: Boolean!
    "The host's tip goal, or null (issue 32)."
    goal: LiveGoal
    "The host's tip menu."
    menu: [LiveMenuItem!]!
    "Coins tipped in this stream so far (tips, menu tips and gifts), from the ledger."
    tipsTotal: Int!
  }

  "A stream's tip goal: the coins to reach and what happens then."
  type LiveGoal {
    coins: Int!
    label: String!
  }

  "A tip menu item: tipping it sends its price, labelled with it."
  type LiveMenuItem {
    id: ID!
    label: String!
    price: Int!
  }

  "Someone watching the host's stream now, and since when."
  type LiveViewer {
    user: LiveHost!
    joinedAt: String!
  }

  input LiveGoalInput {
    coins: Int!
    label: String!
  }

  input LiveMenuItemInput {
    label: String!
    price: Int!
  }

  "Which transport carries a stream's video and chat: the embedded WebRTC unless the server has Agora keys."
  enum LiveTransport {
    WEBRTC
    AGORA
  }

  enum LiveRole {
    HOST
    AUDIENCE
  }

  "The passes for a stream's transport."
  type LiveTokens {
    transport: LiveTransport!
    role: LiveRole!
    rtcToken: String!
    rtmToken: String!
    appId: String
    uid: Int!
    "The most viewers the embedded transport carries; null with Agora."
    capacity: Int
  }

  input CreateLiveStreamInput {
    "The channel name the host's page drew (ten characters)."
    streamId: ID!
    hostId: ID!
    title: String!
    description: String!
    "0 when free."
    price: Int!
    "An optional tip goal."
    goal: LiveGoalInput
    "An optional tip menu (at most 10 items)."
    menu: [LiveMenuItemInput!]
  }

  type LiveJoinResult {
    message: String!
    walletBalance: Int!
    stream: LiveStream!
  }

  extend type Query {
    "The streams live now by the people the viewer follows, and the viewer's own."
    liveStreams: [LiveStream!]!
    "One stream, to open it from a link, a bubble or a notification."
    liveStream(streamId: ID!): LiveStream!
    "The passes to watch or host the stream."
    liveTokens(streamId: ID!): LiveTokens!
    "Who watches the viewer's own stream now (the host only)."
    liveViewers(streamId: ID!): [LiveViewer!]!
  }

  extend type Mutation {
    "Starts the host's stream (spec §3 Go Live)."
    createLiveStream(input: CreateLiveStreamInput!): MessageResult!
    "The host ends their stream."
    deleteLiveStream(streamId: ID!): MessageResult!
    "Pays a paid stream's price once (the paid live join); a free one answers at once."
    joinLiveStream(streamId: ID!): LiveJoinResult!
    "Coins to the host from the stream's chat."
    tipLiveStream(streamId: ID!, amount: Int!, idempotencyKey: String!): BalanceResult!
    "A sticker to the host from the stream's chat, with an optional short message."
    giftLiveStream(streamId: ID!, stickerId: ID!, message: String, idempotencyKey: String!): BalanceResult!
    "The host sets (or clears) the tip goal and replaces the tip menu."
    setLiveTips(streamId: ID!, goal: LiveGoalInput, menu: [LiveMenuItemInput!]!): LiveStream!
    "A tip of a menu item's price (the price the viewer saw; refused when it changed)."
    tipLiveMenuItem(streamId: ID!, itemId: ID!, price: Int!, idempotencyKey: String!): BalanceResult!
  }
  # ---- Earnings: a creator's sales as the ledger booked them (issue 32)

  "How the earnings are grouped: UTC days, ISO weeks (from Monday) or calendar months."
  enum EarningsPeriod {
    DAY
    WEEK
    MONTH
  }

  "Where earnings come from."
  enum EarningsSource {
    SUBSCRIPTIONS
    UNLOCKS
    TIPS
    STICKERS
    PACKAGES
    MESSAGES
    LIVE
  }

  "Coins fans paid (gross), the platform's fee, what reached the creator (net), and how many sales."
  type EarningsFigures {
    gross: Int!
    fee: Int!
    net: Int!
    count: Int!
  }

  type SourceEarnings {
    source: EarningsSource!
    figures: EarningsFigures!
  }

  "A day, week or month, by its first day (YYYY-MM-DD), with each source's figures."
  type EarningsBucket {
    start: String!
    figures: EarningsFigures!
    sources: [SourceEarnings!]!
  }

  "A fan and what they paid the creator in the range."
  type TopFan {
    person: Person!
    figures: EarningsFigures!
  }

  "Subscribers at a bucket's end (or now), and how many subscribed in it."
  type SubscriberPoint {
    start: String!
    active: Int!
    newSubscribers: Int!
  }

  type Earnings {
    period: EarningsPeriod!
    from: String!
    to: String!
    totals: EarningsFigures!
    sources: [SourceEarnings!]!
    buckets: [EarningsBucket!]!
    topFans: [TopFan!]!
    subscribers: [SubscriberPoint!]!
  }

  "A month's statement as CSV, to download."
  type EarningsStatement {
    month: String!
    filename: String!
    csv: String!
    totals: EarningsFigures!
  }

  extend type Query {
    "The viewer's earnings from 'from' to 'to' (YYYY-MM-DD, UTC, inclusive); verified creators only."
    earnings(period: EarningsPeriod!, from: String!, to: String!): Earnings!
    "The viewer's statement for a month (YYYY-MM)."
    earningsStatement(month: String!): EarningsStatement!
  }
`;
