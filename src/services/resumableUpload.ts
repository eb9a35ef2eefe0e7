import { DetailedError, Upload } from 'tus-js-client';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOAD_PATH, type UploadPath } from '../../contract/rules';
import { CommonMessages } from '../../contract/commonMessages';
import { ApiError } from '../gateway/rest';
import { refusalOf, uploadCancelled, type FileSender, type UploadProgress } from './uploadRefusal';

/** After a dropped connection: try again at once, then after 1, 3, 5 and 10 s, each time from the server's offset. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

/**
 * A file up through tus (`/api/upload/resumable`) in chunks: a dropped connection resumes from the offset the
 * server names, and a file picked again after a reload resumes its own upload. The last chunk's answer is
 * /api/upload's. An abort of `signal` stops it and deletes the partial upload on the server.
 */
export function sendResumable(
  sender: FileSender,
  { folder, file }: { folder: UploadPath; file: File },
  signal?: AbortSignal,
  onProgress?: (progress: UploadProgress) => void,
): Promise<{ key: string; location: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(uploadCancelled());
    /** The token the latest chunk carried: a 401 refused that one. */
    let sent: string | null = null;
    const upload = new Upload(file, {
      endpoint: RESUMABLE_UPLOAD_PATH,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { path: folder, filename: file.name },
      // One file's upload per folder and person's pick: the same file as a teaser is another upload.
      fingerprint: async () => ['fanclub', folder, file.name, file.type, file.size, file.lastModified].join('/'),
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => {
        sent = sender.getAuthToken();
        if (sent) request.setHeader('Authorization', `Bearer ${sent}`);
      },
      onProgress: (sent, total) => onProgress?.({ sent, total }),
      onSuccess: ({ lastResponse }) => {
        try {
          const envelope = JSON.parse(lastResponse.getBody()) as { data?: { key: string; location: string } };
          if (envelope.data?.key) return resolve({ key: envelope.data.key, location: envelope.data.location });
        } catch {
          // Read as a failure below.
        }
        reject(new ApiError(0, CommonMessages.somethingWentWrong));
      },
      onError: (error) => {
        const response = error instanceof DetailedError ? error.originalResponse : null;
        if (!response) return reject(new ApiError(0, CommonMessages.somethingWentWrong));
        if (response.getStatus() === 401) sender.onUnauthorized(sent);
        reject(refusalOf(response.getStatus(), response.getBody() ?? ''));
      },
    });
    signal?.addEventListener(
      'abort',
      () => {
        // Stops sending and deletes what the server kept (tus termination).
        void upload.abort(true).catch(() => undefined);
        reject(uploadCancelled());
      },
      { once: true },
    );
    void upload.findPreviousUploads().then(
      (previous) => {
        if (signal?.aborted) return;
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      },
      () => upload.start(),
    );
  });
}
