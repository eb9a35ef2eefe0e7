import { assign, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, type Failure } from './failure';
import { notProvided } from './notProvided';
import type { UserStoreRef } from './userStore.machine';

/** What a profile header shows (§2 /my-profile, /user-profile/{id}). */
export interface Profile {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  bio: string | null;
  profilePhoto: string | null;
  coverPhoto: string | null;
  isVerified: boolean;
  isFollowing: boolean;
  isSubscribed: boolean;
  /** The viewer blocked them: no conversation across a block. */
  isBlocked: boolean;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  links: { website: string | null; facebook: string | null; instagram: string | null; twitter: string | null; other: string | null };
}

export const profileMachine = setup({
  types: {
    context: {} as { userId: string; userStore: UserStoreRef; profile: Profile | null; failure: Failure | null },
    input: {} as { userId: string; userStore: UserStoreRef },
    events: {} as { type: 'profile.retry' },
  },
  actors: {
    loadProfile: fromPromise<Profile, { userId: string }>(notProvided('loadProfile')),
  },
  actions: {
    assignProfile: assign({ profile: (_, profile: Profile) => profile, failure: null }),
    // The relation and counts go to the user store, which every follow button and list reads.
    storeProfile: sendTo(
      ({ context }) => context.userStore,
      (_, { id, isFollowing, followersCount, followingCount }: Profile) => ({
        type: 'people.received' as const,
        people: [{ id, isFollowing, followersCount, followingCount }],
      }),
    ),
    assignFailure: assignFailure(),
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ userId: input.userId, userStore: input.userStore, profile: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeProfile', params: ({ event }) => event.output },
            { type: 'assignProfile', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {},
    // Not found or unreachable: the page says so and offers a retry.
    failed: { on: { 'profile.retry': 'loading' } },
  },
});
