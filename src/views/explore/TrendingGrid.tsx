import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useFeed, usePostStoreActor, visiblePosts } from '../../app/posts';
import { EmptyFeed, FeedStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { samePosts } from '../feed/media';
import { PostTile } from '../feed/PostThumbnails';
import { PostDetailModal } from '../post/modals';
import { ExploreIcon } from '../ui/icons';
import { theme } from '../ui/theme';

/** Three columns of tiles in a masonry (CSS columns); two on tablets and phones, one on the narrowest. */
const Masonry = styled.ul({
  columnCount: 3,
  columnGap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': { breakInside: 'avoid', marginBottom: 12 },
  [theme.narrow]: { columnCount: 2 },
  [theme.phone]: { columnGap: 8, '& li': { marginBottom: 8 } },
  '@media (max-width: 320px)': { columnCount: 1 },
});

/** Explore's Post tab: the trending feed, paged with infinite scroll; a tile opens the post. */
export function TrendingGrid() {
  const { t } = useLingui();
  const store = usePostStoreActor();
  const feed = useFeed('trendingFeed');
  const ids = useSelector(feed, (snapshot) => snapshot.context.ids);
  const ready = useSelector(feed, (snapshot) => snapshot.matches('ready'));
  const posts = useSelector(store, (snapshot) => visiblePosts(snapshot.context, ids), samePosts);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <Masonry aria-label={t`Trending posts`}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostTile post={post} onOpen={setOpen} />
          </li>
        ))}
      </Masonry>
      {ready && <LoadMoreWhenVisible feed={feed} />}
      <FeedStatus feed={feed} count={posts.length} empty={<EmptyFeed icon={<ExploreIcon />} title={t`Nothing trending yet`} />} />
      {open && <PostDetailModal postId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
