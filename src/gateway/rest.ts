import type {
  PersonReportDecisionBody,
  ReportedPeopleResponse,
  ReportedPostsResponse,
  ReportPostBody,
  ReportUserBody,
  ReportUserResponse,
  SuspendedPeopleResponse,
  SuspensionBody,
} from '../../contract/reports';
import type { Static, TSchema } from 'typebox';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  ChatUserResponse,
  EmailBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  OtpSentResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  UserByIdBody,
  UserResponse,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '../../contract/auth';
import type {
  ChatLoginBody,
  ChatLoginResponse,
  ChatUnreadResponse,
  ChatUploadResponse,
  ConversationBody,
  ConversationResponse,
  MessagesListBody,
  MessagesListResponse,
  RoomBody,
  RoomsListResponse,
  SendMessageBody,
  SendMessageResponse,
  SendPackageBody,
  SendPackageResponse,
  UpdateWalletBody,
  UpdateWalletResponse,
} from '../../contract/chat';
import type {
  CreateMediaPackageBody,
  DeletedResponse,
  EditMediaPackageBody,
  MediaContentIdBody,
  MediaContentResponse,
  MediaIdBody,
  MediaPackageDetailResponse,
  MediaPackageResponse,
  MediaPackagesResponse,
  PackageContentsBody,
  PackageMediaIdBody,
  PackageViewResponse,
} from '../../contract/packages';
import type {
  CommentBody,
  CommentListResponse,
  CommentResponse,
  CommentsBody,
  CreatePostBody,
  FavouriteListBody,
  FavouriteResponse,
  FeedBody,
  HashtagListResponse,
  LikeResponse,
  PostActionResponse,
  PostIdBody,
  PostListResponse,
  PostResponse,
  PostsByTagBody,
  SearchTagsBody,
  UploadResponse,
  UserFeedBody,
  VotePollBody,
  VotePollResponse,
} from '../../contract/posts';
import type {
  CreateStoryBody,
  CreateStoryResponse,
  DeleteStoryBody,
  SeenStoryBody,
  StoriesResponse,
  StoryIdResponse,
} from '../../contract/stories';
import type { CountryListResponse, EditProfileBody, EditProfileResponse, StateListResponse, StatesBody } from '../../contract/profile';
import type {
  AutocompleteBody,
  AutocompleteResponse,
  BlockListBody,
  BlockListResponse,
  BlockResponse,
  FollowResponse,
  FollowerListResponse,
  FollowingListResponse,
  PeoplePageBody,
  TrendingPeopleResponse,
  UserIdBody,
} from '../../contract/people';
import type { NotificationListBody, NotificationListResponse, UnreadCountResponse } from '../../contract/notifications';
import type {
  BalanceResponse,
  CoinTransferBody,
  DonateBody,
  InappPaymentBody,
  InappPaymentResponse,
  PayPostBody,
  PayPostResponse,
  PaymentConfigResponse,
  SendStickerBody,
  SendStickerResponse,
  StickersResponse,
  TestCardAuthenticateBody,
  TestCardBody,
  TestCardResponse,
  TransactionListResponse,
  UserDonateBody,
} from '../../contract/wallet';
import type {
  MySubscribersResponse,
  MySubscriptionsResponse,
  SavePlansBody,
  SubscribeBody,
  SubscribeResponse,
  SubscriptionIdBody,
  SubscriptionResponse,
  UserPackageResponse,
} from '../../contract/subscriptions';
import type {
  AdminPageBody,
  BankBody,
  BankDetailsResponse,
  DecideBody,
  DecisionResponse,
  PendingPayoutsResponse,
  PendingVerificationsResponse,
  RejectBody,
  ReportDecisionBody,
  UploadDocumentBody,
  VerificationStatusResponse,
  WithdrawableResponse,
  WithdrawBody,
  WithdrawListResponse,
  WithdrawResponse,
} from '../../contract/review';
import type {
  AgoraTokensBody,
  AgoraTokensResponse,
  CreateLiveStreamBody,
  JoinLiveStreamResponse,
  LiveGiftBody,
  LiveStreamResponse,
  LiveStreamsResponse,
  LiveTipBody,
  LiveTipResponse,
  StreamBody,
} from '../../contract/live';
import { IDEMPOTENCY_HEADER, MEDIA_CONTENT_FIELDS as MediaContentFields } from '../../contract/fieldRules';
import type { UploadPath } from '../../contract/rules';
import { CommonMessages } from '../../contract/commonMessages';
import { ChatFileRoutes, FeedRoutes } from '../../contract/feedRoutes';
import type { AdminRoutes, ChatRoutes } from '../../contract/routes';

