import { and, asc, eq, ne } from 'drizzle-orm';
import { DocumentType, LedgerKind, NotificationType, ReportReason, VerifyStatus } from '../../contract/codes.ts';
import { DOCUMENT_UPLOAD_PATH } from '../../contract/rules.ts';
import { defaultMoney } from '../config.ts';
import { postMovement } from '../modules/wallet/ledger.ts';
import type { StoredUpload } from '../modules/uploads/pipeline.ts';
import { recordUpload } from '../modules/uploads/repository.ts';
import type { FileStorage } from '../providers/storage/index.ts';
import type { Tx } from './client.ts';
import { drawDocument } from './demo-art.ts';
import { ingestDemoFile } from './demo-posts.ts';
import { bankAccounts, notifications, payouts, postReports, posts, userReports, users, verificationRequests } from './schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Who applies for verification in the demo, with their drawn documents. */
export const DEMO_APPLICANT = { username: 'lena', name: 'Lena Listener', colors: ['#00c6ff', '#0072ff'] as [string, string] };

export interface ReviewFiles {
  image: StoredUpload;
  selfie: StoredUpload;
}

/** The applicant's drawn ID card and selfie, stored as documents are uploaded. */
export async function makeReviewFiles(storage: FileStorage): Promise<ReviewFiles> {
  const [image, selfie] = await Promise.all(
    (['id', 'selfie'] as const).map(async (kind) =>
      ingestDemoFile(storage, DOCUMENT_UPLOAD_PATH, `${kind}.jpg`, await drawDocument(kind, DEMO_APPLICANT.name, DEMO_APPLICANT.colors)),
    ),
  );
  return { image: image!, selfie: selfie! };
}

/**
 * Something for the admin to review: Lena's pending verification, a pending payout of Clara's (who
 * has banking details and earned coins; asked two days ago, so she may ask again) and a reported post.
 */
export async function seedReview(tx: Tx, idOf: (username: string) => number, files: ReviewFiles | null): Promise<void> {
  const clara = idOf('clara');
  const now = Date.now();
  await tx.insert(bankAccounts).values({
    userId: clara,
    holderName: 'Clara Creator',
    bankName: 'Banca Demo',
    accountNumber: 'IT60X0542811101000000123456',
    country: 'Italy',
    state: 'Emilia-Romagna',
    city: 'Bologna',
    routing: '0542811101',
    address: 'Via Demo 1, Bologna',
    swiftCode: '54281110',
  });

  const amount = 100;
  const cents = amount * defaultMoney.coinValueCents;
  const posted = await postMovement(tx, {
    key: 'seed:payout:clara',
    kind: LedgerKind.payoutRequest,
    payerId: clara,
    payeeId: null,
    amount,
    data: { cents },
    legs: [
      { account: { user: clara }, amount: -amount },
      { account: { system: 'payouts_pending' }, amount },
    ],
  });
  await tx
    .insert(payouts)
    .values({ userId: clara, amount, amountCents: cents, requestTransactionId: posted.transactionId, createdAt: new Date(now - 2 * DAY) });

  if (files) {
    const applicant = idOf(DEMO_APPLICANT.username);
    for (const file of [files.image, files.selfie]) await recordUpload(tx, applicant, file);
    await tx.insert(verificationRequests).values({
      userId: applicant,
      documentType: DocumentType.nationalId,
      imageKey: files.image.key,
      selfieKey: files.selfie.key,
      createdAt: new Date(now - DAY / 2),
    });
    await tx.update(users).set({ userVerified: VerifyStatus.pending }).where(eq(users.id, applicant));
    await tx.insert(notifications).values({
      userId: applicant,
      type: NotificationType.verificationUpdates,
      actorId: null,
      data: { status: VerifyStatus.pending },
      createdAt: new Date(now - DAY / 2),
    });
  }

  // Lena, Milo and Clara reported one of Theo's posts and Theo himself, left in their feeds for the tour: the admin queue's reasons.
  const [reported] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, idOf('theo')), ne(posts.paymentType, 2)))
    .orderBy(asc(posts.id))
    .limit(1);
  if (reported) {
    const postReportsSeeded = [
      { reporter: 'lena', reason: ReportReason.spam, text: '', hoursAgo: 6 },
      { reporter: 'milo', reason: ReportReason.spam, text: '', hoursAgo: 4 },
      { reporter: 'clara', reason: ReportReason.other, text: 'The same link is posted under every one of my posts.', hoursAgo: 2 },
    ];
    for (const { reporter, reason, text, hoursAgo } of postReportsSeeded) {
      await tx
        .insert(postReports)
        .values({ postId: reported.id, userId: idOf(reporter), reason, text, createdAt: new Date(now - hoursAgo * HOUR) });
    }
  }
  const personReportsSeeded = [
    { reporter: 'lena', reason: ReportReason.harassment, text: '', hoursAgo: 5 },
    { reporter: 'milo', reason: ReportReason.impersonation, text: '', hoursAgo: 3 },
    { reporter: 'clara', reason: ReportReason.other, text: 'Asks my fans for money in private messages.', hoursAgo: 1 },
  ];
  for (const { reporter, reason, text, hoursAgo } of personReportsSeeded) {
    await tx
      .insert(userReports)
      .values({ reportedId: idOf('theo'), userId: idOf(reporter), reason, text, createdAt: new Date(now - hoursAgo * HOUR) });
  }
}
