import { fromPromise } from 'xstate';
import { peopleListMachine, type PeoplePageRequest } from '../../machines/peopleList.machine';
import type { Person } from '../../machines/person';
import type { Profile } from '../../machines/profile.machine';
import { userStoreMachine } from '../../machines/userStore.machine';
import type { AuthApi, UserProfile } from '../../services/api';
import type { PeopleApi } from '../../services/people';
import { longLived, longLivedOnDemand, onDemand, type Area } from '../root/area';

// Opened by the person: a profile's and the hashtag search's machines load with their screens.
const profileCode = () => import('../../machines/profile.machine');
const hashtagSearchCode = () => import('../../machines/hashtagSearch.machine');
// Pressed by the person rather than drawn: follow loads once the first screen has settled (or with the first press).
const followCode = () => import('./actors');

/** What the profile pages, the people lists and the follow buttons need of the outside world. */
export interface PeopleServices {
  api: Pick<AuthApi, 'user'>;
  people: PeopleApi;
}

/** People: the one user store and the follows (long-lived), profiles (/my-profile, /user-profile/{id}) and the people lists. */
export function people({ api, people: peopleApi }: PeopleServices) {
  // One paged list machine; each list is its own page loader (the subject is the user whose people it lists).
  const list = (loadPeople: (request: PeoplePageRequest, signal: AbortSignal) => Promise<Person[]>) =>
    peopleListMachine.provide({ actors: { loadPeople: fromPromise(({ input, signal }) => loadPeople(input, signal)) } });

  return {
    actors: {
      userStore: longLived(userStoreMachine),
      follow: longLivedOnDemand(async () => (await followCode()).followLogic(peopleApi), { afterFirstScreen: true }),
    },
    screens: {
      profile: onDemand(async () =>
        (await profileCode()).profileMachine.provide({
          actors: { loadProfile: fromPromise(({ input, signal }) => api.user(input.userId, signal).then(toProfile)) },
        }),
      ),
      followers: list(({ page, subject }, signal) => peopleApi.followers(subject ?? '', page, signal)),
      followings: list(({ page, subject }, signal) => peopleApi.followings(subject ?? '', page, signal)),
      trendingPeople: list(({ page }, signal) => peopleApi.trendingPeople(page, signal)),
      hashtagSearch: onDemand(async () =>
        (await hashtagSearchCode()).hashtagSearchMachine.provide({
          actors: { searchHashtags: fromPromise(({ input, signal }) => peopleApi.searchHashtags(input.search, input.page, signal)) },
        }),
      ),
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
