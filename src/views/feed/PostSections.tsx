import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { usePostActions, type Post } from '../../app/posts';
import { Avatar } from '../ui/Avatar';
import { BookmarkIcon, CheckBadgeIcon, CoinIcon, CommentIcon, GiftIcon, HeartIcon, LockIcon } from '../ui/icons';
import { RelativeTime } from '../ui/RelativeTime';
import { theme } from '../ui/theme';
import { FollowButton } from '../profile/FollowButton';
import { PostMedia } from './PostMedia';
import { PostMenu } from './PostMenu';
import { TaggedPeople } from './TaggedPeople';

const Head = styled.header({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  '& a.author': { display: 'flex', alignItems: 'center', gap: 10, color: 'inherit', textDecoration: 'none', minWidth: 0, flex: 1 },
  '& .names': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  '& .name': {
    fontWeight: 700,
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .meta': { color: theme.color.muted, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // A phone beside a long Follow (es "Dejar de seguir") keeps the time whole: the line wraps before it instead of cutting it.
  [theme.phone]: { '& .meta': { whiteSpace: 'normal' }, '& .meta time': { whiteSpace: 'nowrap' } },
});

const Description = styled.p({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

const Tags = styled.ul({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': { color: theme.color.brand, fontWeight: 600, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
});

const Bar = styled.div({ display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' });

const Action = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 12px',
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'none',
  color: theme.color.muted,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: theme.color.page },
  '&[aria-pressed="true"]': { color: theme.color.accent },
  '&[aria-pressed="true"] svg': { fill: 'currentColor' },
  '&.donate': { marginLeft: 'auto', color: theme.color.brand },
});

const Badge = styled.span({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  alignSelf: 'flex-start',
  padding: '3px 10px',
  borderRadius: theme.radius.pill,
  fontSize: 13,
  fontWeight: 700,
  background: theme.color.brandSoft,
  color: theme.color.brandDark,
  svg: { width: 15, height: 15 },
});

/**
 * What the author's own paid or subscriber-only post costs the others: the owner sees it unlocked (spec §6), so
 * without this they could not tell what fans pay.
 */
export function AccessBadge({ post }: { post: Post }) {
  if (post.payment === 'PAY_PER_VIEW') {
    const price = post.price;
    return (
      <Badge data-access="paid">
        <CoinIcon aria-hidden="true" />
        <Plural value={price} one="Paid · # coin" other="Paid · # coins" />
      </Badge>
    );
  }
  if (post.payment === 'SUBSCRIBERS') {
    return (
      <Badge data-access="subscribers">
        <LockIcon aria-hidden="true" />
        <Trans>Subscribers only</Trans>
      </Badge>
    );
  }
  return null;
}

/** The author (to their profile), @username and relative time, Follow (and Unfollow where `followToggle`), and the post's menu. */
export function PostHead({
  post,
  isOwn,
  offerFollow = true,
  followToggle = false,
}: {
  post: Post;
  isOwn: boolean;
  offerFollow?: boolean;
  followToggle?: boolean;
}) {
  const { t } = useLingui();
  const { author } = post;
  const name = `${author.firstName} ${author.lastName}`;
  const profileHref = isOwn ? '/my-profile' : `/user-profile/${author.id}`;
  return (
    <Head>
      <Link href={profileHref} className="author">
        <Avatar firstName={author.firstName} lastName={author.lastName} photo={author.profilePhoto} size={44} />
        <span className="names">
          <span className="name">
            {name}
            {author.isVerified && <CheckBadgeIcon width={18} height={18} color={theme.color.brand} aria-label={t`Verified`} />}
          </span>
          <span className="meta">
            @{author.username} · <RelativeTime iso={post.createdAt} />
          </span>
        </span>
      </Link>
      {offerFollow && <FollowButton person={{ ...author, followersCount: null }} onlyFollow={!followToggle} small />}
      <PostMenu post={post} isOwn={isOwn} />
    </Head>
  );
}

/** The caption, the media by type (with its lock), the tagged people and the hashtags; the first screen's lead post loads its picture first. */
export function PostContent({ post, isOwn, firstOnScreen = false }: { post: Post; isOwn: boolean; firstOnScreen?: boolean }) {
  const { t } = useLingui();
  return (
    <>
      {isOwn && <AccessBadge post={post} />}
      {post.type !== 'TEXT' && post.description && <Description>{post.description}</Description>}
      <PostMedia post={post} firstOnScreen={firstOnScreen} />
      <TaggedPeople post={post} />
      {post.hashtags.length > 0 && (
        <Tags aria-label={t`Hashtags`}>
          {post.hashtags.map((tag) => (
            <li key={tag}>
              <Link href={`/tags/${encodeURIComponent(tag)}`}>#{tag}</Link>
            </li>
          ))}
        </Tags>
      )}
    </>
  );
}

/** Like, comments (what `onComments` opens), favourite, and Donate on others' posts. */
export function PostActionBar({ post, isOwn, onComments }: { post: Post; isOwn: boolean; onComments(): void }) {
  const { t } = useLingui();
  const actions = usePostActions();
  const { likeCount, commentCount } = post;
  return (
    <Bar>
      <Action
        type="button"
        aria-pressed={post.isLiked}
        aria-label={t`Like (${likeCount})`}
        onClick={() => actions.send({ type: 'post.like', post })}
      >
        <HeartIcon width={20} height={20} />
        <span aria-hidden="true">{likeCount}</span>
      </Action>
      <Action type="button" aria-label={t`Comments (${commentCount})`} onClick={onComments}>
        <CommentIcon width={20} height={20} />
        <span aria-hidden="true">{commentCount}</span>
      </Action>
      <Action
        type="button"
        aria-pressed={post.isFavourite}
        aria-label={t`Favorite`}
        onClick={() => actions.send({ type: 'post.favourite', post })}
      >
        <BookmarkIcon width={20} height={20} />
      </Action>
      {!isOwn && (
        <Action type="button" className="donate" onClick={() => actions.send({ type: 'post.donate', post })}>
          <GiftIcon width={20} height={20} />
          <Trans>Donate</Trans>
        </Action>
      )}
    </Bar>
  );
}
