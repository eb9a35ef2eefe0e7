import { ReportReason, type ReportReasonCode } from './codes.ts';
import { lengthOf } from './fieldRules.ts';
import { Messages, type Message } from './messages.ts';
import { REPORT_TEXT_MAX } from './rules.ts';

/* The rule of a report's reason and words, apart from the schemas so the report dialog's machine carries only this. */

/** What is wrong with a report's reason and text, or null: the form and the server give the same verdict. */
export function reportProblem(reason: ReportReasonCode | null | undefined, text: string | undefined): Message | null {
  if (!reason) return Messages.reportReasonRequired;
  if (reason !== ReportReason.other) return null;
  const words = (text ?? '').trim();
  if (words === '') return Messages.reportTextRequired;
  if (lengthOf(words) > REPORT_TEXT_MAX) return Messages.reportTextTooLong;
  return null;
}

/** The text a report keeps: the trimmed words for `other`, nothing for the rest. */
export const reportTextOf = (reason: ReportReasonCode, text: string | undefined) =>
  reason === ReportReason.other ? (text ?? '').trim() : '';
