import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import logo from 'url:../../assets/logo.svg';
import { LanguageSwitch } from '../settings/LanguageSwitch';
import { PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';

const Page = styled.main({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  [theme.narrow]: { gridTemplateColumns: '1fr' },
});

const Brand = styled.section({
  background: `radial-gradient(circle at 20% 20%, #14b8a6 0, transparent 45%), linear-gradient(160deg, ${theme.color.brandDark}, #0b3b4a)`,
  color: '#fff',
  padding: '48px 56px',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: 32,
  '& h2': { fontSize: 40, lineHeight: 1.1, margin: '0 0 12px', letterSpacing: '-0.02em' },
  '& p': { fontSize: 17, opacity: 0.9, margin: 0, maxWidth: 460 },
  [theme.narrow]: {
    padding: '20px 20px 24px',
    gap: 12,
    '& h2': { fontSize: 24, marginBottom: 4 },
    '& p': { fontSize: 15 },
    '& .stores': { display: 'none' },
  },
});

const Logo = styled.div({ display: 'flex', alignItems: 'center', gap: 10, fontWeight: 800, fontSize: 22, '& img': { width: 36 } });

const Stores = styled.div({ display: 'flex', gap: 12, flexWrap: 'wrap' });

/** A narrow screen shows the store links under the form (the banner above keeps to the pitch). */
const StoresBelow = styled.div({
  display: 'none',
  [theme.narrow]: { display: 'block', marginTop: 28, paddingTop: 20, borderTop: `1px solid ${theme.color.border}`, textAlign: 'center' },
  '& p': { margin: '0 0 12px', color: theme.color.muted, fontSize: 14 },
  '& .stores': { justifyContent: 'center' },
});

export const StoreLink = styled.a({
  display: 'inline-flex',
  flexDirection: 'column',
  padding: '8px 16px',
  borderRadius: theme.radius.sm,
  background: '#000',
  color: '#fff',
  textDecoration: 'none',
  border: '1px solid rgb(255 255 255 / 0.3)',
  minWidth: 150,
  '& small': { fontSize: 11, opacity: 0.8 },
  '& strong': { fontSize: 16 },
});

const FormSide = styled.section({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '32px 20px',
  background: theme.color.surface,
  [theme.narrow]: { justifyContent: 'flex-start' },
});

const FormBox = styled.div({
  width: '100%',
  maxWidth: 420,
  '& h1': { fontSize: 26, margin: '0 0 6px' },
  '& > p.lead': { color: theme.color.muted, margin: '0 0 22px' },
});

const TopBar = styled.div({ width: '100%', maxWidth: 420, display: 'flex', justifyContent: 'flex-end', marginBottom: 16 });

/** The mobile app in its stores (spec §2: app-store links on login and signup): each store's search for it. */
export function AppStoreLinks() {
  return (
    <Stores className="stores">
      <StoreLink href="https://apps.apple.com/us/search?term=Fanclub" target="_blank" rel="noreferrer">
        <small>
          <Trans>Download on the</Trans>
        </small>
        <strong>App Store</strong>
      </StoreLink>
      <StoreLink href="https://play.google.com/store/search?q=Fanclub&c=apps" target="_blank" rel="noreferrer">
        <small>
          <Trans>Get it on</Trans>
        </small>
        <strong>Google Play</strong>
      </StoreLink>
    </Stores>
  );
}

export function AuthLayout({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Page>
      <Brand>
        <Logo>
          <img src={logo} alt="" />
          <span>Fanclub</span>
        </Logo>
        <div>
          <h2>
            <Trans>Creators and fans, closer.</Trans>
          </h2>
          <p>
            <Trans>Subscribe to the creators you love, unlock exclusive posts, chat and watch them live.</Trans>
          </p>
        </div>
        <AppStoreLinks />
      </Brand>
      <FormSide aria-label={t`Account`}>
        <TopBar>
          <LanguageSwitch compact />
        </TopBar>
        <FormBox>
          <PageTitle>{title}</PageTitle>
          {lead && <p className="lead">{lead}</p>}
          {children}
          {footer}
          <StoresBelow>
            <p>
              <Trans>Get the Fanclub app</Trans>
            </p>
            <AppStoreLinks />
          </StoresBelow>
        </FormBox>
      </FormSide>
    </Page>
  );
}
