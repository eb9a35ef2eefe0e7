import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useRoute } from 'wouter';
import { useAuth, useAuthActor } from '../../app/auth';
import { useStartLongLived } from '../../app/shell';
import { Button } from '../ui/Button';
import { Card, EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { TabBar } from './TabBar';
import { MoneyDialogs } from '../wallet/MoneyDialogs';
import { SafetyHost } from '../safety/SafetyHost';
import { useSettled, type Settled } from '../ui/useSettled';
import { useLingui } from '@lingui/react/macro';

const Body = styled.div({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: 24,
  maxWidth: 1200,
  margin: '0 auto',
  padding: '20px 20px 48px',
  // On a narrow screen the tab bar covers the bottom: the page ends above it.
  [theme.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: `12px 10px calc(${theme.bar.tabsRoom} + 24px)` },
});

const Main = styled.main({ minWidth: 0 });

/** The long-lived actors started after the first screen (the chat store, the notifications): once, for the page's life. */
const longLivedStart: Settled = { settled: false };

/** Header, sidebar (the tab bar on a narrow screen) and the page; waits for the viewer of a restored session. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const phase = useAuth((snapshot) =>
    snapshot.matches({ loggedIn: 'loadingViewer' })
      ? 'loading'
      : snapshot.matches({ loggedIn: 'viewerUnavailable' })
        ? 'unavailable'
        : 'ready',
  );
  // Their code and calls wait until the first screen is usable and the person touches it (or a moment passes); the badges show then.
  // /home says when it is usable (its feed's first page, with the strip); any other screen once drawn.
  const [atHome] = useRoute('/home');
  const [atRoot] = useRoute('/');
  useStartLongLived(useSettled(phase === 'ready' && !atHome && !atRoot, longLivedStart));
  if (phase === 'loading') return <Loading label={t`Loading...`} />;
  if (phase === 'unavailable') {
    return (
      <Card style={{ maxWidth: 480, margin: '80px auto' }}>
        <EmptyState title={t`We could not reach the server`}>
          <Trans>Check your connection and try again.</Trans>
        </EmptyState>
        <Button type="button" block onClick={() => auth.send({ type: 'viewer.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }
  return (
    <>
      <Header />
      <Body>
        <Sidebar />
        <Main id="main">{children}</Main>
      </Body>
      <TabBar />
      <MoneyDialogs />
      <SafetyHost />
    </>
  );
}
