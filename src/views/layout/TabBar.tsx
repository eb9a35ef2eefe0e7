import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { theme } from '../ui/theme';
import { NAV_ITEMS } from './nav';

const Bar = styled.nav({
  display: 'none',
  [theme.narrow]: {
    display: 'grid',
    gridTemplateColumns: `repeat(${NAV_ITEMS.length}, minmax(0, 1fr))`,
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 40,
    height: theme.bar.tabsRoom,
    paddingBottom: 'env(safe-area-inset-bottom, 0px)',
    background: 'rgb(255 255 255 / 0.96)',
    borderTop: `1px solid ${theme.color.border}`,
    boxShadow: '0 -2px 12px rgb(15 23 42 / 0.06)',
  },
});

const Tab = styled(Link)({
  position: 'relative',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 3,
  color: theme.color.muted,
  textDecoration: 'none',
  fontSize: 11,
  fontWeight: 600,
  '& svg': { width: 24, height: 24 },
  '& .label': { maxWidth: '100%', padding: '0 2px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '&[aria-current="page"]': { color: theme.color.brand },
  '&[aria-current="page"] svg': { strokeWidth: 2.4 },
  '&:focus-visible': { outline: `3px solid ${theme.color.brand}`, outlineOffset: -3, borderRadius: theme.radius.md },
  '& .count': {
    position: 'absolute',
    top: 4,
    left: 'calc(50% + 6px)',
    minWidth: 18,
    height: 18,
    lineHeight: '18px',
    fontSize: 11,
    padding: '0 5px',
  },
});

/** A narrow screen's bottom tab bar: the six sections of spec §2 a thumb reaches, the current one marked, with the sidebar's unread counts. */
export function TabBar() {
  const { i18n, t } = useLingui();
  const [path] = useLocation();
  return (
    <Bar aria-label={t`Sections`} data-region="tab-bar">
      {NAV_ITEMS.map(({ href, label, tabLabel, icon: Icon, isActive, badge: Badge }) => {
        const current = isActive(path);
        return (
          <Tab key={href} href={href} aria-current={current ? 'page' : undefined}>
            <Icon aria-hidden="true" />
            <span className="label">{i18n._(tabLabel ?? label)}</span>
            {Badge && <Badge className="count" />}
          </Tab>
        );
      })}
    </Bar>
  );
}
