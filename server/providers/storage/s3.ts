import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config.ts';
import {
  checkStorageKey,
  contentTypeOf,
  isStorageKey,
  PRESIGNED_URL_MAX_SECONDS,
  type ByteRange,
  type FileStorage,
  type StorageSource,
  type StoredFile,
  type StoredFileInfo,
} from './storage.ts';

/** How long a request waits for the store's socket to open: a store that is down fails fast, not after the OS's minutes. */
const CONNECT_TIMEOUT_MS = 2_000;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isNotFound = (error: unknown) => statusOf(error) === 404;

/** Files as objects of one bucket of S3 or an S3-compatible server (MinIO, R2, s3rver), each under its key. */
export class S3Storage implements FileStorage {
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly where: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.where = `bucket ${config.bucket} at ${config.endpoint ?? `AWS S3 ${config.region}`}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: S3-compatible servers (s3rver, older MinIO) do not read the SDK's aws-chunked trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
    });
  }

  /**
   * Streams the source up: a temporary file or a stream of any length goes in parts of 5 MB (at most
   * four in memory at once), never whole; a temporary file is deleted once stored.
   */
  async put(key: string, source: StorageSource): Promise<void> {
    const isFile = !Buffer.isBuffer(source) && 'path' in source;
    const body: Buffer | Readable = isFile ? createReadStream(source.path) : source;
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: checkStorageKey(key), Body: body, ContentType: contentTypeOf(key) },
    });
    try {
      await upload.done();
    } finally {
      if (isFile) (body as Readable).destroy();
    }
    if (isFile) await unlink(source.path).catch(() => undefined);
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isStorageKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? contentTypeOf(key),
        lastModified: head.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // A ranged answer's Content-Range ends in the whole size: `bytes 0-9/1234`.
      const size = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : (object.ContentLength ?? 0);
      return {
        body: object.Body as Readable,
        size,
        contentType: object.ContentType ?? contentTypeOf(key),
        lastModified: object.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    // S3 answers a delete of a missing object as done.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async ready(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? 'no such bucket'
          : status === 403 || status === 401
            ? 'access refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
            : status
              ? `the server answered ${status}`
              : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
      throw new Error(`object storage unreachable: ${this.where}: ${reason}`, { cause: error });
    }
  }

  /** A presigned GET of the object: range requests then go to the store directly. */
  async presignedUrl(key: string, seconds: number): Promise<string> {
    const expiresIn = Math.max(1, Math.min(Math.floor(seconds), PRESIGNED_URL_MAX_SECONDS));
    // The browser may keep the bytes as long as their URL opens them, and no shared cache at all.
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: checkStorageKey(key),
      ResponseCacheControl: `private, max-age=${expiresIn}`,
    });
    return getSignedUrl(this.client, command, { expiresIn });
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}
