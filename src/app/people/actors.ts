import { fromPromise } from 'xstate';
import { followCallMachine, followMachine } from '../../machines/follow.machine';
import { runOperation, type Gateway } from '../../services/gatewayError';

/*
 * Follow and unfollow provided with their call: this module and the machine load once the first screen has
 * settled, or with the first Follow a person presses before that (./area.ts declares the actor on demand;
 * the buttons deliver to it through the root), so the first load carries none of it.
 */

export const followLogic = (gateway: Gateway) =>
  followMachine.provide({
    actors: {
      followCall: followCallMachine.provide({
        actors: {
          followUser: fromPromise(async ({ input: { userId, follow }, signal }) => {
            const answer = follow
              ? (await runOperation(gateway, 'Follow', { userId }, signal)).follow
              : (await runOperation(gateway, 'Unfollow', { userId }, signal)).unfollow;
            return {
              isFollowing: answer.isFollowing,
              followersCount: answer.followersCount,
              viewerFollowingCount: answer.viewerFollowingCount,
            };
          }),
        },
      }),
    },
  });
