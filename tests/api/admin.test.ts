import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  DocumentType,
  LedgerKind,
  NotificationType,
  PayoutStatus,
  ReviewDecision,
  ReviewSubject,
  VerifyStatus,
} from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { PendingPayoutsResponse, PendingVerificationsResponse } from '../../contract/review';
import { ReportedPostsResponse } from '../../contract/reports';
import { Endpoints } from '../../contract/endpoints';
import {
  ledgerEntries,
  ledgerTransactions,
  notifications,
  payouts,
  posts,
  reviewDecisions,
  users,
  verificationRequests,
} from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced } from './ledger-support';
import { textPost } from './posts-support';
import { adminUser, BANK, earn, uploadDocument, type Login } from './review-support';

const ADMIN_CALLS: [url: string, body: object][] = [
  [Endpoints.pendingVerifications.path, { page: 1 }],
  [Endpoints.approveVerification.path, { id: 1 }],
  [Endpoints.rejectVerification.path, { id: 1, comment: 'No' }],
  [Endpoints.pendingPayouts.path, { page: 1 }],
  [Endpoints.approvePayout.path, { id: 1 }],
  [Endpoints.rejectPayout.path, { id: 1, comment: 'No' }],
  [Endpoints.reportedPosts.path, { page: 1 }],
  [Endpoints.removeReportedPost.path, { post_id: 1 }],
  [Endpoints.dismissPostReports.path, { post_id: 1 }],
  [Endpoints.reportedPeople.path, { page: 1 }],
  [Endpoints.dismissPersonReports.path, { user_id: 1 }],
  [Endpoints.suspendedPeople.path, { page: 1 }],
  [Endpoints.suspendPerson.path, { user_id: 1 }],
  [Endpoints.unsuspendPerson.path, { user_id: 1 }],
  [Endpoints.backgroundJobs.path, {}],
];

