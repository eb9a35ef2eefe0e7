import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Locale } from '../../../contract/locales';
import type { blacklistMachine } from '../../machines/blacklist.machine';
import type { changePasswordMachine } from '../../machines/changePassword.machine';
import type { editProfileMachine } from '../../machines/editProfile.machine';
import { localeMachine } from '../../machines/locale.machine';
import type { AuthApi } from '../../services/api';
import type { SettingsApi } from '../../services/settings';
import { longLived, onDemand, type Area } from '../root/area';
import { useScreenActor, useSystemActor } from '../root/hooks';

/** What the language choice, the password change, edit profile and the blacklist need of the outside world. */
export interface SettingsServices {
  api: Pick<AuthApi, 'changePassword'>;
  settingsApi: SettingsApi;
  session: { renewTokens(tokens: { authToken: string; jwtToken: string | null }): Promise<void> };
  /** The language remembered from an earlier visit (or the default): the first catalog to activate. */
  storedLocale: Locale;
  activateCatalog(locale: Locale): Promise<void>;
  storeLocale(locale: Locale): void;
}

// Settings panels: the wiring and each panel's machine load when the panel is first opened, never with /home or /login.
const screensCode = () => import('./screens');

/** The interface language (long-lived: the whole app follows it), Change Password, Edit profile and Blacklist. */
export function settings({ api, settingsApi, session, storedLocale, activateCatalog, storeLocale }: SettingsServices) {
  const services = { api, settingsApi, session };
  return {
    actors: {
      locale: longLived(
        localeMachine.provide({
          actors: { activateCatalog: fromPromise(({ input }) => activateCatalog(input.locale)) },
          actions: { persistLocale: (_, chosen) => storeLocale(chosen) },
        }),
        { locale: storedLocale },
      ),
    },
    screens: {
      changePassword: onDemand(async () => (await screensCode()).changePasswordScreen(services)),
      editProfile: onDemand(async () => (await screensCode()).editProfileScreen(services)),
      blacklist: onDemand(async () => (await screensCode()).blacklistScreen(services)),
    },
  } satisfies Area;
}

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
