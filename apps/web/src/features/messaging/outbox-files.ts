import type { IDBPDatabase } from 'idb';

// The files of messages still in the outbox (issue 28 §5): localStorage holds the entry (text,
// names, upload ids), this IndexedDB database its bytes, so a message written offline with a
// photo survives a reload. Its own database, keyed "<clientId>:<index>"; signing out deletes it
// (lib/offline-data.ts names it too).

export const OUTBOX_FILES_DATABASE = 'sl-outbox-files';
const STORE = 'files';

/** Where the outbox keeps its files (tests give it a Map). */
export interface OutboxFileStore {
  get(key: string): Promise<Blob | undefined>;
  put(key: string, file: Blob): Promise<void>;
  delete(key: string): Promise<void>;
}

export const fileKey = (clientId: string, index: number) => `${clientId}:${index}`;

let opened: Promise<IDBPDatabase> | null = null;
function database() {
  opened ??= import('idb').then(({ openDB }) =>
    openDB(OUTBOX_FILES_DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore(STORE);
      },
      // Signing out deletes the database: let go of it so the deletion is not blocked.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        opened = null;
      },
    }),
  );
  return opened;
}

/** The browser's IndexedDB; failures read as "nothing kept" (private mode, storage refused). */
export const indexedDbFiles: OutboxFileStore = {
  async get(key) {
    const db = await database().catch(() => null);
    return ((await db?.get(STORE, key).catch(() => undefined)) as Blob | undefined) ?? undefined;
  },
  async put(key, file) {
    const db = await database().catch(() => null);
    await db?.put(STORE, file, key).catch(() => undefined);
  },
  async delete(key) {
    const db = await database().catch(() => null);
    await db?.delete(STORE, key).catch(() => undefined);
  },
};

/** In memory (tests): one Map shared by the Outbox objects of a "reload". */
export function memoryFiles(map = new Map<string, Blob>()): OutboxFileStore {
  return {
    get: (key) => Promise.resolve(map.get(key)),
    put: (key, file) => Promise.resolve(void map.set(key, file)),
    delete: (key) => Promise.resolve(void map.delete(key)),
  };
}
