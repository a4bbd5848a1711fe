import type { DB } from '../db/database.js';

/** Skills, experience, education and connections of the demo members (being built). Idempotent. */
export async function seedDemoProfiles(_db: DB): Promise<void> {}
