import type { MessageKey } from './messages.ts';

/**
 * The constants behind the rules of spec §5 and §9, shared by the forms and the server; those the first screens
 * use are in fieldRules.ts (so a client's first load holds them without the rest), re-exported here.
 */
export * from './fieldRules.ts';
// ---- Profile (spec §3, §5)
/** A link of the profile, with or without its scheme (the profile screen adds https:// when it lacks http); '' clears it. */
const link = (host: string, rest: string) => `^(?:(?:https?://)?${host}${rest})?$`;
/** Any website: a host with at least one dot and a top-level name of letters, then an optional port and path. */
export const WEBSITE_PATTERN = link('(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+\\p{L}{2,}', '(?::\\d{1,5})?(?:[/?#]\\S*)?');
/** A social profile names the account after the host. */
const PROFILE_PATH = '/[^\\s/?#]+\\S*';
export const FACEBOOK_PATTERN = link('(?:(?:www|m|web|mobile)\\.)?(?:facebook\\.com|fb\\.com)', PROFILE_PATH);
export const INSTAGRAM_PATTERN = link('(?:www\\.)?(?:instagram\\.com|instagr\\.am)', PROFILE_PATH);
export const TWITTER_PATTERN = link('(?:(?:www|mobile)\\.)?(?:twitter\\.com|x\\.com)', PROFILE_PATH);
export const LINK_MAX = 300;
export const BIO_MAX = 500;
export const CITY_MAX = 100;
export const STATE_MAX = 100;
export const ADDRESS_MAX = 200;
/** Zipcodes are digits only (spec §5 "zipcode numeric"); '' clears it. */
export const ZIPCODE_PATTERN = '^\\d*$';
export const ZIPCODE_MAX = 10;
/** A birth date as a date input gives it, or '' to clear it; it must also be a real day, not before BIRTH_DATE_MIN and not after today. */
export const BIRTH_DATE_PATTERN = '^(?:\\d{4}-\\d{2}-\\d{2})?$';
/** A profile or cover photo: the key of one's own upload through user/profile/, or '' to remove it. */
export const PROFILE_PHOTO_PATTERN = '^(?:user/profile/[A-Za-z0-9_-]+\\.(?:jpg|png))?$';
export const PROFILE_PHOTO_MAX = 200;

/** The day of `at` as YYYY-MM-DD in UTC: the server's "today" for birth dates. */
export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

// ---- Posts (spec §5, §9)
export const CAPTION_MAX = 240;
export const TEXT_POST_MAX = 640;
export const COMMENT_MAX = 1000;
/** A scheduled post goes out at least this many minutes ahead (an earlier time is "post now")... */
export const SCHEDULE_MIN_MINUTES = 5;
/** ...and at most this many days ahead. */
export const SCHEDULE_MAX_DAYS = 90;
/** Drafts and scheduled posts one author may keep. */
export const DRAFTS_MAX = 100;
/** Coin inputs take at most 5 characters (spec §9). */
export const COIN_AMOUNT_MAX = 99_999;
/** A short message that can ride with a tip, a donation or a sticker (issue 28): at most this many characters. */
export const TIP_NOTE_MAX = 140;
/** Donation and tip presets, and the default amount of the donate and coin transfer forms (spec §9). */
export const DONATION_PRESETS = [100, 200, 500, 1000] as const;
export const DONATION_DEFAULT = 100;
export const COIN_TRANSFER_DEFAULT = 100;
/** The `Idempotency-Key` header of a paid action: one per attempt, so a double click or a retry charges once. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
export const POST_IMAGES_MAX = 10;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;
export const POLL_OPTIONS_START = 3;
export const POLL_QUESTION_MAX = 240;
export const POLL_OPTION_MAX = 100;
export const HASHTAG_PATTERN = '^[\\p{L}\\p{N}_]{1,50}$';
export const HASHTAGS_MAX = 30;
/** People tagged in one post; more are dropped. */
export const TAGGED_USERS_MAX = 20;
/** A '#word' written in a text; a longer run than a hashtag may have is not a hashtag. */
const HASHTAG_IN_TEXT = /#([\p{L}\p{N}_]{1,50})(?![\p{L}\p{N}_])/gu;
/** The hashtags written in a text, lowercase, without '#', each once, first mention first. */
export const hashtagsIn = (text: string): string[] => [
  ...new Set([...text.matchAll(HASHTAG_IN_TEXT)].map((match) => (match[1] ?? '').toLowerCase())),
];

