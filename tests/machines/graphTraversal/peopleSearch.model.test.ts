import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract/messages';
import { peopleSearchMachine, SEARCH_DEBOUNCE_MS } from '../../../src/machines/peopleSearch.machine';
import { deferredServices } from '../fakeServices';
import { peopleSearchEvents, peopleSearchModel, searchPeopleFound } from './peopleSearch.events';
import { describeEvent, modelPaths, replay } from './model';

const paths = modelPaths(peopleSearchMachine, peopleSearchEvents, peopleSearchModel);

/** What the box must show after the steps taken, from the spec's rules (§2, §9), not from the machine. */
function expected(events: AnyEventObject[]) {
  let query = '';
  let results: string[] = [];
  let highlighted = -1;
  let waiting = false;
  const opened: string[] = [];
  for (const event of events) {
    const label = describeEvent(event);
    if (event.type === 'search.type') {
      query = (event as { query: string } & AnyEventObject).query;
      results = [];
      highlighted = -1;
      waiting = query.trim() !== '';
    } else if (event.type === 'search.close') {
      results = [];
      highlighted = -1;
      waiting = false;
    } else if (label.startsWith('searchPeople ✓')) {
      results = ((event as unknown as { output: Array<{ id: string }> }).output ?? []).map((person) => person.id);
      waiting = false;
    } else if (label.startsWith('searchPeople ✗')) waiting = false;
    else if (event.type === 'search.highlightNext' && results.length) highlighted = (highlighted + 1) % results.length;
    else if (event.type === 'search.highlightPrevious' && results.length)
      highlighted = (highlighted <= 0 ? results.length : highlighted) - 1;
    else if (event.type === 'search.choose' && highlighted >= 0) {
      opened.push(results[highlighted]!);
      query = '';
      results = [];
      highlighted = -1;
    } else if (event.type === 'search.pick' && results.includes((event as { personId: string } & AnyEventObject).personId)) {
      // Only a person among the results can be picked.
      opened.push((event as { personId: string } & AnyEventObject).personId);
      query = '';
      results = [];
      highlighted = -1;
    } else if (event.type === 'search.open' && query.trim()) waiting = true;
  }
  return { query, results, highlighted, waiting, opened };
}

describe('header search model: every path replayed on a live actor, with the 300 ms debounce on a fake clock', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('generates the paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['searchPeople']);
      const openProfile = vi.fn();
      const actor = createActor(
        peopleSearchMachine.provide({ actors: services.actors, actions: { choosePerson: (_, person) => openProfile(person.id) } }),
      ).start();
      await replay(
        peopleSearchMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          // The debounce step is time passing: not a millisecond early.
          deliver: (event) => {
            if (!event.type.startsWith('xstate.after.')) return false;
            vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
            expect(actor.getSnapshot().value, 'still waiting 1 ms before the debounce ends').toBe('debouncing');
            vi.advanceTimersByTime(1);
            return true;
          },
          states: {
            peopleSearch: (snapshot) => expect(snapshot.context.highlighted).toBeLessThan(Math.max(snapshot.context.results.length, 1)),
            'peopleSearch.closed': (snapshot, open) => {
              expect(snapshot.context.results).toEqual([]);
              expect(open('searchPeople')).toEqual([]);
            },
            'peopleSearch.debouncing': (snapshot, open) => {
              expect(snapshot.context.query.trim()).not.toBe('');
              expect(open('searchPeople'), 'no request before the typing pauses').toEqual([]);
            },
            // Exactly one request runs, for the latest query (trimmed); older ones were aborted.
            'peopleSearch.searching': (snapshot, open) => {
              expect(open('searchPeople').map((call) => call.input)).toEqual([{ search: snapshot.context.query.trim() }]);
            },
            'peopleSearch.showing': (snapshot, open) => {
              expect(snapshot.context.failure).toBeNull();
              expect(open('searchPeople')).toEqual([]);
            },
            'peopleSearch.failed': (snapshot, open) => {
              expect(snapshot.context.failure?.message).toBe(Messages.searchInvalid);
              expect(open('searchPeople')).toEqual([]);
            },
          },
          afterStep: (step) => {
            const want = expected(path.events.slice(0, step));
            const snapshot = actor.getSnapshot();
            expect(snapshot.context.query).toBe(want.query);
            expect(snapshot.context.results.map((person) => person.id)).toEqual(want.results);
            expect(snapshot.context.highlighted).toBe(want.highlighted);
            expect(snapshot.matches('debouncing') || snapshot.matches('searching')).toBe(want.waiting);
            expect(openProfile.mock.calls.map(([id]) => id)).toEqual(want.opened);
            // Every stale request was aborted: at most one is ever open.
            expect(services.calls.filter((call) => !call.settled && !call.signal.aborted).length).toBeLessThanOrEqual(1);
          },
        }),
        peopleSearchModel,
      );
    });
  }
});

describe('header search: latest wins', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('a keystroke while a search runs aborts it; only the latest answer shows', async () => {
    const services = deferredServices(['searchPeople']);
    const actor = createActor(peopleSearchMachine.provide({ actors: services.actors })).start();
    actor.send({ type: 'search.type', query: 'r' });
    vi.advanceTimersByTime(100);
    actor.send({ type: 'search.type', query: 'ri' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    const first = services.pending('searchPeople');
    expect(first.input).toEqual({ search: 'ri' });
    actor.send({ type: 'search.type', query: 'riv' });
    expect(first.signal.aborted).toBe(true);
    // The stale answer arrives late and is ignored.
    first.resolve([{ id: '99' }]);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await services.succeed('searchPeople', searchPeopleFound);
    expect(services.callsOf('searchPeople').map((call) => call.input)).toEqual([{ search: 'ri' }, { search: 'riv' }]);
    expect(actor.getSnapshot().context.results).toEqual(searchPeopleFound);
  });
});
