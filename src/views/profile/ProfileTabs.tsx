import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useSearch } from 'wouter';
import { PROFILE_TABS, profileTabOf, useProfileTabs, type ProfileCounts, type ProfileTab } from '../../app/people';
import { useFeed, usePostStoreActor, visiblePosts } from '../../app/posts';
import { FeedList } from '../feed/FeedList';
import { EmptyFeed, FeedStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { samePosts } from '../feed/media';
import { PostTile } from '../feed/PostThumbnails';
import { PostDetailModal } from '../post/modals';
import { Button } from '../ui/Button';
import { LockIcon, PhotoIcon } from '../ui/icons';
import { PillTabs } from '../ui/Tabs';
import { theme } from '../ui/theme';

const LABELS: Record<ProfileTab, MessageDescriptor> = {
  posts: msg({ message: 'Posts', context: 'profile tab: every post' }),
  media: msg({ message: 'Media', context: 'profile tab: photos, videos and audio' }),
  locked: msg({ message: 'Locked', context: 'profile tab: posts the viewer cannot open yet' }),
};

/** The tablist's keys: arrows move to the next or previous tab (wrapping), Home and End to the first and last; focus follows. */
function nextTab(event: KeyboardEvent<HTMLDivElement>, tab: ProfileTab): ProfileTab | undefined {
  const at = PROFILE_TABS.indexOf(tab);
  const last = PROFILE_TABS.length - 1;
  const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return undefined;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${PROFILE_TABS[next]}"]`)?.focus();
  return PROFILE_TABS[next];
}

const countOf = (counts: ProfileCounts, tab: ProfileTab) =>
  tab === 'posts' ? counts.posts : tab === 'media' ? counts.photos + counts.videos + counts.audios : counts.locked;

const Count = styled.span({ marginLeft: 6, fontWeight: 700, opacity: 0.8 });

const Summary = styled.p({ margin: '0 0 12px', color: theme.color.muted, fontSize: 14, display: 'flex', alignItems: 'center', gap: 8 });

const TabsCard = styled.div({ width: '100%', maxWidth: 600, margin: '0 auto' });

/** Three square tiles a row; two on the narrowest phones. */
const Grid = styled.ul({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media (max-width: 360px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
});

/**
 * A profile's Posts, Media and Locked tabs (issue 32), each labelled with what the server counts for the viewer, kept
 * in the address (`?tab=`), moved between with the arrow keys; each tab's posts are their own paged feed.
 */
export function ProfileTabs({ userId, path, isOwn, name }: { userId: string; path: string; isOwn: boolean; name: string }) {
  const { t, i18n } = useLingui();
  const asked = profileTabOf(useSearch());
  const actor = useProfileTabs(userId, path, asked);
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  const counts = useSelector(actor, (snapshot) => snapshot.context.counts);
  const countsFailed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  // The address changed from outside the tabs (Back, a link to the profile): the tabs follow it.
  useEffect(() => actor.send({ type: 'tab.select', tab: asked }), [actor, asked]);
  const select = (next: ProfileTab) => actor.send({ type: 'tab.select', tab: next });

  return (
    <TabsCard>
      <PillTabs
        role="tablist"
        aria-label={t`What ${name} posted`}
        onKeyDown={(event) => {
          const next = nextTab(event, tab);
          if (next) select(next);
        }}
      >
        {PROFILE_TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`profile-tab-${each}`}
            data-tab={each}
            aria-selected={tab === each}
            aria-controls="profile-panel"
            tabIndex={tab === each ? 0 : -1}
            onClick={() => select(each)}
          >
            {each === 'locked' && <LockIcon width={14} height={14} aria-hidden="true" style={{ marginRight: 4, verticalAlign: -2 }} />}
            {i18n._(LABELS[each])}
            {counts && <Count>{i18n.number(countOf(counts, each))}</Count>}
          </button>
        ))}
      </PillTabs>
      {countsFailed && (
        <Summary role="alert">
          <Trans>The counts could not be loaded.</Trans>
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'counts.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </Summary>
      )}
      <div role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`}>
        {counts && <TabSummary tab={tab} counts={counts} />}
        {tab === 'posts' && <PostsTab userId={userId} isOwn={isOwn} />}
        {tab === 'media' && <MediaTab userId={userId} />}
        {tab === 'locked' && <LockedTab userId={userId} isOwn={isOwn} />}
      </div>
    </TabsCard>
  );
}

/** '42 photos · 7 videos' over the Media tab; the number of posts over the others. */
function TabSummary({ tab, counts }: { tab: ProfileTab; counts: ProfileCounts }) {
  if (tab === 'media') {
    return (
      <Summary data-testid="media-counts">
        <PhotoIcon width={16} height={16} aria-hidden="true" />
        <span>
          <Plural value={counts.photos} one="# photo" other="# photos" />
          {' · '}
          <Plural value={counts.videos} one="# video" other="# videos" />
          {counts.audios > 0 && (
            <>
              {' · '}
              <Plural value={counts.audios} one="# audio" other="# audios" />
            </>
          )}
        </span>
      </Summary>
    );
  }
  if (tab === 'locked') {
    return (
      <Summary>
        <LockIcon width={16} height={16} aria-hidden="true" />
        <Plural value={counts.locked} one="# post to unlock or subscribe for" other="# posts to unlock or subscribe for" />
      </Summary>
    );
  }
  return (
    <Summary>
      <Plural value={counts.posts} one="# post" other="# posts" />
    </Summary>
  );
}

function PostsTab({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const { t } = useLingui();
  const feed = useFeed('userFeed', userId);
  return (
    <FeedList
      feed={feed}
      pinCreated={isOwn ? { authorId: userId } : 'none'}
      label={t`Posts`}
      empty={<EmptyFeed title={t`No posts yet`} />}
      followAuthors={false}
    />
  );
}

/** The posts with a photo, video or audio as a grid of tiles (locked ones blurred, with a lock); a tile opens the post. */
function MediaTab({ userId }: { userId: string }) {
  const { t } = useLingui();
  const store = usePostStoreActor();
  const feed = useFeed('userMediaFeed', userId);
  const ids = useSelector(feed, (snapshot) => snapshot.context.ids);
  const ready = useSelector(feed, (snapshot) => snapshot.matches('ready'));
  const posts = useSelector(store, (snapshot) => visiblePosts(snapshot.context, ids), samePosts);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Grid aria-label={t`Media`}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostTile post={post} onOpen={setOpen} square />
          </li>
        ))}
      </Grid>
      {ready && <LoadMoreWhenVisible feed={feed} />}
      <FeedStatus feed={feed} count={posts.length} empty={<EmptyFeed icon={<PhotoIcon />} title={t`No photos, videos or audio yet`} />} />
      {open && <PostDetailModal postId={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** The posts the viewer cannot open yet, as cards with their price or subscription lock (never their media). */
function LockedTab({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const { t } = useLingui();
  const feed = useFeed('userLockedFeed', userId);
  return (
    <FeedList
      feed={feed}
      label={t`Locked posts`}
      empty={
        <EmptyFeed icon={<LockIcon />} title={isOwn ? t`Your own posts are never locked to you` : t`Nothing is locked to you`}>
          {!isOwn && <Trans>Every post here is open to you.</Trans>}
        </EmptyFeed>
      }
      followAuthors={false}
    />
  );
}
