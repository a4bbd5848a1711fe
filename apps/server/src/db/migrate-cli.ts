import { configFromProcessEnv } from '../config.js';
import { createDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

// `npm run db:migrate`: apply pending migrations to the configured database and exit.
const config = configFromProcessEnv();
const { db, dialect } = createDatabase(config);
try {
  const applied = await migrateToLatest(db, dialect);
  console.log(`[${dialect}] ${applied.length ? `applied: ${applied.join(', ')}` : 'already up to date'}`);
} finally {
  await db.destroy();
}
