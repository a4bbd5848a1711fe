import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { checkedKey, type Storage } from './storage.js';

/** An S3-compatible bucket, as S3_URL names it (docs/configuration.md). */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys under this folder of the bucket ('' for its root). */
  prefix: string;
}

/**
 * `s3://KEY:SECRET@host[:port]/bucket[/folder]?region=…` (https) or `s3+http://…` (plain http,
 * for a store on the same network: MinIO, moto in tests). Key and secret are URL-encoded.
 */
export function parseS3Url(url: string): S3Settings {
  const parsed = new URL(url.replace(/^s3(\+http)?:/, (_, http: string | undefined) => (http ? 'http:' : 'https:')));
  const [bucket = '', ...folder] = parsed.pathname.split('/').filter(Boolean);
  if (!bucket || !parsed.username || !parsed.password) throw new Error('S3_URL: must name a key, a secret and a bucket');
  return {
    endpoint: parsed.origin,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    bucket,
    accessKeyId: decodeURIComponent(parsed.username),
    secretAccessKey: decodeURIComponent(parsed.password),
    prefix: folder.length > 0 ? `${folder.join('/')}/` : '',
  };
}

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Path-style addressing (host/bucket/key) works on every S3-compatible store; AWS still serves it.
    forcePathStyle: true,
    // Checksums only where S3 demands them: the SDK's default streams every body as
    // aws-chunked with a trailing CRC, which not every S3-compatible store accepts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) => err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey';

/** The same Storage as the disk's, on a bucket: every server process of a deployment sees every file. */
export function createS3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): Storage {
  const Bucket = settings.bucket;
  const Key = (key: string) => settings.prefix + checkedKey(key);
  const getStream = async (key: string): Promise<Readable | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
      return answer.Body as Readable;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentLength: body.length }));
    },
    async get(key) {
      const stream = await getStream(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async putStream(key, body, size) {
      // One PUT with the length known up front: the body goes to the bucket as it arrives.
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentLength: size }));
    },
    getStream,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        const why = (err as { name?: string }).name ?? 'unreachable';
        throw new Error(`S3_URL: bucket "${Bucket}" at ${settings.endpoint} cannot be used (${why})`, { cause: err });
      }
    },
  };
}
