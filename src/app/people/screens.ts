import { fromPromise } from 'xstate';
import type { Profile } from '../../machines/profile.machine';
import type { AuthApi, UserProfile } from '../../services/api';
import type { PeopleApi } from '../../services/people';

// A profile's and the hashtag search's machines provided with their calls: each loads with its screen (./area.ts declares them on demand).

export const profileScreen = async (api: Pick<AuthApi, 'user'>) =>
  (await import('../../machines/profile.machine')).profileMachine.provide({
    actors: { loadProfile: fromPromise(({ input, signal }) => api.user(input.userId, signal).then(toProfile)) },
  });

export const hashtagSearchScreen = async (people: PeopleApi) =>
  (await import('../../machines/hashtagSearch.machine')).hashtagSearchMachine.provide({
    actors: { searchHashtags: fromPromise(({ input, signal }) => people.searchHashtags(input.search, input.page, signal)) },
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
