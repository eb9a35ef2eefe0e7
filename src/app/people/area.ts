import { fromPromise } from 'xstate';
import { peopleListMachine, type PeoplePageRequest } from '../../machines/peopleList.machine';
import type { Person } from '../../machines/person';
import { userStoreMachine } from '../../machines/userStore.machine';
import type { AuthApi } from '../../services/api';
import type { PeopleApi } from '../../services/people';
import { longLived, longLivedOnDemand, onDemand, type Area } from '../root/area';

// Opened by the person: a profile's and the hashtag search's machines load with their screens.
const screensCode = () => import('./screens');
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
      profile: onDemand(async () => (await screensCode()).profileScreen(api)),
      followers: list(({ page, subject }, signal) => peopleApi.followers(subject ?? '', page, signal)),
      followings: list(({ page, subject }, signal) => peopleApi.followings(subject ?? '', page, signal)),
      trendingPeople: list(({ page }, signal) => peopleApi.trendingPeople(page, signal)),
      hashtagSearch: onDemand(async () => (await screensCode()).hashtagSearchScreen(peopleApi)),
    },
  } satisfies Area;
}
