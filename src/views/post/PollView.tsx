import type { Post } from '../../machines/postStore.machine';

/** Owned by the poll work: the question, the options, voting and percentages. Placeholder until it lands. */
export function PollView({ post }: { post: Post }) {
  return post.poll ? <p>{post.poll.question}</p> : null;
}
