import { sql } from 'kysely';
import { configFromProcessEnv } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { indexAll } from '../platform/search-index.js';
import { SEARCH_SOURCES } from '../search-sources.js';
import { seedBulkJobs } from './bulk-jobs.js';
import { seedBulkMessages } from './bulk-messages.js';
import { seedBulkMembers } from './bulk.js';
import { seedSkillCatalog } from './skills-catalog.js';

// `npm run seed:bulk -w @skilllink/server -- 50000 1000000 100000`: a large data set for load
// tests (members, then messages among them, then jobs they posted), on the configured database
// (DATA_DIR or DATABASE_URL).
// Never run against a database people use.
const count = Number(process.argv[2] ?? 50_000);
const messages = Number(process.argv[3] ?? 0);
const jobs = Number(process.argv[4] ?? 0);
if (![count, messages, jobs].every(Number.isInteger) || count < 1 || messages < 0 || jobs < 0) {
  throw new Error('usage: seed:bulk <member count> [message count] [job count]');
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
  if (jobs > 0) {
    const at = Date.now();
    // Posted by the first tenth of the members: posters post many jobs each, as recruiters do.
    const posted = await seedBulkJobs(db, jobs, Math.max(1, Math.floor(count / 10)));
    console.log(
      `[${dialect}] bulk seed: ${posted} listings (jobs and half as many projects) added in ${((Date.now() - at) / 1000).toFixed(1)} s`,
    );
  }
  // The triggers marked every row written; indexed here so the server starts with a whole index.
  const at = Date.now();
  const indexed = await indexAll(db, SEARCH_SOURCES);
  console.log(`[${dialect}] bulk seed: ${indexed} search entries indexed in ${((Date.now() - at) / 1000).toFixed(1)} s`);
  // Fresh statistics and no dead rows: autovacuum gets to a bulk load minutes later, and until
  // then PostgreSQL plans some reads as scans of whole tables and walks the 200,000 index marks
  // just deleted from search_dirty on every search.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
} finally {
  await db.destroy();
}
