import { preload } from '../root/area';
import { useDelivery, useScreenActor, useSystemActor } from '../root/hooks';

export type { Person } from '../../machines/person';
export type { Profile } from '../../machines/profile.machine';
export { personIn } from '../../machines/userStore.machine';

export type PeopleListName = 'followers' | 'followings' | 'trendingPeople';

export const useProfile = (userId: string) => useScreenActor('profile', { userId });
export const useUserStore = () => useSystemActor('userStore');
/** Follow as the buttons send to it: delivered at once, or once its code has loaded. */
export const useFollow = () => useDelivery('follow');
/** A people list; `subject` is the user whose followers or following it lists. */
export const usePeopleList = (list: PeopleListName, subject?: string) => useScreenActor(list, { subject: subject ?? null });
export type PeopleListActor = ReturnType<typeof usePeopleList>;
export const useHashtagSearch = () => useScreenActor('hashtagSearch', {});

/** Starts loading a profile's or the hashtag search's machine with the screen's own code, so both arrive together. */
export const preloadProfile = preload(
  () => import('./screens'),
  () => import('../../machines/profile.machine'),
);
export const preloadHashtagSearch = preload(
  () => import('./screens'),
  () => import('../../machines/hashtagSearch.machine'),
);
