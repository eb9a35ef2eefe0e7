import type { Post } from '../../app/posts';

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
export function leadPictureOf(post: Pick<Post, 'isLocked' | 'type' | 'images' | 'thumbnailUrl' | 'previewUrl'>): string | null {
  if (post.isLocked) return post.previewUrl;
  if (post.type === 'IMAGE') return post.images[0]?.url ?? null;
  if (post.type === 'AUDIO') return post.thumbnailUrl;
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
