import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { hashtagSearchMachine, HASHTAG_SEARCH_DEBOUNCE_MS } from '../../src/machines/hashtagSearch.machine';
import { peopleListMachine } from '../../src/machines/peopleList.machine';
import type { Person } from '../../src/machines/person';
import { appRefs } from './appRefs';
import { deferredServices, settle } from './fakeServices';

const person = (id: string): Person => ({
  id,
  firstName: 'P',
  lastName: id,
  username: `p${id}`,
  profilePhoto: null,
  isVerified: false,
  isFollowing: id === '2',
  followersCount: null,
});

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
    expect(services.pending('searchHashtags').input).toEqual({ search: '' });
    const first = services.pending('searchHashtags');
    search.send({ type: 'tags.search', search: '#mu' });
    search.send({ type: 'tags.search', search: '#mus' });
    expect(first.signal.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.callsOf('searchHashtags').map((call) => call.input)).toEqual([{ search: '' }, { search: 'mus' }]);
    await services.succeed('searchHashtags', [{ name: 'music', postsCount: 4 }]);
    expect(search.getSnapshot().context.hashtags).toEqual([{ name: 'music', postsCount: 4 }]);
    expect(HASHTAG_SEARCH_DEBOUNCE_MS).toBe(300);
  });
});
