import type { Gateway } from '../gateway/client';
import type {
  AddCommentInput,
  AddCommentMutation,
  CommentsQuery,
  PostFieldsFragment,
  VotePollMutation,
} from '../gateway/generated/graphql';
import { runOperation } from './gatewayError';

/** The post-detail, comment and poll calls machines invoke; every failure rejects with a GatewayError. */
export interface CommentsApi {
  post(id: string, signal?: AbortSignal): Promise<PostFieldsFragment>;
  /** Top-level comments newest first, each with its replies oldest first. */
  comments(input: { postId: string; page: number }, signal?: AbortSignal): Promise<CommentsQuery['comments']>;
  addComment(input: AddCommentInput, signal?: AbortSignal): Promise<AddCommentMutation['addComment']>;
  votePoll(input: { postId: string; optionId: string }, signal?: AbortSignal): Promise<VotePollMutation['votePoll']>;
}

export function createCommentsApi(gateway: Gateway): CommentsApi {
  return {
    async post(id, signal) {
      const { post } = await runOperation(gateway, 'Post', { id }, signal);
      return post;
    },
    async comments(input, signal) {
      const { comments } = await runOperation(gateway, 'Comments', input, signal);
      return comments;
    },
    async addComment(input, signal) {
      const { addComment } = await runOperation(gateway, 'AddComment', { input }, signal);
      return addComment;
    },
    async votePoll(input, signal) {
      const { votePoll } = await runOperation(gateway, 'VotePoll', input, signal);
      return votePoll;
    },
  };
}
