import { fromPromise } from 'xstate';
import type { Profile } from '../../machines/profile.machine';
import type { AuthApi, UserProfile } from '../../services/api';
import type { Gateway } from '../../services/gatewayError';
import { operation } from '../root/area';

// A profile's and the hashtag search's machines provided with their calls: each loads with its screen (./area.ts declares them on demand).

export const profileScreen = async (api: Pick<AuthApi, 'user'>) =>
  (await import('../../machines/profile.machine')).profileMachine.provide({
    actors: { loadProfile: fromPromise(({ input, signal }) => api.user(input.userId, signal).then(toProfile)) },
  });

export const hashtagSearchScreen = async (gateway: Gateway) =>
  (await import('../../machines/hashtagSearch.machine')).hashtagSearchMachine.provide({
    actors: { searchHashtags: operation(gateway, 'SearchHashtags', (answer) => answer.searchHashtags) },
  });

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