type DataOf<T> = T extends { data: infer D } ? D : never;
type Call<Body, Reply extends TSchema> = { body: Body; data: DataOf<Static<Reply>> };
type Empty = Record<string, never>;

/** The reset path carries the user id, so it is matched by its shape rather than a literal. */
export type ResetPasswordPath = ReturnType<typeof AdminRoutes.resetPassword>;
/** The trending feed carries its page in the query (spec §7). */
export type TrendingPath = ReturnType<typeof AdminRoutes.feedTrendingPage>;
/** Trending people carry their page in the query, as the trending feed. */
export type TrendingPeoplePath = `${typeof AdminRoutes.userTrending}?page=${number}`;
/** GET /api/post/{id}. */
export type PostPath = ReturnType<typeof AdminRoutes.postById>;

/** Every admin API call the client makes: body sent and `data` answered (spec §7). */
export interface AdminCalls {
  [AdminRoutes.register]: Call<RegisterBody, typeof RegisterResponse>;
  [AdminRoutes.verifyOtp]: Call<VerifyOtpBody, typeof VerifyOtpResponse>;
  [AdminRoutes.resendOtp]: Call<EmailBody, typeof OtpSentResponse>;
  [AdminRoutes.forgotPassword]: Call<EmailBody, typeof OtpSentResponse>;
  [AdminRoutes.login]: Call<LoginBody, typeof LoginResponse>;
  [AdminRoutes.changePassword]: Call<ChangePasswordBody, typeof ChangePasswordResponse>;
  [AdminRoutes.logout]: Call<Empty, typeof MessageResponse>;
  [AdminRoutes.userById]: Call<Static<typeof UserByIdBody>, typeof UserResponse>;
  [AdminRoutes.verifyUser]: Call<Empty, typeof UserResponse>;
  [AdminRoutes.createChatUser]: Call<Empty, typeof ChatUserResponse>;
  [path: ResetPasswordPath]: Call<ResetPasswordBody, typeof MessageResponse>;
  [AdminRoutes.feedHome]: Call<FeedBody, typeof PostListResponse>;
  [AdminRoutes.feedUser]: Call<UserFeedBody, typeof PostListResponse>;
  [path: TrendingPath]: Call<Empty, typeof PostListResponse>;
  [AdminRoutes.searchTags]: Call<SearchTagsBody, typeof HashtagListResponse>;
  [AdminRoutes.postsByTag]: Call<PostsByTagBody, typeof PostListResponse>;
  [AdminRoutes.favouriteList]: Call<FavouriteListBody, typeof PostListResponse>;
  [AdminRoutes.createPost]: Call<CreatePostBody, typeof PostResponse>;
  [AdminRoutes.comments]: Call<CommentsBody, typeof CommentListResponse>;
  [AdminRoutes.comment]: Call<CommentBody, typeof CommentResponse>;
  [AdminRoutes.like]: Call<PostIdBody, typeof LikeResponse>;
  [AdminRoutes.favourite]: Call<PostIdBody, typeof FavouriteResponse>;
  [AdminRoutes.unfavourite]: Call<PostIdBody, typeof FavouriteResponse>;
  [AdminRoutes.votePoll]: Call<VotePollBody, typeof VotePollResponse>;
  [AdminRoutes.report]: Call<ReportPostBody, typeof PostActionResponse>;
  [AdminRoutes.hide]: Call<PostIdBody & { to_user_id?: number }, typeof PostActionResponse>;
  [AdminRoutes.deletePost]: Call<PostIdBody, typeof PostActionResponse>;
  [AdminRoutes.autocompleteUser]: Call<AutocompleteBody, typeof AutocompleteResponse>;
  [AdminRoutes.editProfile]: Call<EditProfileBody, typeof EditProfileResponse>;
  [AdminRoutes.states]: Call<StatesBody, typeof StateListResponse>;
  [AdminRoutes.blockList]: Call<BlockListBody, typeof BlockListResponse>;
  [AdminRoutes.reportUser]: Call<ReportUserBody, typeof ReportUserResponse>;
  [AdminRoutes.block]: Call<UserIdBody, typeof BlockResponse>;
  [AdminRoutes.unblock]: Call<UserIdBody, typeof BlockResponse>;
  [AdminRoutes.followers]: Call<PeoplePageBody, typeof FollowerListResponse>;
  [AdminRoutes.follow]: Call<UserIdBody, typeof FollowResponse>;
  [AdminRoutes.unfollow]: Call<UserIdBody, typeof FollowResponse>;
  [AdminRoutes.followings]: Call<PeoplePageBody, typeof FollowingListResponse>;
  [path: TrendingPeoplePath]: Call<Empty, typeof TrendingPeopleResponse>;
  [AdminRoutes.notifications]: Call<NotificationListBody, typeof NotificationListResponse>;
  [AdminRoutes.notificationsUnread]: Call<Empty, typeof UnreadCountResponse>;
  [AdminRoutes.notificationsRead]: Call<Empty, typeof UnreadCountResponse>;
  [AdminRoutes.transactionList]: Call<{ page: number }, typeof TransactionListResponse>;
  [AdminRoutes.payPost]: Call<PayPostBody, typeof PayPostResponse>;
  [AdminRoutes.donate]: Call<DonateBody, typeof BalanceResponse>;
  [AdminRoutes.userDonate]: Call<UserDonateBody, typeof BalanceResponse>;
  [AdminRoutes.sendSticker]: Call<SendStickerBody, typeof SendStickerResponse>;
  [AdminRoutes.coinTransfer]: Call<CoinTransferBody, typeof BalanceResponse>;
  [AdminRoutes.updateWallet]: Call<UpdateWalletBody, typeof UpdateWalletResponse>;
  [AdminRoutes.inappPayment]: Call<InappPaymentBody, typeof InappPaymentResponse>;
  [AdminRoutes.testCardPaymentMethods]: Call<TestCardBody, typeof TestCardResponse>;
  [AdminRoutes.testCardAuthenticate]: Call<TestCardAuthenticateBody, typeof MessageResponse>;
  [AdminRoutes.userPackage]: Call<UserIdBody, typeof UserPackageResponse>;
  [AdminRoutes.savePlans]: Call<SavePlansBody, typeof UserPackageResponse>;
  [AdminRoutes.subscribe]: Call<SubscribeBody, typeof SubscribeResponse>;
  [AdminRoutes.unsubscribe]: Call<SubscriptionIdBody, typeof SubscriptionResponse>;
  [AdminRoutes.renewSubscription]: Call<SubscriptionIdBody, typeof SubscriptionResponse>;
  [AdminRoutes.mySubscriptions]: Call<{ page: number }, typeof MySubscriptionsResponse>;
  [AdminRoutes.mySubscribers]: Call<{ page: number }, typeof MySubscribersResponse>;
  [AdminRoutes.uploadDocument]: Call<UploadDocumentBody, typeof VerificationStatusResponse>;
  [AdminRoutes.verificationStatus]: Call<Empty, typeof VerificationStatusResponse>;
  [AdminRoutes.bank]: Call<BankBody, typeof BankDetailsResponse>;
  [AdminRoutes.bankDetails]: Call<Empty, typeof BankDetailsResponse>;
  [AdminRoutes.withdrawable]: Call<Empty, typeof WithdrawableResponse>;
  [AdminRoutes.withdraw]: Call<WithdrawBody, typeof WithdrawResponse>;
  [AdminRoutes.withdrawList]: Call<{ page: number }, typeof WithdrawListResponse>;
  [AdminRoutes.adminVerifications]: Call<AdminPageBody, typeof PendingVerificationsResponse>;
  [AdminRoutes.adminVerificationApprove]: Call<DecideBody, typeof DecisionResponse>;
  [AdminRoutes.adminVerificationReject]: Call<RejectBody, typeof DecisionResponse>;
  [AdminRoutes.adminPayouts]: Call<AdminPageBody, typeof PendingPayoutsResponse>;
  [AdminRoutes.adminPayoutApprove]: Call<DecideBody, typeof DecisionResponse>;
  [AdminRoutes.adminPayoutReject]: Call<RejectBody, typeof DecisionResponse>;
  [AdminRoutes.adminReports]: Call<AdminPageBody, typeof ReportedPostsResponse>;
  [AdminRoutes.adminReportRemove]: Call<ReportDecisionBody, typeof DecisionResponse>;
  [AdminRoutes.adminReportDismiss]: Call<ReportDecisionBody, typeof DecisionResponse>;
  [AdminRoutes.adminReportedPeople]: Call<AdminPageBody, typeof ReportedPeopleResponse>;
  [AdminRoutes.adminReportedPersonDismiss]: Call<PersonReportDecisionBody, typeof DecisionResponse>;
  [AdminRoutes.adminSuspendedPeople]: Call<AdminPageBody, typeof SuspendedPeopleResponse>;
  [AdminRoutes.adminSuspendPerson]: Call<SuspensionBody, typeof DecisionResponse>;
  [AdminRoutes.adminUnsuspendPerson]: Call<SuspensionBody, typeof DecisionResponse>;
  [AdminRoutes.createMediaPackage]: Call<CreateMediaPackageBody, typeof MediaPackageResponse>;
  [AdminRoutes.mediaPackageById]: Call<MediaIdBody, typeof MediaPackageDetailResponse>;
  [AdminRoutes.editMediaPackage]: Call<EditMediaPackageBody, typeof MediaPackageResponse>;
  [AdminRoutes.deleteMediaPackage]: Call<PackageMediaIdBody, typeof DeletedResponse>;
  [AdminRoutes.mediaContents]: Call<PackageContentsBody, typeof PackageViewResponse>;
  [AdminRoutes.deleteMediaContent]: Call<MediaContentIdBody, typeof DeletedResponse>;
  [AdminRoutes.liveStream]: Call<StreamBody, typeof LiveStreamResponse>;
  [AdminRoutes.createLivestream]: Call<CreateLiveStreamBody, typeof LiveStreamResponse>;
  [AdminRoutes.deleteLivestream]: Call<StreamBody, typeof MessageResponse>;
  [AdminRoutes.joinLivestream]: Call<StreamBody, typeof JoinLiveStreamResponse>;
  [AdminRoutes.liveTip]: Call<LiveTipBody, typeof LiveTipResponse>;
  [AdminRoutes.liveGift]: Call<LiveGiftBody, typeof LiveTipResponse>;
  [AdminRoutes.agoraTokens]: Call<AgoraTokensBody, typeof AgoraTokensResponse>;
  [AdminRoutes.createStory]: Call<CreateStoryBody, typeof CreateStoryResponse>;
  [AdminRoutes.deleteStory]: Call<DeleteStoryBody, typeof StoryIdResponse>;
  [AdminRoutes.seenStory]: Call<SeenStoryBody, typeof StoryIdResponse>;
}

