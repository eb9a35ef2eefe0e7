import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Messages } from '../../contract/messages';
import { VotePollResponse } from '../../contract/posts';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { createPost, textPost, uploaded } from './posts-support';

describe.each(backends)('polls (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const textPoll = (token: string, options = ['Red', 'Green', 'Blue']) =>
    createPost(t, token, { post_type: 4, question: 'Favourite colour?', poll_type: 'text', options: options.map((text) => ({ text })) });

  it('creates text and image polls; option images are public URLs', async () => {
    const me = await verifiedUser(t);
    const poll = await textPoll(me.token);
    expect(poll).toMatchObject({
      post_type: 4,
      payment_type: 0,
      voted: 0,
      poll: { question: 'Favourite colour?', poll_type: 'text', total_votes: 0 },
    });
    expect(poll.poll_options.map((option) => [option.text, option.votes, option.vote_percentage, option.voted, option.image_url])).toEqual([
      ['Red', 0, 0, 0, null],
      ['Green', 0, 0, 0, null],
      ['Blue', 0, 0, 0, null],
    ]);
    const images = [await uploaded(t, me.id, 'post/images/'), await uploaded(t, me.id, 'post/images/')];
    const imagePoll = await createPost(t, me.token, {
      post_type: 4,
      question: 'Which?',
      poll_type: 'image',
      options: images.map((image, i) => ({ text: `Option ${i}`, image })),
    });
    expect(imagePoll.poll_options.map((option) => option.image_url)).toEqual(images.map((image) => `/media/${image}`));
  });

  it('refuses bad polls with the exact messages', async () => {
    const me = await verifiedUser(t);
    const image = await uploaded(t, me.id, 'post/images/');
    const cases: [object, number, string][] = [
      [{ post_type: 4, poll_type: 'text', options: [{ text: 'a' }, { text: 'b' }] }, 400, Messages.pollQuestionRequired],
      [{ post_type: 4, question: ' ', poll_type: 'text', options: [{ text: 'a' }, { text: 'b' }] }, 400, Messages.pollQuestionRequired],
      [{ post_type: 4, question: 'Q', poll_type: 'text', options: [{ text: 'a' }] }, 400, Messages.pollTwoOptions],
      [{ post_type: 4, question: 'Q', poll_type: 'text' }, 400, Messages.pollTwoOptions],
      [
        { post_type: 4, question: 'Q', poll_type: 'text', options: Array.from({ length: 7 }, (_, i) => ({ text: `${i}` })) },
        400,
        Messages.pollMaxOptions,
      ],
      [{ post_type: 4, question: 'Q', poll_type: 'text', options: [{ text: 'a' }, { text: ' ' }] }, 400, Messages.pollOptionTextRequired],
      [
        { post_type: 4, question: 'Q', poll_type: 'image', options: [{ text: 'a', image }, { text: 'b' }] },
        400,
        Messages.pollOptionImageRequired,
      ],
      [
        {
          post_type: 4,
          question: 'Q',
          poll_type: 'image',
          options: [
            { text: 'a', image },
            { text: '', image },
          ],
        },
        400,
        Messages.pollOptionTextRequired,
      ],
      [
        {
          post_type: 4,
          question: 'Q',
          poll_type: 'image',
          options: [
            { text: 'a', image },
            { text: 'b', image: 'post/images/nope.jpg' },
          ],
        },
        400,
        Messages.fileNotUploaded,
      ],
      [
        { post_type: 4, question: 'Q', poll_type: 'text', options: [{ text: 'a' }, { text: 'b' }], payment_type: 2 },
        400,
        Messages.freeOnlyType,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await t.post(Endpoints.createPost.path, body, { token: me.token });
      expect(response.json()).toEqual({ success: 0, message, data: {} });
      expect(response.statusCode).toBe(status);
    }
  });

  it('counts one vote per user, answers percentages to one decimal, and refuses a second vote', async () => {
    const author = await verifiedUser(t);
    const voters = await Promise.all([verifiedUser(t), verifiedUser(t), verifiedUser(t)]);
    const poll = await textPoll(author.token);
    const [red, green] = poll.poll_options;
    const vote = (token: string, option: number) => t.post(Endpoints.votePoll.path, { post_id: poll.id, poll_option: option }, { token });

    const first = await vote(voters[0]!.token, red!.id);
    expect(first.statusCode).toBe(200);
    expect(Value.Check(VotePollResponse, first.json())).toBe(true);
    expect(first.json()).toMatchObject({
      success: 1,
      message: Messages.voted,
      data: { post_id: poll.id, voted: 1, poll: { total_votes: 1 } },
    });
    await vote(voters[1]!.token, red!.id);
    const third = await vote(voters[2]!.token, green!.id);
    expect(
      third.json().data.poll_options.map((option: { vote_percentage: number; voted: number }) => [option.vote_percentage, option.voted]),
    ).toEqual([
      [66.7, 0],
      [33.3, 1],
      [0, 0],
    ]);

    const again = await vote(voters[0]!.token, green!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: 0, message: Messages.alreadyVoted, data: {} });

    const seen = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: poll.id }),
      headers: { authorization: `Bearer ${voters[0]!.token}` },
    });
    expect(seen.json().data).toMatchObject({ voted: 1, poll: { total_votes: 3 } });
    expect(seen.json().data.poll_options.map((option: { votes: number; voted: number }) => [option.votes, option.voted])).toEqual([
      [2, 1],
      [1, 0],
      [0, 0],
    ]);
  });

  it('refuses an option of another poll, a post without a poll, and a missing post', async () => {
    const author = await verifiedUser(t);
    const poll = await textPoll(author.token);
    const other = await textPoll(author.token);
    const text = await textPost(t, author.token);
    const refused = async (body: object, status: number, message: string) => {
      const response = await t.post(Endpoints.votePoll.path, body, { token: author.token });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: 0, message, data: {} });
    };
    await refused({ post_id: poll.id, poll_option: other.poll_options[0]!.id }, 400, Messages.pollOptionUnknown);
    await refused({ post_id: text.id, poll_option: poll.poll_options[0]!.id }, 400, Messages.pollOptionUnknown);
    await refused({ post_id: 999_999, poll_option: 1 }, 404, Messages.postNotFound);
    expect((await t.post(Endpoints.votePoll.path, { post_id: poll.id }, { token: author.token })).statusCode).toBe(400);
  });

  it('one vote wins when the same user votes concurrently', async () => {
    const author = await verifiedUser(t);
    const voter = await verifiedUser(t);
    const poll = await textPoll(author.token);
    const answers = await Promise.all(
      poll.poll_options.map((option) =>
        t.post(Endpoints.votePoll.path, { post_id: poll.id, poll_option: option.id }, { token: voter.token }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const seen = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: poll.id }),
      headers: { authorization: `Bearer ${voter.token}` },
    });
    expect(seen.json().data.poll.total_votes).toBe(1);
  });
});
