import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAuthActor, useViewer } from '../../app/auth';
import { Avatar } from '../ui/Avatar';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../ui/icons';
import { theme } from '../ui/theme';

const Wrapper = styled.div({ position: 'relative' });

const Toggle = styled.button({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  border: 0,
  background: 'none',
  padding: '4px 6px',
  borderRadius: theme.radius.pill,
  cursor: 'pointer',
  color: theme.color.text,
  fontWeight: 600,
  '&:hover': { background: theme.color.page },
  [theme.phone]: { '& .name, & .chevron': { display: 'none' } },
});

const Menu = styled.div({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: 200,
  background: '#fff',
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.pop,
  padding: 6,
  zIndex: 50,
  '& a, & button': {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: '100%',
    padding: '10px 12px',
    border: 0,
    background: 'none',
    borderRadius: theme.radius.sm,
    color: theme.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    fontWeight: 500,
  },
  '& a:hover, & button:hover, & a:focus-visible, & button:focus-visible': { background: theme.color.page },
});

/** The header's user dropdown: first name and avatar, Profile and Logout. */
export function UserMenu() {
  const { t } = useLingui();
  const viewer = useViewer();
  const auth = useAuthActor();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  // Closes on a click outside or Escape, as a menu should.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => !wrapper.current?.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!viewer) return null;
  return (
    <Wrapper ref={wrapper}>
      <Toggle type="button" aria-haspopup="menu" aria-expanded={open} aria-label={t`Account menu`} onClick={() => setOpen(!open)}>
        <Avatar firstName={viewer.firstName} lastName={viewer.lastName} photo={viewer.profilePhoto} size={34} />
        <span className="name">{viewer.firstName}</span>
        <ChevronDownIcon className="chevron" width={16} height={16} />
      </Toggle>
      {open && (
        <Menu role="menu">
          <Link href="/my-profile" role="menuitem" onClick={() => setOpen(false)}>
            <UserIcon width={18} height={18} />
            <Trans>Profile</Trans>
          </Link>
          <button type="button" role="menuitem" onClick={() => auth.send({ type: 'session.logout' })}>
            <LogoutIcon width={18} height={18} />
            <Trans>Logout</Trans>
          </button>
        </Menu>
      )}
    </Wrapper>
  );
}
