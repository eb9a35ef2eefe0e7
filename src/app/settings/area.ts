import { fromPromise } from 'xstate';
import type { Locale } from '../../../contract/locales';
import { localeMachine } from '../../machines/locale.machine';
import { longLived, onDemand, type Area } from '../root/area';
import type { ScreenServices } from './screens';

/** What the language choice, the password change, edit profile and the blacklist need of the outside world. */
export interface SettingsServices extends ScreenServices {
  /** The language remembered from an earlier visit (or the default): the first catalog to activate. */
  storedLocale: Locale;
  activateCatalog(locale: Locale): Promise<void>;
  storeLocale(locale: Locale): void;
}

// Settings panels: the wiring and each panel's machine load when the panel is first opened, never with /home or /login.
const screensCode = () => import('./screens');

/** The interface language (long-lived: the whole app follows it), Change Password, Edit profile and Blacklist. */
export function settings({ api, gateway, uploads, session, storedLocale, activateCatalog, storeLocale }: SettingsServices) {
  const services = { api, gateway, uploads, session };
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
