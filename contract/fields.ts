import Type from 'typebox';
import { Flag as FlagCodes } from './codes.ts';
import type { Message } from './messages.ts';
import { hasControlCharacters, ID_MAX, isIllFormed, PAGE_MAX } from './rules.ts';

/*
 * The primitives every request field is made of: strings refuse control characters and ids and numbers have ranges,
 * so a client's mistake answers 400 with a message, never 500 from the database (DESIGN.md, security defaults).
 */

/** The schema rules a field can break, named by their JSON Schema keyword, plus `required` (absent or ''). */
export type FieldRule =
  'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'minItems' | 'maxItems' | 'minimum' | 'maximum' | 'type';

/** What a field answers when it breaks a rule: one message for all, or one per rule with a default. */
export type FieldMessages = Message | ({ default: Message } & Partial<Record<FieldRule, Message>>);

/** `errorMessage` is what the server answers when the field fails its schema (server/plugins/errors.ts reads it). */
export const withMessage = (messages: FieldMessages) => ({ errorMessage: messages });

/**
 * The string formats of our own: well-formed Unicode (no lone surrogate) without control characters;
 * `line` refuses every control character, `text` keeps tabs and line breaks.
 */
export const TEXT_FORMATS = {
  line: (value: string) => !isIllFormed(value) && !hasControlCharacters(value),
  text: (value: string) => !isIllFormed(value) && !hasControlCharacters(value, true),
} as const;
export type TextFormat = keyof typeof TEXT_FORMATS;

interface StringRules {
  /** Characters (code points), as `lengthOf` counts them. */
  max: number;
  min?: number;
  pattern?: string;
  messages?: FieldMessages;
  default?: string;
}

const stringOf = (format: TextFormat, { max, min, pattern, messages, default: fallback }: StringRules) =>
  Type.String({
    format,
    maxLength: max,
    ...(min !== undefined ? { minLength: min } : {}),
    ...(pattern !== undefined ? { pattern } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(messages ? withMessage(messages) : {}),
  });

/** A one-line string: names, emails, codes, keys, searches. */
export const Line = (rules: StringRules) => stringOf('line', rules);
/** A multi-line string: captions, texts, comments. */
export const Text = (rules: StringRules) => stringOf('text', rules);

/** A record id: a PostgreSQL integer. */
export const Id = () => Type.Integer({ minimum: 1, maximum: ID_MAX });
/** A page of a list, from 1. */
export const Page = () => Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 });
/** A REST flag, 0 or 1. */
export const FlagField = () => Type.Enum(FlagCodes);
