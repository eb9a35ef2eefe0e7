import { and, asc, count, desc, eq, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import { PayoutStatus, Role, VerifyStatus, type ReviewDecisionCode, type ReviewSubjectCode } from '../../../contract/codes.ts';
import { PAGE_SIZE } from '../../../contract/rules.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { bankAccounts, payouts, postReports, posts, reviewDecisions, userReports, users, verificationRequests } from '../../db/schema.ts';
import { pageOffset, writerColumns } from '../posts/repository.ts';

/** Pending verification requests, oldest first (first come, first reviewed). */
export async function pendingVerifications(db: DbOrTx, page: number) {
  return db
    .select({ request: verificationRequests, user: writerColumns })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(eq(verificationRequests.status, VerifyStatus.pending))
    .orderBy(asc(verificationRequests.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}

/** Pending payouts with where to pay them, oldest first. */
export async function pendingPayouts(db: DbOrTx, page: number) {
  return db
    .select({ payout: payouts, user: writerColumns, bank: bankAccounts })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .leftJoin(bankAccounts, eq(bankAccounts.userId, payouts.userId))
    .where(eq(payouts.status, PayoutStatus.pending))
    .orderBy(asc(payouts.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}

/** Live posts with open reports, the most reported first. */
export async function reportedPosts(db: DbOrTx, page: number) {
  return db
    .select({
      postId: posts.id,
      description: posts.description,
      postType: posts.postType,
      author: writerColumns,
      reports: count(postReports.id),
      reasons: sql<string[]>`array_agg(${postReports.reason} order by ${postReports.id})`,
      texts: sql<string[]>`array_agg(${postReports.text} order by ${postReports.id})`,
      lastReportedAt: max(postReports.createdAt),
    })
    .from(postReports)
    .innerJoin(posts, eq(posts.id, postReports.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(and(isNull(postReports.reviewedAt), isNull(posts.deletedAt)))
    .groupBy(posts.id, users.id)
    .orderBy(desc(count(postReports.id)), asc(posts.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}

/** People with open reports, the most reported first. */
export async function reportedPeople(db: DbOrTx, page: number) {
  return db
    .select({
      user: writerColumns,
      reports: count(userReports.id),
      reasons: sql<string[]>`array_agg(${userReports.reason} order by ${userReports.id})`,
      texts: sql<string[]>`array_agg(${userReports.text} order by ${userReports.id})`,
      lastReportedAt: max(userReports.createdAt),
    })
    .from(userReports)
    .innerJoin(users, eq(users.id, userReports.reportedId))
    .where(isNull(userReports.reviewedAt))
    .groupBy(users.id)
    .orderBy(desc(count(userReports.id)), asc(users.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}

/** Moves a pending request to `status` once: none when it was not pending (decided already, or unknown). */
export async function decideVerification(tx: Tx, id: number, status: number, comment: string, adminId: number, at: Date) {
  const [row] = await tx
    .update(verificationRequests)
    .set({ status, comment, decidedBy: adminId, decidedAt: at })
    .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, VerifyStatus.pending)))
    .returning();
  return row;
}

export async function verificationExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: verificationRequests.id }).from(verificationRequests).where(eq(verificationRequests.id, id))).length > 0;
}

export async function decidePayout(tx: Tx, id: number, status: number, comment: string, adminId: number, at: Date) {
  const [row] = await tx
    .update(payouts)
    .set({ status, comment, decidedBy: adminId, decidedAt: at })
    .where(and(eq(payouts.id, id), eq(payouts.status, PayoutStatus.pending)))
    .returning();
  return row;
}

export async function setPayoutDecisionTransaction(tx: Tx, id: number, transactionId: number): Promise<void> {
  await tx.update(payouts).set({ decisionTransactionId: transactionId }).where(eq(payouts.id, id));
}

export async function payoutExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.id, id))).length > 0;
}

/** What a report is about: a post (by its id) or a person (by theirs). */
export type ReportSubject = { postId: number } | { userId: number };

/** The subject's reports table and the condition that picks its rows. */
const reportsOf = (subject: ReportSubject) =>
  'postId' in subject
    ? { table: postReports, about: eq(postReports.postId, subject.postId) }
    : { table: userReports, about: eq(userReports.reportedId, subject.userId) };

/** Closes the subject's open reports; answers who had reported it (none: nothing was open). */
export async function closeReports(tx: Tx, subject: ReportSubject, at: Date): Promise<number[]> {
  const { table, about } = reportsOf(subject);
  const closed = await tx
    .update(table)
    .set({ reviewedAt: at })
    .where(and(about, isNull(table.reviewedAt)))
    .returning({ reporterId: table.userId });
  return closed.map((row) => row.reporterId);
}

/** The subject was ever reported (its reports may all be closed). */
export async function wasReported(db: DbOrTx, subject: ReportSubject): Promise<boolean> {
  const { table, about } = reportsOf(subject);
  return (await db.select({ id: table.id }).from(table).where(about).limit(1)).length > 0;
}

export async function recordDecision(
  tx: Tx,
  adminId: number,
  subject: ReviewSubjectCode,
  subjectId: number,
  decision: ReviewDecisionCode,
  comment: string,
  at: Date,
) {
  await tx.insert(reviewDecisions).values({ adminId, subject, subjectId, decision, comment, createdAt: at });
}

export async function postAuthor(db: DbOrTx, postId: number): Promise<number | undefined> {
  const [row] = await db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, postId));
  return row?.userId;
}

/**
 * Suspends the person once (never an admin): every session ends (the session version moves on) in the same
 * update. Answers what `realtime.endSessions` needs, or none when they were suspended already, are an admin, or unknown.
 */
export async function suspendUser(
  tx: Tx,
  userId: number,
  at: Date,
): Promise<{ sessionVersion: number; chatUserId: string | null } | undefined> {
  const [row] = await tx
    .update(users)
    .set({ suspendedAt: at, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt), ne(users.role, Role.admin)))
    .returning({ sessionVersion: users.sessionVersion, chatUserId: users.chatUserId });
  return row;
}

/** Lifts the person's suspension; false when they were not suspended (or unknown). */
export async function unsuspendUser(tx: Tx, userId: number, at: Date): Promise<boolean> {
  const lifted = await tx
    .update(users)
    .set({ suspendedAt: null, updatedAt: at })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id });
  return lifted.length > 0;
}

/** Why a suspension changed nothing: what the account is now (none: unknown). */
export async function suspensionOf(db: DbOrTx, userId: number): Promise<{ role: string; suspendedAt: Date | null } | undefined> {
  const [row] = await db.select({ role: users.role, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  return row;
}

/** The suspended, the most recently suspended first (users_suspended). */
export async function suspendedPeople(db: DbOrTx, page: number) {
  return db
    .select({ user: writerColumns, suspendedAt: users.suspendedAt })
    .from(users)
    .where(isNotNull(users.suspendedAt))
    .orderBy(desc(users.suspendedAt), asc(users.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
}
