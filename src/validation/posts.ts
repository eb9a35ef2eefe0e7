import type { MessageKey } from '../../contract/messages';
import {
  CAPTION_MAX,
  COIN_AMOUNT_MAX,
  HASHTAGS_MAX,
  hashtagsIn,
  KB,
  lengthOf,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_OPTIONS_START,
  POLL_QUESTION_MAX,
  POST_IMAGES_MAX,
  TEXT_POST_MAX,
  UPLOAD_EXTENSIONS,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadPath,
  SCHEDULE_MAX_DAYS,
  SCHEDULE_MIN_MINUTES,
} from '../../contract/rules';
import { blank, collect, textErrors, type FieldErrors } from './forms';

// Posts, files and polls (spec §5, §9): the composers' rules, apart from the account forms so they load with the composer.

/** The five composers of the home box. */
export type ComposerKind = 'image' | 'video' | 'audio' | 'text' | 'poll';
/** Who may open the media: spec §9 maps free/subscribers/paid to 0/1/2. */
export type PaymentChoice = 'free' | 'subscribers' | 'payPerView';
export type PollKindChoice = 'text' | 'image';

/** What the browser knows of a chosen file before it goes up (a `File` is one). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** The slots a post's files go in; each names its upload folder and the kind of file it takes. */
export const FILE_SLOTS = {
  image: { folder: 'post/images/', kind: 'image', required: 'uploadImage' },
  thumbnail: { folder: 'post/thumbs/', kind: 'image', required: 'thumbnailRequired' },
  video: { folder: 'post/videos/', kind: 'video', required: 'videoRequired' },
  teaser: { folder: 'post/teasers/', kind: 'video', required: 'videoRequired' },
  audio: { folder: 'post/audios/', kind: 'audio', required: 'audioRequired' },
  cover: { folder: 'post/thumbs/', kind: 'image', required: 'coverRequired' },
  pollImage: { folder: 'post/images/', kind: 'image', required: 'pollOptionImageRequired' },
} as const satisfies Record<string, { folder: UploadPath; kind: UploadKind; required: MessageKey }>;
export type FileSlot = keyof typeof FILE_SLOTS;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** A file of the wrong kind or over the limit, checked in the browser before it goes up (the server checks the content). */
export function fileError(kind: UploadKind, file: FileFacts): MessageKey | undefined {
  const rules = UPLOAD_KINDS[kind];
  if (!UPLOAD_EXTENSIONS[kind].includes(extensionOf(file.name))) return rules.type;
  // A browser that names a type must name one of the kind (a teaser of audio/mpeg renamed .mp4 is refused).
  if (file.type && !file.type.startsWith(`${kind}/`)) return rules.type;
  if (file.size > rules.maxKb * KB) return rules.tooBig;
  return undefined;
}

export const slotFileError = (slot: FileSlot, file: FileFacts) => fileError(FILE_SLOTS[slot].kind, file);

/** Keys coin inputs refuse outright (spec §5: e E + - . blocked). */
export const isBlockedAmountKey = (key: string) => ['e', 'E', '+', '-', '.'].includes(key);

/** A coin amount as typed: digits only, at most 5 characters (spec §9). */
export const typedAmount = (value: string) => value.replace(/\D/g, '').slice(0, String(COIN_AMOUNT_MAX).length);

/** A chat coin amount or price as typed (spec §5): digits only, no leading zero, at most 5 characters. */
export const typedCoins = (value: string) => typedAmount(value.replace(/\D/g, '').replace(/^0+/, ''));

/** The pay-per-view price: required, digits only, above 0, at most 5 digits. */
export function amountErrors(amount: string): Array<[boolean, MessageKey]> {
  const value = amount.trim();
  return [
    [value.length === 0 || !/^\d+$/.test(value), 'amountRequired'],
    [Number(value) === 0, 'amountPositive'],
    [Number(value) > COIN_AMOUNT_MAX, 'amountTooBig'],
  ];
}

/** The hashtags written in a description (#tag), as the server reads them (validatePost refuses more than HASHTAGS_MAX). */
export const parseHashtags = (description: string): string[] => hashtagsIn(description);

/** The longest description a composer takes: the caption of media and polls, or the text post. */
export const descriptionMax = (kind: ComposerKind) => (kind === 'text' ? TEXT_POST_MAX : CAPTION_MAX);

/** The length rule alone, shown live under the description: over the limit disables posting. Sent trimmed, so counted trimmed. */
export function descriptionTooLong(kind: ComposerKind, description: string): MessageKey | undefined {
  if (lengthOf(description.trim()) <= descriptionMax(kind)) return undefined;
  return kind === 'text' ? 'textTooLong' : 'captionTooLong';
}

export interface PollOptionDraft<F extends FileFacts = FileFacts> {
  text: string;
  image: F | null;
}

export interface PollDraft<F extends FileFacts = FileFacts> {
  question: string;
  kind: PollKindChoice;
  options: Array<PollOptionDraft<F>>;
}

/** Everything a composer holds; a kind reads only its own fields. */
export interface PostDraft<F extends FileFacts = FileFacts> {
  kind: ComposerKind;
  description: string;
  images: F[];
  video: F | null;
  thumbnail: F | null;
  teaser: F | null;
  audio: F | null;
  cover: F | null;
  payment: PaymentChoice;
  amount: string;
  poll: PollDraft<F>;
}

