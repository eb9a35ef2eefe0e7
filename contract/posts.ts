import Type, { type Static } from 'typebox';
import { PaymentType, PollKind, PostType } from './codes.ts';
import { Envelope } from './envelope.ts';
import { FlagField as Flag, Id, Line, Page, Text, withMessage } from './fields.ts';
import { Messages, type Message } from './messages.ts';
import { Person } from './user.ts';
import {
  CAPTION_MAX,
  COIN_AMOUNT_MAX,
  COMMENT_MAX,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  POST_IMAGES_MAX,
  TEXT_POST_MAX,
  UPLOAD_PATHS,
  type UploadPath,
} from './rules.ts';
import type { Endpoint } from './endpoint.ts';
import { ReportPostBody } from './reports.ts';
import { MEDIA_ROOT } from './routes.ts';

// Posts, feeds, comments, polls and uploads of spec §3 and §7. Media references are `/media/<key>` (maybe signed) or
// absolute URLs; a locked post's only media reference is the blurred `preview` in `thumb_image`.

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const PostTypeField = Type.Enum(PostType);
export const PaymentTypeField = Type.Enum(PaymentType);
export const PollKindField = Type.Enum(PollKind);

/** The author of a post, as the viewer sees them. */
export const PostAuthor = Type.Object({
  ...Person.properties,
  is_following: Flag(),
  is_subscribe: Flag(),
  posts_count: Type.Integer({ minimum: 0 }),
});
export type PostAuthor = Static<typeof PostAuthor>;

/** The widths of an image in one format, as an `<img srcset>` lists them (`<url> 320w, <url> 640w`). */
export const ImageSource = Type.Object({
  type: Type.Union([Type.Literal('image/avif'), Type.Literal('image/webp')]),
  srcset: Type.String(),
});
export type ImageSource = Static<typeof ImageSource>;

/** One image of an image post (also what `post_type_link` lists, comma-separated, in order). */
export const PostImage = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Its responsive widths, AVIF then WebP, signed like `url`; empty until they are made (a moment after the upload). */
  sources: Type.Array(ImageSource),
});

export const PollOption = Type.Object({
  id: Type.Integer(),
  poll_id: Type.Integer(),
  text: Type.String(),
  image_url: Nullable(Type.String()),
  votes: Type.Integer({ minimum: 0 }),
  /** 0 to 100, rounded to one decimal. */
  vote_percentage: Type.Number({ minimum: 0, maximum: 100 }),
  /** 1 on the option the viewer voted for. */
  voted: Flag(),
});
export type PollOption = Static<typeof PollOption>;

export const Poll = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  poll_type: PollKindField,
  total_votes: Type.Integer({ minimum: 0 }),
});

/** The Post of spec §3, seen by the asker. */
export const Post = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: PostAuthor,
  created_by: Type.String(),
  post_type: PostTypeField,
  description: Type.String(),
  /** Image post: the images, comma-separated; audio/video: the file. Empty when locked, and for text and polls. */
  post_type_link: Type.String(),
  /** Video thumbnail or audio cover; the blurred preview when locked. */
  thumb_image: Nullable(Type.String()),
  /** Video teaser: playable by everyone, locked or not. */
  video_teaser: Nullable(Type.String()),
  /** Video posts: the HLS master playlist (signed like the file), null until the renditions are ready and when locked. */
  video_hls: Nullable(Type.String()),
  /** Video posts: the poster ffmpeg made, null until the renditions are ready and when locked. */
  video_poster: Nullable(Type.String()),
  title: Nullable(Type.String()),
  web_url: Nullable(Type.String()),
  /** Image post: the images in order; empty when locked. */
  images: Type.Array(PostImage),
  /** The blurred, tiny preview made on the server (image, video and audio posts); null for text and polls. */
  preview: Nullable(Type.String()),
  /** Image posts: the preview blurred at each width of the first image, AVIF then WebP; empty until made. */
  preview_sources: Type.Array(ImageSource),
  /** Image posts: how many images the post has, also when locked. */
  media_count: Type.Integer({ minimum: 0 }),
  payment_type: PaymentTypeField,
  /** Coins, for payment_type 2; 0 otherwise. */
  payment_amount: Type.Integer({ minimum: 0 }),
  /** Comma list of tagged user ids. */
  tags: Type.String(),
  /** The tagged people the viewer may see (nobody blocked either way with them), in the order tagged. */
  tagged_users: Type.Array(Person),
  /** Comma list of hashtags, lowercase, without '#'. */
  hash_tags: Type.String(),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  aspect_ratio: Type.Union([Type.Number(), Type.Null()]),
  is_lock: Flag(),
  is_like: Flag(),
  is_favourite: Flag(),
  post_like_counter: Type.Integer({ minimum: 0 }),
  post_comment_counter: Type.Integer({ minimum: 0 }),
  /** ISO 8601. */
  created_at: Type.String(),
  /** Poll posts: 1 once the viewer voted. */
  voted: Flag(),
  poll: Type.Union([Poll, Type.Null()]),
  poll_options: Type.Array(PollOption),
});
export type Post = Static<typeof Post>;

