import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live: a folder under DATA_DIR by default, or an S3-compatible bucket
 * (storage-s3.ts) so that several server processes share them. Keys are flat names the server
 * chose itself (never a member's file name), so a key can never reach outside the folder.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /**
   * Stores a body of `size` bytes as it arrives, without holding it in memory (workspace files
   * up to 25 MB). Rejects, and keeps nothing, when the body fails or ends early.
   */
  putStream(key: string, body: Readable, size: number): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such key. */
  getStream(key: string): Promise<Readable | null>;
  /** Rejects, saying why, when the storage cannot be used (checked at start-up: a wrong bucket stops the server, not the first upload). */
  check(): Promise<void>;
}

const SAFE_KEY = /^[\w-]+\.[a-z0-9]+$/;

export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskStorage(folder: string): Storage {
  const ready = mkdir(folder, { recursive: true });
  const file = (key: string) => path.join(folder, checkedKey(key));
  // Write then rename: a reader never sees half a file.
  const temp = (key: string) => `${file(key)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  return {
    async put(key, body) {
      await ready;
      const part = temp(key);
      await writeFile(part, body);
      await rename(part, file(key));
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
    async putStream(key, body, size) {
      await ready;
      const part = temp(key);
      try {
        let written = 0;
        body.on('data', (chunk: Buffer) => (written += chunk.length));
        await pipeline(body, createWriteStream(part));
        if (written !== size) throw new Error(`upload ended after ${written} of ${size} bytes`);
        await rename(part, file(key));
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
    },
    async check() {
      await ready;
    },
    async getStream(key) {
      const stream = createReadStream(file(key));
      // Opening fails asynchronously: wait for the file to open (or not) before answering.
      return new Promise((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (err) => (missing(err) ? resolve(null) : reject(err)));
      });
    },
  };
}
