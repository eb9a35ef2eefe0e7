import { describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import type { Comment as RestComment, PollOption as RestPollOption } from '../../contract/posts';
import { Endpoints } from '../../contract/endpoints';
import { toPoll } from '../../src/gateway/resolvers/posts';
import { runOperation } from '../../src/services/gatewayError';
import { fail, gatewayOver, ok } from './fixtures';

const author = {
  id: 3,
  first_name: 'Bo',
  last_name: 'Reed',
  username: 'bo',
  profile_photo: 'user/profile/bo.jpg',
  user_verified: 1 as const,
};
const reply = {
  id: 12,
  post_id: 5,
  user_id: 3,
  user_details: { ...author, user_verified: 0 as const, profile_photo: null },
  comment: 'Same',
  parent_id: 11,
  created_at: '2026-11-21T10:05:00.000Z',
  like_counter: 0,
  is_like: 0 as const,
};
const restComment: RestComment = {
  id: 11,
  post_id: 5,
  user_id: 3,
  user_details: author,
  comment: 'Nice',
  parent_id: null,
  created_at: '2026-11-21T10:00:00.000Z',
  like_counter: 2,
  is_like: 1,
  replies: [reply],
};
const option = (id: number, voted: 0 | 1, votes: number, pct: number, image: string | null = null): RestPollOption => ({
  id,
  poll_id: 4,
  text: `option ${id}`,
  image_url: image,
  votes,
  vote_percentage: pct,
  voted,
});

describe('comments resolvers', () => {
  it('comments asks for one page of a post and reads comments and replies in product words', async () => {
    const { gateway, requests } = gatewayOver({ [Endpoints.comments.path]: ok([restComment]) }, { authToken: 'a' });
    const { comments } = await gateway.request('Comments', { postId: '5', page: 2 });
    expect(requests.map((r) => [r.url, r.body, r.authorization])).toEqual([['/api/post/comments', { post_id: 5, page: 2 }, 'Bearer a']]);
    expect(comments).toEqual([
      {
        id: '11',
        postId: '5',
        author: {
          id: '3',
          firstName: 'Bo',
          lastName: 'Reed',
          username: 'bo',
          profilePhoto: '/media/user/profile/bo.jpg',
          isVerified: true,
        },
        text: 'Nice',
        parentId: null,
        createdAt: '2026-11-21T10:00:00.000Z',
        replies: [
          {
            id: '12',
            postId: '5',
            author: { id: '3', firstName: 'Bo', lastName: 'Reed', username: 'bo', profilePhoto: null, isVerified: false },
            text: 'Same',
            parentId: '11',
            createdAt: '2026-11-21T10:05:00.000Z',
          },
        ],
      },
    ]);
  });

  it('addComment sends the text and the parent only for a reply, and answers the new counter', async () => {
    const answer = ok({ post_id: 5, comment_counter: 8, comment: reply }, Messages.commentAdded);
    const { gateway, requests } = gatewayOver({ [Endpoints.addComment.path]: answer });
    await gateway.request('AddComment', { input: { postId: '5', text: 'Top' } });
    const { addComment } = await gateway.request('AddComment', { input: { postId: '5', text: 'Same', parentId: '11' } });
    expect(requests.map((r) => r.body)).toEqual([
      { post_id: 5, comment: 'Top' },
      { post_id: 5, comment: 'Same', parent_id: 11 },
    ]);
    expect(addComment).toMatchObject({
      message: Messages.commentAdded,
      postId: '5',
      commentCount: 8,
      comment: { id: '12', parentId: '11', text: 'Same' },
    });
  });

  it('a refused comment keeps the server message and status', async () => {
    const { gateway } = gatewayOver({ [Endpoints.addComment.path]: fail(400, Messages.commentTooLong) });
    await expect(runOperation(gateway, 'AddComment', { input: { postId: '5', text: 'x' } })).rejects.toMatchObject({
      message: Messages.commentTooLong,
      status: 400,
    });
  });

  it('a post id the admin API cannot number is not found, without a call', async () => {
    const { gateway, requests } = gatewayOver({});
    await expect(runOperation(gateway, 'Comments', { postId: 'abc', page: 1 })).rejects.toMatchObject({
      message: Messages.postNotFound,
      status: 404,
    });
    expect(requests).toEqual([]);
  });

  it('votePoll sends the option and reads the poll with percentages and the chosen option', async () => {
    const data = {
      post_id: 5,
      voted: 1,
      poll: { id: 4, question: 'Tea or coffee?', poll_type: 'text', total_votes: 4 },
      poll_options: [option(1, 1, 3, 75), option(2, 0, 1, 25)],
    };
    const { gateway, requests } = gatewayOver({ [Endpoints.votePoll.path]: ok(data, Messages.voted) });
    const { votePoll } = await gateway.request('VotePoll', { postId: '5', optionId: '1' });
    expect(requests.map((r) => r.body)).toEqual([{ post_id: 5, poll_option: 1 }]);
    expect(votePoll).toEqual({
      message: Messages.voted,
      postId: '5',
      poll: {
        id: '4',
        question: 'Tea or coffee?',
        kind: 'TEXT',
        totalVotes: 4,
        hasVoted: true,
        options: [
          { id: '1', text: 'option 1', imageUrl: null, votes: 3, percentage: 75, isChosen: true },
          { id: '2', text: 'option 2', imageUrl: null, votes: 1, percentage: 25, isChosen: false },
        ],
      },
    });
  });

  it('a second vote answers 409 with the spec message', async () => {
    const { gateway } = gatewayOver({ [Endpoints.votePoll.path]: fail(409, Messages.alreadyVoted) });
    await expect(runOperation(gateway, 'VotePoll', { postId: '5', optionId: '1' })).rejects.toMatchObject({
      message: Messages.alreadyVoted,
      status: 409,
    });
  });
});

describe('toPoll (shared with the post mapper)', () => {
  it('reads image polls with media URLs, and an unvoted poll as not voted', () => {
    const poll = toPoll({ id: 4, question: 'Which?', poll_type: 'image', total_votes: 0 }, [option(1, 0, 0, 0, 'post/images/a.jpg')], 0);
    expect(poll).toMatchObject({ kind: 'IMAGE', hasVoted: false, options: [{ imageUrl: '/media/post/images/a.jpg', isChosen: false }] });
  });
});
