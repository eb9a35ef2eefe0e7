import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useFeed } from '../../app/posts';
import { Composer } from '../compose/Composer';
import { FeedList } from '../feed/FeedList';
import { EmptyFeed } from '../feed/FeedStatus';
import { HomeIcon } from '../ui/icons';
import { onDemand } from '../ui/onDemand';
import { WhenSettled } from '../ui/WhenSettled';
import { SuggestionsPanel } from './SuggestionsPanel';
import { TrendingPanel } from './TrendingPanel';

const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: 20,
  alignItems: 'start',
  '@media (max-width: 1180px)': { gridTemplateColumns: 'minmax(0, 1fr)', '& > aside': { display: 'none' } },
});
const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });
const Side = styled.div({ position: 'sticky', top: 84, display: 'flex', flexDirection: 'column', gap: 16 });
/** Named for assistive technology; the sidebar already says where we are. */
const Hidden = styled.h1({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
/** Reserved for the story strip (add story, stories, live bubbles); the stories work fills it. */
const Stories = styled.section({ '&:empty': { display: 'none' } });

// The bubbles' code (and the live service's) loads once the first screen has settled, never with it.
// Its words are the home's (below): the bubbles bring no catalog part of their own.
const LiveBubbles = onDemand(() => import('../live/LiveBubbles').then((m) => m.LiveBubbles), null, true);

/** /home: the composer, the story strip, then the home feed; the suggestions and trending panels on wide screens. */
export function HomePage() {
  const { t } = useLingui();
  const feed = useFeed('homeFeed');
  // The bubbles wait for the feed's first page: the first post is what the first load is for.
  const feedDrawn = useSelector(feed, (snapshot) => !snapshot.matches('loading'));
  return (
    <Layout>
      <Column>
        <title>{`${t`Home`} · Fanclub`}</title>
        <Hidden>
          <Trans>Home</Trans>
        </Hidden>
        <Composer />
        <Stories aria-label={t`Stories`} data-region="stories">
          <WhenSettled ready={feedDrawn}>
            <LiveBubbles
              words={{
                label: t`Live now`,
                describe: ({ host: { name }, title, paid }) => (paid ? t`${name} is live (paid): ${title}` : t`${name} is live: ${title}`),
              }}
            />
          </WhenSettled>
        </Stories>
        <FeedList
          feed={feed}
          pinCreated="all"
          label={t`Home feed`}
          empty={
            <>
              <EmptyFeed icon={<HomeIcon />} title={t`Your feed is empty`}>
                <Trans>Posts from the creators you follow will show up here.</Trans>
              </EmptyFeed>
              <SuggestionsPanel title={t`Who to follow`} />
            </>
          }
        />
      </Column>
      <Side as="aside" aria-label={t`Trending`}>
        <SuggestionsPanel />
        <TrendingPanel />
      </Side>
    </Layout>
  );
}
