import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import { useViewer } from '../../app/auth';
import type { Post } from '../../app/posts';
import { CommentsModal } from '../post/modals';
import { theme } from '../ui/theme';
import { PostActionBar, PostContent, PostHead } from './PostSections';

const Card = styled.article({
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
  padding: 18,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  [theme.phone]: { padding: 12, borderRadius: theme.radius.md },
});

/** One post of a feed (spec §2 Feed list): author, menu, media, counters, donate, description, hashtags, time. */
export const PostCard = memo(function PostCard({
  post,
  position,
  total,
  offerFollow = true,
  firstOnScreen = false,
}: {
  post: Post;
  position?: number;
  total?: number;
  offerFollow?: boolean;
  /** The feed's first card: its picture is the first screen's largest paint, so it loads at once and first. */
  firstOnScreen?: boolean;
}) {
  const { t } = useLingui();
  const viewerId = useViewer()?.id;
  const [commentsOpen, setCommentsOpen] = useState(false);
  const isOwn = post.author.id === viewerId;
  const name = `${post.author.firstName} ${post.author.lastName}`;

  return (
    <Card aria-posinset={position} aria-setsize={total} aria-label={t`Post by ${name}`}>
      <PostHead post={post} isOwn={isOwn} offerFollow={offerFollow} />
      <PostContent post={post} isOwn={isOwn} firstOnScreen={firstOnScreen} />
      <PostActionBar post={post} isOwn={isOwn} onComments={() => setCommentsOpen(true)} />
      {commentsOpen && <CommentsModal postId={post.id} onClose={() => setCommentsOpen(false)} />}
    </Card>
  );
});
