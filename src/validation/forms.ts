import type { MessageKey } from '../../contract/messages';
import {
  ADDRESS_MAX,
  BIO_MAX,
  BIRTH_DATE_PATTERN,
  CAPTION_MAX,
  CITY_MAX,
  FACEBOOK_PATTERN,
  INSTAGRAM_PATTERN,
  isRealBirthDate,
  LINK_MAX,
  STATE_MAX,
  TWITTER_PATTERN,
  WEBSITE_PATTERN,
  ZIPCODE_MAX,
  ZIPCODE_PATTERN,
  COIN_AMOUNT_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  HASHTAGS_MAX,
  hashtagsIn,
  hasControlCharacters,
  KB,
  lengthOf,
  NAME_MAX,
  OTP_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  PHONE_MAX,
  PHONE_MIN,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_OPTIONS_START,
  POLL_QUESTION_MAX,
  POST_IMAGES_MAX,
  REFERRAL_CODE_MAX,
  TEXT_POST_MAX,
  UPLOAD_EXTENSIONS,
  UPLOAD_KINDS,
  USERNAME_PATTERN,
  type UploadKind,
  type UploadPath,
} from '../../contract/rules';

/** Field name → the key of the first rule it breaks (see contract/messages.ts). Empty when valid. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

// The server (ajv) reads the contract's patterns in unicode mode; so do we, or '.' would count UTF-16 units.
const emailRe = new RegExp(EMAIL_PATTERN, 'u');
const passwordRe = new RegExp(PASSWORD_PATTERN, 'u');
const usernameRe = new RegExp(USERNAME_PATTERN, 'u');
const otpRe = new RegExp(OTP_PATTERN, 'u');

const blank = (value: string) => value.trim().length === 0;

/**
 * The rules every string field ends with, in the order the server's schema checks them after its own
 * pattern: at most `max` characters, no control characters (a multi-line text keeps its line breaks).
 */
function textErrors(value: string, max: number, tooLong: MessageKey, multiline = false): Array<[boolean, MessageKey]> {
  return [
    [lengthOf(value) > max, tooLong],
    [hasControlCharacters(value, multiline), 'controlCharacters'],
  ];
}

/** Runs each field's checks in order and keeps the first failure, as the forms show one message a field. */
function collect<F extends string>(checks: Partial<Record<F, Array<[boolean, MessageKey]>>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const failed = checks[field]?.find(([broken]) => broken);
    if (failed) errors[field] = failed[1];
  }
  return errors;
}

export const isValid = (errors: FieldErrors<string>) => Object.keys(errors).length === 0;

/** An email is checked, and sent, trimmed. */
export function emailErrors(email: string): Array<[boolean, MessageKey]> {
  const value = email.trim();
  return [
    [blank(value), 'emailRequired'],
    [lengthOf(value) > EMAIL_MAX, 'emailInvalid'],
    [!emailRe.test(value), 'emailInvalid'],
    [hasControlCharacters(value), 'controlCharacters'],
  ];
}

/** The password rule of §5: 8+ characters with uppercase, lowercase, digit and one of !@#$%^&*. */
export function newPasswordErrors(password: string): Array<[boolean, MessageKey]> {
  return [
    [password.length === 0, 'passwordRequired'],
    [lengthOf(password) > PASSWORD_MAX, 'passwordTooLong'],
    [!passwordRe.test(password), 'passwordRule'],
    [hasControlCharacters(password), 'controlCharacters'],
  ];
}

/** A password already chosen (login, the old one): the server only bounds it. */
function typedPasswordErrors(password: string, tooShort: [number, MessageKey]): Array<[boolean, MessageKey]> {
  return [[lengthOf(password) < tooShort[0], tooShort[1]], ...textErrors(password, PASSWORD_MAX, 'passwordTooLong')];
}

export interface LoginForm {
  email: string;
  password: string;
  acceptTerms: boolean;
}
export const validateLogin = (form: LoginForm) =>
  collect<keyof LoginForm>({
    email: emailErrors(form.email),
    password: typedPasswordErrors(form.password, [1, 'passwordRequired']),
    acceptTerms: [[!form.acceptTerms, 'acceptTerms']],
  });

/** A first or last name: required, checked and sent trimmed. */
const nameErrors = (name: string, required: MessageKey, tooLong: MessageKey): Array<[boolean, MessageKey]> => [
  [blank(name), required],
  ...textErrors(name.trim(), NAME_MAX, tooLong),
];

export interface SignupForm {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  referralCode: string;
}
/** Names, username, email, phone and referral code are checked, and sent, trimmed (`toRegistration`). */
export const validateSignup = (form: SignupForm) =>
  collect<keyof SignupForm>({
    firstName: nameErrors(form.firstName, 'firstNameRequired', 'firstNameTooLong'),
    lastName: nameErrors(form.lastName, 'lastNameRequired', 'lastNameTooLong'),
    username: [
      [blank(form.username), 'usernameRequired'],
      [!usernameRe.test(form.username.trim()), 'usernameInvalid'],
    ],
    email: emailErrors(form.email),
    phone: [
      [blank(form.phone), 'phoneRequired'],
      [lengthOf(form.phone.trim()) < PHONE_MIN, 'phoneMin'],
      ...textErrors(form.phone.trim(), PHONE_MAX, 'phoneTooLong'),
    ],
    password: newPasswordErrors(form.password),
    // Whether an account has this code only the server knows.
    referralCode: textErrors(form.referralCode.trim(), REFERRAL_CODE_MAX, 'referralInvalid'),
  });

