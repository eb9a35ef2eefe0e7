import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { useViewer } from '../../app/auth';
import { usePreloadScreen, useStartLongLived } from '../../app/shell';
import { useFeed } from '../../app/posts';
import { Composer } from '../compose/Composer';
import { FeedList } from '../feed/FeedList';
import { EmptyFeed } from '../feed/FeedStatus';
import { HomeIcon } from '../ui/icons';
import { onDemand } from '../ui/onDemand';
import { useMediaMatch } from '../ui/useMediaMatch';
import { useSettled, type Settled } from '../ui/useSettled';
import { StripPlaceholder } from '../stories/stripShapes';
import { SuggestionsPanel } from './SuggestionsPanel';
import { TrendingPanel } from './TrendingPanel';

/** Where the suggestions and trending panels fit beside the feed; narrower, they are not drawn (nor asked for). */
export const SIDE_PANELS_QUERY = '(min-width: 1181px)';

const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 280px',
  gap: 20,
  alignItems: 'start',
  '@media (max-width: 1180px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });
const Side = styled.div({ position: 'sticky', top: 84, display: 'flex', flexDirection: 'column', gap: 16 });
/** Named for assistive technology; the sidebar already says where we are. */
const Hidden = styled.h1({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
/** The story strip (add story, stories, live bubbles). */
const Stories = styled.section({ '&:empty': { display: 'none' }, minWidth: 0 });
/**
 * The strip and its machines load on demand, in parallel with the feed's first page (not after it), so the strip is
 * drawn no later than the posts; the placeholder holds their place meanwhile. Its words are first words (FIRST_SCREENS).
 */
const StoryStrip = onDemand(() => import('../stories/StoryStrip').then((m) => m.StoryStrip), <StripPlaceholder />, true);

// The bubbles' code (and the live service's) loads with the strip. Its words are the home's (below): the bubbles bring no catalog part of their own.
const LiveBubbles = onDemand(() => import('../live/LiveBubbles').then((m) => m.LiveBubbles), null, true);

/** The long-lived actors that wait for the first screen: once started in this page's life, never again. */
const homeSettled: Settled = { settled: false };

/** /home: the story strip (with the live bubbles), the composer, then the home feed; the suggestions and trending panels on wide screens. */
export function HomePage() {
  const { t } = useLingui();
  const feed = useFeed('homeFeed');
  const viewer = useViewer();
  const sidePanels = useMediaMatch(SIDE_PANELS_QUERY);
  // `/home?story=<user id>` (a new story's notification) opens that person's stories.
  const openStoryOf = new URLSearchParams(useSearch()).get('story');
  // The strip's machine and service load alongside its view's code, and all of it alongside the feed's first page.
  usePreloadScreen('stories');
  // Once the feed's first page is in and the person touches the page (or a moment passes), /home has settled: the
  // long-lived actors that wait for the first screen (the header's counts) start then. The strip does not wait.
  useStartLongLived(
    useSettled(
      useSelector(feed, (snapshot) => !snapshot.matches('loading')),
      homeSettled,
    ),
  );
  return (
    <Layout>
      <Column>
        <title>{`${t`Home`} · Fanclub`}</title>
        <Hidden>
          <Trans>Home</Trans>
        </Hidden>
        <Stories aria-label={t`Stories`} data-region="stories">
          {viewer ? (
            <StoryStrip
              key={openStoryOf ?? ''}
              viewer={viewer}
              openUserId={openStoryOf}
              leading={
                <LiveBubbles
                  words={{
                    label: t`Live now`,
                    describe: ({ host: { name }, title, paid }) =>
                      paid ? t`${name} is live (paid): ${title}` : t`${name} is live: ${title}`,
                  }}
                />
              }
            />
          ) : (
            <StripPlaceholder />
          )}
        </Stories>
        <Composer />
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
      {sidePanels && (
        <Side as="aside" aria-label={t`Trending`}>
          <SuggestionsPanel />
          <TrendingPanel />
        </Side>
      )}
    </Layout>
  );
}
