import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { Messages } from '../../contract/messages';
import { CommentListResponse, CommentResponse } from '../../contract/posts';
import { PAGE_SIZE } from '../../contract/rules';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { textPost } from './posts-support';

describe.each(backends)('comments (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('adds comments and replies, counting each on the post; a reply to a reply joins the top comment', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, author.token);
    const comment = (token: string, body: object) => t.post(Endpoints.addComment.path, { post_id: post.id, ...body }, { token });

    const top = await comment(fan.token, { comment: '  First!  ' });
    expect(top.statusCode).toBe(200);
    expect(Value.Check(CommentResponse, top.json())).toBe(true);
    const topComment = top.json().data.comment;
    expect(top.json()).toMatchObject({
      success: 1,
      message: Messages.commentAdded,
      data: {
        post_id: post.id,
        comment_counter: 1,
        comment: { comment: 'First!', parent_id: null, user_id: fan.id, user_details: { id: fan.id, first_name: 'Ada' } },
      },
    });
    const reply = await comment(author.token, { comment: 'thanks', parent_id: topComment.id });
    expect(reply.json().data).toMatchObject({ comment_counter: 2, comment: { parent_id: topComment.id } });
    const replyToReply = await comment(fan.token, { comment: 'welcome', parent_id: reply.json().data.comment.id });
    expect(replyToReply.json().data).toMatchObject({ comment_counter: 3, comment: { parent_id: topComment.id } });
    await comment(author.token, { comment: 'second top', parent_id: null });

    const list = await t.post(Endpoints.comments.path, { post_id: post.id, page: 1 }, { token: fan.token });
    expect(Value.Check(CommentListResponse, list.json())).toBe(true);
    const data = list.json().data;
    expect(data.map((c: { comment: string }) => c.comment)).toEqual(['second top', 'First!']);
    expect(data[1].replies.map((r: { comment: string }) => r.comment)).toEqual(['thanks', 'welcome']);
    expect(data[0].replies).toEqual([]);

    const seen = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: post.id }),
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(seen.json().data.post_comment_counter).toBe(4);
  });

  it('pages top-level comments by PAGE_SIZE, newest first, and ends with an empty page', async () => {
    const author = await verifiedUser(t);
    const post = await textPost(t, author.token);
    for (let i = 0; i < PAGE_SIZE + 1; i++)
      await t.post(Endpoints.addComment.path, { post_id: post.id, comment: `c${i}` }, { token: author.token });
    const page = async (n: number) =>
      (await t.post(Endpoints.comments.path, { post_id: post.id, page: n }, { token: author.token }))
        .json()
        .data.map((c: { comment: string }) => c.comment);
    expect(await page(1)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => `c${PAGE_SIZE - i}`));
    expect(await page(2)).toEqual(['c0']);
    expect(await page(3)).toEqual([]);
  });

  it('refuses empty or too long comments, a parent of another post, and missing or deleted posts', async () => {
    const author = await verifiedUser(t);
    const post = await textPost(t, author.token);
    const other = await textPost(t, author.token);
    const elsewhere = (await t.post(Endpoints.addComment.path, { post_id: other.id, comment: 'there' }, { token: author.token })).json()
      .data.comment.id;
    const refused = async (body: object, status: number, message: string) => {
      const response = await t.post(Endpoints.addComment.path, body, { token: author.token });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: 0, message, data: {} });
    };
    await refused({ post_id: post.id }, 400, Messages.commentRequired);
    await refused({ post_id: post.id, comment: '' }, 400, Messages.commentRequired);
    await refused({ post_id: post.id, comment: '   ' }, 400, Messages.commentRequired);
    await refused({ post_id: post.id, comment: 'x'.repeat(1001) }, 400, Messages.commentTooLong);
    await refused({ post_id: post.id, comment: 'hi', parent_id: elsewhere }, 400, Messages.commentParentInvalid);
    await refused({ post_id: post.id, comment: 'hi', parent_id: 999_999 }, 400, Messages.commentParentInvalid);
    await refused({ post_id: 999_999, comment: 'hi' }, 404, Messages.postNotFound);

    await t.post(Endpoints.deletePost.path, { post_id: other.id }, { token: author.token });
    await refused({ post_id: other.id, comment: 'hi' }, 404, Messages.postNotFound);
    expect((await t.post(Endpoints.comments.path, { post_id: other.id, page: 1 }, { token: author.token })).statusCode).toBe(404);
    const untouched = await t.app.inject({
      method: 'GET',
      url: fillPath(Endpoints.post.path, { id: post.id }),
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(untouched.json().data.post_comment_counter).toBe(0);
  });
});