/** The admin API's GET calls (spec §7: GET /api/post/{id}). */
export interface AdminGetCalls {
  [path: PostPath]: { data: DataOf<Static<typeof PostResponse>> };
  [AdminRoutes.countries]: { data: DataOf<Static<typeof CountryListResponse>> };
  [AdminRoutes.stickers]: { data: DataOf<Static<typeof StickersResponse>> };
  [AdminRoutes.paymentConfig]: { data: DataOf<Static<typeof PaymentConfigResponse>> };
  [AdminRoutes.mediaPackages]: { data: DataOf<Static<typeof MediaPackagesResponse>> };
  [AdminRoutes.liveStreams]: { data: DataOf<Static<typeof LiveStreamsResponse>> };
  [AdminRoutes.stories]: { data: DataOf<Static<typeof StoriesResponse>> };
}

/** Every chat API call the client makes. */
export interface ChatCalls {
  [ChatRoutes.login]: Call<ChatLoginBody, typeof ChatLoginResponse>;
  [ChatRoutes.roomsList]: Call<Empty, typeof RoomsListResponse>;
  [ChatRoutes.conversation]: Call<ConversationBody, typeof ConversationResponse>;
  [ChatRoutes.markRead]: Call<RoomBody, typeof ChatUnreadResponse>;
  [ChatRoutes.unread]: Call<Empty, typeof ChatUnreadResponse>;
  [ChatRoutes.messagesList]: Call<Partial<MessagesListBody> & Pick<MessagesListBody, 'room'>, typeof MessagesListResponse>;
  [ChatRoutes.sendMessage]: Call<SendMessageBody, typeof SendMessageResponse>;
  [ChatRoutes.sendPackage]: Call<SendPackageBody, typeof SendPackageResponse>;
}

