import { describe, expect, it } from 'vitest';
import { createActor, setup, spawnChild, type ActorRefFrom } from 'xstate';
import { Messages } from '../../contract/messages';
import { postActionsMachine, postCallMachine } from '../../src/machines/postActions.machine';
import { postStoreMachine, visiblePosts } from '../../src/machines/postStore.machine';
import { toastMachine } from '../../src/machines/toast.machine';
import { walletMachine } from '../../src/machines/wallet.machine';
import { deferredServices } from './fakeServices';
import { deleteRefused, likeRefused, storePost } from './posts.fixtures';

/** The slice of the app system the post actions live in: the store, the toasts and the actions. */
function start() {
  const services = deferredServices(['toggleLike', 'setFavourite', 'hidePost', 'deletePost']);
  const system = setup({
    actors: {
      postStore: postStoreMachine,
      toasts: toastMachine,
      wallet: walletMachine,
      postActions: postActionsMachine.provide({ actors: { postCall: postCallMachine.provide({ actors: services.actors }) } }),
    },
  }).createMachine({
    entry: [
      spawnChild('postStore', { id: 'postStore', systemId: 'postStore' }),
      spawnChild('toasts', { id: 'toasts', systemId: 'toasts' }),
      spawnChild('wallet', { id: 'wallet', systemId: 'wallet' }),
      spawnChild('postActions', { id: 'postActions', systemId: 'postActions' }),
    ],
  });
  const app = createActor(system).start();
  const store = app.system.get('postStore') as ActorRefFrom<typeof postStoreMachine>;
  const toasts = app.system.get('toasts') as ActorRefFrom<typeof toastMachine>;
  const actions = app.system.get('postActions') as ActorRefFrom<typeof postActionsMachine>;
  const wallet = app.system.get('wallet') as ActorRefFrom<typeof walletMachine>;
  store.send({ type: 'posts.received', posts: [storePost('1', { likeCount: 0 }), storePost('2', { isLiked: true, likeCount: 5 })] });
  const post = (id: string) => store.getSnapshot().context.posts[id]!;
  const notices = () => toasts.getSnapshot().context.toasts.map(({ kind, message }) => ({ kind, message }));
  return { services, store, actions, post, notices, wallet };
}

