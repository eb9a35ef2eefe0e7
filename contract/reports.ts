import Type, { type Static } from 'typebox';
import { ReportReason } from './codes.ts';
import { Envelope } from './envelope.ts';
import { Id, Text, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { REPORT_TEXT_MAX } from './rules.ts';
import { Person } from './user.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * Reports of a post or a person with a reason (issue 28): one per reporter and subject; the admin
 * queue counts them by reason and shows the `other` texts.
 */

/** The reason of a report, one of ReportReason. */
export const ReportReasonField = () => Type.Enum(ReportReason, withMessage(Messages.reportReasonRequired));
/** The reporter's own words: required (not blank) for `other`, ignored for the rest. */
export const ReportTextField = () =>
  Type.Optional(Text({ max: REPORT_TEXT_MAX, messages: { default: Messages.reportTextRequired, maxLength: Messages.reportTextTooLong } }));

export { reportProblem, reportTextOf } from './reportRules.ts';

// ---- POST /api/post/report {post_id, reason, text?} (spec §7 names post_id; the reason is issue 28's)
export const ReportPostBody = Type.Object({ post_id: Id(), reason: ReportReasonField(), text: ReportTextField() });
export type ReportPostBody = Static<typeof ReportPostBody>;

// ---- POST /api/user/report {user_id, reason, text?}: answers the reported person's id
export const ReportUserBody = Type.Object({ user_id: Id(), reason: ReportReasonField(), text: ReportTextField() });
export type ReportUserBody = Static<typeof ReportUserBody>;
export const ReportUserResponse = Envelope(Type.Object({ user_id: Type.Integer() }));
export type ReportUserResponse = Static<typeof ReportUserResponse>;

// ---- The admin's queues of reports
/** How many open reports give one reason. */
export const ReasonCount = Type.Object({ reason: Type.Enum(ReportReason), count: Type.Integer({ minimum: 1 }) });
export type ReasonCount = Static<typeof ReasonCount>;

/** What the queues show of a subject's open reports: how many, by reason (most first), and the `other` texts (oldest first). */
const OpenReports = {
  reports: Type.Integer({ minimum: 1 }),
  reasons: Type.Array(ReasonCount),
  texts: Type.Array(Type.String()),
  last_reported_at: Type.String(),
};

export const ReportedPost = Type.Object({
  post_id: Type.Integer(),
  author: Person,
  description: Type.String(),
  post_type: Type.Integer(),
  ...OpenReports,
});
export type ReportedPost = Static<typeof ReportedPost>;
export const ReportedPostsResponse = Envelope(Type.Array(ReportedPost));

// ---- POST /api/admin/reported-people {page}: people with open reports, the most reported first
export const ReportedPerson = Type.Object({ user: Person, ...OpenReports });
export type ReportedPerson = Static<typeof ReportedPerson>;
export const ReportedPeopleResponse = Envelope(Type.Array(ReportedPerson));

// ---- POST /api/admin/reported-people/dismiss {user_id}
export const PersonReportDecisionBody = Type.Object({ user_id: Id() });
export type PersonReportDecisionBody = Static<typeof PersonReportDecisionBody>;

// ---- POST /api/admin/people/suspend {user_id}, /api/admin/people/unsuspend {user_id}: a suspension ends every
// session of the person, refuses their logins, hides them from everyone and closes their open reports.
export const SuspensionBody = PersonReportDecisionBody;
export type SuspensionBody = PersonReportDecisionBody;

// ---- POST /api/admin/suspended-people {page}: the suspended, the most recently suspended first
export const SuspendedPerson = Type.Object({ user: Person, suspended_at: Type.String() });
export type SuspendedPerson = Static<typeof SuspendedPerson>;
export const SuspendedPeopleResponse = Envelope(Type.Array(SuspendedPerson));
export type SuspendedPeopleResponse = Static<typeof SuspendedPeopleResponse>;

/** Reporting a person (a post's report is among the posts' calls, the admins' queues in review.ts). */
export const ReportsEndpoints = {
  reportPerson: {
    method: 'POST',
    path: '/api/user/report',
    caller: 'signedIn',
    area: 'People',
    summary: 'Report a person with a reason',
    body: ReportUserBody,
    response: ReportUserResponse,
  },
} as const satisfies Record<string, Endpoint>;
