/**
 * The rules the first screens use (the sign-in fields, every field's bounds, the page sizes, the header search, the
 * REST client's header and multipart names), apart from the rest of contract/rules.ts, which re-exports them, so a
 * client's first load holds them without the others.
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
