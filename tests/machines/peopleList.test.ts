import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { hashtagSearchMachine, HASHTAG_SEARCH_DEBOUNCE_MS } from '../../src/machines/hashtagSearch.machine';
import { peopleListMachine } from '../../src/machines/peopleList.machine';
import { appRefs } from './appRefs';
import { deferredServices, settle } from './fakeServices';
import { person } from './graphTraversal/peopleList.events';

describe('people list', () => {
  it('pages append without repeats, reach the user store, and an empty page ends the list', async () => {
    const services = deferredServices(['loadPeople']);
    const { userStore } = appRefs();
    const list = createActor(peopleListMachine.provide({ actors: services.actors }), { input: { subject: '7', userStore } }).start();
    expect(services.pending('loadPeople').input).toEqual({ page: 1, subject: '7' });
    await services.succeed('loadPeople', [person('1'), person('2')]);
    expect(list.getSnapshot().value).toBe('ready');
    expect(userStore.getSnapshot().context.people['2']).toMatchObject({ isFollowing: true });
    list.send({ type: 'people.loadMore' });
    expect(services.pending('loadPeople').input).toEqual({ page: 2, subject: '7' });
    await services.succeed('loadPeople', [person('2'), person('3')]);
    expect(list.getSnapshot().context.people.map(({ id }) => id)).toEqual(['1', '2', '3']);
    list.send({ type: 'people.loadMore' });
    await services.succeed('loadPeople', []);
    expect(list.getSnapshot().value).toBe('exhausted');
    list.send({ type: 'people.loadMore' });
    await settle();
    expect(services.callsOf('loadPeople')).toHaveLength(3);
  });

  it('a failed page keeps the list and is asked again on retry', async () => {
    const services = deferredServices(['loadPeople']);
    const list = createActor(peopleListMachine.provide({ actors: services.actors }), { input: { userStore: appRefs().userStore } }).start();
    await services.fail('loadPeople', new Error('Network down'));
    expect(list.getSnapshot().context.failure).toMatchObject({ message: 'Network down' });
    list.send({ type: 'people.retry' });
    expect(services.pending('loadPeople').input).toEqual({ page: 1, subject: null });
    expect(list.getSnapshot().context.failure).toBeNull();
  });
});

describe('hashtag search', () => {
  it('lists the trending hashtags, then asks once typing pauses, aborting a search still on its way', async () => {
    const services = deferredServices(['searchHashtags']);
    const search = createActor(hashtagSearchMachine.provide({ actors: services.actors, delays: { typingPause: 5 } }), {}).start();
    expect(services.pending('searchHashtags').input).toEqual({ search: '', page: 1 });
    const first = services.pending('searchHashtags');
    search.send({ type: 'tags.search', search: '#mu' });
    search.send({ type: 'tags.search', search: '#mus' });
    expect(first.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.callsOf('searchHashtags').map((call) => call.input)).toEqual([
      { search: '', page: 1 },
      { search: 'mus', page: 1 },
    ]);
    await services.succeed('searchHashtags', [{ name: 'music', postsCount: 4 }]);
    expect(search.getSnapshot().context.hashtags).toEqual([{ name: 'music', postsCount: 4 }]);
    expect(HASHTAG_SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('pages the answers like the other lists: later pages append, an empty page ends, a new search starts again at page 1', async () => {
    const services = deferredServices(['searchHashtags']);
    const search = createActor(hashtagSearchMachine.provide({ actors: services.actors, delays: { typingPause: 5 } }), {}).start();
    const music = { name: 'music', postsCount: 4 };
    const movies = { name: 'movies', postsCount: 2 };
    const fitness = { name: 'fitness', postsCount: 1 };
    await services.succeed('searchHashtags', [music, movies]);
    expect(search.getSnapshot().value).toBe('ready');
    search.send({ type: 'feed.loadMore' });
    expect(services.pending('searchHashtags').input).toEqual({ search: '', page: 2 });
    await services.succeed('searchHashtags', [movies, fitness]);
    expect(search.getSnapshot().context.hashtags).toEqual([music, movies, fitness]);
    search.send({ type: 'feed.loadMore' });
    expect(services.pending('searchHashtags').input).toEqual({ search: '', page: 3 });
    await services.succeed('searchHashtags', []);
    expect(search.getSnapshot().value).toBe('exhausted');
    expect(search.getSnapshot().context.hashtags).toEqual([music, movies, fitness]);
    search.send({ type: 'feed.loadMore' });
    expect(services.callsOf('searchHashtags')).toHaveLength(3);
    // A new search: page 1 of it replaces the list; one with no match empties it.
    search.send({ type: 'tags.search', search: 'mo' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.pending('searchHashtags').input).toEqual({ search: 'mo', page: 1 });
    await services.succeed('searchHashtags', [movies]);
    expect(search.getSnapshot().context.hashtags).toEqual([movies]);
    search.send({ type: 'tags.search', search: 'zzz' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await services.succeed('searchHashtags', []);
    expect(search.getSnapshot()).toMatchObject({ value: 'exhausted', context: { hashtags: [] } });
  });

  it('a failed page is asked again on retry', async () => {
    const services = deferredServices(['searchHashtags']);
    const search = createActor(hashtagSearchMachine.provide({ actors: services.actors }), {}).start();
    await services.succeed('searchHashtags', [{ name: 'music', postsCount: 4 }]);
    search.send({ type: 'feed.loadMore' });
    await services.fail('searchHashtags', new Error('Network down'));
    expect(search.getSnapshot().value).toBe('failed');
    search.send({ type: 'feed.retry' });
    expect(services.pending('searchHashtags').input).toEqual({ search: '', page: 2 });
    expect(search.getSnapshot().context).toMatchObject({ failure: null, hashtags: [{ name: 'music', postsCount: 4 }] });
  });
});
