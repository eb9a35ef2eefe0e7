import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Locale } from '../../contract/locales';
import type { blacklistMachine } from '../machines/blacklist.machine';
import type { changePasswordMachine } from '../machines/changePassword.machine';
import type { EditableProfile, editProfileMachine, ProfileChanges } from '../machines/editProfile.machine';
import { localeMachine } from '../machines/locale.machine';
import type { Person } from '../machines/people';
import { runOperation, type Gateway } from '../services/gatewayError';
import type { Session } from '../services/session';
import type { Uploads } from '../services/upload';
import { longLived, onDemand, operation, withSignal, type Area } from './root/area';
import { useScreenActor, useSystemActor } from './root/hooks';

/** What the language choice, the password change, edit profile and the blacklist need of the outside world. */
export interface SettingsServices {
  gateway: Gateway;
  uploads: Pick<Uploads, 'file'>;
  session: Pick<Session, 'renewTokens'>;
  /** The language remembered from an earlier visit (or the default): the first catalog to activate. */
  storedLocale: Locale;
  activateCatalog(locale: Locale): Promise<void>;
  storeLocale(locale: Locale): void;
}

/** The most follower pages the Blacklist's followers search reads. */
const FOLLOWER_PAGES_MAX = 20;

/** The viewer's followers, page after page (up to FOLLOWER_PAGES_MAX), for the Blacklist's search. */
async function allFollowers(gateway: Gateway, userId: string, signal: AbortSignal) {
  const followers: Person[] = [];
  for (let page = 1; page <= FOLLOWER_PAGES_MAX; page += 1) {
    const people = (await runOperation(gateway, 'Followers', { userId, page }, signal)).followers;
    if (people.length === 0) break;
    followers.push(...people);
  }
  return followers;
}

/** Chosen photos go up first (user/profile/); the profile then names them by key, and every text trimmed. */
async function saveProfile(
  { gateway, uploads }: Pick<SettingsServices, 'gateway' | 'uploads'>,
  { form, gender, countryId, photos }: ProfileChanges,
  signal: AbortSignal,
): Promise<{ message: string; profile: EditableProfile }> {
  const [profilePhoto, coverPhoto] = await Promise.all(
    [photos.profilePhoto, photos.coverPhoto].map((file) => (file ? uploads.file({ folder: 'user/profile/', file }, signal) : undefined)),
  );
  const text = Object.fromEntries(Object.entries(form).map(([field, value]) => [field, value.trim()])) as typeof form;
  const input = {
    ...text,
    gender,
    countryId,
    ...(profilePhoto ? { profilePhotoKey: profilePhoto.key } : {}),
    ...(coverPhoto ? { coverPhotoKey: coverPhoto.key } : {}),
  };
  const { message, user } = (await runOperation(gateway, 'EditProfile', { input }, signal)).editProfile;
  return { message, profile: user };
}

/**
 * The interface language (long-lived: the whole app follows it), Change Password, Edit profile and Blacklist (each
 * panel's machine loads when the panel is first opened, never with /home or /login).
 */
export function settings({ gateway, uploads, session, storedLocale, activateCatalog, storeLocale }: SettingsServices) {
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
      changePassword: onDemand(async () =>
        (await import('../machines/changePassword.machine')).changePasswordMachine.provide({
          actors: {
            // The change ended every session, this one too: keep the fresh tokens it answered. The session knows of the
            // renewal from the moment it is asked, so a refusal of the old tokens meanwhile (the socket the server ended
            // handshaking again) does not log this tab out.
            changePassword: fromPromise(async ({ input, signal }) => {
              const changed = runOperation(gateway, 'ChangePassword', { input }, signal).then((answer) => answer.changePassword);
              await session.renewTokens(changed);
              return { message: (await changed).message };
            }),
          },
        }),
      ),
      editProfile: onDemand(async () =>
        (await import('../machines/editProfile.machine')).editProfileMachine.provide({
          actors: {
            loadProfileSettings: fromPromise(async ({ signal }) => {
              const [{ viewer: profile }, { countries }] = await Promise.all([
                runOperation(gateway, 'MyProfile', {}, signal),
                runOperation(gateway, 'Countries', {}, signal),
              ]);
              const regions = profile.countryId
                ? (await runOperation(gateway, 'Regions', { countryId: profile.countryId }, signal)).regions
                : [];
              return { profile, countries, regions };
            }),
            loadRegions: operation(gateway, 'Regions', (answer) => answer.regions),
            saveProfile: fromPromise(withSignal((changes: ProfileChanges, signal) => saveProfile({ gateway, uploads }, changes, signal))),
          },
        }),
      ),
      blacklist: onDemand(async () =>
        (await import('../machines/blacklist.machine')).blacklistMachine.provide({
          actors: {
            loadBlockList: operation(gateway, 'BlockList', (answer) => answer.blockList),
            loadFollowers: fromPromise(withSignal(({ userId }: { userId: string }, signal) => allFollowers(gateway, userId, signal))),
            setBlocked: operation(gateway, 'SetBlocked', ({ setBlocked: { message } }) => ({ message })),
          },
        }),
      ),
    },
  } satisfies Area;
}

// The hooks the settings panels use.

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;
export type EditProfileActor = ActorRefFrom<typeof editProfileMachine>;
export type BlacklistActor = ActorRefFrom<typeof blacklistMachine>;

export const useLocaleActor = () => useSystemActor('locale');
export const useLocale = () => useSelector(useLocaleActor(), (snapshot) => snapshot.context.locale);
export const useChangePassword = () => useScreenActor('changePassword', {});
/** `today` is the viewer's date (YYYY-MM-DD): a birth date may not be later. */
export const useEditProfile = (today: string) => useScreenActor('editProfile', { today });
export const useBlacklist = (viewerId: string) => useScreenActor('blacklist', { viewerId });
export { matchingFollowers } from '../machines/people';
export type { Country, Gender, PhotoSlot, Place } from '../machines/editProfile.machine';
