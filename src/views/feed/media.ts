import type { Post } from '../../app/posts/hooks';

/** The picture a thumbnail shows: the blurred preview when locked, else the first image or the cover. */
export function thumbnailOf(post: Post): string | null {
  if (post.isLocked) return post.previewUrl ?? post.thumbnailUrl;
  if (post.type === 'IMAGE') return post.images[0]?.url ?? post.previewUrl;
  if (post.type === 'VIDEO' || post.type === 'AUDIO') return post.thumbnailUrl ?? post.previewUrl;
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
