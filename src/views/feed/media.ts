import type { Post } from '../../app/posts';
import type { ImageSource } from '../../app/posts';

/**
 * How wide a feed card's picture is drawn, for the browser to pick a width of its srcset: the column less the
 * paddings on a narrow screen (AppShell 10 + card 12 a side), beside the sidebar up to 1180 px, then a fixed
 * column beside the side panels (HomePage). Over-estimated by a few pixels rather than under.
 */
export const FEED_IMAGE_SIZES = '(max-width: 960px) calc(100vw - 44px), (max-width: 1180px) calc(100vw - 340px), 560px';

/** A picture to draw: its fallback `src` and its widths per format (AVIF first), drawn as a <picture>. */
export interface Picture {
  src: string;
  sources: ImageSource[];
}

/** The picture a thumbnail shows: the blurred preview when locked, else the first image or the cover. */
export function thumbnailOf(post: Post): string | null {
  if (post.isLocked) return post.previewUrl ?? post.thumbnailUrl;
  if (post.type === 'IMAGE') return post.images[0]?.url ?? post.previewUrl;
  if (post.type === 'VIDEO' || post.type === 'AUDIO') return post.thumbnailUrl ?? post.previewUrl;
  return null;
}

/**
 * The picture the first card draws at once (PostMedia's `pictureLoading(true)`): the preview of a locked post, the
 * first image of an image post, an audio post's cover; none for the others (a video's poster is not its LCP).
 */
export function leadPictureOf(
  post: Pick<Post, 'isLocked' | 'type' | 'images' | 'thumbnailUrl' | 'previewUrl' | 'previewSources'>,
): Picture | null {
  const first = post.images[0];
  if (post.isLocked) return post.previewUrl ? { src: post.previewUrl, sources: post.previewSources } : null;
  if (post.type === 'IMAGE') return first ? { src: first.url, sources: first.sources } : null;
  if (post.type === 'AUDIO') return post.thumbnailUrl ? { src: post.thumbnailUrl, sources: [] } : null;
  return null;
}

/** Width over height for reserving space before media loads; square when unknown. */
export function aspectOf(width: number | null | undefined, height: number | null | undefined, fallback = 1): number {
  return width && height ? width / height : fallback;
}

/** For selectors: re-render only when the list or one of its posts changed (the store keeps unchanged posts as they were). */
export function samePosts(a: readonly unknown[], b: readonly unknown[]) {
  return a.length === b.length && a.every((post, index) => post === b[index]);
}
