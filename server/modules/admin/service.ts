import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  DocumentType,
  isCodeOf,
  Role,
  LedgerKind,
  NotificationType,
  PayoutStatus,
  ReportReason,
  ReviewDecision,
  ReviewSubject,
  VerifyStatus,
  type ReportReasonCode,
  type ReviewDecisionCode,
} from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages, type Message } from '../../../contract/messages.ts';
import type { BackgroundJobs, PendingPayout, PendingVerification } from '../../../contract/review.ts';
import type { Person } from '../../../contract/user.ts';
import type { ReportedPerson, ReportedPost, SuspendedPerson } from '../../../contract/reports.ts';
import type { Tx } from '../../db/client.ts';
import { totalOf } from '../../jobs/engine.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import type { Raised } from '../notifications/service.ts';
import { presentBank } from '../payouts/present.ts';
import { presentWriter } from '../posts/present.ts';
import { movePostsCount, softDeletePost } from '../posts/repository.ts';
import { setUserVerified } from '../verification/repository.ts';
import {
  closeReports,
  decidePayout,
  decideVerification,
  payoutExists,
  pendingPayouts,
  pendingVerifications,
  postAuthor,
  wasReported,
  recordDecision,
  reportedPeople,
  reportedPosts,
  setPayoutDecisionTransaction,
  suspendedPeople,
  suspendUser,
  suspensionOf,
  unsuspendUser,
  verificationExists,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin's queues and decisions (DESIGN.md, roles and review). */
    adminService: AdminService;
  }
}

/** Who decided and when. */
export interface Decided {
  decided_by: number;
  decided_at: string;
}

export interface AdminService {
  verifications(page: number): Promise<PendingVerification[]>;
  approveVerification(admin: UserRow, id: number): Promise<Decided>;
  rejectVerification(admin: UserRow, id: number, comment: string): Promise<Decided>;
  payouts(page: number): Promise<PendingPayout[]>;
  approvePayout(admin: UserRow, id: number): Promise<Decided>;
  rejectPayout(admin: UserRow, id: number, comment: string): Promise<Decided>;
  reports(page: number): Promise<ReportedPost[]>;
  removeReportedPost(admin: UserRow, postId: number): Promise<Decided>;
  dismissReports(admin: UserRow, postId: number): Promise<Decided>;
  reportedPeople(page: number): Promise<ReportedPerson[]>;
  dismissPersonReports(admin: UserRow, userId: number): Promise<Decided>;
  suspendedPeople(page: number): Promise<SuspendedPerson[]>;
  /** Ends every session of the person on every replica, refuses their logins, hides them from everyone, closes their open reports. */
  suspend(admin: UserRow, userId: number): Promise<Decided>;
  unsuspend(admin: UserRow, userId: number): Promise<Decided>;
  /** The background jobs waiting, running and failed, counted now. */
  jobs(): Promise<BackgroundJobs>;
}

/** A subject's open reports as the queues show them: the count, the reasons counted (most first) and the `other` texts. */
function openReports(row: { reports: number; reasons: string[]; texts: string[]; lastReportedAt: Date | string | null }) {
  const counts = new Map<ReportReasonCode, number>();
  for (const reason of row.reasons) if (isCodeOf(ReportReason, reason)) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const order = Object.values(ReportReason);
  return {
    reports: row.reports,
    reasons: [...counts]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || order.indexOf(a.reason) - order.indexOf(b.reason)),
    texts: row.texts.filter((text) => text !== ''),
    last_reported_at: new Date(row.lastReportedAt ?? 0).toISOString(),
  };
}

