import type { Static } from 'typebox';
import { Messages } from '../../../contract/messages';
import type { Comment as RestComment, Reply as RestReply } from '../../../contract/posts';
import { Endpoints } from '../generated/endpoints';
import type { Comment, Resolvers } from '../generated/resolvers';
import { toPoll, toWriter } from './posts';
import { idOf, restNumber } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  fragment CommentFields on Comment {
    id
    postId
    author {
      id
      firstName
      lastName
      username
      profilePhoto
      isVerified
    }
    text
    parentId
    createdAt
  }

  query Comments($postId: ID!, $page: Int!) {
    comments(postId: $postId, page: $page) {
      ...CommentFields
      replies {
        ...CommentFields
      }
    }
  }

  mutation AddComment($input: AddCommentInput!) {
    addComment(input: $input) {
      message
      postId
      commentCount
      comment {
        ...CommentFields
      }
    }
  }

  mutation VotePoll($postId: ID!, $optionId: ID!) {
    votePoll(postId: $postId, optionId: $optionId) {
      message
      postId
      poll {
        ...PollFields
      }
    }
  }
`;

/** A comment or a reply of the admin API, read in the client's words; a reply has no replies of its own. */
export function toComment(comment: RestComment | Static<typeof RestReply>): Comment {
  return {
    id: idOf(comment.id),
    postId: idOf(comment.post_id),
    author: toWriter(comment.user_details),
    text: comment.comment,
    parentId: comment.parent_id === null ? null : idOf(comment.parent_id),
    createdAt: comment.created_at,
    replies: 'replies' in comment ? comment.replies.map(toComment) : [],
  };
}

export const commentsResolvers: Resolvers = {
  Query: {
    comments: async (_root, { postId, page }, { rest, signal }) => {
      const body = { post_id: restNumber(postId, Messages.postNotFound), page };
      const { data } = await rest.call(Endpoints.comments, body, { signal });
      return data.map(toComment);
    },
  },
  Mutation: {
    addComment: async (_root, { input }, { rest, signal }) => {
      const body = {
        post_id: restNumber(input.postId, Messages.postNotFound),
        comment: input.text,
        ...(input.parentId ? { parent_id: restNumber(input.parentId, Messages.commentParentInvalid) } : {}),
      };
      const { message, data } = await rest.call(Endpoints.addComment, body, { signal });
      return { message, postId: idOf(data.post_id), commentCount: data.comment_counter, comment: toComment(data.comment) };
    },
    votePoll: async (_root, { postId, optionId }, { rest, signal }) => {
      const body = { post_id: restNumber(postId, Messages.postNotFound), poll_option: restNumber(optionId, Messages.pollOptionUnknown) };
      const { message, data } = await rest.call(Endpoints.votePoll, body, { signal });
      return { message, postId: idOf(data.post_id), poll: toPoll(data.poll, data.poll_options, data.voted) };
    },
  },
};