// ---- Files (spec §5, §9): sizes in KB as the spec gives them.
export const IMAGE_MAX_KB = 30_720;
export const VIDEO_MAX_KB = 102_400;
export const AUDIO_MAX_KB = 30_720;
export const KB = 1024;

export type UploadKind = 'image' | 'video' | 'audio';
/** Each kind's size limit and its two refusals (keys of contract/messages.ts), for the forms and the server alike. */
export const UPLOAD_KINDS = {
  image: { maxKb: IMAGE_MAX_KB, tooBig: 'imageTooBig', type: 'imageType' },
  video: { maxKb: VIDEO_MAX_KB, tooBig: 'videoTooBig', type: 'videoType' },
  audio: { maxKb: AUDIO_MAX_KB, tooBig: 'audioTooBig', type: 'audioType' },
} as const satisfies Record<UploadKind, { maxKb: number; tooBig: MessageKey; type: MessageKey }>;
/**
 * Responsive widths (px) stored of an image, in AVIF and WebP, besides the original: posts', stories' and chat
 * images' for a column; profile photos' for an avatar (a few dozen px, its 400 px frame) and a cover (its 1500 px
 * frame). An image narrower than a width gets its own instead. See docs/decisions/0042 and 0046.
 */
/** The two photos of a profile and the frame each is cropped to (server/modules/profile/photos.ts). */
export const PHOTO_FRAMES = {
  profile_photo: { width: 400, height: 400 },
  cover_photo: { width: 1500, height: 500 },
} as const;
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;
export const PHOTO_VARIANT_WIDTHS = [96, 192, 400, 640, 960, 1500] as const;
/** The widths `GET /media/<key>?w=` accepts: each a stored width of some image. */
export const MEDIA_REQUEST_WIDTHS: readonly number[] = [...new Set([...IMAGE_VARIANT_WIDTHS, ...PHOTO_VARIANT_WIDTHS])].sort(
  (a, b) => a - b,
);
/** What each `/api/upload` path accepts: the kind checked by content (magic bytes) and extension, and its size limit. */
export const UPLOAD_PATHS = {
  'post/images/': { kind: 'image', maxKb: IMAGE_MAX_KB },
  'post/thumbs/': { kind: 'image', maxKb: IMAGE_MAX_KB },
  'post/videos/': { kind: 'video', maxKb: VIDEO_MAX_KB },
  'post/teasers/': { kind: 'video', maxKb: VIDEO_MAX_KB },
  'post/audios/': { kind: 'audio', maxKb: AUDIO_MAX_KB },
  /** Story images refuse their size with the spec's own story words. */
  'story/images/': { kind: 'image', maxKb: IMAGE_MAX_KB, tooBig: 'storyImageTooBig' },
  'user/profile/': { kind: 'image', maxKb: IMAGE_MAX_KB },
  /** Identity documents: private to their owner and admins, never public. */
  'user/documents/': { kind: 'image', maxKb: IMAGE_MAX_KB },
  /** A creator's vault (issue 32): kept, private, until the creator deletes it from the vault. */
  'vault/images/': { kind: 'image', maxKb: IMAGE_MAX_KB },
  'vault/videos/': { kind: 'video', maxKb: VIDEO_MAX_KB },
  'vault/audios/': { kind: 'audio', maxKb: AUDIO_MAX_KB },
} as const satisfies Record<string, { kind: UploadKind; maxKb: number; tooBig?: MessageKey }>;
export type UploadPath = keyof typeof UPLOAD_PATHS;
/**
 * The resumable (tus 1.0) counterpart of `/api/upload`: POST creates an upload (metadata `path` and `filename`,
 * `Upload-Length` checked against the path's limit and the quota), HEAD/PATCH/DELETE on `<it>/<id>` resume, send, cancel.
 */
