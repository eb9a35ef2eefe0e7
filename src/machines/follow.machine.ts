import { assign, enqueueActions, fromPromise, sendTo, setup, type DoneActorEvent } from 'xstate';
import { toFailure } from './failure';
import { notifyToasts, type Notice } from './notice';
import { notProvided } from './notProvided';
import type { FollowState } from './person';
import type { UserStoreEvent } from './userStore.machine';

/** What the server answers a follow or unfollow. */
export interface FollowAnswer {
  isFollowing: boolean;
  followersCount: number;
  viewerFollowingCount: number;
}

/** One follow call: who, which way, who asks, and the state to go back to if the server refuses. */
export interface FollowCall {
  callId: string;
  userId: string;
  follow: boolean;
  viewerId: string;
  restore: FollowState;
}

export type FollowEvent = {
  type: 'person.follow';
  /** The person as the button shows them now. */
  person: { id: string } & FollowState;
  /** Follow (true) or unfollow (false). */
  follow: boolean;
  viewerId: string;
};

/** The followers count a follow shows before the server answers, from the state before the first click. */
const guessedFollowers = ({ restore, follow }: Pick<FollowCall, 'restore' | 'follow'>) =>
  restore.followersCount === null ? null : Math.max(0, restore.followersCount + (follow ? 1 : 0) - (restore.isFollowing ? 1 : 0));

const patched = (id: string, patch: Extract<UserStoreEvent, { type: 'person.patched' }>['patch']): UserStoreEvent => ({
  type: 'person.patched',
  id,
  patch,
});

/**
 * One follow or unfollow, spawned by the follow machine: it shows at once in every list (the user store),
 * takes the server's counts when it answers, and puts the person back with the server's message if it refuses.
 */
export const followCallMachine = setup({
  types: {
    context: {} as FollowCall,
    input: {} as FollowCall,
    output: {} as { callId: string; userId: string },
  },
  actors: {
    followUser: fromPromise<FollowAnswer, { userId: string; follow: boolean }>(notProvided('followUser')),
  },
  actions: {
    toStore: sendTo(
      ({ system }) => system.get('userStore'),
      (_, event: UserStoreEvent) => event,
    ),
    notify: notifyToasts(),
  },
}).createMachine({
  id: 'followCall',
  context: ({ input }) => input,
  output: ({ context }) => ({ callId: context.callId, userId: context.userId }),
  initial: 'calling',
  states: {
    // The button and the counts show the asked state while the server works.
    calling: {
      entry: {
        type: 'toStore',
        params: ({ context }) => patched(context.userId, { isFollowing: context.follow, followersCount: guessedFollowers(context) }),
      },
      invoke: {
        src: 'followUser',
        input: ({ context }) => ({ userId: context.userId, follow: context.follow }),
        onDone: {
          target: 'answered',
          actions: [
            {
              type: 'toStore',
              params: ({ context, event }) =>
                patched(context.userId, { isFollowing: event.output.isFollowing, followersCount: event.output.followersCount }),
            },
            {
              type: 'toStore',
              params: ({ context, event }) => patched(context.viewerId, { followingCount: event.output.viewerFollowingCount }),
            },
          ],
        },
        onError: {
          target: 'answered',
          actions: [
            { type: 'toStore', params: ({ context }) => patched(context.userId, { ...context.restore }) },
            { type: 'notify', params: ({ event }): Notice => ({ kind: 'error', message: toFailure(event.error).message }) },
          ],
        },
      },
    },
    answered: { type: 'final' },
  },
});

interface Running {
  callId: string;
  restore: FollowState;
}

/**
 * Follow and unfollow (spec §4, §6), one call a person as a child actor: a new click aborts the running call and the
 * latest wish wins; a refusal restores the state before those clicks.
 */
export const followMachine = setup({
  types: {
    context: {} as { running: Record<string, Running>; nextCall: number },
    events: {} as FollowEvent | DoneActorEvent<{ callId: string; userId: string }>,
  },
  actors: { followCall: followCallMachine },
  actions: {
    startCall: enqueueActions(({ context, enqueue }, { person, follow, viewerId }: Omit<FollowEvent, 'type'>) => {
      const earlier = context.running[person.id];
      if (earlier) enqueue.stopChild(earlier.callId);
      const callId = `follow-${context.nextCall}`;
      const restore = earlier?.restore ?? { isFollowing: person.isFollowing, followersCount: person.followersCount };
      enqueue.assign({ running: { ...context.running, [person.id]: { callId, restore } }, nextCall: context.nextCall + 1 });
      enqueue.spawnChild('followCall', { id: callId, input: { callId, userId: person.id, follow, viewerId, restore } });
    }),
    endCall: assign(({ context }, done: { callId: string; userId: string }) => {
      if (context.running[done.userId]?.callId !== done.callId) return {};
      const { [done.userId]: _ended, ...running } = context.running;
      return { running };
    }),
    stopCall: enqueueActions(({ enqueue }, done: { callId: string }) => enqueue.stopChild(done.callId)),
  },
  guards: {
    isSomeoneElse: (_, { person, viewerId }: Omit<FollowEvent, 'type'>) => person.id !== viewerId,
  },
}).createMachine({
  id: 'follow',
  context: { running: {}, nextCall: 0 },
  on: {
    'person.follow': {
      guard: { type: 'isSomeoneElse', params: ({ event }) => event },
      actions: { type: 'startCall', params: ({ event }) => event },
    },
    // A call is done: the server has answered it.
    'xstate.done.actor.*': {
      actions: [
        { type: 'endCall', params: ({ event }) => event.output },
        { type: 'stopCall', params: ({ event }) => event.output },
      ],
    },
  },
});

/** A person is being followed or unfollowed right now. */
export const isFollowCallRunning = (context: { running: Record<string, Running> }, userId: string) => userId in context.running;