async function adminService(app: FastifyInstance) {
  const { db, mediaUrls, walletService, verificationService, notificationsService: notifications, realtime } = app;
  const now = () => new Date(app.clock());
  const decided = (admin: UserRow, at: Date): Decided => ({ decided_by: admin.id, decided_at: at.toISOString() });

  const presentUser = (row: Parameters<typeof presentWriter>[0]): Person => presentWriter(row, mediaUrls);

  /** The conditional update found nothing: decided by someone else already (409), or never existed (404). */
  const missed = async (exists: Promise<boolean>, unknown: Message = Messages.requestNotFound) =>
    (await exists) ? conflict(Messages.alreadyDecided) : notFound(unknown);

  /** Each reporter of a post hears what became of their report (the post itself is not linked: it may be gone). */
  const tellReporters = async (tx: Tx, reporters: number[], postId: number, decision: ReviewDecisionCode): Promise<Raised> => {
    const raised: Raised = [];
    for (const reporter of reporters) {
      raised.push(
        ...(await notifications.raise(tx, {
          to: reporter,
          type: NotificationType.reportReviewed,
          actorId: null,
          data: { post: postId, decision },
          repeatable: true,
        })),
      );
    }
    return raised;
  };

  const decideVerificationAs = (admin: UserRow, id: number, approve: boolean, comment: string) => {
    const at = now();
    return walletService.settle(async (book) => {
      const status = approve ? VerifyStatus.verified : VerifyStatus.rejected;
      const request = await decideVerification(book.tx, id, status, comment, admin.id, at);
      if (!request) throw await missed(verificationExists(book.tx, id));
      await setUserVerified(book.tx, request.userId, status);
      await recordDecision(
        book.tx,
        admin.id,
        ReviewSubject.verification,
        id,
        approve ? ReviewDecision.approved : ReviewDecision.rejected,
        comment,
        at,
      );
      await book.raise({
        to: request.userId,
        type: approve ? NotificationType.documentApproved : NotificationType.documentRejected,
        actorId: null,
        data: approve ? { status } : { status, comment },
        repeatable: true,
      });
      return decided(admin, at);
    });
  };

  const decidePayoutAs = (admin: UserRow, id: number, approve: boolean, comment: string) => {
    const at = now();
    return walletService.settle(async (book) => {
      const status = approve ? PayoutStatus.paid : PayoutStatus.rejected;
      const payout = await decidePayout(book.tx, id, status, comment, admin.id, at);
      if (!payout) throw await missed(payoutExists(book.tx, id));
      // Paid: the reserved coins leave the platform; refused: they go back to the creator's wallet.
      const posted = await book.move({
        key: `payout:${id}:${approve ? 'paid' : 'rejected'}`,
        kind: approve ? LedgerKind.payoutPaid : LedgerKind.payoutRejected,
        payerId: null,
        payeeId: payout.userId,
        amount: payout.amount,
        data: { cents: payout.amountCents, payout: id },
        legs: [
          { account: { system: 'payouts_pending' }, amount: -payout.amount },
          approve
            ? { account: { system: 'payouts_paid' }, amount: payout.amount }
            : { account: { user: payout.userId }, amount: payout.amount },
        ],
      });
      await setPayoutDecisionTransaction(book.tx, id, posted.transactionId);
      await recordDecision(
        book.tx,
        admin.id,
        ReviewSubject.payout,
        id,
        approve ? ReviewDecision.approved : ReviewDecision.rejected,
        comment,
        at,
      );
      await book.raise({
        to: payout.userId,
        type: NotificationType.payoutUpdates,
        actorId: null,
        data: approve ? { status, coins: payout.amount } : { status, coins: payout.amount, comment },
        repeatable: true,
      });
      return decided(admin, at);
    });
  };

  const service: AdminService = {
    async verifications(page) {
      return (await pendingVerifications(db, page)).map(({ request, user }) => ({
        id: request.id,
        user: presentUser(user),
        user_document_type: isCodeOf(DocumentType, request.documentType) ? request.documentType : DocumentType.governmentId,
        image: verificationService.documentUrl(request.imageKey),
        selfie_image: verificationService.documentUrl(request.selfieKey),
        created_at: request.createdAt.toISOString(),
      }));
    },
    approveVerification: (admin, id) => decideVerificationAs(admin, id, true, ''),
    rejectVerification: (admin, id, comment) => decideVerificationAs(admin, id, false, comment.trim()),

    async payouts(page) {
      return (await pendingPayouts(db, page)).flatMap(({ payout, user, bank }) =>
        bank
          ? [
              {
                id: payout.id,
                user: presentUser(user),
                amount: payout.amount,
                amount_cents: payout.amountCents,
                withdraw_datetime: payout.createdAt.toISOString(),
                bank: presentBank(bank),
              },
            ]
          : [],
      );
    },
    approvePayout: (admin, id) => decidePayoutAs(admin, id, true, ''),
    rejectPayout: (admin, id, comment) => decidePayoutAs(admin, id, false, comment.trim()),

    async reports(page) {
      return (await reportedPosts(db, page)).map((row) => ({
        post_id: row.postId,
        author: presentUser(row.author),
        description: row.description,
        post_type: row.postType,
        ...openReports(row),
      }));
    },

    async reportedPeople(page) {
      return (await reportedPeople(db, page)).map((row) => ({ user: presentUser(row.user), ...openReports(row) }));
    },

    async dismissPersonReports(admin, userId) {
      const at = now();
      return db.transaction(async (tx) => {
        const reporters = await closeReports(tx, { userId }, at);
        if (reporters.length === 0) throw await missed(wasReported(tx, { userId }), Messages.reportNotFound);
        await recordDecision(tx, admin.id, ReviewSubject.personReport, userId, ReviewDecision.dismissed, '', at);
        return decided(admin, at);
      });
    },

    async suspendedPeople(page) {
      return (await suspendedPeople(db, page)).map((row) => ({
        user: presentUser(row.user),
        suspended_at: new Date(row.suspendedAt ?? 0).toISOString(),
      }));
    },

    async suspend(admin, userId) {
      const at = now();
      const { answer, ended } = await db.transaction(async (tx) => {
        const ended = await suspendUser(tx, userId, at);
        if (!ended) {
          const account = await suspensionOf(tx, userId);
          if (!account) throw notFound(Messages.userNotFound);
          if (account.role === Role.admin) throw badRequest(Messages.adminNotSuspendable);
          throw conflict(Messages.alreadySuspended);
        }
        await closeReports(tx, { userId }, at);
        await recordDecision(tx, admin.id, ReviewSubject.person, userId, ReviewDecision.suspended, '', at);
        return { answer: decided(admin, at), ended };
      });
      // Committed: their open sockets go on every replica before the admin hears it is done.
      await realtime.endSessions(ended.chatUserId, ended.sessionVersion);
      return answer;
    },

    async unsuspend(admin, userId) {
      const at = now();
      return db.transaction(async (tx) => {
        if (!(await unsuspendUser(tx, userId, at)))
          throw (await suspensionOf(tx, userId)) ? conflict(Messages.notSuspended) : notFound(Messages.userNotFound);
        await recordDecision(tx, admin.id, ReviewSubject.person, userId, ReviewDecision.unsuspended, '', at);
        return decided(admin, at);
      });
    },

    async removeReportedPost(admin, postId) {
      const at = now();
      const raised: Raised = [];
      const answer = await db.transaction(async (tx) => {
        const reporters = await closeReports(tx, { postId }, at);
        if (reporters.length === 0) throw await missed(wasReported(tx, { postId }));
        // Deleted meanwhile by its author: the reports are closed all the same, and the author is told nothing.
        const authorId = await postAuthor(tx, postId);
        if (authorId !== undefined && (await softDeletePost(tx, postId, at))) {
          await movePostsCount(tx, authorId, -1);
          raised.push(
            ...(await notifications.raise(tx, {
              to: authorId,
              type: NotificationType.postRemoved,
              actorId: null,
              data: { post: postId },
              repeatable: true,
            })),
          );
        }
        raised.push(...(await tellReporters(tx, reporters, postId, ReviewDecision.removed)));
        await recordDecision(tx, admin.id, ReviewSubject.report, postId, ReviewDecision.removed, '', at);
        return decided(admin, at);
      });
      await notifications.deliver(raised);
      return answer;
    },

    async dismissReports(admin, postId) {
      const at = now();
      const raised: Raised = [];
      const answer = await db.transaction(async (tx) => {
        const reporters = await closeReports(tx, { postId }, at);
        if (reporters.length === 0) throw await missed(wasReported(tx, { postId }));
        raised.push(...(await tellReporters(tx, reporters, postId, ReviewDecision.dismissed)));
        await recordDecision(tx, admin.id, ReviewSubject.report, postId, ReviewDecision.dismissed, '', at);
        return decided(admin, at);
      });
      await notifications.deliver(raised);
      return answer;
    },
    async jobs() {
      const counts = await app.jobs.counts();
      return { ...totalOf(counts), queues: Object.entries(counts).map(([name, count]) => ({ name, ...count })) };
    },
  };
  app.decorate('adminService', service);
}

