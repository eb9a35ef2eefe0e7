import { describe, expect, it, vi } from 'vitest';
import { deliver } from '../../src/app/root/area';
import { Messages } from '../../contract';
import * as cx from '../machines/composeFixtures';
import * as fx from '../machines/commentFixtures';
import { storePost } from '../machines/posts.fixtures';
import { startApp } from './fakeApp';

/** The app with fake services, and a screen started exactly as its view hook starts it. */
async function startPosts({ onDemand = true } = {}) {
  const app = await startApp({ session: null, onDemand });
  const store = () => app.get('postStore').getSnapshot().context;
  const notices = () =>
    app
      .get('toasts')
      .getSnapshot()
      .context.toasts.map(({ kind, message }) => ({ kind, message }));
  return { ...app, store, notices };
}

describe('posts area: screens reach the toasts and the post store through their input', () => {
  it('a feed asks the posts service for its page and hands the posts to the store', async () => {
    const { screen, calls, store } = await startPosts();
    const feed = await screen('tagFeed', { subject: 'sunset' });
    expect(calls.pending('TagFeed').input).toEqual({ hashtag: 'sunset', page: 1 });
    await calls.succeed('TagFeed', { tagFeed: [storePost('1'), storePost('2')] });
    expect(feed.getSnapshot().context.ids).toEqual(['1', '2']);
    expect(Object.keys(store().posts)).toEqual(['1', '2']);
  });

  it('a new comment shows the post’s new count in the store and toasts the server’s words', async () => {
    const { screen, calls, store, notices, get } = await startPosts();
    get('postStore').send({ type: 'posts.received', posts: [storePost('5', { commentCount: 11 })] });
    const comments = await screen('comments', { postId: '5' });
    expect(calls.pending('Comments').input).toEqual({ postId: '5', page: 1 });
    await calls.succeed('Comments', { comments: fx.fullPage });
    comments.send({ type: 'comment.input', text: fx.typed });
    comments.send({ type: 'comment.submit' });
    expect(calls.pending('AddComment').input).toEqual({ input: { postId: '5', text: fx.typed.trim() } });
    await calls.succeed('AddComment', { addComment: fx.added });
    expect(store().posts['5']!.commentCount).toBe(fx.added.commentCount);
    expect(notices()).toEqual([{ kind: 'success', message: Messages.commentAdded }]);
  });

  it('a counted vote replaces the poll in the store; the post detail puts its post there', async () => {
    const { screen, calls, store, notices } = await startPosts();
    const detail = await screen('postDetail', { postId: '5' });
    expect(calls.pending('Post').input).toEqual({ id: '5' });
    await calls.succeed('Post', { post: fx.pollPost('5') });
    expect(detail.getSnapshot().value).toBe('ready');
    expect(store().posts['5']).toEqual(fx.pollPost('5'));
    const vote = await screen('pollVote', { postId: '5' });
    vote.send({ type: 'poll.vote', optionId: '1' });
    expect(calls.pending('VotePoll').input).toEqual({ postId: '5', optionId: '1' });
    await calls.succeed('VotePoll', { votePoll: fx.counted });
    expect(store().posts['5']!.poll).toEqual(fx.counted.poll);
    expect(notices()).toEqual([{ kind: 'success', message: Messages.voted }]);
  });

  it('the composer uploads through the posting service, puts the new post on top and toasts', async () => {
    const { screen, calls, store, notices } = await startPosts();
    const composer = await screen('composer', { opening: { kind: 'image', canSell: true } });
    composer.send({ type: 'draft.images.add', files: [cx.photo] });
    composer.send({ type: 'compose.submit' });
    expect(calls.pending('uploadFile').input).toMatchObject({ folder: 'post/images/', file: cx.photo });
    await calls.succeed('uploadFile', cx.uploaded(1));
    expect(calls.pending('CreatePost').input).toMatchObject({ input: { type: 'IMAGE', imageKeys: [cx.uploaded(1).key] } });
    await calls.succeed('CreatePost', { createPost: cx.created });
    expect(store().created).toEqual([cx.createdPost.id]);
    expect(notices()).toEqual([{ kind: 'success', message: Messages.postCreated }]);
  });

  it('the composer’s verify dialog leads to the verification page', async () => {
    const { screen, effects } = await startPosts();
    const composer = await screen('composer', { opening: { kind: 'image', canSell: false } });
    composer.send({ type: 'draft.payment', payment: 'subscribers' });
    composer.send({ type: 'verify.open' });
    expect(effects.navigate).toHaveBeenLastCalledWith('/settings/verify-profile');
  });

  it('a like runs through the posts service and the store shows it at once, then the server’s count', async () => {
    const { get, calls, store } = await startPosts();
    get('postStore').send({ type: 'posts.received', posts: [storePost('1')] });
    get('postActions').send({ type: 'post.like', post: storePost('1') });
    expect(store().posts['1']).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(calls.pending('ToggleLike').input).toEqual({ postId: '1' });
    await calls.succeed('ToggleLike', { toggleLike: { isLiked: true, likeCount: 9 } });
    expect(store().posts['1']).toMatchObject({ isLiked: true, likeCount: 9 });
  });

  it('a like and a follow pressed before their code has loaded (the first screen not settled yet) reach the server once it has', async () => {
    const { root, calls, store, get } = await startPosts({ onDemand: false });
    expect(root.system.get('postActions')).toBeUndefined();
    expect(root.system.get('follow')).toBeUndefined();
    get('postStore').send({ type: 'posts.received', posts: [storePost('1')] });
    // As the views send (usePostActions, useFollow): through the root, which starts the actor first.
    root.send(deliver('postActions', { type: 'post.like', post: storePost('1') }));
    root.send(
      deliver('follow', { type: 'person.follow', person: { id: '7', isFollowing: false, followersCount: 3 }, follow: true, viewerId: '1' }),
    );
    await vi.waitFor(() => expect(calls.pending('ToggleLike').input).toEqual({ postId: '1' }));
    expect(store().posts['1']).toMatchObject({ isLiked: true, likeCount: 1 });
    await vi.waitFor(() => expect(calls.pending('Follow').input).toEqual({ userId: '7' }));
    await calls.succeed('ToggleLike', { toggleLike: { isLiked: true, likeCount: 9 } });
    expect(store().posts['1']).toMatchObject({ isLiked: true, likeCount: 9 });
  });
});
