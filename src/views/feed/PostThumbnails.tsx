import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Post } from '../../app/posts';
import { LockIcon, PlayIcon } from '../ui/icons';
import { theme } from '../ui/theme';
import { IMAGE_WIDTHS, widthSrcSet } from '../ui/widths';
import { aspectOf, thumbnailOf } from './media';

const Tile = styled.button({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: theme.radius.md,
  overflow: 'hidden',
  cursor: 'pointer',
  background: `linear-gradient(135deg, ${theme.color.brand}, #0891b2)`,
  color: '#fff',
  textAlign: 'left',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '& img.blurred': { filter: 'blur(14px)', transform: 'scale(1.15)' },
  // A transparent border, not padding, spaces the clamped text: lines past the clamp would show in padding.
  '& .text': {
    border: '14px solid transparent',
    fontWeight: 600,
    lineHeight: 1.35,
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 8,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    [theme.phone]: { borderWidth: 10, fontSize: 14 },
  },
  '&.square .text': {
    borderWidth: 8,
    fontSize: 12,
    lineHeight: 1.3,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .badge': {
    position: 'absolute',
    top: 8,
    right: 8,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 30,
    height: 30,
    borderRadius: '50%',
    background: 'rgb(15 23 42 / 0.6)',
  },
  '& .badge.count': { fontSize: 13, fontWeight: 700, color: '#fff' },
  '&:focus-visible': { outline: `3px solid ${theme.color.brand}`, outlineOffset: 2 },
});

/** A tile is a column of a grid: half a phone, at most a third of the feed's column beside it. */
const TILE_SIZES = '(max-width: 720px) 50vw, 320px';

/** A post as a tile (explore grid, trending panel): its picture (blurred and locked when locked) or its text. */
export function PostTile({ post, onOpen, square }: { post: Post; onOpen(id: string): void; square?: boolean }) {
  const { t } = useLingui();
  const picture = thumbnailOf(post);
  const name = `${post.author.firstName} ${post.author.lastName}`;
  const label = post.isLocked ? t`Locked post by ${name}` : t`Post by ${name}`;
  const ratio = square ? 1 : aspectOf(post.images[0]?.width ?? post.width, post.images[0]?.height ?? post.height, 1);
  return (
    <Tile
      type="button"
      className={square ? 'square' : undefined}
      aria-label={label}
      onClick={() => onOpen(post.id)}
      style={{ aspectRatio: picture || square ? String(ratio) : undefined }}
    >
      {picture ? (
        <img
          src={picture}
          srcSet={widthSrcSet(picture, IMAGE_WIDTHS)}
          sizes={TILE_SIZES}
          alt=""
          loading="lazy"
          className={post.isLocked ? 'blurred' : undefined}
        />
      ) : (
        <span className="text">{post.poll?.question ?? post.description.slice(0, 160)}</span>
      )}
      {post.isLocked ? (
        <span className="badge">
          <LockIcon width={16} height={16} />
        </span>
      ) : post.type === 'VIDEO' || post.type === 'AUDIO' ? (
        <span className="badge">
          <PlayIcon width={14} height={14} />
        </span>
      ) : (
        // A tile is a post: one of several photos says how many it holds (the Media tab counts photos).
        post.images.length > 1 && (
          <span className="badge count" role="img" aria-label={t`${post.images.length} photos`}>
            {post.images.length}
          </span>
        )
      )}
    </Tile>
  );
}
