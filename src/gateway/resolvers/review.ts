import { DocumentType, PayoutStatus, type DocumentTypeCode, type PayoutStatusCode } from '../../../contract/codes';
import { toReasonCounts } from './reports';
import { Messages } from '../../../contract/messages';
import type {
  BankDetails as RestBank,
  Payout as RestPayout,
  VerificationStatus as RestVerification,
  Withdrawable as RestWithdrawable,
} from '../../../contract/review';
import { Endpoints } from '../generated/endpoints';
import type {
  BankDetails,
  DocumentType as Document,
  Payout,
  PayoutStatus as Status,
  Resolvers,
  Verification,
  Withdrawable,
} from '../generated/resolvers';
import { pageOf, toWriter } from './posts';
import { idOf, mediaUrl, restNumber, verificationOf } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment VerificationFields on Verification {
    status
    comment
    documentType
    imageUrl
    selfieUrl
    submittedAt
  }

  fragment BankFields on BankDetails {
    holderName
    bankName
    accountNumber
    country
    state
    city
    routing
    address
    swiftCode
  }

  fragment WithdrawableFields on Withdrawable {
    coins
    cents
    coinValueCents
    nextWithdrawAt
    hasBank
  }

  fragment PayoutFields on Payout {
    id
    amount
    amountCents
    requestedAt
    status
    comment
  }

  fragment ReviewedUserFields on ReviewedUser {
    id
    firstName
    lastName
    username
    profilePhoto
    isVerified
  }

  query Verification {
    verification {
      ...VerificationFields
    }
  }

  mutation SubmitVerification($documentType: DocumentType!, $imageKey: String!, $selfieKey: String!) {
    submitVerification(documentType: $documentType, imageKey: $imageKey, selfieKey: $selfieKey) {
      message
      verification {
        ...VerificationFields
      }
    }
  }

  query BankDetails {
    bankDetails {
      ...BankFields
    }
  }

  mutation SaveBank($input: BankInput!) {
    saveBank(input: $input) {
      message
      bank {
        ...BankFields
      }
    }
  }

  query Withdrawable {
    withdrawable {
      ...WithdrawableFields
    }
  }

  query Payouts($page: Int!) {
    payouts(page: $page) {
      ...PayoutFields
    }
  }

  mutation RequestPayout($amount: Int!) {
    requestPayout(amount: $amount) {
      message
      payout {
        ...PayoutFields
      }
      withdrawable {
        ...WithdrawableFields
      }
    }
  }

  query PendingVerifications($page: Int!) {
    pendingVerifications(page: $page) {
      id
      user {
        ...ReviewedUserFields
      }
      documentType
      imageUrl
      selfieUrl
      submittedAt
    }
  }

  query PendingPayouts($page: Int!) {
    pendingPayouts(page: $page) {
      id
      user {
        ...ReviewedUserFields
      }
      amount
      amountCents
      requestedAt
      bank {
        ...BankFields
      }
    }
  }

  query ReportedPosts($page: Int!) {
    reportedPosts(page: $page) {
      postId
      author {
        ...ReviewedUserFields
      }
      description
      reports
      reasons {
        reason
        count
      }
      texts
      lastReportedAt
    }
  }

  query ReportedPeople($page: Int!) {
    reportedPeople(page: $page) {
      user {
        ...ReviewedUserFields
      }
      reports
      reasons {
        reason
        count
      }
      texts
      lastReportedAt
    }
  }

  mutation DecideVerification($id: ID!, $approve: Boolean!, $comment: String) {
    decideVerification(id: $id, approve: $approve, comment: $comment) {
      message
    }
  }

  mutation DecidePayout($id: ID!, $approve: Boolean!, $comment: String) {
    decidePayout(id: $id, approve: $approve, comment: $comment) {
      message
    }
  }

  mutation DecideReport($postId: ID!, $remove: Boolean!) {
    decideReport(postId: $postId, remove: $remove) {
      message
    }
  }

  mutation DismissPersonReports($userId: ID!) {
    dismissPersonReports(userId: $userId) {
      message
    }
  }

  query BackgroundJobs {
    backgroundJobs {
      waiting
      active
      failed
    }
  }

  query SuspendedPeople($page: Int!) {
    suspendedPeople(page: $page) {
      user {
        ...ReviewedUserFields
      }
      suspendedAt
    }
  }

  mutation SuspendPerson($userId: ID!) {
    suspendPerson(userId: $userId) {
      message
    }
  }

  mutation UnsuspendPerson($userId: ID!) {
    unsuspendPerson(userId: $userId) {
      message
    }
  }
