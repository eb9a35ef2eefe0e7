/**
 * The rules the first screens use, apart from the rest of contract/rules.ts (which re-exports them), so a client's
 * first load holds them without the others.
 */
export const PASSWORD_PATTERN = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{8,}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const USERNAME_PATTERN = '^[A-Za-z0-9._]{3,30}$';
export const OTP_PATTERN = '^\\d{6}$';
export const OTP_LENGTH = 6;
export const PHONE_MIN = 5;
export const PHONE_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The longest address RFC 5321 lets through. */
export const EMAIL_MAX = 254;
export const NAME_MAX = 50;
export const REFERRAL_CODE_MAX = 32;

// ---- Birth dates (signup, and the profile in rules.ts)
export const BIRTH_DATE_MIN = '1900-01-01';
/** True when `value` (YYYY-MM-DD) names a day that exists, from BIRTH_DATE_MIN on. */
export function isRealBirthDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && value >= BIRTH_DATE_MIN;
}
/** Signup asks for a day (spec §3 birth_date), not '' as the profile's clearing does. */
export const SIGNUP_BIRTH_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** Signup is for adults: 18 on the day of signup. */
export const SIGNUP_MIN_AGE = 18;
/**
 * True when someone born on `birthDate` has turned `years` by `today` (both real days, YYYY-MM-DD): the birthday
 * `years` on, compared as text; one born on 29 February comes of age on 1 March of a common year.
 */
export function hasTurned(birthDate: string, today: string, years = SIGNUP_MIN_AGE): boolean {
  const birthday = `${String(Number(birthDate.slice(0, 4)) + years).padStart(4, '0')}${birthDate.slice(4)}`;
  return birthday <= today;
}

// ---- Every field (DESIGN.md, security defaults)
/** Record ids are PostgreSQL integers: 1 to 2^31 - 1. */
export const ID_MAX = 2_147_483_647;
/** Pages start at 1; no list is this long. */
export const PAGE_MAX = 100_000;
/** C0 controls (NUL…), DEL and C1 controls: nothing a person types into a one-line field. */
const CONTROL_IN_LINE = /\p{Cc}/u;
/** A multi-line text keeps its tabs and line breaks; other controls are refused. */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
/** True when the value holds a character no field takes (NUL and the other controls). */
export const hasControlCharacters = (value: string, multiline = false) => (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value);
/** A lone UTF-16 surrogate (half of a pair, as JSON's `\ud800` gives it): no character at all, and no database stores it. */
const LONE_SURROGATE = /\p{Cs}/u;
/** True when the value is not well-formed Unicode (String#isWellFormed, which Node 20's TypeScript lib lacks). */
export const isIllFormed = (value: string) => LONE_SURROGATE.test(value);
/** A text's length as the server's schemas count it: in characters (code points), not UTF-16 units. */
export const lengthOf = (value: string) => [...value].length;

// ---- Lists
/** Feed, comment and favourite pages start at 1; an empty page ends the paging. */
export const PAGE_SIZE = 10;
export const TRENDING_PANEL_SIZE = 10;

// ---- People (spec §2 header search, §7 autocomplete-user)
/** The longest search the header box sends, in characters. */
export const SEARCH_MAX = 50;
/** How many people the header search's dropdown lists. */
export const AUTOCOMPLETE_SIZE = 10;

// ---- The REST client
/** The `Idempotency-Key` header of a paid action (its pattern is in rules.ts). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The multipart fields of POST /api/media/content-create (spec §7). */
export const MEDIA_CONTENT_FIELDS = {
  file: 'media_content_file',
  thumb: 'media_content_thumb',
  packageId: 'media_package_id',
  type: 'media_content_type',
} as const;
