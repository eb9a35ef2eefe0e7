import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { Messages } from '../../../contract';
import { peopleListMachine } from '../../../src/machines/peopleList.machine';
import type { Person } from '../../../src/machines/person';
import { appRefs } from '../appRefs';
import { deferredServices, type ServiceCall } from '../fakeServices';
import { describeEvent, unreachedStates, modelPaths, replay, type StateAssertion } from './model';
import { peopleListEvents } from './peopleList.events';

const paths = modelPaths(peopleListMachine, peopleListEvents, { input: { subject: '7', userStore: appRefs().userStore } });

/** The list after the steps taken, from the spec's rules (pages from 1 append without repeats), not from the machine. */
function expected(taken: AnyEventObject[]) {
  let ids: string[] = [];
  let page = 0;
  let failed = false;
  for (const event of taken) {
    const label = describeEvent(event);
    if (label.startsWith('loadPeople ✗')) failed = true;
    else if (label.startsWith('loadPeople ✓') || event.type === 'people.retry' || event.type === 'people.loadMore') failed = false;
    if (label === 'loadPeople ✓ a page' || label === 'loadPeople ✓ an overlapping page') {
      const fresh = (event as unknown as { output: Person[] }).output.map((one) => one.id);
      ids = [...ids, ...fresh.filter((id) => !ids.includes(id))];
      page += 1;
    }
  }
  return { ids, page, failed };
}

/** What the list view shows in each phase of the paged list, by what it reads (the table below names the states). */
type Open = (src: string) => ServiceCall[];
const phases = {
  /** The page after the last one that arrived is on its way, once; no error shows meanwhile. */
  loading: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(open('loadPeople').map((call) => call.input)).toEqual([{ page: snapshot.context.page + 1, subject: '7' }]);
    expect(snapshot.context.failure).toBeNull();
  },
  /** People listed, more may follow. */
  ready: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.people.length).toBeGreaterThan(0);
    expect(open('loadPeople')).toEqual([]);
  },
  /** Nobody more: the list ends, nothing more is asked. */
  exhausted: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.failure).toBeNull();
    expect(open('loadPeople')).toEqual([]);
  },
  /** The page failed: the list stays and the error offers a retry. */
  failed: (snapshot: AnyMachineSnapshot, open: Open) => {
    expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong);
    expect(open('loadPeople')).toEqual([]);
  },
} satisfies Record<string, StateAssertion>;

describe('people list model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(6));
  it('reaches every state', () =>
    expect(unreachedStates(peopleListMachine, [{ paths, options: { input: { subject: '7', userStore: appRefs().userStore } } }])).toEqual(
      [],
    ));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadPeople']);
      const { userStore } = appRefs();
      const input = { subject: '7', userStore };
      const actor = createActor(peopleListMachine.provide({ actors: services.actors }), { input }).start();
      await replay(
        peopleListMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            peopleList: (snapshot) => expect(snapshot.context.subject).toBe('7'),
            'peopleList.loading': phases.loading,
            'peopleList.ready': phases.ready,
            'peopleList.exhausted': phases.exhausted,
            'peopleList.failed': phases.failed,
          },
          afterStep: (step) => {
            const want = expected(path.events.slice(0, step));
            const { context } = actor.getSnapshot();
            expect(context.people.map((one) => one.id)).toEqual(want.ids);
            expect(context.page).toBe(want.page);
            expect(context.failure !== null).toBe(want.failed);
            // Everyone listed is in the user store, which every follow button reads.
            for (const id of want.ids) expect(userStore.getSnapshot().context.people[id]).toMatchObject({ id });
            expect(userStore.getSnapshot().context.people['2']?.isFollowing ?? null).toBe(want.ids.includes('2') ? true : null);
          },
        }),
        { input },
      );
    });
  }
});
