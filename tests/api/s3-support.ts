import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { readS3, type S3Config } from '../../server/config';

/** s3rver knows one account; its keys are these. */
const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  /** What the app reads from S3_* for this server and bucket. */
  config: S3Config;
  /** A client of its own, to look into the bucket without going through the app's store. */
  client: S3Client;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** True when the bucket holds an object under `key`. */
  holds(key: string): Promise<boolean>;
  close(): Promise<void>;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}

/**
 * The multipart calls s3rver lacks and a resumable upload's store (tus's S3 store) makes: ListParts, AbortMultipartUpload
 * and ListMultipartUploads, answered from the parts s3rver keeps on disk (`<bucket>/<uploads folder>/<upload id>/<n>`).
 * Real S3, MinIO and R2 have them; without them every tus request on s3rver fails with MethodNotAllowed.
 */
function addMultipartListing(server: S3rver) {
  const store = (server as unknown as { store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string } })
    .store;
  const uploadsOf = (bucket: string) => store.getResourcePath(bucket, undefined, 'uploads');
  const xml = (ctx: KoaContext, body: string) => {
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  };
  const middleware = (server as unknown as { middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[] }).middleware;
  middleware.unshift(async (ctx, next) => {
    const [bucket = '', ...rest] = ctx.path.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'GET' && uploadId && key) {
      const folder = `${uploadsOf(bucket)}/${uploadId}`;
      if (!existsSync(folder)) return void (ctx.status = 404);
      const parts = readdirSync(folder)
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b)
        .filter((number) => number > Number(ctx.query['part-number-marker'] ?? 0));
      const partsXml = parts
        .map((number) => {
          const file = `${folder}/${number}`;
          const etag = readFileSync(`${file}.md5`, 'utf8');
          return `<Part><PartNumber>${number}</PartNumber><ETag>"${etag}"</ETag><Size>${statSync(file).size}</Size><LastModified>${statSync(file).mtime.toISOString()}</LastModified></Part>`;
        })
        .join('');
      return xml(
        ctx,
        `<ListPartsResult><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${xmlEscape(uploadId)}</UploadId><IsTruncated>false</IsTruncated>${partsXml}</ListPartsResult>`,
      );
    }
    if (ctx.method === 'DELETE' && uploadId && key) {
      rmSync(`${uploadsOf(bucket)}/${uploadId}`, { recursive: true, force: true });
      return void (ctx.status = 204);
    }
    if (ctx.method === 'GET' && 'uploads' in ctx.query && bucket && !key) {
      const folder = uploadsOf(bucket);
      const uploads = existsSync(folder)
        ? readdirSync(folder).map(
            (id) =>
              `<Upload><Key>${xmlEscape(readFileSync(`${folder}/${id}/key`, 'utf8'))}</Key><UploadId>${id}</UploadId><Initiated>${statSync(`${folder}/${id}`).birthtime.toISOString()}</Initiated></Upload>`,
          )
        : [];
      return xml(
        ctx,
        `<ListMultipartUploadsResult><Bucket>${xmlEscape(bucket)}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`,
      );
    }
    await next();
  });
}

/** An S3-compatible server (s3rver) on 127.0.0.1 and a free port, in a folder of its own, with `bucket` created as an operator would. */
export async function startS3Server(bucket = 'fanclub-media'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'fanclub-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  addMultipartListing(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config = readS3({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, ...S3RVER_KEYS });
  if (!config) throw new Error('readS3 read no bucket');
  const client = new S3Client({ endpoint, region: config.region, forcePathStyle: true, credentials: config.credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    config,
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async holds(key) {
      return client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        (error: { $metadata?: { httpStatusCode?: number } }) => {
          if (error.$metadata?.httpStatusCode === 404) return false;
          throw error;
        },
      );
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
