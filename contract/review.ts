import Type, { type Static } from 'typebox';
import { DocumentType, PayoutStatus, VerifyStatus } from './codes.ts';
import { Envelope } from './envelope.ts';
import { Id, Line, Page, withMessage } from './fields.ts';
import { Messages, type Message } from './messages.ts';
import { Person } from './user.ts';
import { BANK_FIELD_MAX, COIN_AMOUNT_MAX, DOCUMENT_KEY_PATTERN, DIGITS_PATTERN, REVIEW_COMMENT_MAX } from './rules.ts';
import type { Endpoint } from './endpoint.ts';
import {
  PersonReportDecisionBody,
  ReportedPeopleResponse,
  ReportedPostsResponse,
  SuspendedPeopleResponse,
  SuspensionBody,
} from './reports.ts';

/*
 * Identity verification, banking details and payouts (spec §3, §7) and the admin's review of them and of reported
 * posts. Documents are private: signed, short-lived URLs for their owner and admins only.
 */

// ---- POST /api/user/upload-document {image, user_document_type, selfie_image}: keys of one's own uploads through user/documents/
const DocumentKey = (required: Message) =>
  Line({ min: 1, max: 200, pattern: DOCUMENT_KEY_PATTERN, messages: { default: Messages.documentNotFound, required } });
export const UploadDocumentBody = Type.Object({
  image: DocumentKey(Messages.documentImageRequired),
  user_document_type: Type.Enum(DocumentType, withMessage(Messages.documentTypeRequired)),
  selfie_image: DocumentKey(Messages.selfieImageRequired),
});
export type UploadDocumentBody = Static<typeof UploadDocumentBody>;

// ---- POST /api/user/verification-status: the latest request (none: status 4, not applied)
export const VerificationStatus = Type.Object({
  status: Type.Enum(VerifyStatus),
  /** The reviewer's reason when rejected, else ''. */
  hand_written_comment: Type.String(),
  user_document_type: Type.Union([Type.Enum(DocumentType), Type.Null()]),
  /** Signed, short-lived URLs of the two images, for their owner only; null when not applied. */
  image: Type.Union([Type.String(), Type.Null()]),
  selfie_image: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.Union([Type.String(), Type.Null()]),
});
export type VerificationStatus = Static<typeof VerificationStatus>;
export const VerificationStatusResponse = Envelope(VerificationStatus);
export type VerificationStatusResponse = Static<typeof VerificationStatusResponse>;

// ---- POST /api/user/bank (the nine fields, all required; routing and swift digits only)
/** A blank field is as missing as an empty one (the server keeps them trimmed). */
const NOT_BLANK = '\\S';
const BankField = (required: Message, digits = false) =>
  Line({
    min: 1,
    max: BANK_FIELD_MAX,
    pattern: digits ? DIGITS_PATTERN : NOT_BLANK,
    messages: { default: digits ? Messages.onlyDigits : required, required, maxLength: Messages.bankFieldTooLong },
  });
export const BankBody = Type.Object({
  bank_holder_name: BankField(Messages.bankHolderNameRequired),
  bank_name: BankField(Messages.bankNameRequired),
  bank_account_number: BankField(Messages.bankAccountNumberRequired),
  bank_country: BankField(Messages.bankCountryRequired),
  bank_state: BankField(Messages.bankStateRequired),
  bank_city: BankField(Messages.bankCityRequired),
  bank_routing: BankField(Messages.bankRoutingRequired, true),
  bank_address: BankField(Messages.bankAddressRequired),
  bank_swift_code: BankField(Messages.bankSwiftCodeRequired, true),
});
export type BankBody = Static<typeof BankBody>;
/** The saved details as they are shown again: the account number masked to its last four characters. */
export const BankDetails = Type.Object({
  bank_holder_name: Type.String(),
  bank_name: Type.String(),
  bank_account_number: Type.String(),
  bank_country: Type.String(),
  bank_state: Type.String(),
  bank_city: Type.String(),
  bank_routing: Type.String(),
  bank_address: Type.String(),
  bank_swift_code: Type.String(),
});
export type BankDetails = Static<typeof BankDetails>;
/** `bank` is null until the owner saves details. */
export const BankDetailsResponse = Envelope(Type.Object({ bank: Type.Union([BankDetails, Type.Null()]) }));
export type BankDetailsResponse = Static<typeof BankDetailsResponse>;

// ---- POST /api/user/withdrawable: what can be withdrawn now
export const Withdrawable = Type.Object({
  /** Coins earned from sales (net of the fee), not yet withdrawn, and still in the wallet. */
  coins: Type.Integer({ minimum: 0 }),
  /** Their value in cents at COIN_VALUE_CENTS. */
  cents: Type.Integer({ minimum: 0 }),
  coin_value_cents: Type.Integer({ minimum: 1 }),
  /** When the next payout can be asked (ISO), or null when it can be now. */
  next_withdraw_at: Type.Union([Type.String(), Type.Null()]),
  has_bank: Type.Boolean(),
});
export type Withdrawable = Static<typeof Withdrawable>;
export const WithdrawableResponse = Envelope(Withdrawable);
export type WithdrawableResponse = Static<typeof WithdrawableResponse>;

