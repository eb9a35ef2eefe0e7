import type { FieldMessages, FieldRule, TextFormat } from '../../contract/fields.ts';
import { TEXT_FORMATS } from '../../contract/fields.ts';
import { Messages } from '../../contract/messages.ts';
import { isIllFormed } from '../../contract/rules.ts';

/*
 * What a field that failed its contract schema answers, the same over HTTP (plugins/errors.ts) and on the
 * socket (lib/payloads.ts).
 */

/** The contract's message for `rule` of a field: the rule's own, else the field's default. */
export const messageOf = (messages: FieldMessages | undefined, rule: FieldRule): string | undefined =>
  typeof messages === 'string' ? messages : (messages?.[rule] ?? messages?.default);

export const isTextFormat = (format: unknown): format is TextFormat => typeof format === 'string' && format in TEXT_FORMATS;

/** A text format refused the value: a lone surrogate says so, a control character answers the field's `format` message. */
export const textFormatMessage = (field: FieldMessages | undefined, data: unknown): string =>
  typeof data === 'string' && isIllFormed(data)
    ? Messages.illFormedText
    : ((typeof field === 'object' ? field.format : undefined) ?? Messages.controlCharacters);
