import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: a folder under DATA_DIR by default. Keys are flat names the server
 * chose itself (never a member's file name), so a key can never reach outside the folder.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[\w-]+\.[a-z0-9]+$/;

function checked(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export function createDiskStorage(folder: string): Storage {
  const ready = mkdir(folder, { recursive: true });
  const file = (key: string) => path.join(folder, checked(key));
  return {
    async put(key, body) {
      await ready;
      // Write then rename: a reader never sees half a file.
      const temp = `${file(key)}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file(key));
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}
