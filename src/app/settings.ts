import { useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { Locale } from '../../contract/locales';
import type { blacklistMachine } from '../machines/blacklist.machine';
import type { changePasswordMachine } from '../machines/changePassword.machine';
import type { EditableProfile, editProfileMachine, ProfileChanges } from '../machines/editProfile.machine';
import { localeMachine } from '../machines/locale.machine';
import type { AuthApi } from '../services/api';
import type { SettingsApi } from '../services/settings';
import { longLived, onDemand, withSignal, type Area } from './area';
import { useScreenActor, useSystemActor } from './hooks';

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

// Settings panels load their machines when first opened.
const changePasswordCode = () => import('../machines/changePassword.machine');
const editProfileCode = () => import('../machines/editProfile.machine');
const blacklistCode = () => import('../machines/blacklist.machine');

/** The most follower pages the Blacklist's followers search reads. */
const FOLLOWER_PAGES_MAX = 20;

/** The interface language (long-lived: the whole app follows it), Change Password, Edit profile and Blacklist. */
export function settings({ api, settingsApi, session, storedLocale, activateCatalog, storeLocale }: SettingsServices) {
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
        (await changePasswordCode()).changePasswordMachine.provide({
          actors: {
            // The change ended every session, this one too: keep the fresh tokens it answered.
            changePassword: fromPromise(async ({ input, signal }) => {
              const { message, ...tokens } = await api.changePassword(input, signal);
              await session.renewTokens(tokens);
              return { message };
            }),
          },
        }),
      ),
      editProfile: onDemand(async () =>
        (await editProfileCode()).editProfileMachine.provide({
          actors: {
            loadProfileSettings: fromPromise(async ({ signal }) => {
              const [profile, countries] = await Promise.all([settingsApi.myProfile(signal), settingsApi.countries(signal)]);
              const regions = profile.countryId ? await settingsApi.regions(profile.countryId, signal) : [];
              return { profile, countries, regions };
            }),
            loadRegions: fromPromise(withSignal(({ countryId }: { countryId: string }, signal) => settingsApi.regions(countryId, signal))),
            saveProfile: fromPromise(withSignal((changes: ProfileChanges, signal) => saveProfile(settingsApi, changes, signal))),
          },
        }),
      ),
      blacklist: onDemand(async () =>
        (await blacklistCode()).blacklistMachine.provide({
          actors: {
            loadBlockList: fromPromise(withSignal(({ page }: { page: number }, signal) => settingsApi.blockList(page, signal))),
            loadFollowers: fromPromise(withSignal(({ userId }: { userId: string }, signal) => allFollowers(settingsApi, userId, signal))),
            setBlocked: fromPromise(
              withSignal(async ({ userId, blocked }: { userId: string; blocked: boolean }, signal) => {
                const { message } = await settingsApi.setBlocked(userId, blocked, signal);
                return { message };
              }),
            ),
          },
        }),
      ),
    },
  } satisfies Area;
}

/** The viewer's followers, page after page (up to FOLLOWER_PAGES_MAX), for the Blacklist's search. */
async function allFollowers(settingsApi: SettingsApi, userId: string, signal: AbortSignal) {
  const followers = [];
  for (let page = 1; page <= FOLLOWER_PAGES_MAX; page += 1) {
    const people = await settingsApi.followers(userId, page, signal);
    if (people.length === 0) break;
    followers.push(...people);
  }
  return followers;
}

/** Chosen photos go up first (user/profile/); the profile then names them by key, and every text trimmed. */
async function saveProfile(
  settingsApi: SettingsApi,
  { form, gender, countryId, photos }: ProfileChanges,
  signal: AbortSignal,
): Promise<{ message: string; profile: EditableProfile }> {
  const [profilePhoto, coverPhoto] = await Promise.all(
    [photos.profilePhoto, photos.coverPhoto].map((file) => (file ? settingsApi.uploadProfileImage(file, signal) : undefined)),
  );
  const text = Object.fromEntries(Object.entries(form).map(([field, value]) => [field, value.trim()])) as typeof form;
  const { message, user } = await settingsApi.editProfile(
    {
      ...text,
      gender,
      countryId,
      ...(profilePhoto ? { profilePhotoKey: profilePhoto.key } : {}),
      ...(coverPhoto ? { coverPhotoKey: coverPhoto.key } : {}),
    },
    signal,
  );
  return { message, profile: user };
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
export { matchingFollowers } from '../machines/people';
export type { Country, Gender, PhotoSlot, Place } from '../machines/editProfile.machine';
