import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { usePostDetail, usePostStoreActor, type Post } from '../../app/posts';
import { describeMessage } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { LinkButton } from '../ui/Button';
import { CheckBadgeIcon, LockIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { RelativeTime } from '../ui/RelativeTime';
import { EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { TaggedPeople } from '../feed/TaggedPeople';
import { FollowButton } from '../profile/FollowButton';
import { CommentsPanel } from './CommentsPanel';
import { PollView } from './PollView';

// Media beside the comments on desktop, stacked on phones.
const Layout = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.25fr) minmax(0, 1fr)',
  gap: 20,
  minHeight: 'min(560px, 70dvh)',
  [theme.phone]: { gridTemplateColumns: '1fr', minHeight: 0 },
});
const Side = styled.div({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
const Media = styled.div({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  background: theme.color.page,
  'img, video': { width: '100%', maxHeight: '70dvh', objectFit: 'contain', display: 'block', background: '#000' },
  audio: { width: '100%' },
});
const Locked = styled.div({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  color: '#fff',
  fontWeight: 700,
  background: 'rgb(15 23 42 / 0.35)',
  svg: { width: 32, height: 32 },
});
const TextPost = styled.p({ margin: 0, padding: 24, fontSize: 20, lineHeight: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Author = styled.div({
  display: 'flex',
  gap: 10,
  alignItems: 'center',
  fontWeight: 700,
  svg: { width: 16, height: 16 },
  // Follow sits at the end of the author's line.
  '& > button': { marginLeft: 'auto' },
});
const Muted = styled.div({ fontSize: 13, color: theme.color.muted, display: 'flex', gap: 12, flexWrap: 'wrap' });
const Description = styled.p({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Comments = styled.div({ display: 'flex', flexDirection: 'column', minHeight: 0, [theme.phone]: { borderTop: `1px solid ${theme.color.border}`, paddingTop: 12 } });

/** One post with its media and comments, opened from explore and the trending panel. */
export function PostDetailModal({ postId, onClose }: { postId: string; onClose(): void }) {
  const { t, i18n } = useLingui();
  const store = usePostStoreActor();
  const actor = usePostDetail(postId);
  const failure = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null));
  // The store's copy, so a like or a vote made anywhere shows here too; shown at once when a list already had it.
  const post = useSelector(store, (snapshot) => (snapshot.context.removed[postId] ? undefined : snapshot.context.posts[postId]));
  const title = post ? `${post.author.firstName} ${post.author.lastName}`.trim() : t({ message: 'Post', context: 'noun: one post' });

  return (
    <Modal title={title} onClose={onClose} wide>
      {post ? (
        <Layout>
          <Side>
            <PostMedia post={post} />
            <PostAbout post={post} />
          </Side>
          <Comments>
            <CommentsPanel postId={postId} />
          </Comments>
        </Layout>
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

/** A compact rendering of the post's media by type; the unlock and subscribe flows live with the feed's post card. */
function PostMedia({ post }: { post: Post }) {
  const { t } = useLingui();
  const cover = post.thumbnailUrl ?? post.previewUrl;
  if (post.type === 'POLL') return <PollView post={post} />;
  if (post.type === 'TEXT') {
    return (
      <Media>
        <TextPost>{post.description}</TextPost>
      </Media>
    );
  }
  if (post.isLocked) {
    return (
      <Media>
        {post.previewUrl ?? cover ? <img src={(post.previewUrl ?? cover)!} alt="" /> : <div style={{ aspectRatio: '4 / 3' }} />}
        <Locked>
          <LockIcon aria-hidden="true" />
          {post.payment === 'PAY_PER_VIEW' ? (
            <Plural value={post.price} one="Unlock for # coin" other="Unlock for # coins" />
          ) : (
            <Trans>Subscribe to unlock</Trans>
          )}
        </Locked>
      </Media>
    );
  }
  if (post.type === 'IMAGE') {
    return (
      <Media>
        {post.images.map((image, index) => {
          const number = index + 1;
          const count = post.images.length;
          return <img key={image.url} src={image.url} width={image.width} height={image.height} alt={t`Image ${number} of ${count}`} />;
        })}
      </Media>
    );
  }
  if (post.type === 'VIDEO') {
    return (
      <Media>
        {/* Posts carry no caption track. */}
        <video controls preload="metadata" poster={cover ?? undefined} src={post.mediaUrl ?? undefined}>
          <Trans>Sorry, your browser doesn't support embedded videos.</Trans>
        </video>
      </Media>
    );
  }
  return (
    <Media>
      {cover && <img src={cover} alt="" />}
      {post.mediaUrl && <audio controls preload="metadata" src={post.mediaUrl} />}
    </Media>
  );
}

function PostAbout({ post }: { post: Post }) {
  const { t } = useLingui();
  const { author } = post;
  return (
    <>
      <Author>
        <Avatar firstName={author.firstName} lastName={author.lastName} photo={author.profilePhoto} />
        <span>
          {author.firstName} {author.lastName}
        </span>
        {author.isVerified && <CheckBadgeIcon aria-label={t`Verified`} color={theme.color.brand} />}
        {/* Follow and Unfollow as the user store has the author now, as on every list (never on one's own post). */}
        <FollowButton person={{ ...author, followersCount: null }} small />
      </Author>
      {post.type !== 'TEXT' && post.description && <Description>{post.description}</Description>}
      <TaggedPeople post={post} />
      {post.hashtags.length > 0 && <Muted>{post.hashtags.map((tag) => `#${tag}`).join(' ')}</Muted>}
      <Muted>
        <span>
          <Plural value={post.likeCount} one="# like" other="# likes" />
        </span>
        <span>
          <Plural value={post.commentCount} one="# comment" other="# comments" />
        </span>
        <RelativeTime iso={post.createdAt} />
      </Muted>
    </>
  );
}
