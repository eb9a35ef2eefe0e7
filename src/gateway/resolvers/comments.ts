import type { Static } from 'typebox';
import { Messages } from '../../../contract/messages';
import type { Comment as RestComment, Poll as RestPoll, PollOption as RestPollOption, Reply as RestReply } from '../../../contract/posts';
import { AdminRoutes } from '../../../contract/routes';
import type { Comment, Poll, Resolvers } from '../generated/resolvers';
import { ApiError } from '../rest';
import { idOf, isOn, mediaUrl, verificationOf } from './wire';

/** A comment or a reply of the admin API, read in the client's words; a reply has no replies of its own. */
export function toComment(comment: RestComment | Static<typeof RestReply>): Comment {
  const author = comment.user_details;
  return {
    id: idOf(comment.id),
    postId: idOf(comment.post_id),
    author: {
      id: idOf(author.id),
      firstName: author.first_name,
      lastName: author.last_name,
      username: author.username,
      profilePhoto: mediaUrl(author.profile_photo),
      isVerified: verificationOf(author.user_verified) === 'VERIFIED',
    },
    text: comment.comment,
    parentId: comment.parent_id === null ? null : idOf(comment.parent_id),
    createdAt: comment.created_at,
    replies: 'replies' in comment ? comment.replies.map(toComment) : [],
  };
}

/**
 * A poll of the admin API (the `poll` object, its `poll_options` and the post's `voted` flag) as the
 * client's Poll. Shared with the post mapper (`toPost`) so a feed's poll and a vote's answer read alike.
 */
export function toPoll(poll: Static<typeof RestPoll>, options: readonly RestPollOption[], voted: number): Poll {
  return {
    id: idOf(poll.id),
    question: poll.question,
    kind: poll.poll_type === 'image' ? 'IMAGE' : 'TEXT',
    totalVotes: poll.total_votes,
    hasVoted: isOn(voted) || options.some((option) => isOn(option.voted)),
    options: options.map((option) => ({
      id: idOf(option.id),
      text: option.text,
      imageUrl: mediaUrl(option.image_url),
      votes: option.votes,
      percentage: option.vote_percentage,
      isChosen: isOn(option.voted),
    })),
  };
}

/** The admin API numbers posts, comments and options; anything else names none of them. */
function restNumber(id: string, notFound: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value < 1) throw new ApiError(404, notFound);
  return value;
}

export const commentsResolvers: Resolvers = {
  Query: {
    comments: async (_root, { postId, page }, { rest, signal }) => {
      const body = { post_id: restNumber(postId, Messages.postNotFound), page };
      const { data } = await rest.admin(AdminRoutes.comments, body, { signal });
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
      const { message, data } = await rest.admin(AdminRoutes.comment, body, { signal });
      return { message, postId: idOf(data.post_id), commentCount: data.comment_counter, comment: toComment(data.comment) };
    },
    votePoll: async (_root, { postId, optionId }, { rest, signal }) => {
      const body = { post_id: restNumber(postId, Messages.postNotFound), poll_option: restNumber(optionId, Messages.pollOptionUnknown) };
      const { message, data } = await rest.admin(AdminRoutes.votePoll, body, { signal });
      return { message, postId: idOf(data.post_id), poll: toPoll(data.poll, data.poll_options, data.voted) };
    },
  },
};
