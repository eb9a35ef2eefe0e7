import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useViewer } from '../../app/auth';
import { usePostDetail, usePostStoreActor } from '../../app/posts';
import { describeMessage } from '../../validation/messages';
import { LinkButton } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { PostActionBar, PostContent, PostHead } from '../feed/PostSections';
import { CommentsPanel } from './CommentsPanel';

// The post beside its comments on desktop, stacked on phones; its media no taller than the window leaves room for.
const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)',
  gap: 20,
  minHeight: 'min(560px, 70dvh)',
  '--media-max-height': 'min(560px, 62dvh)',
  [theme.phone]: { gridTemplateColumns: '1fr', minHeight: 0, '--media-max-height': '60dvh' },
});
const Side = styled.article({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
const Comments = styled.div({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  [theme.phone]: { borderTop: `1px solid ${theme.color.border}`, paddingTop: 12 },
});

/** One post as the feed shows it (author, time, menu, caption, media and its lock, like, donate), beside its comments: opened from explore, the trending panel and notifications. */
export function PostDetailModal({ postId, onClose }: { postId: string; onClose(): void }) {
  const { t, i18n } = useLingui();
  const store = usePostStoreActor();
  const actor = usePostDetail(postId);
  const viewerId = useViewer()?.id;
  const comments = useRef<HTMLDivElement>(null);
  const failure = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null));
  const removed = useSelector(store, (snapshot) => !!snapshot.context.removed[postId]);
  // The store's copy, so a like or a vote made anywhere shows here too; shown at once when a list already had it.
  const post = useSelector(store, (snapshot) => (snapshot.context.removed[postId] ? undefined : snapshot.context.posts[postId]));
  const name = post ? `${post.author.firstName} ${post.author.lastName}`.trim() : '';
  const title = name || t({ message: 'Post', context: 'noun: one post' });
  const isOwn = !!post && post.author.id === viewerId;

  return (
    <Modal title={title} onClose={onClose} wide>
      {post ? (
        <Layout>
          <Side aria-label={t`Post by ${name}`}>
            <PostHead post={post} isOwn={isOwn} followToggle />
            <PostContent post={post} isOwn={isOwn} />
            {/* The comments are beside the post: the comment button takes the reader to the field. */}
            <PostActionBar post={post} isOwn={isOwn} onComments={() => comments.current?.querySelector('input')?.focus()} />
          </Side>
          <Comments ref={comments}>
            <CommentsPanel postId={postId} />
          </Comments>
        </Layout>
      ) : removed ? (
        <EmptyState title={<Trans>This post was removed</Trans>} />
      ) : failure ? (
        <EmptyState title={<Trans>This post could not be opened</Trans>}>
          {i18n._(describeMessage(failure.message))}{' '}
          <LinkButton type="button" onClick={() => actor.send({ type: 'post.retry' })}>
            <Trans>Try again</Trans>
          </LinkButton>
        </EmptyState>
      ) : (
        <Loading label={t`Loading post…`} />
      )}
    </Modal>
  );
}
