import type { Gateway } from '../gateway/client';
import type {
  MediaContentFieldsFragment,
  MediaPackageFieldsFragment,
  PackageViewQuery,
  MediaPackageQuery,
  PersonFieldsFragment,
} from '../gateway/generated/graphql';
import { toContent } from '../gateway/resolvers/packages';
import type { RestClient } from '../gateway/rest';
import { Endpoints } from '../gateway/generated/endpoints';
import { MediaType } from '../../contract/codes';
import { MEDIA_CONTENT_FIELDS } from '../../contract/fieldRules';
import { GatewayError, runOperation } from './gatewayError';
import { ApiError } from '../gateway/rest';
import { codeOfStatus } from '../gateway/errors';

export type MediaKindName = 'IMAGE' | 'AUDIO' | 'VIDEO';
const mediaTypeOf = { IMAGE: MediaType.image, AUDIO: MediaType.audio, VIDEO: MediaType.video } as const;

/** The paid media package calls; every failure rejects with a GatewayError. Files go up through rest.ts. */
export interface PackagesApi {
  list(signal?: AbortSignal): Promise<MediaPackageFieldsFragment[]>;
  detail(id: string, signal?: AbortSignal): Promise<MediaPackageQuery['mediaPackage']>;
  create(input: { name: string; price: number }, signal?: AbortSignal): Promise<{ message: string; package: MediaPackageFieldsFragment }>;
  edit(
    id: string,
    input: { name: string; price: number },
    signal?: AbortSignal,
  ): Promise<{ message: string; package: MediaPackageFieldsFragment }>;
  remove(id: string, signal?: AbortSignal): Promise<{ message: string; id: string }>;
  removeMedia(id: string, signal?: AbortSignal): Promise<{ message: string; id: string }>;
  addMedia(
    input: { packageId: string; kind: MediaKindName; file: File; thumb: File | null },
    signal?: AbortSignal,
  ): Promise<{ message: string; content: MediaContentFieldsFragment }>;
  view(packageId: string, signal?: AbortSignal): Promise<PackageViewQuery['packageView']>;
  /** Every follower of the viewer (the send popup lists them all), page after page. */
  followers(viewerId: string, signal?: AbortSignal): Promise<PersonFieldsFragment[]>;
  send(input: { packageId: string; title: string; userIds: string[] }, signal?: AbortSignal): Promise<{ message: string; sent: number }>;
}

/** The most follower pages the send popup reads (10 a page: PACKAGE_SEND_MAX people). */
const FOLLOWER_PAGES_MAX = 100;

export function createPackagesApi({ rest, gateway }: { rest: RestClient; gateway: Gateway }): PackagesApi {
  return {
    list: async (signal) => (await runOperation(gateway, 'MyMediaPackages', {}, signal)).myMediaPackages,
    detail: async (id, signal) => (await runOperation(gateway, 'MediaPackage', { id }, signal)).mediaPackage,
    create: async (input, signal) => (await runOperation(gateway, 'CreateMediaPackage', { input }, signal)).createMediaPackage,
    edit: async (id, input, signal) => (await runOperation(gateway, 'EditMediaPackage', { id, input }, signal)).editMediaPackage,
    remove: async (id, signal) => (await runOperation(gateway, 'DeleteMediaPackage', { id }, signal)).deleteMediaPackage,
    removeMedia: async (id, signal) => (await runOperation(gateway, 'DeleteMediaContent', { id }, signal)).deleteMediaContent,
    async addMedia({ packageId, kind, file, thumb }, signal) {
      try {
        const { message, data } = await rest.call(
          Endpoints.addPackageMedia,
          {
            [MEDIA_CONTENT_FIELDS.packageId]: Number(packageId),
            [MEDIA_CONTENT_FIELDS.type]: mediaTypeOf[kind],
            [MEDIA_CONTENT_FIELDS.file]: file,
            [MEDIA_CONTENT_FIELDS.thumb]: thumb ?? undefined,
          },
          { signal },
        );
        return { message, content: toContent(data) };
      } catch (error) {
        if (error instanceof ApiError) throw new GatewayError(codeOfStatus(error.status), error.status, error.message, error.data);
        throw error;
      }
    },
    view: async (packageId, signal) => (await runOperation(gateway, 'PackageView', { packageId }, signal)).packageView,
    async followers(viewerId, signal) {
      const all: PersonFieldsFragment[] = [];
      for (let page = 1; page <= FOLLOWER_PAGES_MAX; page++) {
        const batch = (await runOperation(gateway, 'Followers', { userId: viewerId, page }, signal)).followers;
        all.push(...batch);
        if (batch.length === 0) break;
      }
      return all;
    },
    send: async (input, signal) => (await runOperation(gateway, 'SendPackage', input, signal)).sendPackage,
  };
}
