import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useViewer } from '../../app/auth';
import { useFeed } from '../../app/posts';
import { Composer } from '../compose/Composer';
import { FeedList } from '../feed/FeedList';
import { EmptyFeed } from '../feed/FeedStatus';
import { HomeIcon } from '../ui/icons';
import { onDemand } from '../ui/onDemand';
import { StripPlaceholder } from '../stories/parts';
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
/** The story strip (add story, stories, live bubbles). */
const Stories = styled.section({ '&:empty': { display: 'none' }, minWidth: 0 });
/**
 * The strip, its machines and the viewer load once the feed's first page is drawn and the browser is idle
 * (the page is usable by then), so /home's first load does not carry them; the placeholder holds their place.
 */
const StoryStrip = onDemand(() => import('../stories/StoryStrip').then((m) => m.StoryStrip), <StripPlaceholder />);

/** /home: the composer, the story strip, then the home feed; the suggestions and trending panels on wide screens. */
export function HomePage() {
  const { t } = useLingui();
  const feed = useFeed('homeFeed');
  const viewer = useViewer();
  // `/home?story=<user id>` (a new story's notification) opens that person's stories.
  const openStoryOf = new URLSearchParams(useSearch()).get('story');
  const stripDue = useIdleOnce(useSelector(feed, (snapshot) => !snapshot.matches('loading')));
  return (
    <Layout>
      <Column>
        <title>{`${t`Home`} · Fanclub`}</title>
        <Hidden>
          <Trans>Home</Trans>
        </Hidden>
        <Composer />
        <Stories aria-label={t`Stories`} data-region="stories">
          {viewer && stripDue ? <StoryStrip key={openStoryOf ?? ''} viewer={viewer} openUserId={openStoryOf} /> : <StripPlaceholder />}
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

/** True from the first idle moment after `ready` turned true (at most a second later), and from then on. */
function useIdleOnce(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 50);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, [ready, idle]);
  return idle;
}
