import type { UploadPath } from '../../contract/rules';
import { Endpoints } from '../gateway/generated/endpoints';
import { MediaType } from '../../contract/codes';
import { MEDIA_CONTENT_FIELDS } from '../../contract/fieldRules';
import type { MediaContentFieldsFragment } from '../gateway/generated/graphql';
import { codeOfStatus } from '../gateway/errors';
import { ApiError, type RestClient } from '../gateway/rest';
import { GatewayError } from './gatewayError';

export type MediaKindName = 'IMAGE' | 'AUDIO' | 'VIDEO';
const mediaTypeOf = { IMAGE: MediaType.image, AUDIO: MediaType.audio, VIDEO: MediaType.video } as const;

/** Files up through rest.ts (not GraphQL): the answer names the file by its key for the gateway call that follows. */
export interface Uploads {
  /** A file on `/api/upload` under `folder` (a post's media, a story, a profile photo, a verification document). */
  file(file: { folder: UploadPath; file: File }, signal?: AbortSignal): Promise<{ key: string; location: string }>;
  /** A chat file up to `/files/upload` (private to the room's members); `id` is the client's unique id for it. */
  chatFile(input: { file: Blob & { name?: string }; id: string }, signal?: AbortSignal): Promise<{ key: string }>;
  /** A paid package's media (and its thumbnail), added to the package in the same call; failures reject as GatewayError. */
  packageMedia(
    input: { packageId: string; kind: MediaKindName; file: File; thumb: File | null },
    signal?: AbortSignal,
  ): Promise<{ message: string; content: MediaContentFieldsFragment }>;
}

export function createUploads({ rest }: { rest: RestClient }): Uploads {
  return {
    async file({ folder, file }, signal) {
      const { data } = await rest.call(Endpoints.upload, { path: folder, file }, { signal });
      return { key: data.key, location: data.location };
    },
    async chatFile({ file, id }, signal) {
      const { data } = await rest.call(Endpoints.uploadChatFile, { id, file }, { signal });
      return { key: data.key };
    },
    async packageMedia({ packageId, kind, file, thumb }, signal) {
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
        // The package reading loads with the package screens, not with the first screen that carries this service.
        const { toContent } = await import('../gateway/resolvers/packages');
        return { message, content: toContent(data) };
      } catch (error) {
        if (error instanceof ApiError) throw new GatewayError(codeOfStatus(error.status), error.status, error.message, error.data);
        throw error;
      }
    },
  };
}