export const RESUMABLE_UPLOAD_PATH = '/api/upload/resumable';
/** Files of at least this size (and every video) go up resumably: a dropped connection costs a chunk, not the file. */
export const RESUMABLE_UPLOAD_FROM_BYTES = 8 * 1024 * 1024;
/** The size of one PATCH of a resumable upload: what a dropped connection can cost. */
export const RESUMABLE_CHUNK_BYTES = 5 * 1024 * 1024;
/** The size refusal of an upload path: its own when it has one, else its kind's. */
export const tooBigMessageOf = (uploadPath: UploadPath): MessageKey => {
  const rules: { kind: UploadKind; tooBig?: MessageKey } = UPLOAD_PATHS[uploadPath];
  return rules.tooBig ?? UPLOAD_KINDS[rules.kind].tooBig;
};
/** Accepted extensions per kind (lowercase, no dot); the content must agree. */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png'],
  video: ['mp4'],
  audio: ['mp3'],
};

// ---- The vault (issue 32): a creator's uploaded media, reused without uploading again
/** A vault item is named by its storage key. */
export const VAULT_KEY_PATTERN = '^[a-z]+(?:/[a-z]+)*/[A-Za-z0-9_-]+\\.[a-z0-9]+$';
/** The sender's own id for a chat file (/files/upload's `id`). */
export const CHAT_UPLOAD_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** Items on one page of the vault. */
export const VAULT_PAGE_SIZE = 24;
/** Where the vault's own uploads go, by kind. */
export const VAULT_UPLOAD_PATHS = { image: 'vault/images/', video: 'vault/videos/', audio: 'vault/audios/' } as const satisfies Record<
  UploadKind,
  UploadPath
>;
/** Where a post's media are reused to, by kind: what post/create takes of each kind. */
export const VAULT_POST_PATHS = { image: 'post/images/', video: 'post/videos/', audio: 'post/audios/' } as const satisfies Record<
  UploadKind,
  UploadPath
>;

// ---- Verification, banking and payouts (spec §3, §5)
/** A verification image: the key of one's own upload through user/documents/. */
export const DOCUMENT_KEY_PATTERN = '^user/documents/[A-Za-z0-9_-]+\\.(?:jpg|png)$';
export const DOCUMENT_UPLOAD_PATH = 'user/documents/';
export const BANK_FIELD_MAX = 100;
/** Routing and swift codes: digits only (spec §5 'Must be only digits'). */
export const DIGITS_PATTERN = '^\\d+$';
/** A reviewer's reason for a rejection. */
export const REVIEW_COMMENT_MAX = 500;
/** A report's own words (its reason `other`): characters. */
export const REPORT_TEXT_MAX = 500;
/** A creator may ask for one payout per this many hours (spec §9). */
export const PAYOUT_INTERVAL_HOURS = 24;

// ---- Chat and paid media packages (spec §3, §5, §9)
/** Chat rooms and messages are named by 24 hex characters, like ObjectIds. */
export const CHAT_ID_PATTERN = '^[0-9a-f]{24}$';
/** The most messages one /messages/list answers (spec §9 chat history limit). */
export const CHAT_HISTORY_LIMIT = 200;
/**
 * Text as searches compare it: lowercase, accents dropped (its NFD form without combining marks); the server folds
 * columns the same way in SQL (server/db/search.ts `foldedSql`).
 */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/** The most results one /messages/search answers; `before` reads the next. */
