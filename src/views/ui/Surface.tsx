import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Failure } from '../../app/shell';
import { describeMessage } from '../../validation/messages';
import { Button } from './Button';
import { theme } from './theme';

export const Card = styled.section({
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
  padding: 24,
  [theme.phone]: { padding: 18, borderRadius: theme.radius.md },
});

const Heading = styled.h1({ fontSize: 22, margin: '0 0 16px', letterSpacing: '-0.01em' });

/** The page's heading, and its name in the tab and history (React 19 hoists <title> into <head>). */
/** A small muted line of facts above an item (its audience, price, time), wrapping on a phone. */
export const MetaLine = styled.p({
  margin: 0,
  fontSize: 13,
  color: theme.color.muted,
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  alignItems: 'center',
});

export function PageTitle({ children }: { children: string }) {
  return (
    <>
      <title>{`${children} · Fanclub`}</title>
      <Heading>{children}</Heading>
    </>
  );
}

const Empty = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: 8,
  padding: '40px 16px',
  color: theme.color.muted,
  '& svg': { width: 40, height: 40, color: theme.color.faint },
  // The way out, centred under the words it follows.
  '& .action': { marginTop: 8 },
  '& h2': { margin: 0, fontSize: 17, color: theme.color.text },
  '& p': { margin: 0, maxWidth: 420 },
});

/** What an area shows while it has nothing to show: never fake data. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Empty role="status">
      {icon}
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action && <div className="action">{action}</div>}
    </Empty>
  );
}

const Spin = styled.span({
  width: 22,
  height: 22,
  borderRadius: '50%',
  border: `3px solid ${theme.color.brandSoft}`,
  borderTopColor: theme.color.brand,
  display: 'inline-block',
  animation: 'spin 0.8s linear infinite',
  '@keyframes spin': { to: { transform: 'rotate(360deg)' } },
});

export function Loading({ label }: { label: string }) {
  return (
    <div role="status" style={{ display: 'flex', alignItems: 'center', gap: 10, padding: 24, justifyContent: 'center' }}>
      <Spin aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

const Alert = styled.p({
  margin: '0 0 14px',
  padding: '10px 14px',
  borderRadius: theme.radius.sm,
  background: theme.color.dangerSoft,
  color: theme.color.danger,
  fontWeight: 600,
  fontSize: 14,
});

/** A form's refusal from the server, in the reader's language when it is one of the contract messages. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  const { i18n } = useLingui();
  return failure ? <Alert role="alert">{i18n._(describeMessage(failure.message))}</Alert> : null;
}

/** A load that failed: why, and 'Try again' (the screens' one retry control). */
export function FailureWithRetry({
  failure,
  onRetry,
  variant,
}: {
  failure: Failure | null;
  onRetry: () => void;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <>
      <FailureAlert failure={failure} />
      <Button type="button" variant={variant} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </>
  );
}
