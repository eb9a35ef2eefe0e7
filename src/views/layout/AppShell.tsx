import styled from '@emotion/styled';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useAuth, useAuthActor } from '../../app/auth';
import { Button } from '../ui/Button';
import { Card, EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { MoneyDialogs } from '../wallet/MoneyDialogs';
import { useLingui } from '@lingui/react/macro';

const Body = styled.div({
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
  gap: 24,
  maxWidth: 1200,
  margin: '0 auto',
  padding: '20px 20px 48px',
  [theme.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: '12px 10px 40px' },
});

const Main = styled.main({ minWidth: 0 });

/** Header, sidebar and the page; waits for the viewer of a restored session. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const auth = useAuthActor();
  const phase = useAuth((snapshot) =>
    snapshot.matches({ loggedIn: 'loadingViewer' }) ? 'loading' : snapshot.matches({ loggedIn: 'viewerUnavailable' }) ? 'unavailable' : 'ready',
  );
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
      <MoneyDialogs />
    </>
  );
}
