import type { ContentKind } from '@skilllink/contracts/public-content';
import type { DB } from '../../db/database.js';
import type { ContentEntry } from './content-files.js';

const key = (e: { kind: string; slug: string; language: string }) => `${e.kind}/${e.language}/${e.slug}`;

/**
 * Makes the table hold exactly `entries`: a changed file is written again, a removed one
 * deleted, an unchanged one left alone (so every process can run this at start).
 */
export async function syncContent(db: DB, entries: readonly ContentEntry[], at: string): Promise<{ written: number; removed: number }> {
  return db.transaction().execute(async (trx) => {
    const stored = new Map(
      (await trx.selectFrom('publicContent').select(['kind', 'slug', 'language', 'hash']).execute()).map((r) => [key(r), r]),
    );
    let written = 0;
    for (const e of entries) {
      if (stored.get(key(e))?.hash === e.hash) continue;
      const row = {
        kind: e.kind,
        slug: e.slug,
        language: e.language,
        meta: JSON.stringify(e.meta),
        html: e.html,
        date: e.date,
        hash: e.hash,
        loadedAt: at,
      };
      await trx
        .insertInto('publicContent')
        .values(row)
        .onConflict((oc) =>
          oc
            .columns(['kind', 'slug', 'language'])
            .doUpdateSet({ meta: row.meta, html: row.html, date: row.date, hash: row.hash, loadedAt: at }),
        )
        .execute();
      written += 1;
    }
    const present = new Set(entries.map(key));
    const gone = [...stored.values()].filter((r) => !present.has(key(r)));
    for (const r of gone) {
      await trx
        .deleteFrom('publicContent')
        .where('kind', '=', r.kind)
        .where('slug', '=', r.slug)
        .where('language', '=', r.language)
        .execute();
    }
    return { written, removed: gone.length };
  });
}

/** One kind's entries in a language, newest first. */
export function listContent(db: DB, kind: ContentKind, language: string) {
  return db
    .selectFrom('publicContent')
    .select(['slug', 'meta', 'date'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .orderBy('date', 'desc')
    .orderBy('slug')
    .execute();
}

export function findContent(db: DB, kind: ContentKind, slug: string, language: string) {
  return db
    .selectFrom('publicContent')
    .select(['slug', 'meta', 'html', 'date'])
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
}
