import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { TRENDING_PANEL_SIZE } from '../../../contract/fieldRules';
import { useFeed, usePostStoreActor, visiblePosts } from '../../app/posts';
import { samePosts } from '../feed/media';
import { PostTile } from '../feed/PostThumbnails';
import { PostDetailModal } from '../post/modals';
import { Card, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';

const Grid = styled.ul({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 6,
  margin: '0 0 14px',
  padding: 0,
  listStyle: 'none',
});
const Heading = styled.h2({ fontSize: 16, margin: '0 0 12px' });
const More = styled(Link)({
  display: 'block',
  textAlign: 'center',
  padding: '10px 0',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  color: theme.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { background: theme.color.page },
});

/** Spec §2 Trending feeds panel: the first 10 trending posts as tiles, each opening the post; Explore more. */
export function TrendingPanel() {
  const { t } = useLingui();
  const store = usePostStoreActor();
  const feed = useFeed('trendingFeed');
  const ids = useSelector(feed, (snapshot) => snapshot.context.ids);
  const loading = useSelector(feed, (snapshot) => snapshot.matches('loading'));
  const posts = useSelector(store, (snapshot) => visiblePosts(snapshot.context, ids).slice(0, TRENDING_PANEL_SIZE), samePosts);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card as="aside" aria-labelledby="trending-panel-title" style={{ padding: 16 }}>
      <Heading id="trending-panel-title">
        <Trans>Trending feeds</Trans>
      </Heading>
      {loading && posts.length === 0 ? (
        <Loading label={t`Loading...`} />
      ) : (
        <Grid>
          {posts.map((post) => (
            <li key={post.id}>
              <PostTile post={post} onOpen={setOpen} square />
            </li>
          ))}
        </Grid>
      )}
      <More href="/explore">
        <Trans>Explore more</Trans>
      </More>
      {open && <PostDetailModal postId={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
