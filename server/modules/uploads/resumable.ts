import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import { Server, type ServerOptions } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyInstance } from 'fastify';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { Messages, type Message } from '../../../contract/messages.ts';
import { RESUMABLE_UPLOAD_PATH, tooBigMessageOf } from '../../../contract/rules.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer, refused } from '../../lib/answers.ts';
import { ApiError } from '../../lib/errors.ts';
import { isUploadPath, maxBytesOf } from './pipeline.ts';

/** A resumable upload no one finished within a day was abandoned: the sweep deletes its bytes. */
export const RESUMABLE_EXPIRES_AFTER_MS = 24 * 60 * 60_000;

/** The store the partial uploads live in: the same bucket as the files with S3 (so any replica resumes it), else a folder. */
type PartialStore = FileStore | S3Store;

export interface ResumableUploads {
  /** Serves one tus request of `owner` (already authenticated) on the raw request and response. */
  handle(request: IncomingMessage, response: ServerResponse, owner: UserRow): Promise<void>;
  /** Deletes the partial uploads past their expiry; answers how many. */
  removeExpired(): Promise<number>;
}

/** A tus hook's refusal: the status and the same JSON envelope every other route answers. */
interface Refusal {
  status_code: number;
  body: string;
}

/** The JSON envelope of a refusal, as every other route answers it. */
const envelopeOf = (message: string) => JSON.stringify(refused(message));

const refusal = (status: number, message: Message): Refusal => ({ status_code: status, body: envelopeOf(message) });

const isRefusal = (error: unknown): error is Refusal =>
  typeof error === 'object' && error !== null && 'status_code' in error && 'body' in error;

/**
 * A refusal in the JSON envelope every other route answers: tus's own (a wrong offset, a missing header) are plain
 * text, so they become `{ success: 0, message }` with tus's sentence (a missing upload: `notFound`; a failure of ours:
 * `uploadFailed`); ours are that envelope already and only gain their content type.
 */
async function enveloped(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = (await response.text()).trim();
  const status = response.status;
  // tus's own bodies are sentences; ours are JSON.
  const ours = text.startsWith('{');
  const message =
    status === 404 || status === 410 ? Messages.notFound : status >= 500 ? Messages.uploadFailed : text || Messages.badRequest;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(ours ? text : envelopeOf(message), { status, headers });
}

async function createPartialStore(app: FastifyInstance): Promise<PartialStore> {
  const s3 = app.config.s3;
  if (!s3) {
    return new FileStore({
      directory: path.join(app.config.dataDir, 'resumable'),
      expirationPeriodInMilliseconds: RESUMABLE_EXPIRES_AFTER_MS,
    });
  }
  // The AWS SDK loads only where a bucket is configured (as the file store does).
  const { S3Store } = await import('@tus/s3-store');
  return new S3Store({
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: s3.credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
    expirationPeriodInMilliseconds: RESUMABLE_EXPIRES_AFTER_MS,
  });
}

/**
 * The tus 1.0 server of `/api/upload/resumable`: the same checks as `/api/upload` before a byte is accepted
 * (the path's size limit and the quota, on Upload-Length), each upload its creator's only, and the finished file
 * handed to `storeReceived`, so its answer is `/api/upload`'s. See docs/decisions/0045-resumable-uploads-over-tus.md
 */
export async function createResumableUploads(app: FastifyInstance): Promise<ResumableUploads> {
  const store = await createPartialStore(app);
  // srvx hands each hook a Request made from the raw one; the owner was put here by the route that authenticated it.
  const owners = new WeakMap<IncomingMessage, UserRow>();
  const ownerOf = (request: Request): UserRow => {
    const raw = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    const owner = raw ? owners.get(raw) : undefined;
    if (!owner) throw refusal(401, Messages.unauthorized);
    return owner;
  };

  const refusalOf = (error: unknown): Refusal => {
    if (isRefusal(error)) return error;
    if (error instanceof ApiError) return refusal(error.statusCode, error.message);
    app.log.error({ err: error }, 'resumable upload failed');
    return refusal(500, Messages.uploadFailed);
  };

  const onUploadCreate: ServerOptions['onUploadCreate'] = async (request, upload) => {
    const owner = ownerOf(request);
    const uploadPath = upload.metadata?.path;
    if (!isUploadPath(uploadPath)) throw refusal(400, Messages.uploadPathInvalid);
    if (upload.sizeIsDeferred || upload.size === undefined) throw refusal(400, Messages.badRequest);
    if (upload.size === 0) throw refusal(400, Messages.fileEmpty);
    if (upload.size > maxBytesOf(uploadPath)) throw refusal(413, Messages[tooBigMessageOf(uploadPath)]);
    await app.uploadsService.checkQuota(owner.id, upload.size).catch((error: unknown) => {
      throw refusalOf(error);
    });
    // Whose it is, set here (a client's own `owner` is overwritten): every later request is checked against it.
    return { metadata: { ...upload.metadata, owner: String(owner.id) } };
  };

  const onIncomingRequest: ServerOptions['onIncomingRequest'] = async (request, id) => {
    if (request.method === 'POST') return;
    const owner = ownerOf(request);
    const upload = await store.getUpload(id).catch(() => null);
    // Someone else's upload is answered as missing: its id tells nothing.
    if (upload && upload.metadata?.owner !== String(owner.id)) throw refusal(404, Messages.notFound);
  };

  const onUploadFinish: ServerOptions['onUploadFinish'] = async (request, upload) => {
    const owner = ownerOf(request);
    const tempPath = path.join(tmpdir(), `fanclub-upload-${randomBytes(12).toString('hex')}`);
    try {
      const uploadPath = upload.metadata?.path;
      if (!isUploadPath(uploadPath)) throw refusal(400, Messages.uploadPathInvalid);
      await pipeline((await store.read(upload.id)) as Readable, createWriteStream(tempPath));
      const data = await app.uploadsService.storeReceived(owner, uploadPath, {
        tempPath,
        filename: upload.metadata?.filename ?? '',
        size: upload.size ?? 0,
        truncated: false,
      });
      return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(answer('', data)) };
    } catch (error) {
      throw refusalOf(error);
    } finally {
      await rm(tempPath, { force: true });
      // Stored or refused, the partial bytes are done with.
      await removePartial(upload);
    }
  };

  const removePartial = async (upload: Upload) => {
    await store.remove(upload.id).catch((error: unknown) => app.log.warn({ err: error, id: upload.id }, 'partial upload not removed'));
  };

  const server = new Server({
    path: RESUMABLE_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    onUploadCreate,
    onIncomingRequest,
    onUploadFinish,
    onResponseError: (_request, error) => (isRefusal(error) ? undefined : refusalOf(error)),
  });

  return {
    async handle(request, response, owner) {
      owners.set(request, owner);
      // tus's handle() with the refusal put in the app's envelope.
      const answered = await server.handleWeb(new NodeRequest({ req: request, res: response }));
      await sendNodeResponse(response, await enveloped(answered));
    },
    removeExpired: () => server.cleanUpExpiredUploads(),
  };
}
