import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import { hashtagSearchMachine, HASHTAG_SEARCH_DEBOUNCE_MS, type Hashtag } from '../../../src/machines/hashtagSearch.machine';
import { deferredServices, type ServiceCall } from '../fakeServices';
import * as fx from '../fixtures';
import { answers, describeEvent, unreachedStates, labelled, modelPaths, replay, type StateAssertion } from './model';

const tag = (name: string): Hashtag => ({ name, postsCount: 3 });
const firstPage = [tag('sun'), tag('sunset')];
const overlapping = [tag('sunset'), tag('sunrise')];
const pause = hashtagSearchMachine.getStateNodeById('hashtagSearch.typing').after[0]!.eventType;

const events: AnyEventObject[] = [
  labelled("type '#Sun '", { type: 'tags.search', search: '#Sun ' }),
  { type: 'feed.loadMore' },
  { type: 'feed.retry' },
  labelled(`${HASHTAG_SEARCH_DEBOUNCE_MS} ms pass`, { type: pause }),
  ...answers(hashtagSearchMachine, 'hashtagSearch.loading', 'searchHashtags', {
    done: { 'a page': firstPage, 'an overlapping page': overlapping, 'no more': [] },
    error: { offline: fx.offline },
  }),
];
const paths = modelPaths(hashtagSearchMachine, events);

/** The Tags tab after the steps taken, from the spec's rules, not from the machine: page 1 replaces, later pages append. */
function expected(taken: AnyEventObject[]) {
  let search = '';
  let names: string[] = [];
  let page = 0;
  let requested = 1;
  let failed = false;
  for (const event of taken) {
    const label = describeEvent(event);
    if (event.type === 'tags.search') {
      // Trimmed, without its '#'; a new search asks for its first page (an error shown stays until it is asked).
      search = 'Sun';
      requested = 1;
    } else if (event.type === pause) failed = false;
    else if (event.type === 'feed.loadMore') {
      // After a failure, more means the page that failed.
      if (!failed) requested = page + 1;
      failed = false;
    } else if (event.type === 'feed.retry') failed = false;
    else if (label.startsWith('searchHashtags ✗')) failed = true;
    else if (label.startsWith('searchHashtags ✓')) {
      const fresh = (event as unknown as { output: Hashtag[] }).output.map((one) => one.name);
      if (requested === 1) names = fresh;
      else names = [...names, ...fresh.filter((name) => !names.includes(name))];
      page = requested;
    }
  }
  return { search, names, page, requested, failed };
}

/** What the Tags tab shows in each phase of the paged list, by what it reads (the table below names the states). */
type Open = (src: string) => ServiceCall[];
const phases = {
  /** Typing: nothing is asked until the pause. */
  typing: (_: AnyMachineSnapshot, open: Open) => expect(open('searchHashtags')).toEqual([]),
  /** One request, for the page wanted of the search as typed; no error shows. */
  loading: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(open('searchHashtags').map((call) => call.input)).toEqual([
      { search: snapshot.context.search, page: snapshot.context.requested },
    ]);
    expect(snapshot.context.failure).toBeNull();
  },
  ready: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.hashtags.length).toBeGreaterThan(0);
    expect(open('searchHashtags')).toEqual([]);
  },
  exhausted: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.failure).toBeNull();
    expect(open('searchHashtags')).toEqual([]);
  },
  failed: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong);
    expect(open('searchHashtags')).toEqual([]);
  },
} satisfies Record<string, StateAssertion>;

describe('hashtag search model: every path replayed on a live actor, the typing pause on a fake clock', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(10));
  it('reaches every state', () => expect(unreachedStates(hashtagSearchMachine, [{ paths, options: {} }])).toEqual([]));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['searchHashtags']);
      const actor = createActor(hashtagSearchMachine.provide({ actors: services.actors })).start();
      await replay(hashtagSearchMachine, path, () => ({
        actor,
        calls: services.calls,
        // The pause is time passing: not a millisecond early.
        deliver: (event) => {
          if (event.type !== pause) return false;
          vi.advanceTimersByTime(HASHTAG_SEARCH_DEBOUNCE_MS - 1);
          expect(
            services.calls.filter((call) => !call.settled && !call.signal.aborted),
            '1 ms before the pause ends',
          ).toEqual([]);
          vi.advanceTimersByTime(1);
          return true;
        },
        states: {
          hashtagSearch: () => {},
          'hashtagSearch.typing': phases.typing,
          'hashtagSearch.loading': phases.loading,
          'hashtagSearch.ready': phases.ready,
          'hashtagSearch.exhausted': phases.exhausted,
          'hashtagSearch.failed': phases.failed,
        },
        afterStep: (step) => {
          const want = expected(path.events.slice(0, step));
          const { context } = actor.getSnapshot();
          expect(context.search).toBe(want.search);
          expect(context.hashtags.map((one) => one.name)).toEqual(want.names);
          expect(context.page).toBe(want.page);
          expect(context.requested).toBe(want.requested);
          expect(context.failure !== null).toBe(want.failed);
          // A newer search replaces an older one still on its way: at most one request is open.
          expect(services.calls.filter((call) => !call.settled && !call.signal.aborted).length).toBeLessThanOrEqual(1);
        },
      }));
    });
  }
});
