import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hasMore, listedIds, usePostStoreActor, visiblePosts, type FeedActor } from '../../app/posts';
import { FeedStatus } from './FeedStatus';
import { PostCard } from './PostCard';
import { samePosts } from './media';

/** How many posts before the end the next page is asked for. */
const LOAD_AHEAD = 3;
/** A first guess of a card's height; each card is measured once drawn. */
const ESTIMATED_CARD = 560;
const GAP = 16;

const Row = styled.div({ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: GAP });

export interface FeedListProps {
  feed: FeedActor;
  /** Where the viewer's new posts go on top: all on home, the author's on their profile. */
  pinCreated?: { authorId: string } | 'all' | 'none';
  empty: ReactNode;
  label: string;
}

/**
 * A windowed feed (spec §2 Feed list): only the cards near the viewport are in the page, measured as
 * they draw, so a list of hundreds of posts scrolls smoothly; the next page is asked near the end.
 */
export function FeedList({ feed, pinCreated = 'none', empty, label }: FeedListProps) {
  const store = usePostStoreActor();
  const ids = useSelector(feed, (snapshot) => snapshot.context.ids);
  const more = useSelector(feed, (snapshot) => hasMore(snapshot) && snapshot.matches('ready'));
  const busy = useSelector(feed, (snapshot) => snapshot.matches('loading') || snapshot.matches('refreshing'));
  const posts = useSelector(store, (snapshot) => visiblePosts(snapshot.context, listedIds(snapshot.context, ids, pinCreated)), samePosts);

  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => ESTIMATED_CARD,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => posts[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  // Near the end of what is loaded, ask for the next page (the machine ignores it while one loads).
  useEffect(() => {
    if (more && lastIndex >= posts.length - LOAD_AHEAD) feed.send({ type: 'feed.loadMore' });
  }, [more, lastIndex, posts.length, feed]);

  return (
    <section aria-label={label}>
      <div ref={listRef} role="feed" aria-busy={busy} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const post = posts[item.index];
          if (!post) return null;
          return (
            <Row
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              <PostCard post={post} position={item.index + 1} total={posts.length} />
            </Row>
          );
        })}
      </div>
      <FeedStatus feed={feed} count={posts.length} empty={empty} />
    </section>
  );
}
