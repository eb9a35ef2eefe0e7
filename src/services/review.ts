import type { Gateway } from '../gateway/client';
import type {
  BankFieldsFragment,
  BankInput,
  DocumentType,
  PayoutFieldsFragment,
  PendingPayoutsQuery,
  PendingVerificationsQuery,
  ReportedPostsQuery,
  ReportedPeopleQuery,
  SuspendedPeopleQuery,
  VerificationFieldsFragment,
  WithdrawableFieldsFragment,
} from '../gateway/generated/graphql';
import type { RestClient } from '../gateway/rest';
import { Endpoints } from '../gateway/generated/endpoints';
import { DOCUMENT_UPLOAD_PATH } from '../../contract/rules';
import { runOperation } from './gatewayError';

export type { BankInput, DocumentType };
export type Verification = VerificationFieldsFragment;
export type BankDetails = BankFieldsFragment;
export type Withdrawable = WithdrawableFieldsFragment;
export type Payout = PayoutFieldsFragment;
export type PendingVerification = PendingVerificationsQuery['pendingVerifications'][number];
export type PendingPayout = PendingPayoutsQuery['pendingPayouts'][number];
export type ReportedPost = ReportedPostsQuery['reportedPosts'][number];
export type ReportedPerson = ReportedPeopleQuery['reportedPeople'][number];
export type SuspendedPerson = SuspendedPeopleQuery['suspendedPeople'][number];

/** What Verify profile, Banking and Payout need of the outside world. */
export interface ReviewApi {
  verification(signal?: AbortSignal): Promise<Verification>;
  /** The two images go up through /api/upload (user/documents/, private), then the request names them. */
  submitVerification(
    input: { documentType: DocumentType; image: File; selfie: File },
    signal?: AbortSignal,
  ): Promise<{ message: string; verification: Verification }>;
  bankDetails(signal?: AbortSignal): Promise<BankDetails | null>;
  saveBank(input: BankInput, signal?: AbortSignal): Promise<{ message: string; bank: BankDetails }>;
  withdrawable(signal?: AbortSignal): Promise<Withdrawable>;
  payouts(page: number, signal?: AbortSignal): Promise<Payout[]>;
  requestPayout(amount: number, signal?: AbortSignal): Promise<{ message: string; payout: Payout; withdrawable: Withdrawable }>;
}

/** What the admin area needs: the three queues and their decisions. */
export interface AdminApi {
  pendingVerifications(page: number, signal?: AbortSignal): Promise<PendingVerification[]>;
  pendingPayouts(page: number, signal?: AbortSignal): Promise<PendingPayout[]>;
  reportedPosts(page: number, signal?: AbortSignal): Promise<ReportedPost[]>;
  decideVerification(id: string, approve: boolean, comment: string, signal?: AbortSignal): Promise<{ message: string }>;
  decidePayout(id: string, approve: boolean, comment: string, signal?: AbortSignal): Promise<{ message: string }>;
  decideReport(postId: string, remove: boolean, signal?: AbortSignal): Promise<{ message: string }>;
  reportedPeople(page: number, signal?: AbortSignal): Promise<ReportedPerson[]>;
  dismissPersonReports(userId: string, signal?: AbortSignal): Promise<{ message: string }>;
  suspendedPeople(page: number, signal?: AbortSignal): Promise<SuspendedPerson[]>;
  suspendPerson(userId: string, signal?: AbortSignal): Promise<{ message: string }>;
  unsuspendPerson(userId: string, signal?: AbortSignal): Promise<{ message: string }>;
}

export function createReviewApi({ rest, gateway }: { rest: RestClient; gateway: Gateway }): ReviewApi {
  return {
    verification: async (signal) => (await runOperation(gateway, 'Verification', {}, signal)).verification,
    async submitVerification({ documentType, image, selfie }, signal) {
      const [imageUpload, selfieUpload] = await Promise.all(
        [image, selfie].map((file) => rest.call(Endpoints.upload, { path: DOCUMENT_UPLOAD_PATH, file }, { signal })),
      );
      const { submitVerification } = await runOperation(
        gateway,
        'SubmitVerification',
        { documentType, imageKey: imageUpload!.data.key, selfieKey: selfieUpload!.data.key },
        signal,
      );
      return submitVerification;
    },
    bankDetails: async (signal) => (await runOperation(gateway, 'BankDetails', {}, signal)).bankDetails,
    saveBank: async (input, signal) => (await runOperation(gateway, 'SaveBank', { input }, signal)).saveBank,
    withdrawable: async (signal) => (await runOperation(gateway, 'Withdrawable', {}, signal)).withdrawable,
    payouts: async (page, signal) => (await runOperation(gateway, 'Payouts', { page }, signal)).payouts,
    requestPayout: async (amount, signal) => (await runOperation(gateway, 'RequestPayout', { amount }, signal)).requestPayout,
  };
}

export function createAdminApi({ gateway }: { gateway: Gateway }): AdminApi {
  return {
    pendingVerifications: async (page, signal) =>
      (await runOperation(gateway, 'PendingVerifications', { page }, signal)).pendingVerifications,
    pendingPayouts: async (page, signal) => (await runOperation(gateway, 'PendingPayouts', { page }, signal)).pendingPayouts,
    reportedPosts: async (page, signal) => (await runOperation(gateway, 'ReportedPosts', { page }, signal)).reportedPosts,
    decideVerification: async (id, approve, comment, signal) =>
      (await runOperation(gateway, 'DecideVerification', { id, approve, comment }, signal)).decideVerification,
    decidePayout: async (id, approve, comment, signal) =>
      (await runOperation(gateway, 'DecidePayout', { id, approve, comment }, signal)).decidePayout,
    decideReport: async (postId, remove, signal) => (await runOperation(gateway, 'DecideReport', { postId, remove }, signal)).decideReport,
    reportedPeople: async (page, signal) => (await runOperation(gateway, 'ReportedPeople', { page }, signal)).reportedPeople,
    dismissPersonReports: async (userId, signal) =>
      (await runOperation(gateway, 'DismissPersonReports', { userId }, signal)).dismissPersonReports,
    suspendedPeople: async (page, signal) => (await runOperation(gateway, 'SuspendedPeople', { page }, signal)).suspendedPeople,
    suspendPerson: async (userId, signal) => (await runOperation(gateway, 'SuspendPerson', { userId }, signal)).suspendPerson,
    unsuspendPerson: async (userId, signal) => (await runOperation(gateway, 'UnsuspendPerson', { userId }, signal)).unsuspendPerson,
  };
}
