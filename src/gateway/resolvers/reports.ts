import { ReportReason, type ReportReasonCode } from '../../../contract/codes';
import type { ReasonCount as WireReasonCount } from '../../../contract/reports';
import type { ReasonCount, ReportReason as Reason } from '../generated/resolvers';

/** The report reasons as the client's enum reads them, and back to the wire's codes. */
const reasonByCode: Record<ReportReasonCode, Reason> = {
  [ReportReason.spam]: 'SPAM',
  [ReportReason.harassment]: 'HARASSMENT',
  [ReportReason.impersonation]: 'IMPERSONATION',
  [ReportReason.underage]: 'UNDERAGE',
  [ReportReason.copyright]: 'COPYRIGHT',
  [ReportReason.other]: 'OTHER',
};
const codeByReason = Object.fromEntries(Object.entries(reasonByCode).map(([code, reason]) => [reason, code])) as Record<
  Reason,
  ReportReasonCode
>;

/** A reason code of the contract as the client's enum spells it (what the services send). */
export const reasonOfCode = (code: ReportReasonCode): Reason => reasonByCode[code];

/** The body fields of a report: the reason's code, and the words only for OTHER. */
export const reportFields = (reason: Reason, text: string | null | undefined) => {
  const code = codeByReason[reason];
  return code === ReportReason.other ? { reason: code, text: text ?? '' } : { reason: code };
};

export const toReasonCounts = (counts: WireReasonCount[]): ReasonCount[] =>
  counts.map(({ reason, count }) => ({ reason: reasonByCode[reason], count }));