export interface OtpForm {
  otp: string;
}
export const validateOtp = (form: OtpForm) => collect<keyof OtpForm>({ otp: [[!otpRe.test(form.otp), 'otpInvalidFormat']] });

export interface EmailForm {
  email: string;
}
export const validateEmail = (form: EmailForm) => collect<keyof EmailForm>({ email: emailErrors(form.email) });

export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}
/** Reset password: the rule for the new one; confirm at least 8 and equal. */
export const validateNewPassword = (form: NewPasswordForm) =>
  collect<keyof NewPasswordForm>({
    newPassword: newPasswordErrors(form.newPassword),
    confirmPassword: [
      ...typedPasswordErrors(form.confirmPassword, [PASSWORD_MIN, 'minimum8']),
      [form.confirmPassword !== form.newPassword, 'passwordsDoNotMatch'],
    ],
  });

export interface ChangePasswordForm extends NewPasswordForm {
  oldPassword: string;
}
export const validateChangePassword = (form: ChangePasswordForm) => ({
  ...collect<'oldPassword'>({ oldPassword: typedPasswordErrors(form.oldPassword, [PASSWORD_MIN, 'minimum8']) }),
  ...validateNewPassword(form),
});

// ---- Edit profile (spec §5)

/** The edit-profile form's text fields as typed; gender, country and photos are picked, not typed. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  state: string;
  city: string;
  address: string;
  zipcode: string;
  /** YYYY-MM-DD as a date input gives it, or ''. */
  birthDate: string;
  websiteLink: string;
  facebookLink: string;
  instagramLink: string;
  twitterLink: string;
  otherProfileLink: string;
  bio: string;
}
export type ProfileField = keyof ProfileForm;

const websiteRe = new RegExp(WEBSITE_PATTERN, 'u');
const zipcodeRe = new RegExp(ZIPCODE_PATTERN, 'u');
const birthDateRe = new RegExp(BIRTH_DATE_PATTERN, 'u');

/** A link is checked, and sent, trimmed; '' clears it. */
function linkErrors(link: string, pattern: RegExp, invalid: MessageKey): Array<[boolean, MessageKey]> {
  const value = link.trim();
  return [
    [lengthOf(value) > LINK_MAX || !pattern.test(value), invalid],
    [hasControlCharacters(value), 'controlCharacters'],
  ];
}

/** A real day from 1900 on, not after `today` (YYYY-MM-DD: the server's clock decides in the end). */
function birthDateErrors(birthDate: string, today: string): Array<[boolean, MessageKey]> {
  const value = birthDate.trim();
  return [
    [lengthOf(value) > 10 || !birthDateRe.test(value), 'birthDateInvalid'],
    [value !== '' && !isRealBirthDate(value), 'birthDateInvalid'],
    [value > today, 'birthDateFuture'],
  ];
}

/** Every rule of the edit-profile form; `today` is the viewer's date as YYYY-MM-DD. */
export const validateProfile = (form: ProfileForm, today: string) =>
  collect<ProfileField>({
    firstName: nameErrors(form.firstName, 'firstNameRequired', 'firstNameTooLong'),
    lastName: nameErrors(form.lastName, 'lastNameRequired', 'lastNameTooLong'),
    state: textErrors(form.state.trim(), STATE_MAX, 'stateTooLong'),
    city: textErrors(form.city.trim(), CITY_MAX, 'cityTooLong'),
    address: textErrors(form.address.trim(), ADDRESS_MAX, 'addressTooLong'),
    zipcode: [[lengthOf(form.zipcode.trim()) > ZIPCODE_MAX, 'zipcodeTooLong'], [!zipcodeRe.test(form.zipcode.trim()), 'onlyDigits']],
    birthDate: birthDateErrors(form.birthDate, today),
    websiteLink: linkErrors(form.websiteLink, websiteRe, 'websiteInvalid'),
    facebookLink: linkErrors(form.facebookLink, new RegExp(FACEBOOK_PATTERN, 'u'), 'facebookInvalid'),
    instagramLink: linkErrors(form.instagramLink, new RegExp(INSTAGRAM_PATTERN, 'u'), 'instagramInvalid'),
    twitterLink: linkErrors(form.twitterLink, new RegExp(TWITTER_PATTERN, 'u'), 'twitterInvalid'),
    otherProfileLink: linkErrors(form.otherProfileLink, websiteRe, 'websiteInvalid'),
    bio: textErrors(form.bio.trim(), BIO_MAX, 'bioTooLong', true),
  });

// ---- Posts, files and polls (spec §5, §9)

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
  | 'description'
  | 'images'
  | 'video'
  | 'thumbnail'
  | 'teaser'
  | 'audio'
  | 'cover'
  | 'amount'
  | 'question'
  | 'options'
  | PollOptionField;

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
    question: [[blank(poll.question), 'pollQuestionRequired'], ...textErrors(poll.question.trim(), POLL_QUESTION_MAX, 'pollQuestionTooLong')],
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
