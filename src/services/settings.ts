import type { Gateway } from '../gateway/client';
import type { ReportReasonCode } from '../../contract/codes';
import type { EditProfileInput, PersonFieldsFragment } from '../gateway/generated/graphql';
import { reasonOfCode } from '../gateway/resolvers/reports';
import type { RestClient } from '../gateway/rest';
import { Endpoints } from '../gateway/generated/endpoints';
import type { UserProfile } from './api';
import { runOperation } from './gatewayError';

export type { EditProfileInput };

/** A person as the settings lists show them (the follow state lives in the people area's store). */
export type Person = Pick<PersonFieldsFragment, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'isVerified'>;

export interface Place {
  id: string;
  name: string;
}

/** A country: its English name and its ISO alpha-2 code, for naming it in the reader's language. */
export interface Country extends Place {
  code: string;
}

/** What Settings → Edit profile and Blacklist need of the outside world. */
export interface SettingsApi {
  myProfile(signal?: AbortSignal): Promise<UserProfile>;
  countries(signal?: AbortSignal): Promise<Country[]>;
  regions(countryId: string, signal?: AbortSignal): Promise<Place[]>;
  /** A profile or cover photo goes up through `/api/upload` (user/profile/); edit-profile takes its key. */
  uploadProfileImage(file: File, signal?: AbortSignal): Promise<{ key: string }>;
  editProfile(input: EditProfileInput, signal?: AbortSignal): Promise<{ message: string; user: UserProfile }>;
  blockList(page: number, signal?: AbortSignal): Promise<Person[]>;
  followers(userId: string, page: number, signal?: AbortSignal): Promise<Person[]>;
  setBlocked(userId: string, blocked: boolean, signal?: AbortSignal): Promise<{ message: string; isBlocked: boolean }>;
  /** A report of a person with its reason and, for OTHER, the reporter's words. */
  reportUser(userId: string, reason: ReportReasonCode, text: string, signal?: AbortSignal): Promise<{ message: string }>;
}

export function createSettingsApi({ rest, gateway }: { rest: RestClient; gateway: Gateway }): SettingsApi {
  return {
    async myProfile(signal) {
      const { viewer } = await runOperation(gateway, 'MyProfile', {}, signal);
      return viewer;
    },
    async countries(signal) {
      const { countries } = await runOperation(gateway, 'Countries', {}, signal);
      return countries;
    },
    async regions(countryId, signal) {
      const { regions } = await runOperation(gateway, 'Regions', { countryId }, signal);
      return regions;
    },
    async uploadProfileImage(file, signal) {
      const { data } = await rest.call(Endpoints.upload, { path: 'user/profile/', file }, { signal });
      return { key: data.key };
    },
    async editProfile(input, signal) {
      const { editProfile } = await runOperation(gateway, 'EditProfile', { input }, signal);
      return editProfile;
    },
    async blockList(page, signal) {
      const { blockList } = await runOperation(gateway, 'BlockList', { page }, signal);
      return blockList;
    },
    async followers(userId, page, signal) {
      const { followers } = await runOperation(gateway, 'Followers', { userId, page }, signal);
      return followers;
    },
    async reportUser(userId, reason, text, signal) {
      const { reportUser } = await runOperation(gateway, 'ReportUser', { userId, reason: reasonOfCode(reason), text }, signal);
      return { message: reportUser.message };
    },
    async setBlocked(userId, blocked, signal) {
      const { setBlocked } = await runOperation(gateway, 'SetBlocked', { userId, blocked }, signal);
      return { message: setBlocked.message, isBlocked: setBlocked.isBlocked };
    },
  };
}