// ---- POST /api/user/user-withdraw {amount}
export const WithdrawBody = Type.Object({
  amount: Type.Integer({
    minimum: 1,
    maximum: COIN_AMOUNT_MAX,
    ...withMessage({
      default: Messages.payoutAmountTooBig,
      minimum: Messages.payoutAmountPositive,
      type: Messages.payoutAmountPositive,
      required: Messages.payoutAmountPositive,
    }),
  }),
});
export type WithdrawBody = Static<typeof WithdrawBody>;

/** A payout of the history (spec §3): `status` 0 pending, 2 rejected, else paid. */
export const Payout = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer({ minimum: 1 }),
  /** What it is worth in cents, at the coin value of the request. */
  amount_cents: Type.Integer({ minimum: 0 }),
  withdraw_datetime: Type.String(),
  status: Type.Enum(PayoutStatus),
  /** The reviewer's reason when rejected, else ''. */
  comment: Type.String(),
});
export type Payout = Static<typeof Payout>;
export const WithdrawResponse = Envelope(
  Type.Object({ payout: Payout, wallet_balance: Type.Integer({ minimum: 0 }), withdrawable: Withdrawable }),
);
export type WithdrawResponse = Static<typeof WithdrawResponse>;

// ---- POST /api/user/withdraw-list {page}: newest first
export const WithdrawListBody = Type.Object({ page: Page() });
export const WithdrawListResponse = Envelope(Type.Array(Payout));
export type WithdrawListResponse = Static<typeof WithdrawListResponse>;

// ---- The admin area: queues by page, decisions by id
export const AdminPageBody = Type.Object({ page: Page() });
export type AdminPageBody = Static<typeof AdminPageBody>;
export const DecideBody = Type.Object({ id: Id() });
export type DecideBody = Static<typeof DecideBody>;
export const RejectBody = Type.Object({
  id: Id(),
  comment: Line({
    min: 1,
    max: REVIEW_COMMENT_MAX,
    messages: { default: Messages.rejectReasonRequired, maxLength: Messages.rejectReasonTooLong },
  }),
});
export type RejectBody = Static<typeof RejectBody>;
export const ReportDecisionBody = Type.Object({ post_id: Id() });
export type ReportDecisionBody = Static<typeof ReportDecisionBody>;

export const PendingVerification = Type.Object({
  id: Type.Integer(),
  user: Person,
  user_document_type: Type.Enum(DocumentType),
  /** Signed, short-lived. */
  image: Type.String(),
  selfie_image: Type.String(),
  created_at: Type.String(),
});
export type PendingVerification = Static<typeof PendingVerification>;
export const PendingVerificationsResponse = Envelope(Type.Array(PendingVerification));

export const PendingPayout = Type.Object({
  id: Type.Integer(),
  user: Person,
  amount: Type.Integer(),
  amount_cents: Type.Integer(),
  withdraw_datetime: Type.String(),
  /** Where to pay it, the account number masked. */
  bank: BankDetails,
});
export type PendingPayout = Static<typeof PendingPayout>;
export const PendingPayoutsResponse = Envelope(Type.Array(PendingPayout));

/** What a decision answers: who decided and when. */
export const DecisionResponse = Envelope(Type.Object({ decided_by: Type.Integer(), decided_at: Type.String() }));
export type DecisionResponse = Static<typeof DecisionResponse>;

// ---- POST /api/admin/jobs: the background jobs, in all and per queue
const JobCount = () => Type.Integer({ minimum: 0 });
/** Waiting: queued, new or waiting for a retry; failed: after their last retry, kept a while by their queue. */
export const QueueJobs = Type.Object({ name: Type.String(), waiting: JobCount(), active: JobCount(), failed: JobCount() });
export type QueueJobs = Static<typeof QueueJobs>;
export const BackgroundJobs = Type.Object({ waiting: JobCount(), active: JobCount(), failed: JobCount(), queues: Type.Array(QueueJobs) });
export type BackgroundJobs = Static<typeof BackgroundJobs>;
export const BackgroundJobsResponse = Envelope(BackgroundJobs);
export type BackgroundJobsResponse = Static<typeof BackgroundJobsResponse>;

