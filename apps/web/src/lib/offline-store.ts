import type { IDBPDatabase } from 'idb';

// The member's data kept on this device for reading offline (issue 28 §2, ADR 071): one
// IndexedDB database through `idb`, loaded only when something is read or written.

const DATABASE = 'sl-offline';
const STORE = 'kv';

let opened: Promise<IDBPDatabase> | null = null;
function database() {
  opened ??= import('idb').then(({ openDB }) =>
    openDB(DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore(STORE);
      },
    }),
  );
  return opened;
}

/** Strings by key, as TanStack Query's persister takes them; failures read as "nothing kept". */
export const offlineStore = {
  async getItem(key: string): Promise<string | null> {
    const db = await database().catch(() => null);
    return ((await db?.get(STORE, key)) as string | undefined) ?? null;
  },
  async setItem(key: string, value: string): Promise<void> {
    await (await database().catch(() => null))?.put(STORE, value, key);
  },
  async removeItem(key: string): Promise<void> {
    await (await database().catch(() => null))?.delete(STORE, key);
  },
};

/** Removes everything kept (signing out). */
export async function deleteOfflineStore(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
