import { createHash } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * A demo row's id where the app sorts by id as by time (the project feed pages by id, newest
 * first): a UUIDv7 at the row's own moment, like the app's ids, so rows added later by members
 * sort after it; its random part comes from `key`, so the same key and moment give the same id.
 */
export function timedDemoId(key: string, at: string): string {
  const random = createHash('sha256').update(key).digest().subarray(0, 16);
  return uuidv7({ msecs: Date.parse(at), random });
}
