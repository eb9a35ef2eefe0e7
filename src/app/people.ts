import { fromPromise } from 'xstate';
import { profileMachine, type Profile } from '../machines/profile.machine';
import type { AuthApi, UserProfile } from '../services/api';
import type { Area } from './area';
import { useScreenActor } from './hooks';

export type { Profile };

/** What the profile pages need of the outside world. */
export interface PeopleServices {
  api: Pick<AuthApi, 'user'>;
}

/** Profiles (/my-profile, /user-profile/{id}); follow, block and the people lists join here. */
export function people({ api }: PeopleServices) {
  return {
    actors: {},
    screens: {
      profile: profileMachine.provide({
        actors: { loadProfile: fromPromise(({ input, signal }) => api.user(input.userId, signal).then(toProfile)) },
      }),
    },
  } satisfies Area;
}

function toProfile(user: UserProfile): Profile {
  return {
    ...user,
    links: {
      website: user.websiteLink,
      facebook: user.facebookLink,
      instagram: user.instagramLink,
      twitter: user.twitterLink,
      other: user.otherProfileLink,
    },
  };
}

export const useProfile = (userId: string) => useScreenActor('profile', { userId });
