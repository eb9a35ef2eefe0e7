import styled from '@emotion/styled';
import { useSelector } from '@xstate/react';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '../../../contract/fieldRules';
import { hasMore, listedIds, usePostStoreActor, visiblePosts, type FeedActor } from '../../app/posts';
import { FeedStatus } from './FeedStatus';
import { PostCard } from './PostCard';
import { samePosts } from './media';
import { useFeedWindow } from './useFeedWindow';

/** How many posts before the end the next page is asked for. */
const LOAD_AHEAD = 3;
/** A first guess of a card's height; each card is measured once drawn. */
const ESTIMATED_CARD = 560;
const GAP = 16;
/** Cards drawn beyond the viewport, each way, once windowed. */
const OVERSCAN = 4;
/** Up to this many posts a feed is a plain list; past it, windowed. */
const PLAIN_MAX = 3 * PAGE_SIZE;
/**
 * Cards a feed draws in its first commit, more than a first screen shows: the rest of its first page follows in a
 * transition (React yields between cards), so the first screen's paint, and its lead picture, do not wait for them.
 */
export const FIRST_DRAWN = 3;
/** Cards each following transition adds: one commit (and its style and layout) per step, not one long task for the page. */
export const DRAW_STEP = 2;

const Row = styled.div({ paddingBottom: GAP });

export interface FeedListProps {
  feed: FeedActor;
  /** Where the viewer's new posts go on top: all on home, the author's on their profile. */
  pinCreated?: { authorId: string } | 'all' | 'none';
  empty: ReactNode;
  label: string;
  /** Cards offer Follow on authors the viewer does not follow yet; a profile's own feed has its Follow above. */
  followAuthors?: boolean;
}

/**
 * A windowed feed (spec §2 Feed list): only cards near the viewport are drawn; the next page is asked near the end.
 * See docs/decisions/0024-first-load-carries-the-first-screen-only.md
 */
export function FeedList({ feed, pinCreated = 'none', empty, label, followAuthors = true }: FeedListProps) {
  const store = usePostStoreActor();
  const ids = useSelector(feed, (snapshot) => snapshot.context.ids);
  const more = useSelector(feed, (snapshot) => hasMore(snapshot) && snapshot.matches('ready'));
  const busy = useSelector(feed, (snapshot) => snapshot.matches('loading') || snapshot.matches('refreshing'));
  const posts = useSelector(store, (snapshot) => visiblePosts(snapshot.context, listedIds(snapshot.context, ids, pinCreated)), samePosts);

  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // The heights the plain list drew its cards at: the window places them so at first, so nothing moves as it takes over.
  const [drawn] = useState(() => new Map<string, number>());
  const virtualizer = useFeedWindow(posts.length > PLAIN_MAX, {
    count: posts.length,
    estimateSize: (index) => drawn.get(posts[index]?.id ?? '') ?? ESTIMATED_CARD,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => posts[index]?.id ?? index,
  });
  // Read only as the window is about to take over (its code loads then): reading on every render, or at the first
  // draw, forces a layout per commit and a second render of the first screen.
  const takingOver = !virtualizer && posts.length > PLAIN_MAX;
  useLayoutEffect(() => {
    if (!takingOver) return;
    for (const row of listRef.current?.querySelectorAll<HTMLElement>('[data-post]') ?? [])
      drawn.set(row.dataset.post ?? '', row.offsetHeight);
  });
  useLayoutEffect(() => {
    if (takingOver) setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, [takingOver]);
  const [drawnCount, setDrawnCount] = useState(FIRST_DRAWN);
  useEffect(() => {
    if (drawnCount < posts.length) startTransition(() => setDrawnCount(drawnCount + DRAW_STEP));
  }, [drawnCount, posts.length]);
  const plain = drawnCount < posts.length ? posts.slice(0, drawnCount) : posts;
  const items = virtualizer?.getVirtualItems() ?? plain.map((post, index) => ({ index, key: post.id, start: 0 }));
  const lastIndex = items[items.length - 1]?.index ?? -1;

  // Near the end of what is loaded, ask for the next page (the machine ignores it while one loads).
  useEffect(() => {
    if (virtualizer && more && lastIndex >= posts.length - LOAD_AHEAD) feed.send({ type: 'feed.loadMore' });
  }, [virtualizer, more, lastIndex, posts.length, feed]);
  // A plain list asks as the window would: once one of its last cards (as many as the window draws beyond the viewport) shows.
  useEffect(() => {
    const last = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-post]') ?? [])].slice(-(LOAD_AHEAD + OVERSCAN));
    // Until the whole first page is drawn its last cards are not the feed's end.
    if (virtualizer || !more || last.length === 0 || plain.length < posts.length) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && feed.send({ type: 'feed.loadMore' }),
    );
    for (const row of last) observer.observe(row);
    return () => observer.disconnect();
  }, [virtualizer, more, posts, plain.length, feed]);

  return (
    <section aria-label={label}>
      <div
        ref={listRef}
        role="feed"
        aria-busy={busy}
        style={virtualizer ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
      >
        {items.map((item) => {
          const post = posts[item.index];
          if (!post) return null;
          return (
            <Row
              key={item.key}
              data-index={item.index}
              data-post={post.id}
              ref={virtualizer?.measureElement}
              style={
                virtualizer
                  ? {
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                    }
                  : undefined
              }
            >
              <PostCard
                post={post}
                position={item.index + 1}
                total={posts.length}
                offerFollow={followAuthors}
                firstOnScreen={item.index === 0}
              />
            </Row>
          );
        })}
      </div>
      <FeedStatus feed={feed} count={posts.length} empty={empty} />
    </section>
  );
}