describe.each(backends)('admin: queues and decisions (%s)', (backend) => {
  let t: TestApp;
  let admin: Login;
  let second: Login;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await adminUser(t);
    second = await adminUser(t);
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });
  const db = () => t.testDatabase.database.db;
  const balanceOf = async (id: number) =>
    (await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, id)))[0]?.balance;
  const notified = (userId: number, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const decisionsOf = (subject: string, subjectId: number) =>
    db()
      .select()
      .from(reviewDecisions)
      .where(and(eq(reviewDecisions.subject, subject), eq(reviewDecisions.subjectId, subjectId)));

  const pendingRequest = async () => {
    const me = await verifiedUser(t);
    const id = await uploadDocument(t, me);
    const selfie = await uploadDocument(t, me);
    expect(
      (
        await t.post(
          Endpoints.requestVerification.path,
          { image: id.key, user_document_type: DocumentType.nationalId, selfie_image: selfie.key },
          { token: me.token },
        )
      ).statusCode,
    ).toBe(200);
    const [request] = await db().select().from(verificationRequests).where(eq(verificationRequests.userId, me.id));
    return { me, request: request!, imageKey: id.key };
  };
  const pendingPayout = async (amount = 100) => {
    const me = await verifiedUser(t);
    await t.post(Endpoints.saveBank.path, BANK, { token: me.token });
    await earn(t, me, 250);
    const response = await t.post(Endpoints.requestPayout.path, { amount }, { token: me.token });
    expect(response.statusCode, response.body).toBe(200);
    return { me, id: (response.json() as { data: { payout: { id: number } } }).data.payout.id };
  };

  it('every admin route: 401 without a token, 403 for a normal user (nothing changes), open to an admin', async () => {
    const user = await verifiedUser(t);
    for (const [url, body] of ADMIN_CALLS) {
      const anonymous = await t.post(url, body);
      expect(anonymous.statusCode, url).toBe(401);
      const refused = await t.post(url, body, { token: user.token });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ success: 0, message: Messages.forbidden });
    }
    expect(await db().select().from(reviewDecisions)).toEqual([]);
    for (const url of [
      Endpoints.pendingVerifications.path,
      Endpoints.pendingPayouts.path,
      Endpoints.reportedPosts.path,
      Endpoints.reportedPeople.path,
      Endpoints.suspendedPeople.path,
    ]) {
      expect((await t.post(url, { page: 1 }, { token: admin.token })).statusCode).toBe(200);
    }
    // The role is the owner's to read: an admin reads 'admin' in their own profile, others read 'user'.
    expect((await t.post(Endpoints.person.path, { userid: admin.id }, { token: admin.token })).json()).toMatchObject({
      data: { role: 'admin' },
    });
    expect((await t.post(Endpoints.person.path, { userid: admin.id }, { token: user.token })).json()).toMatchObject({
      data: { role: 'user' },
    });
  });

  it('verification queue: both images signed; approve sets user_verified 1, records who and when, notifies document_approved', async () => {
    const { me, request, imageKey } = await pendingRequest();
    const queue = (await t.post(Endpoints.pendingVerifications.path, { page: 1 }, { token: admin.token })).json() as {
      data: { id: number; image: string; selfie_image: string; user: { id: number } }[];
    };
    expect(Value.Check(PendingVerificationsResponse, queue)).toBe(true);
    const item = queue.data.find((entry) => entry.id === request.id)!;
    expect(item.user.id).toBe(me.id);
    expect(item.image).toContain(imageKey);
    for (const url of [item.image, item.selfie_image]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const approved = await t.post(Endpoints.approveVerification.path, { id: request.id }, { token: admin.token });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ success: 1, message: Messages.verificationApproved, data: { decided_by: admin.id } });
    expect((await db().select().from(users).where(eq(users.id, me.id)))[0]?.userVerified).toBe(VerifyStatus.verified);
    expect(await decisionsOf(ReviewSubject.verification, request.id)).toMatchObject([
      { adminId: admin.id, decision: ReviewDecision.approved },
    ]);
    expect(await notified(me.id, NotificationType.documentApproved)).toHaveLength(1);
    const after = (await t.post(Endpoints.pendingVerifications.path, { page: 1 }, { token: admin.token })).json() as {
      data: { id: number }[];
    };
    expect(after.data.map((entry) => entry.id)).not.toContain(request.id);
  });

  it('reject needs a reason; sets user_verified 2 with the comment; two admins deciding at once: one wins, the other gets 409', async () => {
    const { me, request } = await pendingRequest();
    const noReason = await t.post(Endpoints.rejectVerification.path, { id: request.id, comment: '' }, { token: admin.token });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: Messages.rejectReasonRequired });
    const answers = await Promise.all([
      t.post(Endpoints.rejectVerification.path, { id: request.id, comment: 'Selfie without the note' }, { token: admin.token }),
      t.post(Endpoints.approveVerification.path, { id: request.id }, { token: second.token }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ success: 0, message: Messages.alreadyDecided });
    expect(await decisionsOf(ReviewSubject.verification, request.id)).toHaveLength(1);
    const won = answers[0]!.statusCode === 200 ? VerifyStatus.rejected : VerifyStatus.verified;
    expect((await db().select().from(users).where(eq(users.id, me.id)))[0]?.userVerified).toBe(won);
    if (won === VerifyStatus.rejected)
      expect((await notified(me.id, NotificationType.documentRejected))[0]?.data).toMatchObject({ comment: 'Selfie without the note' });
    const unknown = await t.post(Endpoints.approveVerification.path, { id: 999_999 }, { token: admin.token });
    expect(unknown.statusCode).toBe(404);
  });

  it('payout approve: paid (status 1), coins payouts_pending -> payouts_paid, PAYOUT_UPDATES; a second decision is 409', async () => {
    const { me, id } = await pendingPayout(120);
    const queue = (await t.post(Endpoints.pendingPayouts.path, { page: 1 }, { token: admin.token })).json() as {
      data: { id: number; bank: { bank_account_number: string } }[];
    };
    expect(Value.Check(PendingPayoutsResponse, queue)).toBe(true);
    expect(queue.data.find((entry) => entry.id === id)?.bank.bank_account_number).toBe('•••• 3000');
    const before = await balanceOf(me.id);

    const paid = await t.post(Endpoints.approvePayout.path, { id }, { token: admin.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ message: Messages.payoutMarkedPaid });
    const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ status: PayoutStatus.paid, decidedBy: admin.id });
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, row!.decisionTransactionId!));
    expect(entries.map(({ account, amount }) => ({ account, amount })).sort((a, b) => a.amount - b.amount)).toEqual([
      { account: 'payouts_pending', amount: -120 },
      { account: 'payouts_paid', amount: 120 },
    ]);
    expect(await balanceOf(me.id)).toBe(before);
    expect((await notified(me.id, NotificationType.payoutUpdates))[0]?.data).toMatchObject({ status: PayoutStatus.paid, coins: 120 });
    const history = (await t.post(Endpoints.payouts.path, { page: 1 }, { token: me.token })).json() as { data: { status: number }[] };
    expect(history.data[0]?.status).toBe(PayoutStatus.paid);

    for (const [url, body] of [
      [Endpoints.approvePayout.path, { id }],
      [Endpoints.rejectPayout.path, { id, comment: 'late' }],
    ] as const) {
      const again = await t.post(url, body, { token: second.token });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: Messages.alreadyDecided });
    }
  });

  it('payout reject: the coins go back to the wallet (withdrawable again), the reason is kept; concurrent decisions: one wins', async () => {
    const { me, id } = await pendingPayout(150);
    const before = await balanceOf(me.id);
    const answers = await Promise.all([
      t.post(Endpoints.rejectPayout.path, { id, comment: 'The account name does not match' }, { token: admin.token }),
      t.post(Endpoints.rejectPayout.path, { id, comment: 'Twice' }, { token: second.token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(me.id)).toBe((before ?? 0) + 150);
    const moves = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.payeeId, me.id), eq(ledgerTransactions.kind, LedgerKind.payoutRejected)));
    expect(moves).toHaveLength(1);
    const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect(row?.status).toBe(PayoutStatus.rejected);
    expect((await t.post(Endpoints.withdrawable.path, undefined, { token: me.token })).json()).toMatchObject({ data: { coins: 200 } });
    const lines = (await t.post(Endpoints.transactions.path, { page: 1 }, { token: me.token })).json() as {
      data: { transactions: { kind: string; price: number; transaction_type: number }[] };
    };
    expect(lines.data.transactions[0]).toMatchObject({ kind: LedgerKind.payoutRejected, price: 150, transaction_type: 1 });
    expect((await notified(me.id, NotificationType.payoutUpdates))[0]?.data).toMatchObject({ status: PayoutStatus.rejected });
  });

  it('reported posts: listed with their count; remove deletes the post; dismiss closes the reports; the author and the reporters are told; a second decision is 409', async () => {
    const author = await verifiedUser(t);
    const [a, b] = [await verifiedUser(t), await verifiedUser(t)];
    const removed = await textPost(t, author.token, 'to be removed');
    const kept = await textPost(t, author.token, 'fine after all');
    for (const fan of [a, b])
      expect((await t.post(Endpoints.reportPost.path, { post_id: removed.id, reason: 'spam' }, { token: fan.token })).statusCode).toBe(200);
    await t.post(Endpoints.reportPost.path, { post_id: kept.id, reason: 'other', text: 'Not sure' }, { token: a.token });
    const queue = (await t.post(Endpoints.reportedPosts.path, { page: 1 }, { token: admin.token })).json() as {
      data: { post_id: number }[];
    };
    expect(Value.Check(ReportedPostsResponse, queue)).toBe(true);
    expect(queue.data.find((entry) => entry.post_id === removed.id)).toMatchObject({
      reports: 2,
      reasons: [{ reason: 'spam', count: 2 }],
      texts: [],
    });
    expect(queue.data.find((entry) => entry.post_id === kept.id)).toMatchObject({
      reports: 1,
      reasons: [{ reason: 'other', count: 1 }],
      texts: ['Not sure'],
    });

    expect((await t.post(Endpoints.removeReportedPost.path, { post_id: removed.id }, { token: admin.token })).statusCode).toBe(200);
    expect((await db().select().from(posts).where(eq(posts.id, removed.id)))[0]?.deletedAt).not.toBeNull();
    expect((await db().select().from(users).where(eq(users.id, author.id)))[0]?.postsCount).toBe(1);
    expect((await t.post(Endpoints.dismissPostReports.path, { post_id: kept.id }, { token: second.token })).statusCode).toBe(200);
    expect((await db().select().from(posts).where(eq(posts.id, kept.id)))[0]?.deletedAt).toBeNull();
    expect(await decisionsOf(ReviewSubject.report, kept.id)).toMatchObject([{ adminId: second.id, decision: ReviewDecision.dismissed }]);
    // Each side hears of the decision: the author of the removed post, and every reporter of each post.
    expect((await notified(author.id, NotificationType.postRemoved)).map((row) => row.data)).toEqual([{ post: removed.id }]);
    expect((await notified(a.id, NotificationType.reportReviewed)).map((row) => row.data)).toEqual(
      expect.arrayContaining([
        { post: removed.id, decision: ReviewDecision.removed },
        { post: kept.id, decision: ReviewDecision.dismissed },
      ]),
    );
    expect((await notified(b.id, NotificationType.reportReviewed)).map((row) => row.data)).toEqual([
      { post: removed.id, decision: ReviewDecision.removed },
    ]);
    const lines = (await t.post(Endpoints.notifications.path, { page: 1 }, { token: a.token })).json() as {
      data: { type: string; description: string }[];
    };
    expect(
      lines.data
        .filter((line) => line.type === NotificationType.reportReviewed)
        .map((line) => line.description)
        .sort(),
    ).toEqual(['A post you reported was removed', 'A post you reported was reviewed and stays up']);
    const after = (await t.post(Endpoints.reportedPosts.path, { page: 1 }, { token: admin.token })).json() as {
      data: { post_id: number }[];
    };
    expect(after.data.map((entry) => entry.post_id)).not.toContain(removed.id);
    expect(after.data.map((entry) => entry.post_id)).not.toContain(kept.id);
    expect((await t.post(Endpoints.dismissPostReports.path, { post_id: kept.id }, { token: admin.token })).statusCode).toBe(409);
    expect((await t.post(Endpoints.removeReportedPost.path, { post_id: 999_999 }, { token: admin.token })).statusCode).toBe(404);
  });
});