export const PostResponse = Envelope(Post);
export type PostResponse = Static<typeof PostResponse>;
export const PostListResponse = Envelope(Type.Array(Post));
export type PostListResponse = Static<typeof PostListResponse>;

// ---- Feeds (§7): pages start at 1; an empty page ends the paging.
export const FeedBody = Type.Object({ page: Page() });
export type FeedBody = Static<typeof FeedBody>;
/**
 * A profile's tabs: every post (`posts`, the default), the posts with a photo, video or audio (`media`), and the
 * posts the viewer cannot open yet (`locked`: subscriber-only without a running subscription, pay-per-view unbought).
 */
export const ProfileTabField = Type.Union([Type.Literal('posts'), Type.Literal('media'), Type.Literal('locked')]);
export type ProfileTab = Static<typeof ProfileTabField>;
export const UserFeedBody = Type.Object({ user_id: Id(), page: Page(), tab: Type.Optional(ProfileTabField) });
export type UserFeedBody = Static<typeof UserFeedBody>;
/** POST /api/feeds/user-counts {user_id}: what each profile tab holds, as the viewer may see it. */
export const ProfileCountsBody = Type.Object({ user_id: Id() });
export type ProfileCountsBody = Static<typeof ProfileCountsBody>;
const Count = () => Type.Integer({ minimum: 0 });
export const ProfileCounts = Type.Object({
  /** Live posts not hidden from the viewer. */
  posts: Count(),
  /** Photos of image posts (each image counts). */
  photos: Count(),
  videos: Count(),
  audios: Count(),
  /** Posts the viewer cannot open yet. */
  locked: Count(),
});
export type ProfileCounts = Static<typeof ProfileCounts>;
export const ProfileCountsResponse = Envelope(ProfileCounts);
export type ProfileCountsResponse = Static<typeof ProfileCountsResponse>;
/** POST /api/feeds/trending?page={n} carries its page in the query. */
export const TrendingQuery = Type.Object({ page: Page() });
export const SearchTagsBody = Type.Object({ search: Line({ max: 50 }), page: Page() });
export type SearchTagsBody = Static<typeof SearchTagsBody>;
export const Hashtag = Type.Object({ hash_tag: Type.String(), posts_count: Type.Integer({ minimum: 0 }) });
export const HashtagListResponse = Envelope(Type.Array(Hashtag));
export type HashtagListResponse = Static<typeof HashtagListResponse>;
/** `hash_tag` with or without its leading '#', any case. */
export const PostsByTagBody = Type.Object({ hash_tag: Line({ min: 1, max: 51 }), page: Page() });
export type PostsByTagBody = Static<typeof PostsByTagBody>;
export const FavouriteListBody = Type.Object({
  page: Page(),
  sort: Type.Optional(Type.Union([Type.Literal('DESC'), Type.Literal('ASC')])),
});
export type FavouriteListBody = Static<typeof FavouriteListBody>;

// ---- POST /api/post/create
const Caption = Text({ max: CAPTION_MAX, default: '', messages: Messages.captionTooLong });
/**
 * Comma list or array of hashtags; '#' is optional. Hashtags written in the description count too, so
 * HASHTAGS_MAX holds for the final list (the service answers hashtagsTooMany); the array is only bounded here.
 */
