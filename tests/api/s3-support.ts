import { mkdtempSync, rmSync } from 'node:fs';
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

/** An S3-compatible server (s3rver) on 127.0.0.1 and a free port, in a folder of its own, with `bucket` created as an operator would. */
export async function startS3Server(bucket = 'fanclub-media'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'fanclub-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
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