/** Identity verification, banking and payouts, and the admins' review queues. */
export const ReviewEndpoints = {
  // Verification, banking and payouts
  requestVerification: {
    method: 'POST',
    path: '/api/user/upload-document',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'Ask for identity verification: the document and a selfie with it',
    body: UploadDocumentBody,
    response: VerificationStatusResponse,
  },
  verificationStatus: {
    method: 'POST',
    path: '/api/user/verification-status',
    caller: 'signedIn',
    area: 'Payouts',
    summary: "The viewer's verification request and its state",
    response: VerificationStatusResponse,
  },
  saveBank: {
    method: 'POST',
    path: '/api/user/bank',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'Save the banking details',
    body: BankBody,
    response: BankDetailsResponse,
  },
  bank: {
    method: 'POST',
    path: '/api/user/bank-details',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'The saved banking details, the account number masked',
    response: BankDetailsResponse,
  },
  withdrawable: {
    method: 'POST',
    path: '/api/user/withdrawable',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'The earned coins that can be withdrawn, and when',
    response: WithdrawableResponse,
  },
  requestPayout: {
    method: 'POST',
    path: '/api/user/user-withdraw',
    caller: 'signedIn',
    area: 'Payouts',
    summary: 'Ask for a payout of earned coins (one a day)',
    body: WithdrawBody,
    response: WithdrawResponse,
  },
  payouts: {
    method: 'POST',
    path: '/api/user/withdraw-list',
    caller: 'signedIn',
    area: 'Payouts',
    summary: "The viewer's payouts, by page",
    body: WithdrawListBody,
    response: WithdrawListResponse,
  },

  // Admin (DESIGN.md, roles and review)
  pendingVerifications: {
    method: 'POST',
    path: '/api/admin/verifications',
    caller: 'admin',
    area: 'Admin',
    summary: 'Pending verification requests, by page',
    body: AdminPageBody,
    response: PendingVerificationsResponse,
  },
  approveVerification: {
    method: 'POST',
    path: '/api/admin/verifications/approve',
    caller: 'admin',
    area: 'Admin',
    summary: 'Approve a verification request',
    body: DecideBody,
    response: DecisionResponse,
  },
  rejectVerification: {
    method: 'POST',
    path: '/api/admin/verifications/reject',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reject a verification request with a reason',
    body: RejectBody,
    response: DecisionResponse,
  },
  pendingPayouts: {
    method: 'POST',
    path: '/api/admin/payouts',
    caller: 'admin',
    area: 'Admin',
    summary: 'Pending payout requests, by page',
    body: AdminPageBody,
    response: PendingPayoutsResponse,
  },
  approvePayout: {
    method: 'POST',
    path: '/api/admin/payouts/approve',
    caller: 'admin',
    area: 'Admin',
    summary: 'Mark a payout paid',
    body: DecideBody,
    response: DecisionResponse,
  },
  rejectPayout: {
    method: 'POST',
    path: '/api/admin/payouts/reject',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reject a payout: the coins go back to the wallet',
    body: RejectBody,
    response: DecisionResponse,
  },
  reportedPosts: {
    method: 'POST',
    path: '/api/admin/reports',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reported posts, by page',
    body: AdminPageBody,
    response: ReportedPostsResponse,
  },
  removeReportedPost: {
    method: 'POST',
    path: '/api/admin/reports/remove',
    caller: 'admin',
    area: 'Admin',
    summary: 'Remove a reported post',
    body: ReportDecisionBody,
    response: DecisionResponse,
  },
  dismissPostReports: {
    method: 'POST',
    path: '/api/admin/reports/dismiss',
    caller: 'admin',
    area: 'Admin',
    summary: "Dismiss a post's reports",
    body: ReportDecisionBody,
    response: DecisionResponse,
  },
  reportedPeople: {
    method: 'POST',
    path: '/api/admin/reported-people',
    caller: 'admin',
    area: 'Admin',
    summary: 'Reported people, by page',
    body: AdminPageBody,
    response: ReportedPeopleResponse,
  },
  dismissPersonReports: {
    method: 'POST',
    path: '/api/admin/reported-people/dismiss',
    caller: 'admin',
    area: 'Admin',
    summary: "Dismiss a person's reports",
    body: PersonReportDecisionBody,
    response: DecisionResponse,
  },
  suspendedPeople: {
    method: 'POST',
    path: '/api/admin/suspended-people',
    caller: 'admin',
    area: 'Admin',
    summary: 'Suspended people, by page',
    body: AdminPageBody,
    response: SuspendedPeopleResponse,
  },
  suspendPerson: {
    method: 'POST',
    path: '/api/admin/people/suspend',
    caller: 'admin',
    area: 'Admin',
    summary: 'Suspend a person: their sessions end and they are hidden from everyone',
    body: SuspensionBody,
    response: DecisionResponse,
  },
  unsuspendPerson: {
    method: 'POST',
    path: '/api/admin/people/unsuspend',
    caller: 'admin',
    area: 'Admin',
    summary: 'Lift a suspension',
    body: SuspensionBody,
    response: DecisionResponse,
  },
  backgroundJobs: {
    method: 'POST',
    path: '/api/admin/jobs',
    caller: 'admin',
    area: 'Admin',
    summary: 'The background jobs waiting, running and failed, in all and per queue',
    response: BackgroundJobsResponse,
  },
} as const satisfies Record<string, Endpoint>;
