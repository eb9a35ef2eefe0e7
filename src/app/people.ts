import { fromPromise } from 'xstate';
import { peopleListMachine } from '../machines/peopleList.machine';
import type { Profile } from '../machines/profile.machine';
import type { ProfileTab } from '../machines/profileTabs.machine';
import { userStoreMachine } from '../machines/userStore.machine';
import { runOperation, type Gateway, type OperationResult } from '../services/gatewayError';
import { longLived, longLivedOnDemand, onDemand, operation, preload, type Area } from './root/area';
import { useDelivery, useScreenActor, useSystemActor } from './root/hooks';

/** What the profile pages, the people lists and the follow buttons need of the outside world. */
export interface PeopleServices {
  gateway: Gateway;
  navigate(path: string, options?: { replace?: boolean }): void;
}

/** A user's profile page as the gateway answers it (relations seen from the viewer), its links gathered. */
function toProfile(user: OperationResult<'UserProfile'>['user']): Profile {
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

const profileCode = () => import('../machines/profile.machine');
const profileTabsCode = () => import('../machines/profileTabs.machine');
const hashtagSearchCode = () => import('../machines/hashtagSearch.machine');

/** People: the one user store and the follows (long-lived), profiles (/my-profile, /user-profile/{id}) and the people lists. */
export function people({ gateway, navigate }: PeopleServices) {
  return {
    actors: {
      userStore: longLived(userStoreMachine),
      // Pressed by the person rather than drawn: follow loads once the first screen has settled (or with the first press).
      follow: longLivedOnDemand(
        async () => {
          const { followCallMachine, followMachine } = await import('../machines/follow.machine');
          return followMachine.provide({
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
        },
        { afterFirstScreen: true },
      ),
    },
    screens: {
      // Opened by the person: a profile's and the hashtag search's machines load with their screens.
      profile: onDemand(async () =>
        (await profileCode()).profileMachine.provide({
          actors: {
            loadProfile: operation(
              gateway,
              'UserProfile',
              ({ user }) => toProfile(user),
              ({ userId }) => ({ id: userId }),
            ),
          },
        }),
      ),
      profileTabs: onDemand(async () =>
        (await profileTabsCode()).profileTabsMachine.provide({
          actors: {
            loadCounts: operation(
              gateway,
              'ProfileCounts',
              (answer) => answer.profileCounts,
              ({ userId }) => ({ userId }),
            ),
          },
          // Replaced, not pushed: Back leaves the profile rather than walking through its tabs.
          actions: { showTab: ({ context }, tab) => navigate(profileTabPath(context.path, tab), { replace: true }) },
        }),
      ),
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
      hashtagSearch: onDemand(async () =>
        (await hashtagSearchCode()).hashtagSearchMachine.provide({
          actors: { searchHashtags: operation(gateway, 'SearchHashtags', (answer) => answer.searchHashtags) },
        }),
      ),
    },
  } satisfies Area;
}

// The hooks the profile pages, the people lists and the follow buttons use.

export type { Person } from '../machines/person';
export type { Profile } from '../machines/profile.machine';
export { personIn } from '../machines/userStore.machine';

export type PeopleListName = 'followers' | 'followings' | 'trendingPeople';

export const useProfile = (userId: string) => useScreenActor('profile', { userId });
/** A profile's tabs, opened on the tab the address asks for; `path` is the profile's own address. */
export const useProfileTabs = (userId: string, path: string, tab: ProfileTab) => useScreenActor('profileTabs', { userId, path, tab });
export type ProfileTabsActor = ReturnType<typeof useProfileTabs>;
export { PROFILE_TABS, profileTabOf, type ProfileCounts, type ProfileTab } from '../machines/profileTabs.machine';

/** The address of a profile's tab: the profile's own for Posts, `?tab=media` or `?tab=locked` for the others. */
export const profileTabPath = (path: string, tab: ProfileTab) => (tab === 'posts' ? path : `${path}?tab=${tab}`);
export const useUserStore = () => useSystemActor('userStore');
/** Follow as the buttons send to it: delivered at once, or once its code has loaded. */
export const useFollow = () => useDelivery('follow');
/** A people list; `subject` is the user whose followers or following it lists. */
export const usePeopleList = (list: PeopleListName, subject?: string) => useScreenActor(list, { subject: subject ?? null });
export type PeopleListActor = ReturnType<typeof usePeopleList>;
export const useHashtagSearch = () => useScreenActor('hashtagSearch', {});

/** Starts loading a profile's or the hashtag search's machine with the screen's own code, so both arrive together. */
export const preloadProfile = preload(profileCode, profileTabsCode);
export const preloadHashtagSearch = preload(hashtagSearchCode);
