import styled from '@emotion/styled';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  useAdminJobs,
  useAdminQueue,
  type AdminQueueActor,
  type PendingPayout,
  type PendingVerification,
  type QueueKind,
  type ReportedPerson,
  type ReportedPost,
  type SuspendedPerson,
} from '../../app/admin';
import type { ReportReasonCode } from '../../app/safety';
import { reasonLabels } from '../safety/reasonLabels';
import { useViewer } from '../../app/auth';
import { describeKey } from '../../validation/messages';
import { DOCUMENT_LABELS, FieldError, Muted, Thumbs } from '../settings/reviewParts';
import { Button } from '../ui/Button';
import { CheckBadgeIcon, InboxIcon, LockIcon } from '../ui/icons';
import { Card, EmptyState, FailureWithRetry, Loading, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';
import { OverflowNav } from '../layout/OverflowNav';

const QUEUES: Array<{ kind: QueueKind; label: MessageDescriptor }> = [
  { kind: 'verifications', label: msg`Verification requests` },
  { kind: 'payouts', label: msg`Payout requests` },
  { kind: 'reports', label: msg`Reported posts` },
  { kind: 'people', label: msg`Reported people` },
  { kind: 'suspended', label: msg`Suspended people` },
];

// It scrolls sideways on a narrow screen: OverflowNav shows that more tabs lie that way.
const Tabs = styled(OverflowNav)({
  display: 'flex',
  gap: 6,
  marginBottom: 18,
  overflowX: 'auto',
  '& a': {
    padding: '8px 14px',
    borderRadius: theme.radius.pill,
    color: theme.color.text,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    border: `1px solid ${theme.color.border}`,
  },
  '& a[aria-current="page"]': {
    background: theme.color.brandSoft,
    color: theme.color.brand,
    fontWeight: 700,
    borderColor: theme.color.brandSoft,
  },
});

const Item = styled.article({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: 16,
  marginBottom: 14,
  '& h3': { margin: '0 0 4px', fontSize: 17, display: 'flex', alignItems: 'center', gap: 6 },
});
const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12, alignItems: 'flex-start' });
const Reason = styled.textarea({
  width: '100%',
  minHeight: 70,
  padding: 10,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  font: 'inherit',
});

/** The admin area: the review queues. Only admins see the link; the server refuses everyone else. */
export function AdminPage({ queue }: { queue: string }) {
  const { t, i18n } = useLingui();
  const viewer = useViewer();
  const current = QUEUES.find((entry) => entry.kind === queue) ?? QUEUES[0]!;
  if (viewer && !viewer.isAdmin)
    return (
      <Card>
        <EmptyState icon={<LockIcon />} title={t`Admins only`}>
          <Trans>This area is for the platform's reviewers.</Trans>
        </EmptyState>
      </Card>
    );
  return (
    <Card>
      <PageTitle>{t`Admin`}</PageTitle>
      {/* Its machine loads on its own: the queue below does not wait for it. */}
      <Suspense fallback={null}>
        <JobsLine />
      </Suspense>
      <Tabs aria-label={t`Review queues`}>
        {QUEUES.map((entry) => (
          <Link key={entry.kind} href={`/admin/${entry.kind}`} aria-current={entry.kind === current.kind ? 'page' : undefined}>
            {i18n._(entry.label)}
          </Link>
        ))}
      </Tabs>
      <Queue key={current.kind} kind={current.kind} />
    </Card>
  );
}

const JobsStatus = styled(Muted)({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

/** How many background jobs (mails today) wait and failed, counted when the area opens and on Refresh. */
function JobsLine() {
  const { t } = useLingui();
  const actor = useAdminJobs();
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const counts = useSelector(actor, (snapshot) => snapshot.context.counts);
  const refresh = (
    <Button variant="secondary" disabled={state === 'loading'} onClick={() => actor.send({ type: 'jobs.refresh' })}>
      {t`Refresh`}
    </Button>
  );
  if (state === 'failed')
    return (
      <JobsStatus role="status">
        {t`The background jobs could not be counted.`} {refresh}
      </JobsStatus>
    );
  if (!counts) return <JobsStatus role="status">{t`Counting the background jobs…`}</JobsStatus>;
  return (
    <JobsStatus role="status">
      {t`Background jobs: ${counts.waiting} waiting, ${counts.failed} failed.`} {refresh}
    </JobsStatus>
  );
}

function Queue({ kind }: { kind: QueueKind }) {
  const { t } = useLingui();
  const actor = useAdminQueue(kind);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const { items, hasMore, failure } = useSelector(actor, (snapshot) => snapshot.context);
  if (state === 'loading') return <Loading label={t`Loading…`} />;
  if (state === 'failed') return <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'queue.retry' })} />;
  if (items.length === 0)
    return <EmptyState icon={<InboxIcon />} title={kind === 'suspended' ? t`Nobody is suspended` : t`Nothing to review`} />;
  return (
    <div aria-busy={state === 'deciding'}>
      {items.map((item) =>
        kind === 'verifications' ? (
          <VerificationItem key={item.id} actor={actor} item={item as PendingVerification} />
        ) : kind === 'payouts' ? (
          <PayoutItem key={item.id} actor={actor} item={item as PendingPayout} />
        ) : kind === 'reports' ? (
          <ReportItem key={item.id} actor={actor} item={item as unknown as ReportedPost & { id: string }} />
        ) : kind === 'people' ? (
          <PersonReportItem key={item.id} actor={actor} item={item as unknown as ReportedPerson & { id: string }} />
        ) : (
          <SuspendedItem key={item.id} actor={actor} item={item as unknown as SuspendedPerson & { id: string }} />
        ),
      )}
      {hasMore && (
        <Button variant="secondary" disabled={state === 'loadingMore'} onClick={() => actor.send({ type: 'queue.more' })}>
          {state === 'loadingMore' ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </Button>
      )}
    </div>
  );
}

