import { configFromProcessEnv } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedBulkMessages } from './bulk-messages.js';
import { seedBulkMembers } from './bulk.js';
import { seedSkillCatalog } from './skills-catalog.js';

// `npm run seed:bulk -w @skilllink/server -- 50000 1000000`: a large data set for load tests
// (members, then messages among them), on the configured database (DATA_DIR or DATABASE_URL).
// Never run against a database people use.
const count = Number(process.argv[2] ?? 50_000);
const messages = Number(process.argv[3] ?? 0);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(messages) || messages < 0) {
  throw new Error('usage: seed:bulk <member count> [message count]');
}
const config = configFromProcessEnv();
const { db, dialect } = createDatabase(config);
try {
  await migrateToLatest(db, dialect);
  await seedSkillCatalog(db);
  const started = Date.now();
  const added = await seedBulkMembers(db, count);
  console.log(`[${dialect}] bulk seed: ${added} members added in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (messages > 0) {
    const at = Date.now();
    const sent = await seedBulkMessages(db, messages);
    console.log(`[${dialect}] bulk seed: ${sent} messages added in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  }
} finally {
  await db.destroy();
}
