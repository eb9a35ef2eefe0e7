import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract';
import { commentsMachine } from '../../src/machines/comments.machine';
import { appRefs } from './appRefs';
import { deferredServices } from './fakeServices';
import { storePost } from './posts.fixtures';
import * as fx from './commentFixtures';

function start() {
  const services = deferredServices(['loadComments', 'addComment']);
  // The app's toasts and post store, as the screen gets them in its input; the store holds the post.
  const refs = appRefs();
  refs.postStore.send({ type: 'posts.received', posts: [storePost('5', { commentCount: 11 })] });
  const actor = createActor(commentsMachine.provide({ actors: services.actors }), { input: { postId: '5', ...refs } }).start();
  const commentCount = () => refs.postStore.getSnapshot().context.posts['5']!.commentCount;
  return { actor, services, shown: refs.shown, commentCount, context: () => actor.getSnapshot().context };
}

async function ready() {
  const run = start();
  await run.services.succeed('loadComments', fx.fullPage);
  return run;
}

describe('comments: the list', () => {
  it('loads page 1 of the post, newest first with replies, and offers more after a full page', async () => {
    const { actor, services, context } = start();
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    expect(services.pending('loadComments').input).toEqual({ postId: '5', page: 1 });
    await services.succeed('loadComments', fx.fullPage);
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(context().threads).toEqual(fx.fullPage);
    expect(context().threads[0]!.replies.map((r) => r.id)).toEqual(['r1']);
    expect(context()).toMatchObject({ page: 1 });
    expect(actor.getSnapshot().matches({ list: 'exhausted' })).toBe(false);
  });

  it('an empty post has no more pages', async () => {
    const { actor, services, context } = start();
    await services.succeed('loadComments', fx.emptyPage);
    expect(context()).toMatchObject({ threads: [] });
    expect(actor.getSnapshot().matches({ list: 'exhausted' })).toBe(true);
  });

  it('load more appends the next page without repeating comments, and a short page ends the paging', async () => {
    const { actor, services, context } = await ready();
    actor.send({ type: 'comments.loadMore' });
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    expect(context().requested).toBe(2);
    expect(services.pending('loadComments').input).toEqual({ postId: '5', page: 2 });
    // A second click while loading does not ask twice.
    actor.send({ type: 'comments.loadMore' });
    expect(services.callsOf('loadComments')).toHaveLength(2);
    await services.succeed('loadComments', fx.lastPage);
    expect(context().threads.map((t) => t.id)).toEqual([...fx.fullPage.map((t) => t.id), 'c11']);
    expect(context()).toMatchObject({ page: 2 });
    expect(actor.getSnapshot().matches({ list: 'exhausted' })).toBe(true);
    // The end of the list: a further 'load more' asks nothing.
    actor.send({ type: 'comments.loadMore' });
    expect(actor.getSnapshot().matches({ list: 'exhausted' })).toBe(true);
    expect(services.callsOf('loadComments')).toHaveLength(2);
  });

  it('a failed next page toasts the server message and keeps the list, ready to try again', async () => {
    const { actor, services, shown, context } = await ready();
    actor.send({ type: 'comments.loadMore' });
    await services.fail('loadComments', fx.offline);
    expect(shown()).toEqual([{ kind: 'error', message: Messages.somethingWentWrong }]);
    expect(context()).toMatchObject({ threads: fx.fullPage, page: 1 });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    actor.send({ type: 'comments.loadMore' });
    expect(services.pending('loadComments').input).toEqual({ postId: '5', page: 2 });
  });

  it('a failed first page says why and retries on demand', async () => {
    const { actor, services, context } = start();
    await services.fail('loadComments', fx.postGone);
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(context().failure).toMatchObject({ message: Messages.postNotFound, status: 404 });
    actor.send({ type: 'comments.retry' });
    await services.succeed('loadComments', fx.lastPage);
    expect(context()).toMatchObject({ failure: null, threads: fx.lastPage });
  });
});

