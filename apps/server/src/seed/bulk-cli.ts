import { configFromProcessEnv } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedBulkMembers } from './bulk.js';
import { seedSkillCatalog } from './skills-catalog.js';

// `npm run seed:bulk -w @skilllink/server -- 50000`: a large data set for load tests, on the
// configured database (DATA_DIR or DATABASE_URL). Never run against a database people use.
const count = Number(process.argv[2] ?? 50_000);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed:bulk <member count>');
const config = configFromProcessEnv();
const { db, dialect } = createDatabase(config);
try {
  await migrateToLatest(db, dialect);
  await seedSkillCatalog(db);
  const started = Date.now();
  const added = await seedBulkMembers(db, count);
  console.log(`[${dialect}] bulk seed: ${added} members added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.destroy();
}
