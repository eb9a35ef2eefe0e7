import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Messages } from '../../../contract/messages.ts';
import { badRequest } from '../../lib/errors.ts';
import { isUploadPath, LARGEST_UPLOAD_BYTES, maxBytesOf, type IncomingFile } from './pipeline.ts';

/** The fields of an upload form (/api/upload: path and file; chat's /files/upload: id and file), in whatever order they came. */
export interface UploadForm {
  path: unknown;
  /** The uploader's own id for the file (chat uploads). */
  id?: unknown;
  file: IncomingFile | null;
}

/** Form limits: one file, the `path` field and little else; a byte over the largest path limit is enough to refuse. */
export const MULTIPART_LIMITS = {
  files: 1,
  fields: 4,
  parts: 6,
  fieldNameSize: 50,
  fieldSize: 200,
  headerPairs: 50,
  fileSize: LARGEST_UPLOAD_BYTES + 1,
};

/**
 * Reads the form, writing the file to a temporary file. Bytes past the limit (the path's, when the
 * path came first) are read and dropped: the refusal needs the whole request consumed, not stored.
 */
export async function receiveUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { path: undefined, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'path') form.path = part.value;
        else if (part.fieldname === 'id') form.id = part.value;
      } else if (part.fieldname === 'file' && !form.file) {
        const cap = isUploadPath(form.path) ? maxBytesOf(form.path) : LARGEST_UPLOAD_BYTES;
        form.file = await saveToTemporaryFile(part, cap);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    await discardUploadForm(form);
    throw refusalOf(error);
  }
  // A file input left empty still sends a part, with no name and no bytes.
  if (form.file && form.file.filename === '' && form.file.size === 0) {
    await discardUploadForm(form);
    form.file = null;
  }
  return form;
}

export async function discardUploadForm(form: UploadForm): Promise<void> {
  if (form.file) await rm(form.file.tempPath, { force: true });
}

/** Writes one file part to a temporary file, keeping at most `capBytes` (the rest is read and dropped, `truncated` set). */
export async function saveToTemporaryFile(part: MultipartFile, capBytes: number): Promise<IncomingFile> {
  const tempPath = path.join(tmpdir(), `fanclub-upload-${randomBytes(12).toString('hex')}`);
  let size = 0;
  let overCap = false;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > capBytes) overCap = true;
      done(null, overCap ? undefined : chunk);
    },
  });
  const file: IncomingFile = { tempPath, filename: part.filename ?? '', size: 0, truncated: false };
  try {
    await pipeline(part.file, capped, createWriteStream(tempPath));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { ...file, size, truncated: overCap || part.file.truncated };
}

/** Multipart failures are the uploader's: a 400 with a contract message, never a 413 or 500. */
export function refusalOf(error: unknown) {
  const code = (error as { code?: string }).code ?? '';
  if (['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_PROTO_VIOLATION'].includes(code))
    return badRequest(Messages.badRequest);
  return badRequest(Messages.fileUnreadable);
}
