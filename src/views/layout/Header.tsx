import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import logo from 'url:../../assets/logo.svg';
import { Button } from '../ui/Button';
import { onDemand } from '../ui/onDemand';
import { useUnreadCount } from '../../app/notifications';
import { UnreadBadge } from '../notifications/UnreadBadge';
import { ChatUnreadBadge } from '../messages/ChatUnreadBadge';
import { useChatUnread } from '../../app/chat';
import { BellIcon, CloseIcon, LiveIcon, MenuIcon, MessageIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { HeaderSearch } from './HeaderSearch';
import { useNavItems } from './nav';
import { NavLink } from './Sidebar';
import { UserMenu } from './UserMenu';
import { HeaderBalance } from '../wallet/HeaderBalance';

// Go Live (the modal, the host view, the transports) loads when the button is pressed.
const GoLiveModal = onDemand(() => import('../live/GoLiveModal').then((m) => m.GoLiveModal));

const Bar = styled.header({
  position: 'sticky',
  top: 0,
  zIndex: 40,
  height: theme.bar.header,
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '0 20px',
  background: 'rgb(255 255 255 / 0.92)',
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${theme.color.border}`,
  [theme.phone]: { gap: 8, padding: '0 10px' },
});

const Brand = styled(Link)({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  fontWeight: 800,
  fontSize: 20,
  color: theme.color.text,
  textDecoration: 'none',
  '& img': { width: 34, height: 34 },
  [theme.phone]: { '& span': { display: 'none' } },
});

const Actions = styled.div({ display: 'flex', alignItems: 'center', gap: 8, marginLeft: 'auto' });

const IconButton = styled.button({
  display: 'none',
  border: 0,
  background: 'none',
  padding: 8,
  borderRadius: theme.radius.pill,
  color: theme.color.text,
  cursor: 'pointer',
  [theme.narrow]: { display: 'flex' },
});

const IconLink = styled(Link)({
  display: 'flex',
  padding: 8,
  borderRadius: theme.radius.pill,
  color: theme.color.text,
  '&:hover': { background: theme.color.page },
});

const BellLink = styled(IconLink)({
  position: 'relative',
  '& .count': { position: 'absolute', top: -2, right: -6, minWidth: 18, height: 18, lineHeight: '18px', fontSize: 11, padding: '0 5px' },
});

const GoLive = styled(Button)({ [theme.phone]: { padding: '0 12px', '& .label': { display: 'none' } } });

const MobilePanel = styled.nav({
  position: 'fixed',
  top: theme.bar.header,
  left: 0,
  right: 0,
  bottom: 0,
  background: '#fff',
  padding: 16,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  zIndex: 39,
  overflowY: 'auto',
  '& .mobile-search': { display: 'block', flex: '0 0 auto', maxWidth: 'none', margin: '0 0 12px' },
});

export function Header() {
  const navItems = useNavItems();
  const { t, i18n } = useLingui();
  const [path] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [liveOpen, setLiveOpen] = useState(false);
  const closeLive = useCallback(() => setLiveOpen(false), []);
  const unread = useUnreadCount();
  const unreadMessages = useChatUnread();
  // The menu and dialog sit beside the bar: its backdrop blur would trap fixed children inside it.
  return (
    <>
      <Bar>
        <IconButton
          type="button"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
        <Brand href="/home" aria-label={t`Fanclub home`}>
          <img src={logo} alt="" />
          <span>Fanclub</span>
        </Brand>
        <HeaderSearch />
        <Actions>
          <GoLive type="button" variant="danger" aria-label={t`Go Live`} onClick={() => setLiveOpen(true)}>
            <LiveIcon width={18} height={18} />
            <span className="label">
              <Trans>Go Live</Trans>
            </span>
          </GoLive>
          <HeaderBalance />
          <BellLink href="/messages" aria-label={unreadMessages ? t`Messages, ${unreadMessages} unread` : t`Messages`}>
            <MessageIcon />
            <ChatUnreadBadge className="count" />
          </BellLink>
          <BellLink href="/notification" aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}>
            <BellIcon />
            <UnreadBadge className="count" />
          </BellLink>
          <UserMenu />
        </Actions>
      </Bar>
      {menuOpen && (
        <MobilePanel
          id="mobile-menu"
          aria-label={t`Menu`}
          onClick={(event) => (event.target as HTMLElement).closest('a') && setMenuOpen(false)}
          onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
        >
          <HeaderSearch className="mobile-search" />
          {navItems.map(({ href, label, icon: Icon, isActive, badge: Badge }) => (
            <NavLink key={href} href={href} current={isActive(path)} aria-current={isActive(path) ? 'page' : undefined}>
              <Icon />
              <span>{i18n._(label)}</span>
              {Badge && <Badge />}
            </NavLink>
          ))}
        </MobilePanel>
      )}
      {liveOpen && <GoLiveModal onClose={closeLive} />}
    </>
  );
}
