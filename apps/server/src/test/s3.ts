import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { testEngines } from '../config.js';
import { parseS3Url, s3Client } from '../platform/storage-s3.js';

/** Where a test's files go: an empty bucket of its own on TEST_S3_URL's server, emptied and dropped after. */
export interface TestBucket {
  /** S3_URL for an app. */
  url: string;
  /** The keys stored now. */
  keys(): Promise<string[]>;
  drop(): Promise<void>;
}

let made = 0;

export async function freshBucket(): Promise<TestBucket> {
  const base = testEngines().s3Url;
  if (!base) throw new Error('TEST_S3_URL is not set');
  const bucket = `t-${process.pid}-${Date.now().toString(36)}-${(made += 1)}`;
  const url = new URL(base);
  url.pathname = `/${bucket}`;
  const settings = parseS3Url(url.toString());
  const client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const keys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!).filter(Boolean);
  return {
    url: url.toString(),
    keys,
    async drop() {
      for (const Key of await keys()) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      client.destroy();
    },
  };
}
