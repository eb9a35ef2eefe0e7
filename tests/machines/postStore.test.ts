import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { postStoreMachine, visiblePosts } from '../../src/machines/postStore.machine';
import { author, storePost } from './posts.fixtures';

const start = () => createActor(postStoreMachine).start();

describe('post store', () => {
  it('keeps one copy of a post, so a patch shows in every list of ids', () => {
    const store = start();
    store.send({ type: 'posts.received', posts: [storePost('1'), storePost('2')] });
    store.send({ type: 'post.patched', id: '1', patch: { isLiked: true, likeCount: 1 } });
    const { context } = store.getSnapshot();
    expect(visiblePosts(context, ['1']).map((p) => p.likeCount)).toEqual([1]);
    expect(visiblePosts(context, ['2', '1']).map((p) => p.isLiked)).toEqual([false, true]);
  });

  it('drops hidden and deleted posts from every list, and a delete moves the author count', () => {
    const store = start();
    store.send({ type: 'posts.received', posts: [storePost('1'), storePost('2'), storePost('3')] });
    store.send({ type: 'post.hidden', id: '1' });
    store.send({ type: 'post.deleted', id: '2' });
    const { context } = store.getSnapshot();
    expect(visiblePosts(context, ['1', '2', '3']).map((p) => p.id)).toEqual(['3']);
    expect(context.postsCount['7']).toBe(2);
  });

  it('takes the server count after a delete when it has one', () => {
    const store = start();
    store.send({ type: 'posts.received', posts: [storePost('1')] });
    store.send({ type: 'post.deleted', id: '1', postsCount: 9 });
    expect(store.getSnapshot().context.postsCount['7']).toBe(9);
  });

  it('puts a created post first and takes its author count', () => {
    const store = start();
    store.send({ type: 'posts.received', posts: [storePost('1')] });
    store.send({ type: 'post.created', post: storePost('5', { author: author('7', 4) }) });
    store.send({ type: 'post.created', post: storePost('6', { author: author('7', 5) }) });
    const { context } = store.getSnapshot();
    expect(context.created).toEqual(['6', '5']);
    expect(context.postsCount['7']).toBe(5);
  });

  it('ignores a patch for a post it never received, and lists each id once', () => {
    const store = start();
    store.send({ type: 'post.patched', id: '404', patch: { isLiked: true } });
    store.send({ type: 'posts.received', posts: [storePost('1')] });
    const { context } = store.getSnapshot();
    expect(context.posts['404']).toBeUndefined();
    expect(visiblePosts(context, ['1', '1', '404'])).toHaveLength(1);
  });
});
