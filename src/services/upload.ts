import { CommonMessages } from '../../contract/commonMessages';
import { RESUMABLE_UPLOAD_FROM_BYTES, UPLOAD_PATHS, type UploadPath } from '../../contract/rules';
import { Endpoints } from '../gateway/generated/endpoints';
import { MediaType } from '../../contract/codes';
import { MEDIA_CONTENT_FIELDS } from '../../contract/fieldRules';
import type { MediaContentFieldsFragment } from '../gateway/generated/graphql';
import { codeOfStatus } from '../gateway/errors';
import { ApiError, type RestClient } from '../gateway/rest';
import { GatewayError } from './gatewayError';
import { refusalOf, uploadCancelled, type FileSender, type UploadProgress } from './uploadRefusal';

export type { FileSender, UploadProgress } from './uploadRefusal';

export type MediaKindName = 'IMAGE' | 'AUDIO' | 'VIDEO';
const mediaTypeOf = { IMAGE: MediaType.image, AUDIO: MediaType.audio, VIDEO: MediaType.video } as const;

/** Files up through rest.ts (not GraphQL): the answer names the file by its key for the gateway call that follows. */
export interface Uploads {
  /**
   * A file on `/api/upload` under `folder` (a post's media, a story, a profile photo, a verification document); a video
   * or a large file goes up resumably (tus), surviving a dropped connection. `onProgress` hears the bytes sent; an abort
   * of `signal` stops it and deletes what the server kept.
   */
  file(
    file: { folder: UploadPath; file: File },
    signal?: AbortSignal,
    onProgress?: (progress: UploadProgress) => void,
  ): Promise<{ key: string; location: string }>;
  /** A chat file up to `/files/upload` (private to the room's members); `id` is the client's unique id for it. */
  chatFile(input: { file: Blob & { name?: string }; id: string }, signal?: AbortSignal): Promise<{ key: string }>;
  /** A paid package's media (and its thumbnail), added to the package in the same call; failures reject as GatewayError. */
  packageMedia(
    input: { packageId: string; kind: MediaKindName; file: File; thumb: File | null },
    signal?: AbortSignal,
  ): Promise<{ message: string; content: MediaContentFieldsFragment }>;
}

/** Videos and large files go up resumably; the rest in one request. */
export const isResumable = (folder: UploadPath, file: File) =>
  UPLOAD_PATHS[folder].kind === 'video' || file.size >= RESUMABLE_UPLOAD_FROM_BYTES;

/**
 * `sender` given (the app's), files go up with byte progress: XMLHttpRequest for small ones, tus for the rest;
 * without it (tests of the answer's reading), through rest.ts in one request.
 */
export function createUploads({ rest, sender }: { rest: RestClient; sender?: FileSender }): Uploads {
  return {
    async file({ folder, file }, signal, onProgress) {
      if (!sender) {
        const { data } = await rest.call(Endpoints.upload, { path: folder, file }, { signal });
        return { key: data.key, location: data.location };
      }
      // tus-js-client loads with the first large file, not with the composer.
      if (isResumable(folder, file)) return (await import('./resumableUpload')).sendResumable(sender, { folder, file }, signal, onProgress);
      return sendWithProgress(sender, { folder, file }, signal, onProgress);
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

/** POST /api/upload through XMLHttpRequest, whose upload events count the bytes (fetch has none). */
function sendWithProgress(
  sender: FileSender,
  { folder, file }: { folder: UploadPath; file: File },
  signal?: AbortSignal,
  onProgress?: (progress: UploadProgress) => void,
): Promise<{ key: string; location: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(uploadCancelled());
    const request = new XMLHttpRequest();
    const form = new FormData();
    form.append('path', folder);
    form.append('file', file, file.name);
    request.open('POST', Endpoints.upload.path);
    request.setRequestHeader('accept', 'application/json');
    const token = sender.getAuthToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', onAbort);
    request.onabort = () => reject(uploadCancelled());
    request.onerror = () => reject(new ApiError(0, CommonMessages.somethingWentWrong));
    request.onload = () => {
      if (request.status === 401) sender.onUnauthorized();
      try {
        const envelope = JSON.parse(request.responseText) as { success?: unknown; data?: { key: string; location: string } };
        if (request.status === 200 && envelope.success === 1 && envelope.data) {
          resolve({ key: envelope.data.key, location: envelope.data.location });
          return;
        }
      } catch {
        // Read as a refusal below.
      }
      reject(refusalOf(request.status, request.responseText));
    };
    request.send(form);
  });
}
