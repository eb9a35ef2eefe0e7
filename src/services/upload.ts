import { CommonMessages } from '../../contract/commonMessages';
import type { DataOf, InputOf } from '../../contract/endpoint';
import type { CallableEndpoint, EntryOf } from '../../contract/endpoints';
import { RESUMABLE_UPLOAD_FROM_BYTES, UPLOAD_PATHS, type UploadPath } from '../../contract/rules';
import { Endpoints } from '../gateway/generated/endpoints';
import { MediaType } from '../../contract/codes';
import { MEDIA_CONTENT_FIELDS } from '../../contract/fieldRules';
import type { MediaContentFieldsFragment } from '../gateway/generated/graphql';
import { codeOfStatus } from '../gateway/errors';
import { ApiError, formOf, tokenOf, type Answer, type RestClient } from '../gateway/rest';
import { GatewayError } from './gatewayError';
import { refusalOf, uploadCancelled, type FileSender, type UploadProgress } from './uploadRefusal';

export type { FileSender, UploadProgress } from './uploadRefusal';

export type MediaKindName = 'IMAGE' | 'AUDIO' | 'VIDEO';
const mediaTypeOf = { IMAGE: MediaType.image, AUDIO: MediaType.audio, VIDEO: MediaType.video } as const;

/** Hears the bytes sent of a file going up. */
type OnProgress = (progress: UploadProgress) => void;

/**
 * Files up through rest.ts (not GraphQL): the answer names the file by its key for the gateway call that follows.
 * Each hears its bytes sent through `onProgress` (with the app's sender); an abort of `signal` stops it.
 */
export interface Uploads {
  /**
   * A file on `/api/upload` under `folder` (a post's media, a story, a profile photo, a verification document); a video
   * or a large file goes up resumably (tus), surviving a dropped connection; its abort deletes what the server kept.
   */
  file(file: { folder: UploadPath; file: File }, signal?: AbortSignal, onProgress?: OnProgress): Promise<{ key: string; location: string }>;
  /** A chat file up to `/files/upload` (private to the room's members); `id` is the client's unique id for it. */
  chatFile(input: { file: Blob & { name?: string }; id: string }, signal?: AbortSignal, onProgress?: OnProgress): Promise<{ key: string }>;
  /** A paid package's media (and its thumbnail), added to the package in the same call; failures reject as GatewayError. */
  packageMedia(
    input: { packageId: string; kind: MediaKindName; file: File; thumb: File | null },
    signal?: AbortSignal,
    onProgress?: OnProgress,
  ): Promise<{ message: string; content: MediaContentFieldsFragment }>;
}

/** Videos and large files go up resumably; the rest in one request. */
export const isResumable = (folder: UploadPath, file: File) =>
  UPLOAD_PATHS[folder].kind === 'video' || file.size >= RESUMABLE_UPLOAD_FROM_BYTES;

/** A form endpoint of generated/endpoints.ts. */
type FormEndpoint = CallableEndpoint & { form: true };

/**
 * `sender` given (the app's), files go up with byte progress: tus for a post's large files, XMLHttpRequest for the
 * rest; without it (tests of the answer's reading), through rest.ts in one request.
 */
export function createUploads({ rest, sender }: { rest: RestClient; sender?: FileSender }): Uploads {
  const sendForm = <C extends FormEndpoint>(endpoint: C, input: InputOf<EntryOf<C>>, signal?: AbortSignal, onProgress?: OnProgress) =>
    sender ? sendWithProgress(sender, endpoint, input, signal, onProgress) : rest.call(endpoint, input, { signal });
  return {
    async file({ folder, file }, signal, onProgress) {
      // tus-js-client loads with the first large file, not with the composer.
      if (sender && isResumable(folder, file))
        return (await import('./resumableUpload')).sendResumable(sender, { folder, file }, signal, onProgress);
      const { data } = await sendForm(Endpoints.upload, { path: folder, file }, signal, onProgress);
      return { key: data.key, location: data.location };
    },
    async chatFile({ file, id }, signal, onProgress) {
      const { data } = await sendForm(Endpoints.uploadChatFile, { id, file }, signal, onProgress);
      return { key: data.key };
    },
    async packageMedia({ packageId, kind, file, thumb }, signal, onProgress) {
      try {
        const { message, data } = await sendForm(
          Endpoints.addPackageMedia,
          {
            [MEDIA_CONTENT_FIELDS.packageId]: Number(packageId),
            [MEDIA_CONTENT_FIELDS.type]: mediaTypeOf[kind],
            [MEDIA_CONTENT_FIELDS.file]: file,
            [MEDIA_CONTENT_FIELDS.thumb]: thumb ?? undefined,
          },
          signal,
          onProgress,
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

/**
 * A form endpoint's call as rest.ts makes it (same parts, token and envelope), through XMLHttpRequest, whose upload
 * events count the bytes (fetch has none). A refusal rejects as rest.ts's ApiError; an abort of `signal` as cancelled.
 */
function sendWithProgress<C extends FormEndpoint>(
  sender: FileSender,
  endpoint: C,
  input: InputOf<EntryOf<C>>,
  signal?: AbortSignal,
  onProgress?: OnProgress,
): Promise<Answer<DataOf<EntryOf<C>>>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(uploadCancelled());
    const fields = input as Record<string, unknown>;
    const bytes = Object.values(fields).reduce<number>((sum, value) => sum + (value instanceof Blob ? value.size : 0), 0);
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpoint.path);
    request.setRequestHeader('accept', 'application/json');
    const token = tokenOf(endpoint, sender);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress?.({ sent: event.loaded, total: event.lengthComputable ? event.total : bytes });
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', onAbort);
    request.onabort = () => reject(uploadCancelled());
    request.onerror = () => reject(new ApiError(0, CommonMessages.somethingWentWrong));
    request.onload = () => {
      if (request.status === 401) sender.onUnauthorized(token);
      try {
        const envelope = JSON.parse(request.responseText) as { success?: unknown; message?: unknown; data?: DataOf<EntryOf<C>> };
        if (request.status >= 200 && request.status < 300 && envelope.success === 1) {
          resolve({ message: typeof envelope.message === 'string' ? envelope.message : '', data: envelope.data as DataOf<EntryOf<C>> });
          return;
        }
      } catch {
        // Read as a refusal below.
      }
      reject(refusalOf(request.status, request.responseText));
    };
    request.send(formOf(fields));
  });
}