const Hashtags = Type.Optional(Type.Union([Line({ max: 2000 }), Type.Array(Line({ max: 51 }), { maxItems: 2000 })]));
/** Comma list of user ids. */
const TaggedUsers = Type.Optional(Line({ max: 500, pattern: '^(\\d+(,\\d+)*)?$' }));
/** An upload key answered by /api/upload (`post/images/…`). */
const UploadKey = (message: Message) =>
  Line({ min: 1, max: 200, pattern: '^[a-z]+/[a-z]+/[A-Za-z0-9_-]+\\.[a-z0-9]+$', messages: message });
const Sale = {
  payment_type: Type.Optional(PaymentTypeField),
  /** Required (1 to 99999 coins) when payment_type is 2; ignored otherwise. */
  payment_amount: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: COIN_AMOUNT_MAX,
      ...withMessage({ default: Messages.amountTooBig, minimum: Messages.amountPositive, type: Messages.amountRequired }),
    }),
  ),
};

export const CreateImagePost = Type.Object({
  post_type: Type.Literal(PostType.image),
  description: Caption,
  images: Type.Array(UploadKey(Messages.uploadImage), {
    minItems: 1,
    maxItems: POST_IMAGES_MAX,
    ...withMessage({ default: Messages.uploadImage, maxItems: Messages.tooManyImages }),
  }),
  ...Sale,
  tags: TaggedUsers,
  hash_tags: Hashtags,
});
export const CreateAudioPost = Type.Object({
  post_type: Type.Literal(PostType.audio),
  description: Caption,
  /** The audio key (post/audios/). */
  post_type_link: UploadKey(Messages.audioRequired),
  /** The cover key (post/thumbs/ or post/images/). */
  thumb_image: UploadKey(Messages.coverRequired),
  ...Sale,
  tags: TaggedUsers,
  hash_tags: Hashtags,
});
export const CreateVideoPost = Type.Object({
  post_type: Type.Literal(PostType.video),
  description: Caption,
  /** The video key (post/videos/). */
  post_type_link: UploadKey(Messages.videoRequired),
  /** The thumbnail key (post/thumbs/ or post/images/). */
  thumb_image: UploadKey(Messages.thumbnailRequired),
  /** Optional teaser key (post/teasers/). */
  video_teaser: Type.Optional(UploadKey(Messages.videoType)),
  ...Sale,
  tags: TaggedUsers,
  hash_tags: Hashtags,
});
/** Text and poll posts are always free (payment_type absent or 0). */
export const CreateTextPost = Type.Object({
  post_type: Type.Literal(PostType.text),
  description: Text({
    min: 1,
    max: TEXT_POST_MAX,
    pattern: '\\S',
    messages: { default: Messages.captionRequired, maxLength: Messages.textTooLong },
  }),
  payment_type: Type.Optional(Type.Literal(PaymentType.free, withMessage(Messages.freeOnlyType))),
  tags: TaggedUsers,
  hash_tags: Hashtags,
});
export const CreatePollOption = Type.Object({
  text: Line({ max: POLL_OPTION_MAX, default: '', messages: Messages.pollOptionTooLong }),
  /** Image polls: the option's image key (post/images/). */
  image: Type.Optional(UploadKey(Messages.pollOptionImageRequired)),
});
export const CreatePollPost = Type.Object({
  post_type: Type.Literal(PostType.poll),
  description: Caption,
  question: Line({
    min: 1,
    max: POLL_QUESTION_MAX,
    pattern: '\\S',
    messages: { default: Messages.pollQuestionRequired, maxLength: Messages.pollQuestionTooLong },
  }),
  poll_type: PollKindField,
  options: Type.Array(CreatePollOption, {
    minItems: POLL_OPTIONS_MIN,
    maxItems: POLL_OPTIONS_MAX,
    ...withMessage({ default: Messages.pollTwoOptions, maxItems: Messages.pollMaxOptions }),
  }),
  payment_type: Type.Optional(Type.Literal(PaymentType.free, withMessage(Messages.freeOnlyType))),
  tags: TaggedUsers,
  hash_tags: Hashtags,
});
/** JSON body; files go up first through /api/upload and are named here by their keys. */
export const CreatePostBody = Type.Union([CreateImagePost, CreateAudioPost, CreateVideoPost, CreateTextPost, CreatePollPost]);
export type CreatePostBody = Static<typeof CreatePostBody>;