/** What a chat upload answers: the key a message's `files` take, where to show it, its type and thumbnail. */
export type ChatUploadedFile = DataOf<Static<typeof ChatUploadResponse>>;

/** The folders `/api/upload` accepts (spec §7). */
export type UploadFolder = UploadPath;

/** What an upload answers: the key post/create takes, where to show it now, and an image's measures. */
export type UploadedFile = DataOf<Static<typeof UploadResponse>>;

/** A successful answer: the server's message (for the toast) and its data. */
export interface Answer<Data> {
  message: string;
  data: Data;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** A paid call's attempt (DESIGN.md, money): the same key again charges once. */
  idempotencyKey?: string;
}

export interface RestClient {
  admin<P extends keyof AdminCalls>(path: P, body: AdminCalls[P]['body'], options?: CallOptions): Promise<Answer<AdminCalls[P]['data']>>;
  adminGet<P extends keyof AdminGetCalls>(path: P, options?: CallOptions): Promise<Answer<AdminGetCalls[P]['data']>>;
  chat<P extends keyof ChatCalls>(path: P, body: ChatCalls[P]['body'], options?: CallOptions): Promise<Answer<ChatCalls[P]['data']>>;
  upload(folder: UploadFolder, file: Blob, options?: CallOptions & { fileName?: string }): Promise<Answer<UploadedFile>>;
  /** A chat file (`/files/upload`, Bearer jwtToken); `id` is the client's unique id for it. */
  chatUpload(file: Blob, options: CallOptions & { id: string; fileName?: string }): Promise<Answer<ChatUploadedFile>>;
  /** POST /api/media/content-create: a package file (and a video's or audio's thumbnail) with the package and its type. */
  packageContent(form: PackageContentForm, options?: CallOptions): Promise<Answer<PackageContentData>>;
}

