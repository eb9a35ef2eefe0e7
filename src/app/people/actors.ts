import { fromPromise } from 'xstate';
import { followCallMachine, followMachine } from '../../machines/follow.machine';
import type { PeopleApi } from '../../services/people';

/*
 * Follow and unfollow provided with their call: this module and the machine load once the first screen has
 * settled, or with the first Follow a person presses before that (./area.ts declares the actor on demand;
 * the buttons deliver to it through the root), so the first load carries none of it.
 */

export const followLogic = (people: PeopleApi) =>
  followMachine.provide({
    actors: {
      followCall: followCallMachine.provide({
        actors: { followUser: fromPromise(({ input, signal }) => people.follow(input.userId, input.follow, signal)) },
      }),
    },
  });
