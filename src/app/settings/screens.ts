import { fromPromise } from 'xstate';
import type { EditableProfile, ProfileChanges } from '../../machines/editProfile.machine';
import type { Person } from '../../machines/people';
import type { AuthApi } from '../../services/api';
import { runOperation, type Gateway } from '../../services/gatewayError';
import type { Uploads } from '../../services/upload';
import { operation, withSignal } from '../root/area';

/*
 * The settings panels' machines provided with their services: this module and each machine load with the
 * first panel that starts one (./area.ts declares them on demand), so the first load of /home and
 * /login carries none of it.
 */

/** What Change Password, Edit profile and Blacklist need of the outside world. */
export interface ScreenServices {
  api: Pick<AuthApi, 'changePassword'>;
  gateway: Gateway;
  uploads: Pick<Uploads, 'file'>;
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

export const editProfileScreen = async ({ gateway, uploads }: ScreenServices) =>
  (await import('../../machines/editProfile.machine')).editProfileMachine.provide({
    actors: {
      loadProfileSettings: fromPromise(async ({ signal }) => {
        const [{ viewer: profile }, { countries }] = await Promise.all([
          runOperation(gateway, 'MyProfile', {}, signal),
          runOperation(gateway, 'Countries', {}, signal),
        ]);
        const regions = profile.countryId ? (await runOperation(gateway, 'Regions', { countryId: profile.countryId }, signal)).regions : [];
        return { profile, countries, regions };
      }),
      loadRegions: operation(gateway, 'Regions', (answer) => answer.regions),
      saveProfile: fromPromise(withSignal((changes: ProfileChanges, signal) => saveProfile({ gateway, uploads }, changes, signal))),
    },
  });

export const blacklistScreen = async ({ gateway }: ScreenServices) =>
  (await import('../../machines/blacklist.machine')).blacklistMachine.provide({
    actors: {
      loadBlockList: operation(gateway, 'BlockList', (answer) => answer.blockList),
      loadFollowers: fromPromise(withSignal(({ userId }: { userId: string }, signal) => allFollowers(gateway, userId, signal))),
      setBlocked: operation(gateway, 'SetBlocked', ({ setBlocked: { message } }) => ({ message })),
    },
  });

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
  { gateway, uploads }: Pick<ScreenServices, 'gateway' | 'uploads'>,
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
