/** Owned by the comments work: one post with its media and comments (opened from explore and the trending panel). Placeholder until it lands. */
export function PostDetailModal(_props: { postId: string; onClose(): void }) {
  return null;
}
