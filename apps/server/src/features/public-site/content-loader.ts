import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.js';
import { readContent } from './content-files.js';
import { syncContent } from './content.repository.js';

/** The repository's content/ folder (from src/ and from dist/ alike). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../../../content', import.meta.url));

/**
 * Loads content/ into the database (content/README.md): run at every start by every process;
 * unchanged files are skipped, so a restart costs a read of ~50 small files. A file that does
 * not follow the README is left out and logged, so a writer's slip never stops the site.
 */
export async function loadPublicContent(db: DB, dir: string, log: FastifyBaseLogger, now: Date): Promise<void> {
  if (!existsSync(dir)) {
    log.warn({ dir }, 'no content folder: the public site has no news, stories or pages');
    return;
  }
  const { entries, problems } = await readContent(dir);
  for (const problem of problems) log.error({ problem }, 'content file left out');
  const { written, removed } = await syncContent(db, entries, now.toISOString());
  if (written || removed) log.info({ written, removed }, 'public content loaded');
}