/** The multipart form of a package file (spec §7 content-create). */
export interface PackageContentForm {
  packageId: number;
  mediaType: number;
  file: File;
  thumb?: File | null;
}
export type PackageContentData = DataOf<Static<typeof MediaContentResponse>>;

export interface RestClientOptions {
  baseUrl?: string;
  getAuthToken: () => string | null;
  getJwtToken: () => string | null;
  onUnauthorized: () => void;
  fetch?: typeof fetch;
}

/** A non-success answer of either API, carrying the server's own message for the UI. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

interface Envelope {
  success?: unknown;
  message?: unknown;
  data?: unknown;
}

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');

export function createRestClient(options: RestClientOptions): RestClient {
  const { baseUrl = '', getAuthToken, getJwtToken, onUnauthorized } = options;
  // Bound lazily so a test or the browser can swap globalThis.fetch after creation.
  const send = (url: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(url, init);

  async function call(
    path: string,
    token: string | null,
    body: BodyInit | null,
    json: boolean,
    signal?: AbortSignal,
    idempotencyKey?: string,
  ) {
    const headers = new Headers({ accept: 'application/json' });
    if (json) headers.set('content-type', 'application/json');
    if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
    if (token) headers.set('authorization', `Bearer ${token}`);

    let response: Response;
    try {
      response = await send(`${baseUrl}${path}`, { method: body === null ? 'GET' : 'POST', headers, body, signal });
    } catch (error) {
      // An abort is the caller's decision, not a failure to report.
      if (isAbort(error, signal)) throw error;
      throw new ApiError(0, CommonMessages.somethingWentWrong);
    }

    const envelope = await readEnvelope(response);
    if (response.status === 401) onUnauthorized();
    if (!response.ok || envelope?.success !== 1) {
      const message = typeof envelope?.message === 'string' && envelope.message ? envelope.message : CommonMessages.somethingWentWrong;
      throw new ApiError(response.status, message, envelope?.data ?? null);
    }
    return { message: typeof envelope.message === 'string' ? envelope.message : '', data: envelope.data };
  }

  // The data is typed by the contract the server validates its answers against; it is not re-checked here.
  return {
    admin: (path, body, { signal, idempotencyKey } = {}) =>
      call(path, getAuthToken(), JSON.stringify(body), true, signal, idempotencyKey) as Promise<Answer<never>>,
    adminGet: (path, { signal } = {}) => call(path, getAuthToken(), null, false, signal) as Promise<Answer<never>>,
    chat: (path, body, { signal } = {}) => call(path, getJwtToken(), JSON.stringify(body), true, signal) as Promise<Answer<never>>,
    upload: (folder, file, { signal, fileName } = {}) => {
      const form = new FormData();
      form.append('path', folder);
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
      return call(FeedRoutes.upload, getAuthToken(), form, false, signal) as Promise<Answer<UploadedFile>>;
    },
    chatUpload: (file, { signal, id, fileName }) => {
      const form = new FormData();
      form.append('id', id);
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
      return call(ChatFileRoutes.uploadFile, getJwtToken(), form, false, signal) as Promise<Answer<ChatUploadedFile>>;
    },
    packageContent: ({ packageId, mediaType, file, thumb }, { signal } = {}) => {
      const form = new FormData();
      form.append(MediaContentFields.packageId, String(packageId));
      form.append(MediaContentFields.type, String(mediaType));
      form.append(MediaContentFields.file, file, file.name);
      if (thumb) form.append(MediaContentFields.thumb, thumb, thumb.name);
      return call(FeedRoutes.createMediaContent, getAuthToken(), form, false, signal) as Promise<Answer<PackageContentData>>;
    },
  };
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
}
