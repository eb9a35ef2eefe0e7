import { peopleListMachine } from '../../machines/peopleList.machine';
import { userStoreMachine } from '../../machines/userStore.machine';
import type { AuthApi } from '../../services/api';
import type { Gateway } from '../../services/gatewayError';
import { longLived, longLivedOnDemand, onDemand, operation, type Area } from '../root/area';

// Opened by the person: a profile's and the hashtag search's machines load with their screens.
const screensCode = () => import('./screens');
// Pressed by the person rather than drawn: follow loads once the first screen has settled (or with the first press).
const followCode = () => import('./actors');

/** What the profile pages, the people lists and the follow buttons need of the outside world. */
export interface PeopleServices {
  api: Pick<AuthApi, 'user'>;
  gateway: Gateway;
}

/** People: the one user store and the follows (long-lived), profiles (/my-profile, /user-profile/{id}) and the people lists. */
export function people({ api, gateway }: PeopleServices) {
  return {
    actors: {
      userStore: longLived(userStoreMachine),
      follow: longLivedOnDemand(async () => (await followCode()).followLogic(gateway), { afterFirstScreen: true }),
    },
    screens: {
      profile: onDemand(async () => (await screensCode()).profileScreen(api)),
      // One paged list machine; each list is its own page loader (the subject is the user whose people it lists).
      followers: peopleListMachine.provide({
        actors: {
          loadPeople: operation(
            gateway,
            'Followers',
            (answer) => answer.followers,
            ({ page, subject }) => ({ userId: subject ?? '', page }),
          ),
        },
      }),
      followings: peopleListMachine.provide({
        actors: {
          loadPeople: operation(
            gateway,
            'Followings',
            (answer) => answer.followings,
            ({ page, subject }) => ({ userId: subject ?? '', page }),
          ),
        },
      }),
      trendingPeople: peopleListMachine.provide({
        actors: {
          loadPeople: operation(
            gateway,
            'TrendingPeople',
            (answer) => answer.trendingPeople,
            ({ page }) => ({ page }),
          ),
        },
      }),
      hashtagSearch: onDemand(async () => (await screensCode()).hashtagSearchScreen(gateway)),
    },
  } satisfies Area;
}