function Who({ user }: { user: { firstName: string; lastName: string; username: string; isVerified: boolean } }) {
  const { t } = useLingui();
  return (
    <h3>
      {user.firstName} {user.lastName} <span style={{ fontWeight: 400, color: theme.color.muted }}>@{user.username}</span>
      {user.isVerified && <CheckBadgeIcon aria-label={t`Verified`} color={theme.color.brand} />}
    </h3>
  );
}

/** Approve, or reject with a reason typed in place (a reason is required). */
function Decide({
  actor,
  id,
  approveLabel,
  rejectLabel,
  needsReason = true,
}: {
  actor: AdminQueueActor;
  id: string;
  approveLabel: string;
  rejectLabel: string;
  needsReason?: boolean;
}) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const busy = useSelector(actor, (snapshot) => snapshot.context.deciding === id);
  const error = useSelector(actor, (snapshot) => (snapshot.context.reasonError?.id === id ? snapshot.context.reasonError.message : null));
  const decide = (approve: boolean, comment = '') => actor.send({ type: 'queue.decide', decision: { id, approve, comment } });
  return (
    <>
      {rejecting && needsReason && (
        <div style={{ marginTop: 10 }}>
          <label htmlFor={reasonId} style={{ fontWeight: 600, fontSize: 14 }}>{t`Reason`}</label>
          <Reason id={reasonId} value={reason} aria-invalid={!!error} onChange={(event) => setReason(event.target.value)} />
          {error && <FieldError role="alert">{i18n._(describeKey(error))}</FieldError>}
        </div>
      )}
      <Actions>
        <Button disabled={busy} onClick={() => decide(true)}>
          {approveLabel}
        </Button>
        {rejecting || !needsReason ? (
          <Button variant="danger" disabled={busy} onClick={() => decide(false, reason)}>
            {rejectLabel}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
            {rejectLabel}
          </Button>
        )}
      </Actions>
    </>
  );
}

function VerificationItem({ actor, item }: { actor: AdminQueueActor; item: PendingVerification }) {
  const { t, i18n } = useLingui();
  return (
    <Item aria-label={t`Verification request of @${item.user.username}`}>
      <Who user={item.user} />
      <Muted>
        {i18n._(DOCUMENT_LABELS[item.documentType])} · {i18n.date(new Date(item.submittedAt), { dateStyle: 'medium', timeStyle: 'short' })}
      </Muted>
      <Thumbs>
        <Figure src={item.imageUrl} caption={t`ID image`} />
        <Figure src={item.selfieUrl} caption={t`Selfie with ID and handwritten note`} />
      </Thumbs>
      <Decide actor={actor} id={item.id} approveLabel={t`Approve`} rejectLabel={t`Reject`} />
    </Item>
  );
}

