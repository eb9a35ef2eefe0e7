import { assign, fromPromise, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';
import type { Person } from './people';

/** Spec §2, §9: the header search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export type PeopleSearchEvent =
  | { type: 'search.type'; query: string }
  /** Focus back in the box: the dropdown opens again on what is typed. */
  | { type: 'search.open' }
  /** Escape or a click outside. */
  | { type: 'search.close' }
  | { type: 'search.highlightNext' }
  | { type: 'search.highlightPrevious' }
  /** Enter: chooses the highlighted person. */
  | { type: 'search.choose' }
  /** A click on a result. */
  | { type: 'search.pick'; personId: string };

interface PeopleSearchContext {
  query: string;
  results: Person[];
  /** Index of the option arrow keys reached; -1 for none. */
  highlighted: number;
  failure: Failure | null;
}

const isBlank = (query: string) => query.trim().length === 0;

/**
 * The people search of the header (spec §2), and of the composer's tagging: 300 ms after the last keystroke it asks for the people whose names start with
 * the query; a new keystroke leaves `searching`, which aborts the stale request, so the latest query wins.
 */
export const peopleSearchMachine = setup({
  types: {
    context: {} as PeopleSearchContext,
    events: {} as PeopleSearchEvent,
  },
  actors: {
    searchPeople: fromPromise<Person[], { search: string }>(notProvided('searchPeople')),
  },
  actions: {
    assignQuery: assign({ query: (_, query: string) => query }),
    assignResults: assign({ results: (_, results: Person[]) => results, highlighted: -1, failure: null }),
    clearResults: assign({ results: [], highlighted: -1, failure: null }),
    forgetQuery: assign({ query: '', results: [], highlighted: -1, failure: null }),
    highlightNext: assign({ highlighted: ({ context }) => (context.highlighted + 1) % context.results.length }),
    highlightPrevious: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? context.results.length : context.highlighted) - 1,
    }),
    assignFailure: assignFailure(),
    /** What choosing a person does where the box is: the header opens /user-profile/{id}, the composer tags them. */
    choosePerson: (_, _person: Person) => {},
  },
  guards: {
    isBlankQuery: (_, query: string) => isBlank(query),
    hasQuery: ({ context }) => !isBlank(context.query),
    hasResults: ({ context }) => context.results.length > 0,
    hasHighlight: ({ context }) => context.highlighted >= 0 && context.highlighted < context.results.length,
    isResult: ({ context }, personId: string) => context.results.some((person) => person.id === personId),
  },
}).createMachine({
  id: 'peopleSearch',
  context: { query: '', results: [], highlighted: -1, failure: null },
  initial: 'closed',
  on: {
    'search.type': [
      {
        guard: { type: 'isBlankQuery', params: ({ event }) => event.query },
        target: '.closed',
        actions: [{ type: 'assignQuery', params: ({ event }) => event.query }, 'clearResults'],
      },
      { target: '.debouncing', reenter: true, actions: [{ type: 'assignQuery', params: ({ event }) => event.query }, 'clearResults'] },
    ],
    'search.close': { target: '.closed', actions: 'clearResults' },
  },
  states: {
    // No dropdown.
    closed: {
      on: { 'search.open': { guard: 'hasQuery', target: 'debouncing' } },
    },
    // Waiting for the typing to pause; each keystroke starts the wait again.
    debouncing: {
      after: { [SEARCH_DEBOUNCE_MS]: 'searching' },
    },
    // 'Loading...' in the dropdown; leaving this state aborts the request.
    searching: {
      invoke: {
        src: 'searchPeople',
        input: ({ context }) => ({ search: context.query.trim() }),
        onDone: { target: 'showing', actions: { type: 'assignResults', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: ['clearResults', { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    // The people found, or the no-result text.
    showing: {
      on: {
        'search.highlightNext': { guard: 'hasResults', actions: 'highlightNext' },
        'search.highlightPrevious': { guard: 'hasResults', actions: 'highlightPrevious' },
        'search.choose': {
          guard: 'hasHighlight',
          target: 'closed',
          actions: [{ type: 'choosePerson', params: ({ context }) => context.results[context.highlighted]! }, 'forgetQuery'],
        },
        'search.pick': {
          guard: { type: 'isResult', params: ({ event }) => event.personId },
          target: 'closed',
          actions: [
            { type: 'choosePerson', params: ({ context, event }) => context.results.find((person) => person.id === event.personId)! },
            'forgetQuery',
          ],
        },
      },
    },
    // The server refused the query or could not be reached: the dropdown says why.
    failed: {},
  },
});
