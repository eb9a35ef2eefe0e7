import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import { CHAT_SEARCH_PAGE, SEARCH_MAX } from '../../../contract/rules';
import { threadSearchMachine, THREAD_SEARCH_DEBOUNCE_MS } from '../../../src/machines/threadSearch.machine';
import { message, ROOM, toastsSpy } from '../chat.fixtures';
import { deferredServices, type ServiceCall } from '../fakeServices';
import * as fx from '../fixtures';
import { answers, describeEvent, labelled, modelPaths, replay, unreachedStates } from './model';

const pause = threadSearchMachine.getStateNodeById('threadSearch.open.typing').after[0]!.eventType;
const fullPage = Array.from({ length: CHAT_SEARCH_PAGE }, (_, i) => message(500 - i));
const lastPage = [message(10), message(9)];

const events: AnyEventObject[] = [
  { type: 'search.open' },
  { type: 'search.close' },
  labelled("type ' beach '", { type: 'search.typed', value: ' beach ' }),
  labelled('clear the field', { type: 'search.typed', value: '  ' }),
  labelled(`type ${SEARCH_MAX + 1} characters`, { type: 'search.typed', value: 'x'.repeat(SEARCH_MAX + 1) }),
  { type: 'search.more' },
  { type: 'search.retry' },
  labelled(`${THREAD_SEARCH_DEBOUNCE_MS} ms pass`, { type: pause }),
  ...answers(threadSearchMachine, 'threadSearch.open.searching', 'searchMessages', {
    done: { 'a full page': fullPage, 'a last page': lastPage, nothing: [] },
    error: { offline: fx.offline },
  }),
  ...answers(threadSearchMachine, 'threadSearch.open.paging', 'searchMessages', {
    done: { 'the older ones': lastPage },
    error: { offline: fx.offline },
  }),
];
const spy = toastsSpy();
const input = { roomId: ROOM, toasts: spy.toasts };
// Whether older results may exist is what `search.more` reads: a vertex of its own.
const options = { input, vertex: (snapshot: AnyMachineSnapshot) => snapshot.context.hasMore as boolean };
const paths = modelPaths(threadSearchMachine, events, options);

type Open = (src: string) => ServiceCall[];

/** The search after the steps taken, from the rules, not from the machine. */
function expected(taken: AnyEventObject[]) {
  let search = '';
  let ids: string[] = [];
  for (const event of taken) {
    const label = describeEvent(event);
    if (event.type === 'search.close') {
      search = '';
      ids = [];
    } else if (event.type === 'search.typed') {
      const value = (event as unknown as { value: string }).value;
      search = value.trim() === '' ? '' : value;
      ids = [];
    } else if (label.startsWith('searchMessages ✓')) {
      const found = (event as unknown as { output: ReturnType<typeof message>[] }).output.map((one) => one.id);
      ids = event.type.includes('paging') || (ids.length > 0 && label.endsWith('older ones')) ? [...ids, ...found] : found;
    }
  }
  return { search, ids };
}

describe('search in a conversation: every path replayed on a live actor, the typing pause on a fake clock', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(10));
  it('reaches every state', () => expect(unreachedStates(threadSearchMachine, [{ paths, options }])).toEqual([]));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['searchMessages']);
      const notices = spy.notices;
      notices.length = 0;
      const actor = createActor(threadSearchMachine.provide({ actors: services.actors }), { input }).start();
      let pagingFailed = 0;
      await replay(
        threadSearchMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          deliver: (event) => {
            if (event.type !== pause) return false;
            vi.advanceTimersByTime(THREAD_SEARCH_DEBOUNCE_MS - 1);
            expect(
              services.calls.filter((call) => !call.settled && !call.signal.aborted),
              '1 ms before the pause ends',
            ).toEqual([]);
            vi.advanceTimersByTime(1);
            return true;
          },
          states: {
            threadSearch: () => {},
            'threadSearch.closed': (snapshot: AnyMachineSnapshot) => expect(snapshot.context).toMatchObject({ search: '', results: [] }),
            'threadSearch.open': () => {},
            'threadSearch.open.blank': (snapshot: AnyMachineSnapshot, open: Open) => {
              expect(snapshot.context.results).toEqual([]);
              expect(open('searchMessages')).toEqual([]);
            },
            // Too long: refused here, nothing asked.
            'threadSearch.open.tooLong': (_: AnyMachineSnapshot, open: Open) => expect(open('searchMessages')).toEqual([]),
            'threadSearch.open.typing': (_: AnyMachineSnapshot, open: Open) => expect(open('searchMessages')).toEqual([]),
            // One request, for the search as typed (trimmed), newest first.
            'threadSearch.open.searching': (snapshot: AnyMachineSnapshot, open: Open) =>
              expect(open('searchMessages').map((call) => call.input)).toEqual([{ roomId: ROOM, search: snapshot.context.search.trim() }]),
            'threadSearch.open.shown': (_: AnyMachineSnapshot, open: Open) => expect(open('searchMessages')).toEqual([]),
            // Older than the last result shown.
            'threadSearch.open.paging': (snapshot: AnyMachineSnapshot, open: Open) =>
              expect(open('searchMessages').map((call) => call.input)).toEqual([
                { roomId: ROOM, search: snapshot.context.search.trim(), before: snapshot.context.results.at(-1).id },
              ]),
            'threadSearch.open.failed': (snapshot: AnyMachineSnapshot) =>
              expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong),
          },
          afterStep: (step) => {
            const taken = path.events.slice(0, step);
            const event = taken.at(-1);
            if (event && describeEvent(event) === 'searchMessages ✗ offline' && event.type.includes('paging')) pagingFailed += 1;
            const want = expected(taken);
            const { context } = actor.getSnapshot();
            expect(context.search).toBe(want.search);
            expect(context.results.map((one) => one.id)).toEqual(want.ids);
            // A failed page of older results is a toast; what was found stays.
            expect(notices).toHaveLength(pagingFailed);
            expect(services.calls.filter((call) => !call.settled && !call.signal.aborted).length).toBeLessThanOrEqual(1);
          },
        }),
        options,
      );
    });
  }
});