function Figure({ src, caption }: { src: string; caption: ReactNode }) {
  return (
    <figure>
      <a href={src} target="_blank" rel="noreferrer">
        <img src={src} alt={typeof caption === 'string' ? caption : ''} />
      </a>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function PayoutItem({ actor, item }: { actor: AdminQueueActor; item: PendingPayout }) {
  const { t, i18n } = useLingui();
  const money = i18n.number(item.amountCents / 100, { style: 'currency', currency: 'USD' });
  return (
    <Item aria-label={t`Payout request of @${item.user.username}`}>
      <Who user={item.user} />
      <p style={{ fontSize: 18, margin: '4px 0' }}>
        <Trans>
          <strong>{i18n.number(item.amount)} coins</strong> ({money})
        </Trans>
      </p>
      <Muted>
        {i18n.date(new Date(item.requestedAt), { dateStyle: 'medium', timeStyle: 'short' })} · {item.bank.holderName} · {item.bank.bankName}{' '}
        · {item.bank.accountNumber} · {item.bank.city}, {item.bank.country} · SWIFT {item.bank.swiftCode}
      </Muted>
      <Decide actor={actor} id={item.id} approveLabel={t`Mark as paid`} rejectLabel={t`Reject`} />
    </Item>
  );
}

function ReportItem({ actor, item }: { actor: AdminQueueActor; item: ReportedPost & { id: string } }) {
  const { t } = useLingui();
  return (
    <Item aria-label={t`Reported post ${item.postId}`}>
      <Who user={item.author} />
      <p style={{ whiteSpace: 'pre-wrap', margin: '6px 0' }}>{item.description || <em>{t`(no text)`}</em>}</p>
      <ReportCounts reports={item} />
      <Decide actor={actor} id={item.id} approveLabel={t`Remove post`} rejectLabel={t`Dismiss reports`} needsReason={false} />
    </Item>
  );
}

/** A subject's open reports: how many, the reasons counted ("Spam 3 · Harassment 1") and the words of those who chose Other. */
function ReportCounts({ reports }: { reports: Pick<ReportedPost, 'reports' | 'reasons' | 'texts' | 'lastReportedAt'> }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Muted>
        {t`Reports: ${i18n.number(reports.reports)}`} ·{' '}
        {i18n.date(new Date(reports.lastReportedAt), { dateStyle: 'medium', timeStyle: 'short' })}
      </Muted>
      <p aria-label={t`Reasons`} style={{ margin: '6px 0', fontWeight: 600 }}>
        {reports.reasons.map(({ reason, count }) => `${i18n._(reasonLabels[reasonCode(reason)])} ${i18n.number(count)}`).join(' · ')}
      </p>
      {reports.texts.length > 0 && (
        <ul aria-label={t`What reporters wrote`} style={{ margin: '6px 0', paddingLeft: 20 }}>
          {reports.texts.map((text, index) => (
            <li key={index} style={{ whiteSpace: 'pre-wrap' }}>
              {text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The gateway's reason (SPAM) as the contract's code (spam), which names its label. */
const reasonCode = (reason: string) => reason.toLowerCase() as ReportReasonCode;

function PersonReportItem({ actor, item }: { actor: AdminQueueActor; item: ReportedPerson & { id: string } }) {
  const { t } = useLingui();
  const busy = useSelector(actor, (snapshot) => snapshot.context.deciding === item.id);
  const confirming = useSelector(actor, (snapshot) => snapshot.matches('confirming') && snapshot.context.pending?.id === item.id);
  const decide = (approve: boolean) => actor.send({ type: 'queue.decide', decision: { id: item.id, approve, comment: '' } });
  return (
    <Item aria-label={t`Reported person @${item.user.username}`}>
      <Who user={item.user} />
      <Link href={`/user-profile/${item.user.id}`}>{t`Open profile`}</Link>
      <ReportCounts reports={item} />
      {confirming ? (
        <Confirm role="alertdialog" aria-label={t`Suspend @${item.user.username}?`}>
          <p>
            <Trans>
              Suspend @{item.user.username}? They are logged out everywhere at once, cannot log in, and their profile, posts, stories and
              lives are hidden from everyone until you unsuspend them. Their open reports are closed.
            </Trans>
          </p>
          <Actions>
            <Button variant="danger" onClick={() => actor.send({ type: 'queue.confirm' })}>{t`Yes, suspend`}</Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'queue.cancel' })}>{t`Cancel`}</Button>
          </Actions>
        </Confirm>
      ) : (
        <Actions>
          <Button variant="danger" disabled={busy} onClick={() => decide(true)}>
            {t`Suspend`}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => decide(false)}>
            {t`Dismiss reports`}
          </Button>
        </Actions>
      )}
    </Item>
  );
}

const Confirm = styled.div({
  marginTop: 12,
  padding: 12,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.dangerSoft,
  '& p': { margin: 0 },
});

function SuspendedItem({ actor, item }: { actor: AdminQueueActor; item: SuspendedPerson & { id: string } }) {
  const { t, i18n } = useLingui();
  const busy = useSelector(actor, (snapshot) => snapshot.context.deciding === item.id);
  const when = i18n.date(new Date(item.suspendedAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Item aria-label={t`Suspended person @${item.user.username}`}>
      <Who user={item.user} />
      <Muted>{t`Suspended since ${when}`}</Muted>
      <Actions>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => actor.send({ type: 'queue.decide', decision: { id: item.id, approve: true, comment: '' } })}
        >
          {t`Unsuspend`}
        </Button>
      </Actions>
    </Item>
  );
}
