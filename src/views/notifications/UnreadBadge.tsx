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

/** The unread notifications on the bell: a count the eye reads, a sentence the screen reader reads; nothing at 0. */
export function UnreadBadge({ className }: { className?: string }) {
  const { t } = useLingui();
  const unread = useUnreadCount();
  if (unread === 0) return null;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Count className={className} data-testid="unread-notifications">
      <span aria-hidden="true">{shown}</span>
      <Hidden>{t`${unread} unread`}</Hidden>
    </Count>
  );
}
