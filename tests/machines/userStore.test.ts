import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { personIn, userStoreMachine, type PersonFacts, type UserStoreEvent } from '../../src/machines/userStore.machine';

const ids = fc.constantFrom('1', '2', '3');
const facts = fc.record(
  {
    isFollowing: fc.boolean(),
    followersCount: fc.option(fc.nat(50), { nil: null }),
    followingCount: fc.option(fc.nat(50), { nil: null }),
    firstName: fc.constantFrom('Ava', 'Bo'),
  },
  { requiredKeys: [] },
);
const events: fc.Arbitrary<UserStoreEvent> = fc.oneof(
  fc
    .array(fc.tuple(ids, facts), { maxLength: 3 })
    .map((people) => ({ type: 'people.received' as const, people: people.map(([id, known]) => ({ id, ...known })) })),
  fc.tuple(ids, facts).map(([id, patch]) => ({ type: 'person.patched' as const, id, patch })),
);

/** The store's rule, written plainly: the last fact said of a person wins; a missing or null fact erases nothing. */
function expected(sequence: UserStoreEvent[]): Record<string, PersonFacts> {
  const people: Record<string, Record<string, unknown>> = {};
  const take = (id: string, said: object) => {
    const known = (people[id] ??= { id });
    for (const [key, value] of Object.entries(said)) if (value !== null && value !== undefined) known[key] = value;
  };
  for (const event of sequence) {
    if (event.type === 'people.received') event.people.forEach((person) => take(person.id, person));
    else take(event.id, event.patch);
  }
  return people as Record<string, PersonFacts>;
}

describe('user store', () => {
  it('holds the last fact said of each person, whatever the order of lists and patches', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 12 }), (sequence) => {
        const store = createActor(userStoreMachine).start();
        for (const event of sequence) store.send(event);
        expect(store.getSnapshot().context.people).toEqual(expected(sequence));
      }),
    );
  });

  it('a list reads the store over its own page: a follow elsewhere shows in it', () => {
    const store = createActor(userStoreMachine).start();
    const row = { id: '7', firstName: 'Ava', isFollowing: false, followersCount: 4 as number | null };
    expect(personIn(store.getSnapshot().context, row)).toEqual(row);
    store.send({ type: 'person.patched', id: '7', patch: { isFollowing: true, followersCount: 5 } });
    expect(personIn(store.getSnapshot().context, row)).toEqual({ ...row, isFollowing: true, followersCount: 5 });
  });
});