export function emptyPostDraft<F extends FileFacts = FileFacts>(kind: ComposerKind): PostDraft<F> {
  return {
    kind,
    description: '',
    images: [],
    video: null,
    thumbnail: null,
    teaser: null,
    audio: null,
    cover: null,
    payment: 'free',
    amount: '',
    poll: { question: '', kind: 'text', options: Array.from({ length: POLL_OPTIONS_START }, () => ({ text: '', image: null })) },
  };
}

/** Text and poll posts are always free; the others may be sold (by verified users). */
export const isSellable = (kind: ComposerKind) => kind === 'image' || kind === 'video' || kind === 'audio';

export type PollOptionField = `option.${number}.text` | `option.${number}.image`;
export type PostField =
  'description' | 'images' | 'video' | 'thumbnail' | 'teaser' | 'audio' | 'cover' | 'amount' | 'question' | 'options' | PollOptionField;

const fileChecks = (slot: FileSlot, file: FileFacts | null, required: boolean): Array<[boolean, MessageKey]> => {
  const broken = file ? slotFileError(slot, file) : undefined;
  return [
    [required && !file, FILE_SLOTS[slot].required],
    [!!broken, broken ?? FILE_SLOTS[slot].required],
  ];
};

function pollChecks(poll: PollDraft): Partial<Record<PostField, Array<[boolean, MessageKey]>>> {
  const filled = poll.options.filter((option) => !blank(option.text));
  const checks: Partial<Record<PostField, Array<[boolean, MessageKey]>>> = {
    question: [
      [blank(poll.question), 'pollQuestionRequired'],
      ...textErrors(poll.question.trim(), POLL_QUESTION_MAX, 'pollQuestionTooLong'),
    ],
    options: [
      [poll.options.length > POLL_OPTIONS_MAX, 'pollMaxOptions'],
      [poll.options.length < POLL_OPTIONS_MIN, 'pollMinOptions'],
      [filled.length < POLL_OPTIONS_MIN, 'pollTwoOptions'],
    ],
  };
  // An image poll needs an image and a text on every option; a text poll drops blank ones.
  poll.options.forEach((option, index) => {
    const text = textErrors(option.text.trim(), POLL_OPTION_MAX, 'pollOptionTooLong');
    if (poll.kind === 'text') {
      checks[`option.${index}.text`] = text;
      return;
    }
    checks[`option.${index}.text`] = [[blank(option.text), 'pollOptionTextRequired'], ...text];
    checks[`option.${index}.image`] = fileChecks('pollImage', option.image, true);
  });
  return checks;
}

/** Every rule of the composer of `draft.kind`, first failure per field. */
export function validatePost(draft: PostDraft): FieldErrors<PostField> {
  const { kind } = draft;
  // The description is sent trimmed and may span lines.
  const sent = draft.description.trim();
  const description: Array<[boolean, MessageKey]> =
    kind === 'text'
      ? [[blank(sent), 'captionRequired'], ...textErrors(sent, TEXT_POST_MAX, 'textTooLong', true)]
      : textErrors(sent, CAPTION_MAX, 'captionTooLong', true);
  // The server reads the caption's #tags too and refuses a post with more than HASHTAGS_MAX of them.
  description.push([hashtagsIn(sent).length > HASHTAGS_MAX, 'hashtagsTooMany']);
  const sale = isSellable(kind) && draft.payment === 'payPerView' ? { amount: amountErrors(draft.amount) } : {};
  switch (kind) {
    case 'image':
      return collect<PostField>({
        description,
        images: [
          [draft.images.length === 0, 'uploadImage'],
          [draft.images.length > POST_IMAGES_MAX, 'tooManyImages'],
          ...draft.images.map((image): [boolean, MessageKey] => {
            const broken = slotFileError('image', image);
            return [!!broken, broken ?? 'uploadImage'];
          }),
        ],
        ...sale,
      });
    case 'video':
      return collect<PostField>({
        description,
        video: fileChecks('video', draft.video, true),
        thumbnail: fileChecks('thumbnail', draft.thumbnail, true),
        teaser: fileChecks('teaser', draft.teaser, false),
        ...sale,
      });
    case 'audio':
      return collect<PostField>({
        description,
        audio: fileChecks('audio', draft.audio, true),
        cover: fileChecks('cover', draft.cover, true),
        ...sale,
      });
    case 'text':
      return collect<PostField>({ description });
    case 'poll':
      return collect<PostField>({ description, ...pollChecks(draft.poll) });
  }
}

/** What is wrong with a schedule time, as a message key. */
export type ScheduleProblem = Extract<MessageKey, 'scheduleTimeInvalid' | 'scheduleTooSoon' | 'scheduleTooLate'>;

/**
 * A datetime-local value (the browser's zone) as ISO 8601; null when empty (a draft) or not a time. The server checks
 * it again on its own clock.
 */
export function scheduleTimeOf(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** Why `value` cannot be a post's time at `now` (SCHEDULE_MIN_MINUTES to SCHEDULE_MAX_DAYS ahead); empty only when `required`. */
export function scheduleProblem(value: string, now: number, required = false): ScheduleProblem | null {
  if (!value) return required ? 'scheduleTimeInvalid' : null;
  const iso = scheduleTimeOf(value);
  if (!iso) return 'scheduleTimeInvalid';
  const at = Date.parse(iso);
  if (at < now + SCHEDULE_MIN_MINUTES * 60_000) return 'scheduleTooSoon';
  if (at > now + SCHEDULE_MAX_DAYS * 24 * 60 * 60_000) return 'scheduleTooLate';
  return null;
}