describe('post actions', () => {
  it('like shows at once, then takes the server count', async () => {
    const { services, actions, post } = start();
    actions.send({ type: 'post.like', post: post('1') });
    expect(post('1')).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(services.pending('toggleLike').input).toEqual({ postId: '1' });
    await services.succeed('toggleLike', { isLiked: true, likeCount: 7 });
    expect(post('1')).toMatchObject({ isLiked: true, likeCount: 7 });
    expect(actions.getSnapshot().context.running).toEqual([]);
  });

  it('each call runs as its own child actor, which leaves once the server has answered', async () => {
    const { services, actions, post } = start();
    actions.send({ type: 'post.like', post: post('1') });
    actions.send({ type: 'post.favourite', post: post('1') });
    const calls = Object.values(actions.getSnapshot().children);
    expect(calls.map((call) => call?.getSnapshot().context)).toEqual([
      { action: 'like', post: storePost('1', { likeCount: 0 }) },
      { action: 'favourite', post: { ...storePost('1', { likeCount: 0 }), isLiked: true, likeCount: 1 } },
    ]);
    expect(actions.getSnapshot().context.running).toEqual([
      { action: 'like', postId: '1' },
      { action: 'favourite', postId: '1' },
    ]);
    await services.succeed('toggleLike', { isLiked: true, likeCount: 1 });
    expect(Object.values(actions.getSnapshot().children).map((call) => call?.getSnapshot().context.action)).toEqual(['favourite']);
    expect(actions.getSnapshot().context.running).toEqual([{ action: 'favourite', postId: '1' }]);
    // The like may be tapped again now; the favourite still waits for its answer.
    actions.send({ type: 'post.like', post: post('1') });
    actions.send({ type: 'post.favourite', post: post('1') });
    expect(services.callsOf('toggleLike')).toHaveLength(2);
    expect(services.callsOf('setFavourite')).toHaveLength(1);
  });

  it('unlike moves the counter down, never below 0', () => {
    const { actions, post, store } = start();
    actions.send({ type: 'post.like', post: post('2') });
    expect(post('2')).toMatchObject({ isLiked: false, likeCount: 4 });
    store.send({ type: 'posts.received', posts: [storePost('3', { isLiked: true, likeCount: 0 })] });
    actions.send({ type: 'post.like', post: post('3') });
    expect(post('3')).toMatchObject({ isLiked: false, likeCount: 0 });
  });

  it('a refused like is undone and its reason shown', async () => {
    const { services, actions, post, notices } = start();
    actions.send({ type: 'post.like', post: post('2') });
    await services.fail('toggleLike', likeRefused);
    expect(post('2')).toMatchObject({ isLiked: true, likeCount: 5 });
    expect(notices()).toEqual([{ kind: 'error', message: Messages.notFound }]);
  });

  it('a second tap while the like runs is ignored', () => {
    const { services, actions, post } = start();
    actions.send({ type: 'post.like', post: post('1') });
    actions.send({ type: 'post.like', post: post('1') });
    expect(services.callsOf('toggleLike')).toHaveLength(1);
    expect(post('1')).toMatchObject({ isLiked: true, likeCount: 1 });
  });

  it('favourite and unfavourite set is_favourite; a failure reverts', async () => {
    const { services, actions, post } = start();
    actions.send({ type: 'post.favourite', post: post('1') });
    expect(post('1').isFavourite).toBe(true);
    expect(services.pending('setFavourite').input).toEqual({ postId: '1', favourite: true });
    await services.succeed('setFavourite', { isFavourite: true });
    actions.send({ type: 'post.favourite', post: post('1') });
    expect(services.pending('setFavourite').input).toEqual({ postId: '1', favourite: false });
    await services.fail('setFavourite', likeRefused);
    expect(post('1').isFavourite).toBe(true);
  });

  it('hide removes the post from every list once the server agrees', async () => {
    const { services, actions, post, store } = start();
    actions.send({ type: 'post.hide', post: post('1') });
    expect(services.pending('hidePost').input).toEqual({ postId: '1', authorId: '7' });
    expect(visiblePosts(store.getSnapshot().context, ['1', '2'])).toHaveLength(2);
    await services.succeed('hidePost', {});
    expect(visiblePosts(store.getSnapshot().context, ['1', '2']).map((p) => p.id)).toEqual(['2']);
  });

  it('delete removes the post, moves posts_count and toasts "Post Deleted"', async () => {
    const { services, actions, post, store, notices } = start();
    actions.send({ type: 'post.delete', post: post('1') });
    await services.succeed('deletePost', { message: 'Post Deleted', postsCount: 2 });
    expect(store.getSnapshot().context.removed).toEqual({ 1: true });
    expect(store.getSnapshot().context.postsCount['7']).toBe(2);
    expect(notices()).toEqual([{ kind: 'success', message: Messages.postDeleted }]);
  });

  it('a failed delete keeps the post and toasts "Post Delete Failed"', async () => {
    const { services, actions, post, store, notices } = start();
    actions.send({ type: 'post.delete', post: post('1') });
    await services.fail('deletePost', deleteRefused);
    expect(store.getSnapshot().context.removed).toEqual({});
    expect(notices()).toEqual([{ kind: 'error', message: Messages.postDeleteFailed }]);
  });

  it('calls on different posts run side by side', async () => {
    const { services, actions, post } = start();
    actions.send({ type: 'post.like', post: post('1') });
    actions.send({ type: 'post.like', post: post('2') });
    expect(services.callsOf('toggleLike').map((call) => call.input)).toEqual([{ postId: '1' }, { postId: '2' }]);
    services.callsOf('toggleLike')[1]!.reject(likeRefused);
    await new Promise((resolve) => setImmediate(resolve));
    expect(post('1')).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(post('2')).toMatchObject({ isLiked: true, likeCount: 5 });
  });

  it('subscribe, unlock and donate open the wallet’s dialogs (the subscription modal for the post’s creator)', () => {
    const { actions, post, notices, wallet } = start();
    wallet.send({ type: 'session.started' });
    const locked = post('1');
    actions.send({ type: 'post.subscribe', post: locked });
    expect(wallet.getSnapshot().context.dialog).toEqual({
      kind: 'subscribe',
      creator: { id: locked.author.id, name: `${locked.author.firstName} ${locked.author.lastName}`.trim() || locked.author.username },
    });
    actions.send({ type: 'post.unlock', post: post('1'), price: 150 });
    expect(wallet.getSnapshot().context.dialog).toEqual({ kind: 'unlock', post: post('1'), price: 150 });
    actions.send({ type: 'post.donate', post: post('2') });
    expect(wallet.getSnapshot().context.dialog).toEqual({ kind: 'donatePost', post: post('2') });
    expect(notices()).toHaveLength(0);
  });

  it('the money work can take the lock events over by providing the actions', () => {
    const calls: unknown[] = [];
    const machine = postActionsMachine.provide({ actions: { openUnlock: (_, params) => void calls.push(params) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'post.unlock', post: storePost('9'), price: 40 });
    expect(calls).toEqual([{ post: storePost('9'), price: 40 }]);
  });
});