`;

const documentByCode: Record<DocumentTypeCode, Document> = {
  [DocumentType.governmentId]: 'GOVERNMENT_ID',
  [DocumentType.nationalId]: 'NATIONAL_ID',
  [DocumentType.passport]: 'PASSPORT',
  [DocumentType.drivingLicense]: 'DRIVING_LICENSE',
};
const codeByDocument = Object.fromEntries(Object.entries(documentByCode).map(([code, name]) => [name, Number(code)])) as Record<
  Document,
  DocumentTypeCode
>;

/** Payout status: 0 pending, 2 rejected, anything else paid (spec §3). */
const statusOf = (code: PayoutStatusCode | number): Status =>
  code === PayoutStatus.pending ? 'PENDING' : code === PayoutStatus.rejected ? 'REJECTED' : 'PAID';

const toVerification = (wire: RestVerification): Verification => ({
  status: verificationOf(wire.status),
  comment: wire.hand_written_comment,
  documentType: wire.user_document_type === null ? null : documentByCode[wire.user_document_type],
  imageUrl: mediaUrl(wire.image),
  selfieUrl: mediaUrl(wire.selfie_image),
  submittedAt: wire.created_at,
});

const toBank = (wire: RestBank): BankDetails => ({
  holderName: wire.bank_holder_name,
  bankName: wire.bank_name,
  accountNumber: wire.bank_account_number,
  country: wire.bank_country,
  state: wire.bank_state,
  city: wire.bank_city,
  routing: wire.bank_routing,
  address: wire.bank_address,
  swiftCode: wire.bank_swift_code,
});

const toWithdrawable = (wire: RestWithdrawable): Withdrawable => ({
  coins: wire.coins,
  cents: wire.cents,
  coinValueCents: wire.coin_value_cents,
  nextWithdrawAt: wire.next_withdraw_at,
  hasBank: wire.has_bank,
});

const toPayout = (wire: RestPayout): Payout => ({
  id: idOf(wire.id),
  amount: wire.amount,
  amountCents: wire.amount_cents,
  requestedAt: wire.withdraw_datetime,
  status: statusOf(wire.status),
  comment: wire.comment,
});

/** Verification, banking, payouts and the admin's queues: REST spellings (codes, snake case) stop here. */
export const reviewResolvers: Resolvers = {
  Query: {
    verification: async (_root, _args, { rest, signal }) =>
      toVerification((await rest.call(Endpoints.verificationStatus, {}, { signal })).data),
    bankDetails: async (_root, _args, { rest, signal }) => {
      const { bank } = (await rest.call(Endpoints.bank, {}, { signal })).data;
      return bank && toBank(bank);
    },
    withdrawable: async (_root, _args, { rest, signal }) => toWithdrawable((await rest.call(Endpoints.withdrawable, {}, { signal })).data),
    payouts: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.payouts, { page: pageOf(page) }, { signal })).data.map(toPayout),
    pendingVerifications: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.pendingVerifications, { page: pageOf(page) }, { signal })).data.map((item) => ({
        id: idOf(item.id),
        user: toWriter(item.user),
        documentType: documentByCode[item.user_document_type],
        imageUrl: mediaUrl(item.image) ?? item.image,
        selfieUrl: mediaUrl(item.selfie_image) ?? item.selfie_image,
        submittedAt: item.created_at,
      })),
    pendingPayouts: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.pendingPayouts, { page: pageOf(page) }, { signal })).data.map((item) => ({
        id: idOf(item.id),
        user: toWriter(item.user),
        amount: item.amount,
        amountCents: item.amount_cents,
        requestedAt: item.withdraw_datetime,
        bank: toBank(item.bank),
      })),
    reportedPosts: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.reportedPosts, { page: pageOf(page) }, { signal })).data.map((item) => ({
        postId: idOf(item.post_id),
        author: toWriter(item.author),
        description: item.description,
        reports: item.reports,
        reasons: toReasonCounts(item.reasons),
        texts: item.texts,
        lastReportedAt: item.last_reported_at,
      })),
    reportedPeople: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.reportedPeople, { page: pageOf(page) }, { signal })).data.map((item) => ({
        user: toWriter(item.user),
        reports: item.reports,
        reasons: toReasonCounts(item.reasons),
        texts: item.texts,
        lastReportedAt: item.last_reported_at,
      })),
    suspendedPeople: async (_root, { page }, { rest, signal }) =>
      (await rest.call(Endpoints.suspendedPeople, { page: pageOf(page) }, { signal })).data.map((item) => ({
        user: toWriter(item.user),
        suspendedAt: item.suspended_at,
      })),
    backgroundJobs: async (_root, _args, { rest, signal }) => {
      const { waiting, active, failed } = (await rest.call(Endpoints.backgroundJobs, {}, { signal })).data;
      return { waiting, active, failed };
    },
  },
  Mutation: {
    submitVerification: async (_root, { documentType, imageKey, selfieKey }, { rest, signal }) => {
      const body = { image: imageKey, user_document_type: codeByDocument[documentType], selfie_image: selfieKey };
      const { message, data } = await rest.call(Endpoints.requestVerification, body, { signal });
      return { message, verification: toVerification(data) };
    },
    saveBank: async (_root, { input }, { rest, signal }) => {
      const body = {
        bank_holder_name: input.holderName,
        bank_name: input.bankName,
        bank_account_number: input.accountNumber,
        bank_country: input.country,
        bank_state: input.state,
        bank_city: input.city,
        bank_routing: input.routing,
        bank_address: input.address,
        bank_swift_code: input.swiftCode,
      };
      const { message, data } = await rest.call(Endpoints.saveBank, body, { signal });
      if (!data.bank) throw new Error(Messages.somethingWentWrong);
      return { message, bank: toBank(data.bank) };
    },
    requestPayout: async (_root, { amount }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.requestPayout, { amount }, { signal });
      return { message, payout: toPayout(data.payout), withdrawable: toWithdrawable(data.withdrawable) };
    },
    decideVerification: async (_root, { id, approve, comment }, { rest, signal }) => {
      const request = restNumber(id, Messages.requestNotFound);
      const { message } = approve
        ? await rest.call(Endpoints.approveVerification, { id: request }, { signal })
        : await rest.call(Endpoints.rejectVerification, { id: request, comment: comment ?? '' }, { signal });
      return { message };
    },
    decidePayout: async (_root, { id, approve, comment }, { rest, signal }) => {
      const payout = restNumber(id, Messages.requestNotFound);
      const { message } = approve
        ? await rest.call(Endpoints.approvePayout, { id: payout }, { signal })
        : await rest.call(Endpoints.rejectPayout, { id: payout, comment: comment ?? '' }, { signal });
      return { message };
    },
    decideReport: async (_root, { postId, remove }, { rest, signal }) => {
      const body = { post_id: restNumber(postId, Messages.postNotFound) };
      const { message } = await rest.call(remove ? Endpoints.removeReportedPost : Endpoints.dismissPostReports, body, { signal });
      return { message };
    },
    dismissPersonReports: async (_root, { userId }, { rest, signal }) => {
      const { message } = await rest.call(
        Endpoints.dismissPersonReports,
        { user_id: restNumber(userId, Messages.userNotFound) },
        { signal },
      );
      return { message };
    },
    suspendPerson: async (_root, { userId }, { rest, signal }) => {
      const { message } = await rest.call(Endpoints.suspendPerson, { user_id: restNumber(userId, Messages.userNotFound) }, { signal });
      return { message };
    },
    unsuspendPerson: async (_root, { userId }, { rest, signal }) => {
      const { message } = await rest.call(Endpoints.unsuspendPerson, { user_id: restNumber(userId, Messages.userNotFound) }, { signal });
      return { message };
    },
  },
};
