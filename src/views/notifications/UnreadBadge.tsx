import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useUnreadCount } from '../../app/notifications';
import { theme } from '../ui/theme';

const Count = styled.span({
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: theme.radius.pill,
  background: theme.color.danger,
  color: '#fff',
  fontSize: 12,
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});

const Hidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A count of unread things the eye reads, with a sentence the screen reader reads; nothing at 0. */
export function CountBadge({ count, className, testId }: { count: number; className?: string; testId: string }) {
  const { t } = useLingui();
  if (count === 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <Count className={className} data-testid={testId}>
      <span aria-hidden="true">{shown}</span>
      <Hidden>{t`${count} unread`}</Hidden>
    </Count>
  );
}

/** The unread notifications on the bell. */
export function UnreadBadge({ className }: { className?: string }) {
  return <CountBadge count={useUnreadCount()} className={className} testId="unread-notifications" />;
}