// ---- POST /api/post/drafts{,/save,/publish,/delete}
/** Saves a new draft (no `id`) or changes one; with `publish_at` it is scheduled, without (or null) a draft. */
export const SaveDraftBody = Type.Object({
  id: Type.Optional(Id()),
  /** The post as post/create takes it, checked as a new post is. */
  post: CreatePostBody,
  /** ISO 8601, SCHEDULE_MIN_MINUTES to SCHEDULE_MAX_DAYS from now. */
  publish_at: Type.Optional(
    Type.Union([Line({ min: 1, max: 40, messages: Messages.scheduleTimeInvalid }), Type.Null()], withMessage(Messages.scheduleTimeInvalid)),
  ),
});
export type SaveDraftBody = Static<typeof SaveDraftBody>;
export const DraftListBody = Type.Object({ page: Page() });
export const DraftIdBody = Type.Object({ id: Id() });
export type DraftIdBody = Static<typeof DraftIdBody>;
export const DraftStatus = { draft: 'draft', scheduled: 'scheduled' } as const;
/** A draft or scheduled post, as its author (the only one who sees it) lists and edits it. */
export const Draft = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal(DraftStatus.draft), Type.Literal(DraftStatus.scheduled)]),
  /** When it goes out; null for a draft. */
  publish_at: Type.Union([Type.String(), Type.Null()]),
  updated_at: Type.String(),
  post_type: PostTypeField,
  description: Type.String(),
  /** The post/create body saved, to edit it. */
  post: Type.Unsafe<CreatePostBody>(Type.Object({}, { additionalProperties: true })),
});
export type Draft = Static<typeof Draft>;
export const DraftResponse = Envelope(Draft);
export const DraftListResponse = Envelope(Type.Array(Draft));
export const DraftActionResponse = Envelope(Type.Object({ id: Type.Integer() }));

// ---- POST /api/post/{comments,comment,like,favourite,unfavourite,vote-poll,report,hide,delete}
export const PostIdParams = Type.Object({ id: Id() });
export const PostIdBody = Type.Object({ post_id: Id() });
export type PostIdBody = Static<typeof PostIdBody>;
export const CommentsBody = Type.Object({ post_id: Id(), page: Page() });
export type CommentsBody = Static<typeof CommentsBody>;

