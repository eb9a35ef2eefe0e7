import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Locale } from '../../contract/locales';
import { changePasswordMachine } from '../machines/changePassword.machine';
import { localeMachine } from '../machines/locale.machine';
import type { AuthApi } from '../services/api';
import { longLived, type Area } from './area';
import { useScreenActor, useSystemActor } from './hooks';

/** What the language choice and the password change need of the outside world. */
export interface SettingsServices {
  api: Pick<AuthApi, 'changePassword'>;
  session: { renewTokens(tokens: { authToken: string; jwtToken: string | null }): Promise<void> };
  /** The language remembered from an earlier visit (or the default): the first catalog to activate. */
  storedLocale: Locale;
  activateCatalog(locale: Locale): Promise<void>;
  storeLocale(locale: Locale): void;
}

/** The interface language (long-lived: the whole app follows it) and Settings → Change Password. */
export function settings({ api, session, storedLocale, activateCatalog, storeLocale }: SettingsServices) {
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
      changePassword: changePasswordMachine.provide({
        actors: {
          // The change ended every session, this one too: keep the fresh tokens it answered.
          changePassword: fromPromise(async ({ input, signal }) => {
            const { message, ...tokens } = await api.changePassword(input, signal);
            await session.renewTokens(tokens);
            return { message };
          }),
        },
      }),
    },
  } satisfies Area;
}

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

export const useLocaleActor = () => useSystemActor('locale');
export const useLocale = () => useSelector(useLocaleActor(), (snapshot) => snapshot.context.locale);
export const useChangePassword = () => useScreenActor('changePassword', {});
