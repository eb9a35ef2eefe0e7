import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { blacklistMachine } from '../../machines/blacklist.machine';
import type { changePasswordMachine } from '../../machines/changePassword.machine';
import type { editProfileMachine } from '../../machines/editProfile.machine';
import { useScreenActor, useSystemActor } from '../root/hooks';

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

export const useLocaleActor = () => useSystemActor('locale');
export const useLocale = () => useSelector(useLocaleActor(), (snapshot) => snapshot.context.locale);
export const useChangePassword = () => useScreenActor('changePassword', {});
export type EditProfileActor = ActorRefFrom<typeof editProfileMachine>;
export type BlacklistActor = ActorRefFrom<typeof blacklistMachine>;
/** `today` is the viewer's date (YYYY-MM-DD): a birth date may not be later. */
export const useEditProfile = (today: string) => useScreenActor('editProfile', { today });
export const useBlacklist = (viewerId: string) => useScreenActor('blacklist', { viewerId });
export { matchingFollowers } from '../../machines/people';
export type { Country, Gender, PhotoSlot, Place } from '../../machines/editProfile.machine';
