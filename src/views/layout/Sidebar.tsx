import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { theme } from '../ui/theme';
import { useNavItems } from './nav';

const Nav = styled.nav({
  position: 'sticky',
  top: 76,
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  [theme.narrow]: { display: 'none' },
});

export const NavLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'current' })<{ current: boolean }>(({ current }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 14,
  padding: '11px 16px',
  borderRadius: theme.radius.pill,
  color: current ? theme.color.brand : theme.color.text,
  background: current ? theme.color.brandSoft : 'transparent',
  fontWeight: current ? 700 : 500,
  textDecoration: 'none',
  '&:hover': { background: current ? theme.color.brandSoft : '#e2e8f0' },
}));

export function Sidebar() {
  const { i18n, t } = useLingui();
  const [path] = useLocation();
  const navItems = useNavItems();
  return (
    <Nav aria-label={t`Main`}>
      {navItems.map(({ href, label, icon: Icon, isActive, badge: Badge }) => {
        const current = isActive(path);
        return (
          <NavLink key={href} href={href} current={current} aria-current={current ? 'page' : undefined}>
            <Icon />
            <span>{i18n._(label)}</span>
            {Badge && <Badge />}
          </NavLink>
        );
      })}
    </Nav>
  );
}
