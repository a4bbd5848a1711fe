import type { DB } from '../db/database.js';

/** The skills catalogue and its addition history (being built). Idempotent. */
export async function seedSkillCatalog(_db: DB): Promise<void> {}

/** Demo history of daily skill additions, so Trending Skills starts with the spec's figures. Idempotent. */
export async function seedSkillHistory(_db: DB): Promise<void> {}
