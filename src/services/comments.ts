import type { Gateway } from '../gateway/client';
import {
  AddCommentDocument,
  CommentsDocument,
  PostDocument,
  VotePollDocument,
  type CommentFieldsFragment,
  type PollFieldsFragment,
  type PostFieldsFragment,
} from '../gateway/generated/graphql';
import { runOperation } from './gatewayError';

/** A comment or a reply as the comments panel shows it. */
export type CommentEntry = CommentFieldsFragment;
/** A top-level comment with its replies, oldest reply first. */
export type CommentThread = CommentEntry & { replies: CommentEntry[] };
export type PollState = PollFieldsFragment;

export interface NewComment {
  postId: string;
  text: string;
  /** The top-level comment a reply belongs to. */
  parentId?: string;
}

export interface CommentAdded {
  message: string;
  postId: string;
  commentCount: number;
  comment: CommentEntry;
}

export interface VoteCounted {
  message: string;
  postId: string;
  poll: PollState;
}

/** The post-detail, comment and poll calls machines invoke; every failure rejects with a GatewayError. */
export interface CommentsApi {
  post(id: string, signal?: AbortSignal): Promise<PostFieldsFragment>;
  comments(input: { postId: string; page: number }, signal?: AbortSignal): Promise<CommentThread[]>;
  addComment(input: NewComment, signal?: AbortSignal): Promise<CommentAdded>;
  votePoll(input: { postId: string; optionId: string }, signal?: AbortSignal): Promise<VoteCounted>;
}

export function createCommentsApi(gateway: Gateway): CommentsApi {
  return {
    async post(id, signal) {
      const { post } = await runOperation(gateway, PostDocument, { id }, signal);
      return post;
    },
    async comments(input, signal) {
      const { comments } = await runOperation(gateway, CommentsDocument, input, signal);
      return comments;
    },
    async addComment(input, signal) {
      const { addComment } = await runOperation(gateway, AddCommentDocument, { input }, signal);
      return addComment;
    },
    async votePoll(input, signal) {
      const { votePoll } = await runOperation(gateway, VotePollDocument, input, signal);
      return votePoll;
    },
  };
}
