import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { hasMore, listedIds, pagedFeedMachine } from '../../src/machines/pagedFeed.machine';
import { postStoreMachine, visiblePosts } from '../../src/machines/postStore.machine';
import { deferredServices } from './fakeServices';
import { storePost, tagPostsFailed } from './posts.fixtures';

const page = (...ids: string[]) => ids.map((id) => storePost(id));

function start(subject: string | null = null) {
  const services = deferredServices(['loadPage']);
  const store = createActor(postStoreMachine).start();
  const feed = createActor(pagedFeedMachine.provide({ actors: services.actors }), { input: { subject, postStore: store } }).start();
  const shown = () => visiblePosts(store.getSnapshot().context, feed.getSnapshot().context.ids).map((post) => post.id);
  return { services, store, feed, shown };
}

describe('paged feed', () => {
  it('asks page 1 at once with its subject, and stores the posts while keeping only ids', async () => {
    const { services, store, feed, shown } = start('7');
    expect(services.pending('loadPage').input).toEqual({ page: 1, subject: '7' });
    await services.succeed('loadPage', page('1', '2'));
    expect(feed.getSnapshot().value).toBe('ready');
    expect(feed.getSnapshot().context.ids).toEqual(['1', '2']);
    expect(Object.keys(store.getSnapshot().context.posts)).toEqual(['1', '2']);
    expect(shown()).toEqual(['1', '2']);
  });

  it('later pages append (without repeating an id); page 1 again replaces', async () => {
    const { services, feed } = start();
    await services.succeed('loadPage', page('1', '2'));
    feed.send({ type: 'feed.loadMore' });
    expect(services.pending('loadPage').input).toEqual({ page: 2, subject: null });
    await services.succeed('loadPage', page('2', '3'));
    expect(feed.getSnapshot().context).toMatchObject({ ids: ['1', '2', '3'], page: 2 });
    feed.send({ type: 'feed.refresh' });
    // The list stays on screen while page 1 is asked again.
    expect(feed.getSnapshot().context.ids).toEqual(['1', '2', '3']);
    expect(services.pending('loadPage').input).toEqual({ page: 1, subject: null });
    await services.succeed('loadPage', page('9', '1'));
    expect(feed.getSnapshot().context).toMatchObject({ ids: ['9', '1'], page: 1 });
  });

  it('an empty page ends the paging: hasMore is false and loadMore does nothing', async () => {
    const { services, feed } = start();
    await services.succeed('loadPage', page('1'));
    feed.send({ type: 'feed.loadMore' });
    await services.succeed('loadPage', []);
    expect(hasMore(feed.getSnapshot())).toBe(false);
    expect(feed.getSnapshot().context.ids).toEqual(['1']);
    feed.send({ type: 'feed.loadMore' });
    expect(services.callsOf('loadPage')).toHaveLength(2);
  });

  it('an empty first page is an empty list, not an error', async () => {
    const { services, feed } = start();
    await services.succeed('loadPage', []);
    expect(feed.getSnapshot().value).toBe('exhausted');
    expect(feed.getSnapshot().context.ids).toEqual([]);
  });

  it('a failed page keeps the list and the server message; retry asks the same page', async () => {
    const { services, feed } = start();
    await services.succeed('loadPage', page('1'));
    feed.send({ type: 'feed.loadMore' });
    await services.fail('loadPage', tagPostsFailed);
    expect(feed.getSnapshot().value).toBe('failed');
    expect(feed.getSnapshot().context.failure?.message).toBe('Error Occured while getting #tags post');
    expect(feed.getSnapshot().context.ids).toEqual(['1']);
    feed.send({ type: 'feed.retry' });
    expect(services.pending('loadPage').input).toEqual({ page: 2, subject: null });
    await services.succeed('loadPage', page('2'));
    expect(feed.getSnapshot().context).toMatchObject({ ids: ['1', '2'], failure: null });
  });

  it('loadMore while a page is loading is ignored; refresh gives way to page 1 only when a later page is loading', async () => {
    const { services, feed } = start();
    feed.send({ type: 'feed.loadMore' });
    feed.send({ type: 'feed.refresh' });
    expect(services.callsOf('loadPage')).toHaveLength(1);
    await services.succeed('loadPage', page('1'));
    feed.send({ type: 'feed.loadMore' });
    const second = services.pending('loadPage');
    feed.send({ type: 'feed.refresh' });
    expect(second.signal.aborted).toBe(true);
    expect(feed.getSnapshot().value).toBe('refreshing');
    expect(services.pending('loadPage').input).toEqual({ page: 1, subject: null });
  });

  it('hands each non-empty page to storePosts', async () => {
    const storePosts = vi.fn();
    const services = deferredServices(['loadPage']);
    const feed = createActor(pagedFeedMachine.provide({ actors: services.actors, actions: { storePosts } }), {
      input: { postStore: createActor(postStoreMachine) },
    }).start();
    await services.succeed('loadPage', page('1'));
    feed.send({ type: 'feed.loadMore' });
    await services.succeed('loadPage', []);
    expect(storePosts).toHaveBeenCalledTimes(1);
    expect(storePosts.mock.calls[0]?.[1]).toEqual(page('1'));
  });
});

describe('listedIds', () => {
  it('puts the viewer new posts on top of home, and only the author ones on a profile', () => {
    const store = createActor(postStoreMachine).start();
    store.send({ type: 'post.created', post: storePost('10') });
    store.send({ type: 'post.created', post: storePost('11', { author: { ...storePost('x').author, id: '8' } }) });
    const context = store.getSnapshot().context;
    expect(listedIds(context, ['1', '10'], 'all')).toEqual(['11', '10', '1', '10']);
    expect(visiblePosts(context, listedIds(context, ['1', '10'], 'all')).map((post) => post.id)).toEqual(['11', '10']);
    expect(listedIds(context, ['1'], { authorId: '7' })).toEqual(['10', '1']);
    expect(listedIds(context, ['1'], 'none')).toEqual(['1']);
  });
});
