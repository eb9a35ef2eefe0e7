/** Owned by the comments work: the comments of a post with replies and the comment box. Placeholder until it lands. */
export function CommentsModal(_props: { postId: string; onClose(): void }) {
  return null;
}
