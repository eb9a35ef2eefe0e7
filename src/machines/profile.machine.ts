import { assign, fromPromise, sendTo, setup } from 'xstate';
import { assignFailure, toFailure, type Failure } from './failure';
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
  guards: {
    /** No such person (or hidden from the viewer): trying again cannot help. */
    isNotFound: (_, error: unknown) => toFailure(error).status === 404,
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
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }: { event: { error: unknown } }) => event.error }, target: 'notFound' },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
          },
        ],
      },
    },
    ready: {},
    // Unreachable: the page says so and offers a retry.
    failed: { on: { 'profile.retry': 'loading' } },
    // No such person: the page says so and leads home.
    notFound: { type: 'final' },
  },
});
