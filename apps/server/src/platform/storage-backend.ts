import path from 'node:path';
import { createDiskStorage, type Storage } from './storage.js';
import { createS3Storage, parseS3Url } from './storage-s3.js';

/** The deployment's storage: S3_URL's bucket when set, otherwise DATA_DIR/uploads (ADR 057). */
export function createStorage(config: { dataDir: string; s3Url: string | undefined }): Storage {
  return config.s3Url ? createS3Storage(parseS3Url(config.s3Url)) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
