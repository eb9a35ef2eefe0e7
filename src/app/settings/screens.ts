import { fromPromise } from 'xstate';
import type { EditableProfile, ProfileChanges } from '../../machines/editProfile.machine';
import type { AuthApi } from '../../services/api';
import type { SettingsApi } from '../../services/settings';
import { withSignal } from '../root/area';

/*
 * The settings panels' machines provided with their services: this module and each machine load with the
 * first panel that starts one (./area.ts declares them on demand), so the first load of /home and
 * /login carries none of it.
 */

/** What Change Password, Edit profile and Blacklist need of the outside world. */
export interface ScreenServices {
  api: Pick<AuthApi, 'changePassword'>;
  settingsApi: SettingsApi;
  session: { renewTokens(tokens: { authToken: string; jwtToken: string | null }): Promise<void> };
}

/** The most follower pages the Blacklist's followers search reads. */
const FOLLOWER_PAGES_MAX = 20;

export const changePasswordScreen = async ({ api, session }: ScreenServices) =>
  (await import('../../machines/changePassword.machine')).changePasswordMachine.provide({
    actors: {
      // The change ended every session, this one too: keep the fresh tokens it answered.
      changePassword: fromPromise(async ({ input, signal }) => {
        const { message, ...tokens } = await api.changePassword(input, signal);
        await session.renewTokens(tokens);
        return { message };
      }),
    },
  });

export const editProfileScreen = async ({ settingsApi }: ScreenServices) =>
  (await import('../../machines/editProfile.machine')).editProfileMachine.provide({
    actors: {
      loadProfileSettings: fromPromise(async ({ signal }) => {
        const [profile, countries] = await Promise.all([settingsApi.myProfile(signal), settingsApi.countries(signal)]);
        const regions = profile.countryId ? await settingsApi.regions(profile.countryId, signal) : [];
        return { profile, countries, regions };
      }),
      loadRegions: fromPromise(withSignal(({ countryId }: { countryId: string }, signal) => settingsApi.regions(countryId, signal))),
      saveProfile: fromPromise(withSignal((changes: ProfileChanges, signal) => saveProfile(settingsApi, changes, signal))),
    },
  });

export const blacklistScreen = async ({ settingsApi }: ScreenServices) =>
  (await import('../../machines/blacklist.machine')).blacklistMachine.provide({
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
  });

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
