import type { AnyEventObject } from 'xstate';
import { peopleListMachine } from '../../../src/machines/peopleList.machine';
import type { Person } from '../../../src/machines/person';
import * as fx from '../fixtures';
import { answers } from './model';

/** The people list's people and events (its model suite and its screen-actor suite share them). */

/** Someone listed; the viewer follows person 2. */
export const person = (id: string): Person => ({
  id,
  firstName: 'P',
  lastName: id,
  username: `p${id}`,
  profilePhoto: null,
  isVerified: false,
  isFollowing: id === '2',
  followersCount: null,
});
export const firstPage = [person('1'), person('2')];
export const overlapping = [person('2'), person('3')];

export const peopleListEvents: AnyEventObject[] = [
  { type: 'people.loadMore' },
  { type: 'people.retry' },
  ...answers(peopleListMachine, 'peopleList.loading', 'loadPeople', {
    done: { 'a page': firstPage, 'an overlapping page': overlapping, 'nobody more': [] },
    error: { offline: fx.offline },
  }),
];