const CommentFields = {
  id: Type.Integer(),
  post_id: Type.Integer(),
  user_id: Type.Integer(),
  user_details: Person,
  comment: Type.String(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String(),
  like_counter: Type.Integer({ minimum: 0 }),
  /** Whether the viewer likes it. */
  is_like: Flag(),
};
export const Reply = Type.Object(CommentFields);
/** A top-level comment (newest first in a page) with all its replies (oldest first). */
export const Comment = Type.Object({ ...CommentFields, replies: Type.Array(Reply) });
export type Comment = Static<typeof Comment>;
export const CommentListResponse = Envelope(Type.Array(Comment));
export type CommentListResponse = Static<typeof CommentListResponse>;

export const CommentBody = Type.Object({
  post_id: Id(),
  comment: Text({
    min: 1,
    max: COMMENT_MAX,
    pattern: '\\S',
    messages: { default: Messages.commentRequired, maxLength: Messages.commentTooLong },
  }),
  /** A reply names a comment of the same post; a reply to a reply joins its top comment. */
  parent_id: Type.Optional(Type.Union([Id(), Type.Null()])),
});
export type CommentBody = Static<typeof CommentBody>;
export const CommentResponse = Envelope(
  Type.Object({ post_id: Type.Integer(), comment_counter: Type.Integer({ minimum: 0 }), comment: Reply }),
);
export type CommentResponse = Static<typeof CommentResponse>;

// ---- POST /api/post/comment-like {comment_id}: likes the comment or takes the like back
export const CommentIdBody = Type.Object({ comment_id: Id() });
export type CommentIdBody = Static<typeof CommentIdBody>;
export const CommentLikeResponse = Envelope(
  Type.Object({ comment_id: Type.Integer(), is_like: Flag(), like_counter: Type.Integer({ minimum: 0 }) }),
);
export type CommentLikeResponse = Static<typeof CommentLikeResponse>;

export const LikeResponse = Envelope(
  Type.Object({ post_id: Type.Integer(), is_like: Flag(), post_like_counter: Type.Integer({ minimum: 0 }) }),
);
export type LikeResponse = Static<typeof LikeResponse>;
export const FavouriteResponse = Envelope(Type.Object({ post_id: Type.Integer(), is_favourite: Flag() }));
export type FavouriteResponse = Static<typeof FavouriteResponse>;

export const VotePollBody = Type.Object({ post_id: Id(), poll_option: Id() });
export type VotePollBody = Static<typeof VotePollBody>;
export const VotePollResponse = Envelope(
  Type.Object({ post_id: Type.Integer(), voted: Flag(), poll: Poll, poll_options: Type.Array(PollOption) }),
);
export type VotePollResponse = Static<typeof VotePollResponse>;

/** Reporting takes a reason (contract/reports.ts). */
export { ReportPostBody as ReportBody } from './reports.ts';
export const HideBody = Type.Object({ post_id: Id(), to_user_id: Type.Optional(Id()) });
/** report, hide and delete answer the post id; the post's author's new posts_count comes with delete. */
export const PostActionResponse = Envelope(
  Type.Object({ post_id: Type.Integer(), posts_count: Type.Optional(Type.Integer({ minimum: 0 })) }),
);
export type PostActionResponse = Static<typeof PostActionResponse>;

// ---- POST /api/upload (multipart: a `path` of UPLOAD_PATHS, then `file`; a multipart body has no schema, the route checks them)
/** A file part of a multipart form, as the client sends it and OpenAPI names it. */
export const FilePart = Type.Unsafe<Blob>({ type: 'string', format: 'binary' });
/** The upload's form, in the order the server reads it: the folder first. */
export const UploadForm = Type.Object({ path: Type.Unsafe<UploadPath>({ enum: Object.keys(UPLOAD_PATHS) }), file: FilePart });
export const UploadResponse = Envelope(
  Type.Object({
    /** What post/create and the other calls take. */
    key: Type.String(),
    /** Where the uploader can show the file now (signed for post media). */
    location: Type.String(),
    /** Images: measured after the metadata was stripped. */
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
    aspect_ratio: Type.Union([Type.Number(), Type.Null()]),
    mime: Type.String(),
    size: Type.Integer(),
  }),
);
export type UploadResponse = Static<typeof UploadResponse>;

/** Posts, their comments, the feeds, uploads and the files served back. */
export const PostsEndpoints = {
  // Posts
  post: {
    method: 'GET',
    path: '/api/post/:id',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'One post',
    params: PostIdParams,
    response: PostResponse,
  },
  createPost: {
    method: 'POST',
    path: '/api/post/create',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Create a post: images, audio, video, text or poll',
    description: 'Its media are keys of earlier /api/upload answers.',
    body: CreatePostBody,
    response: PostResponse,
  },
  drafts: {
    method: 'POST',
    path: '/api/post/drafts',
    caller: 'signedIn',
    area: 'Posts',
    summary: "The viewer's drafts and scheduled posts, soonest scheduled first, then drafts newest first",
    body: DraftListBody,
    response: DraftListResponse,
  },
  saveDraft: {
    method: 'POST',
    path: '/api/post/drafts/save',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Save a post as a draft, or schedule it; or change one',
    description: 'Seen by its author only until it is published: at `publish_at` by the server, or by drafts/publish.',
    body: SaveDraftBody,
    response: DraftResponse,
  },
  publishDraft: {
    method: 'POST',
    path: '/api/post/drafts/publish',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Publish a draft or scheduled post now',
    body: DraftIdBody,
    response: PostResponse,
  },
  deleteDraft: {
    method: 'POST',
    path: '/api/post/drafts/delete',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Delete a draft, or cancel a scheduled post',
    body: DraftIdBody,
    response: DraftActionResponse,
  },
  likePost: {
    method: 'POST',
    path: '/api/post/like',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Like a post, or take the like back',
    body: PostIdBody,
    response: LikeResponse,
  },
  favouritePost: {
    method: 'POST',
    path: '/api/post/favourite',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Add a post to the favourites',
    body: PostIdBody,
    response: FavouriteResponse,
  },
  unfavouritePost: {
    method: 'POST',
    path: '/api/post/unfavourite',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Take a post out of the favourites',
    body: PostIdBody,
    response: FavouriteResponse,
  },
  favourites: {
    method: 'POST',
    path: '/api/post/favouritelist',
    caller: 'signedIn',
    area: 'Feed',
    summary: 'The favourites feed, by page',
    body: FavouriteListBody,
    response: PostListResponse,
  },
  votePoll: {
    method: 'POST',
    path: '/api/post/vote-poll',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Vote in a poll',
    body: VotePollBody,
    response: VotePollResponse,
  },
  reportPost: {
    method: 'POST',
    path: '/api/post/report',
    caller: 'signedIn',
    area: 'Posts',
    summary: 'Report a post with a reason',
    body: ReportPostBody,
    response: PostActionResponse,
  },
  hidePost: {
    method: 'POST',
    path: '/api/post/hide',
    caller: 'signedIn',
    area: 'Posts',
    summary: "Hide a post from the viewer's feeds",
    body: HideBody,
    response: PostActionResponse,
  },
  deletePost: {
    method: 'POST',
    path: '/api/post/delete',
    caller: 'signedIn',
    area: 'Posts',
    summary: "Delete one's own post",
    body: PostIdBody,
    response: PostActionResponse,
  },

  // Comments
  comments: {
    method: 'POST',
    path: '/api/post/comments',
    caller: 'signedIn',
    area: 'Comments',
    summary: "A post's comments with their replies, by page",
    body: CommentsBody,
    response: CommentListResponse,
  },
  addComment: {
    method: 'POST',
    path: '/api/post/comment',
    caller: 'signedIn',
    area: 'Comments',
    summary: 'Comment on a post, or reply to a comment',
    body: CommentBody,
    response: CommentResponse,
  },
  likeComment: {
    method: 'POST',
    path: '/api/post/comment-like',
    caller: 'signedIn',
    area: 'Comments',
    summary: 'Like a comment, or take the like back',
    body: CommentIdBody,
    response: CommentLikeResponse,
  },

  // Feed
  homeFeed: {
    method: 'POST',
    path: '/api/feeds',
    caller: 'signedIn',
    area: 'Feed',
    summary: "The home feed: the viewer's posts and those of people followed",
    body: FeedBody,
    response: PostListResponse,
  },
  personFeed: {
    method: 'POST',
    path: '/api/feeds/user',
    caller: 'signedIn',
    area: 'Feed',
    summary: "A person's posts, by page: all of them, those with media, or those still locked to the viewer",
    body: UserFeedBody,
    response: PostListResponse,
  },
  profileCounts: {
    method: 'POST',
    path: '/api/feeds/user-counts',
    caller: 'signedIn',
    area: 'Feed',
    summary: "What a person's profile tabs hold as the viewer sees them: posts, photos, videos, audio, locked",
    body: ProfileCountsBody,
    response: ProfileCountsResponse,
  },
  /** Spec §7: POST /api/feeds/trending?page={n}, the body empty. */
  trendingPosts: {
    method: 'POST',
    path: '/api/feeds/trending',
    caller: 'signedIn',
    area: 'Feed',
    summary: 'Trending posts, by page (the page in the query string)',
    query: TrendingQuery,
    response: PostListResponse,
  },
  searchHashtags: {
    method: 'POST',
    path: '/api/feeds/search-tags',
    caller: 'signedIn',
    area: 'Feed',
    summary: 'Hashtags by prefix',
    body: SearchTagsBody,
    response: HashtagListResponse,
  },
  hashtagFeed: {
    method: 'POST',
    path: '/api/feeds/posts-by-tag',
    caller: 'signedIn',
    area: 'Feed',
    summary: "A hashtag's posts, by page",
    body: PostsByTagBody,
    response: PostListResponse,
  },

  // Uploads and files
  upload: {
    method: 'POST',
    path: '/api/upload',
    caller: 'signedIn',
    area: 'Uploads',
    summary: 'Upload a file to a path (post, story, profile, document...)',
    description: 'A multipart form: `path` names what the file is for (its kinds and size limit), `file` the file.',
    form: UploadForm,
    response: UploadResponse,
  },
  mediaFile: {
    method: 'GET',
    path: `${MEDIA_ROOT}*`,
    caller: 'public',
    area: 'Uploads',
    summary: 'An uploaded file, with Range support',
    description:
      'Public files as they are; a locked one only with the `exp` and `sig` its signed URL carries. An image asked with `w` (a stored width) ' +
      'answers its variant of that width, or the next wider, in AVIF or WebP as `Accept` names them (`Vary: Accept`), the original otherwise.',
  },
} as const satisfies Record<string, Endpoint>;