export const CHAT_SEARCH_PAGE = 20;
/** A member's typing shows this long after their last `chat:typing`; their client sends it again every third of it while they type. */
export const CHAT_TYPING_SHOWN_MS = 6000;
/** Mass messages (issue 32): how many a creator may send in any 24 hours, and the history's page. */
export const MASS_MESSAGES_PER_DAY = 10;
export const MASS_MESSAGE_PAGE_SIZE = 20;
/** A creator's saved fan lists: how many, a name's length, members added at once, and a page of members or fans. */
export const FAN_LISTS_MAX = 20;
export const FAN_LIST_NAME_MAX = 40;
export const FAN_LIST_ADD_MAX = 50;
export const FAN_LIST_PAGE_SIZE = 24;
/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** The most files one message carries. */
export const CHAT_FILES_MAX = 10;
/** Chat uploads (spec §5 'Please select less then {N} MB image file/video file'), in KB. */
export const CHAT_IMAGE_MAX_KB = 10_240;
export const CHAT_VIDEO_MAX_KB = 51_200;
/** A package's name, in characters. */
export const PACKAGE_NAME_MAX = 100;
/** The most followers one package offer reaches. */
export const PACKAGE_SEND_MAX = 1000;
/** Paid package media (spec §5): accepted extensions per kind and sizes in KB (IMAGE_SIZE, VIDEO_SIZE, AUDIO_SIZE). */
export const PACKAGE_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'],
  audio: ['mp3', 'aac', 'ogg', 'flac', 'alac', 'wav'],
  // AVCHD's files are MPEG transport streams named .mts (.m2ts on discs): they come by those names too.
  video: ['mp4', 'mov', 'wmv', 'avi', 'avchd', 'mts', 'm2ts', 'flv', 'webm', 'mkv'],
};
export const PACKAGE_IMAGE_MAX_KB = 20_480;
export const PACKAGE_VIDEO_MAX_KB = 204_800;
export const PACKAGE_AUDIO_MAX_KB = 30_720;
/** A package's name holds something besides spaces. */
export const PACKAGE_NAME_PATTERN = '\\S';
/** A package's price in coins: 1 to 5 digits (spec §5 'Package price should be greater than 0', §9). */
export const PACKAGE_PRICE_MAX = COIN_AMOUNT_MAX;
/** Package media by kind: the size limit and the two refusals (keys of contract/messages.ts), for the add media popup and the server. */
export const PACKAGE_KINDS = {
  image: { maxKb: PACKAGE_IMAGE_MAX_KB, tooBig: 'packageImageTooBig', type: 'packageImageType' },
  video: { maxKb: PACKAGE_VIDEO_MAX_KB, tooBig: 'packageVideoTooBig', type: 'packageVideoType' },
  audio: { maxKb: PACKAGE_AUDIO_MAX_KB, tooBig: 'packageAudioTooBig', type: 'packageAudioType' },
} as const satisfies Record<UploadKind, { maxKb: number; tooBig: MessageKey; type: MessageKey }>;

// ---- Stories (spec §3, §5, §9)
/** A story image is the key of an upload on `story/images/`. */
export const STORY_IMAGE_KEY_PATTERN = '^story/images/[A-Za-z0-9_-]+\\.(?:jpg|png)$';
/** How long a story lasts. */
export const STORY_LIFETIME_HOURS = 24;
/** How many people the home strip shows. */
export const STORY_STRIP_MAX = 6;
/** The story player's tick and its step: an image lasts 100 / 1.5 ticks of 100 ms (about 6.7 s). */
export const STORY_TICK_MS = 100;
export const STORY_PROGRESS_STEP = 1.5;
export const STORY_PROGRESS_END = 100;

// ---- Live streams (spec §3, §5, §9)
/** A stream id: 10 random letters and digits, made by the host's client. */
export const STREAM_ID_LENGTH = 10;
export const STREAM_ID_PATTERN = '^[A-Za-z0-9]{10}$';
/** A paid stream's lowest price, in coins (integers only). */
export const LIVE_PRICE_MIN = 1;
export const LIVE_TITLE_MAX = 100;
export const LIVE_DESCRIPTION_MAX = 500;
/** The longest live chat message, in characters. */
export const LIVE_CHAT_MAX = 300;
/** A live tip goal (issue 32): coins from 1 to a million, and a short label ("Dance at 500 coins"). */
export const LIVE_GOAL_MIN = 1;
export const LIVE_GOAL_MAX = 1_000_000;
export const LIVE_GOAL_LABEL_MAX = 60;
/** A live tip menu: at most 10 items, each a label of up to 40 characters and a price of at least 1 coin. */
export const LIVE_MENU_MAX = 10;
export const LIVE_MENU_LABEL_MAX = 40;
export const LIVE_MENU_PRICE_MIN = 1;
/**
 * How many viewers the embedded transport (one WebRTC connection from the host's browser to each viewer)
 * carries before the host's upload gives out; beyond it, set AGORA_APP_ID and AGORA_APP_CERTIFICATE.
 */
export const WEBRTC_VIEWER_CAPACITY = 8;
/** How long the tokens of POST /api/agora/tokens last, in seconds. */
export const LIVE_TOKEN_TTL_SECONDS = 4 * 60 * 60;
