import type { AnyEventObject } from 'xstate';
import { Messages } from '../../../contract/messages';
import { peopleSearchMachine, SEARCH_DEBOUNCE_MS } from '../../../src/machines/peopleSearch.machine';
import { answers, labelled, type ModelOptions } from './model';

export const searchPeopleFound = [
  { id: '3', firstName: 'Milo', lastName: 'Rivers', username: 'milo', profilePhoto: null, isVerified: true },
  { id: '5', firstName: 'Rita', lastName: 'Rivera', username: 'rita', profilePhoto: '/media/user/profile/r.jpg', isVerified: false },
];

/** What a person does with the header search box, and what time and the server answer. */
export const peopleSearchEvents: AnyEventObject[] = [
  labelled("type 'riv'", { type: 'search.type', query: 'riv' }),
  labelled("type ' rive '", { type: 'search.type', query: ' rive ' }),
  labelled('clear the box', { type: 'search.type', query: '  ' }),
  { type: 'search.open' },
  { type: 'search.close' },
  { type: 'search.highlightNext' },
  { type: 'search.highlightPrevious' },
  { type: 'search.choose' },
  labelled('click Milo', { type: 'search.pick', personId: '3' }),
  labelled(`${SEARCH_DEBOUNCE_MS} ms pass`, { type: `xstate.after.${SEARCH_DEBOUNCE_MS}.peopleSearch.debouncing` }),
  ...answers(peopleSearchMachine, 'peopleSearch.searching', 'searchPeople', {
    done: { 'two people': searchPeopleFound, 'no one': [] },
    error: { refused: { status: 400, message: Messages.searchInvalid } },
  }),
];

/** Guards read the query, the results and the highlight: the vertices tell them apart. */
export const peopleSearchModel: ModelOptions = {
  vertex: (snapshot) => [snapshot.context.query.trim() !== '', snapshot.context.results.length, snapshot.context.highlighted],
};