describe('comments: the comment box', () => {
  it('sends the trimmed text on submit; the comment shows on top, the input clears, the post counter moves', async () => {
    const { actor, services, shown, commentCount, context } = await ready();
    actor.send({ type: 'comment.input', text: fx.typed });
    actor.send({ type: 'comment.submit' });
    expect(actor.getSnapshot().matches({ composer: 'sending' })).toBe(true);
    expect(services.pending('addComment').input).toEqual({ postId: '5', text: 'Lovely shot' });
    await services.succeed('addComment', fx.added);
    expect(actor.getSnapshot().matches({ composer: 'editing' })).toBe(true);
    expect(context().threads[0]).toEqual({ ...fx.added.comment, replies: [] });
    expect(context()).toMatchObject({ draft: '', replyTo: null });
    expect(commentCount()).toBe(12);
    expect(shown()).toEqual([{ kind: 'success', message: Messages.commentAdded }]);
  });

  it('a blank draft is not sent, and a too long one says so without a call', async () => {
    const { actor, services, context } = await ready();
    actor.send({ type: 'comment.submit' });
    actor.send({ type: 'comment.input', text: fx.blank });
    actor.send({ type: 'comment.submit' });
    expect(services.callsOf('addComment')).toHaveLength(0);
    actor.send({ type: 'comment.input', text: fx.tooLong });
    actor.send({ type: 'comment.submit' });
    expect(services.callsOf('addComment')).toHaveLength(0);
    expect(context().draftError).toBe(Messages.commentTooLong);
    actor.send({ type: 'comment.input', text: fx.typed });
    expect(context().draftError).toBeNull();
  });

  it('reply sets the parent (a reply to a reply joins its thread); the reply lands at the end of its thread', async () => {
    const { actor, services, commentCount, context } = await ready();
    const [first] = fx.fullPage;
    actor.send({ type: 'comment.reply', comment: first!.replies[0]! });
    expect(context().replyTo).toEqual({ commentId: 'c1', name: 'Bo Reed' });
    actor.send({ type: 'comment.input', text: 'Same here' });
    actor.send({ type: 'comment.submit' });
    expect(services.pending('addComment').input).toEqual({ postId: '5', text: 'Same here', parentId: 'c1' });
    await services.succeed('addComment', fx.replied);
    expect(context().threads[0]!.replies.map((r) => r.id)).toEqual(['r1', 'r99']);
    expect(context().threads).toHaveLength(fx.fullPage.length);
    expect(context()).toMatchObject({ draft: '', replyTo: null });
    expect(commentCount()).toBe(13);
  });

  it('cancel reply clears the target and keeps the text', async () => {
    const { actor, context } = await ready();
    actor.send({ type: 'comment.input', text: fx.typed });
    actor.send({ type: 'comment.reply', comment: fx.fullPage[2]! });
    actor.send({ type: 'comment.cancelReply' });
    expect(context()).toMatchObject({ replyTo: null, draft: fx.typed });
  });

  it('a refused comment toasts the server message and keeps the text and the reply target', async () => {
    const { actor, services, shown, commentCount, context } = await ready();
    actor.send({ type: 'comment.reply', comment: fx.fullPage[1]! });
    actor.send({ type: 'comment.input', text: fx.typed });
    actor.send({ type: 'comment.submit' });
    await services.fail('addComment', fx.commentRefused);
    expect(shown()).toEqual([{ kind: 'error', message: Messages.commentTooLong }]);
    expect(commentCount()).toBe(11);
    expect(context()).toMatchObject({ draft: fx.typed, replyTo: { commentId: 'c2' } });
    expect(actor.getSnapshot().matches({ composer: 'editing' })).toBe(true);
  });

  it('while sending, a second submit is not sent and the draft cannot change', async () => {
    const { actor, services, context } = await ready();
    actor.send({ type: 'comment.input', text: fx.typed });
    actor.send({ type: 'comment.submit' });
    actor.send({ type: 'comment.submit' });
    actor.send({ type: 'comment.input', text: 'other' });
    expect(services.callsOf('addComment')).toHaveLength(1);
    expect(context().draft).toBe(fx.typed);
  });

  it('the comment box works while the first page is still loading', async () => {
    const { actor, services, context } = start();
    actor.send({ type: 'comment.input', text: fx.typed });
    actor.send({ type: 'comment.submit' });
    await services.succeed('addComment', fx.added);
    expect(context().threads.map((t) => t.id)).toEqual(['c99']);
    // Page 1 then comes from the server, the new comment included.
    await services.succeed('loadComments', [fx.thread('c99'), ...fx.lastPage]);
    expect(context().threads.map((t) => t.id)).toEqual(['c99', 'c10', 'c11']);
  });
});