export default fp(adminService, {
  name: 'admin-service',
  dependencies: ['db', 'jobs', 'media-urls', 'wallet-service', 'verification-service', 'notifications-service', 'realtime'],
});

/** The admin area's calls: 401 without a live token, 403 for anyone but an admin (the entries' caller). */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = app.adminService;

  serve(app, Endpoints.pendingVerifications, async (request) => answer('', await admin.verifications(request.body.page)));
  serve(app, Endpoints.approveVerification, async (request) =>
    answer(Messages.verificationApproved, await admin.approveVerification(viewerOf(request), request.body.id)),
  );
  serve(app, Endpoints.rejectVerification, async (request) =>
    answer(Messages.verificationRejected, await admin.rejectVerification(viewerOf(request), request.body.id, request.body.comment)),
  );

  serve(app, Endpoints.pendingPayouts, async (request) => answer('', await admin.payouts(request.body.page)));
  serve(app, Endpoints.approvePayout, async (request) =>
    answer(Messages.payoutMarkedPaid, await admin.approvePayout(viewerOf(request), request.body.id)),
  );
  serve(app, Endpoints.rejectPayout, async (request) =>
    answer(Messages.payoutRejected, await admin.rejectPayout(viewerOf(request), request.body.id, request.body.comment)),
  );

  serve(app, Endpoints.reportedPosts, async (request) => answer('', await admin.reports(request.body.page)));
  serve(app, Endpoints.removeReportedPost, async (request) =>
    answer(Messages.reportedPostRemoved, await admin.removeReportedPost(viewerOf(request), request.body.post_id)),
  );
  serve(app, Endpoints.dismissPostReports, async (request) =>
    answer(Messages.reportsDismissed, await admin.dismissReports(viewerOf(request), request.body.post_id)),
  );
  serve(app, Endpoints.reportedPeople, async (request) => answer('', await admin.reportedPeople(request.body.page)));
  serve(app, Endpoints.dismissPersonReports, async (request) =>
    answer(Messages.reportsDismissed, await admin.dismissPersonReports(viewerOf(request), request.body.user_id)),
  );
  serve(app, Endpoints.suspendedPeople, async (request) => answer('', await admin.suspendedPeople(request.body.page)));
  serve(app, Endpoints.suspendPerson, async (request) =>
    answer(Messages.personSuspended, await admin.suspend(viewerOf(request), request.body.user_id)),
  );
  serve(app, Endpoints.unsuspendPerson, async (request) =>
    answer(Messages.personUnsuspended, await admin.unsuspend(viewerOf(request), request.body.user_id)),
  );
  serve(app, Endpoints.backgroundJobs, async () => answer('', await admin.jobs()));
};
