import { sql, type Kysely } from 'kysely';
import { columns } from './columns.js';

/**
 * Public member handles (issue 26 §2): `/in/{handle}`.
 * - user.handle: lower-case, unique (so unique whatever the case typed). Every existing member
 *   who is not erased gets one here, from their name, oldest account first ("-2", "-3"… on a
 *   collision): the same database always gives the same handles.
 * - member_handle_redirect: old handle → member, so shared links keep working after a change.
 * - member_handle_change: one row per change, for the daily limit.
 * The name folding and reserved words are copied, not imported: a migration is frozen in time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('user').addColumn('handle', 'text').execute();
  await db.schema.createIndex('user_handle_idx').on('user').column('handle').unique().execute();

  await db.schema
    .createTable('member_handle_redirect')
    .addColumn('old_handle', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_handle_redirect_user_idx').on('member_handle_redirect').column('user_id').execute();

  await db.schema
    .createTable('member_handle_change')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('changed_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_handle_change_user_idx').on('member_handle_change').columns(['user_id', 'changed_at']).execute();

  await assignHandles(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_handle_change').ifExists().execute();
  await db.schema.dropTable('member_handle_redirect').ifExists().execute();
  await db.schema.dropIndex('user_handle_idx').ifExists().execute();
  await db.schema.alterTable('user').dropColumn('handle').execute();
}

const RESERVED = new Set(
  (
    'about account admin administrator api app assets auth blog careers certificate certificates contact courses data-protection dev ' +
    'help imprint in jobs learn legal login logout me news newsletter official partners press privacy register root security ' +
    'settings signin signup sitemap skilllink skill-link staff static stories support system team terms verify www'
  ).split(' '),
);
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ŋ: 'n' };

function base(firstName: string, lastName: string): string {
  const folded = `${firstName} ${lastName}`
    .toLowerCase()
    .replace(/[ßæœøđðłþıŋ]/g, (ch) => SPECIAL[ch] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  if (folded.length < 3) return folded ? `${folded}-member` : 'member';
  return folded;
}

/** In memory, then written in batches: one statement per 500 members rather than one each. */
async function assignHandles(db: Kysely<any>): Promise<void> {
  // Without the app's CamelCasePlugin, so the rows keep the column names written here.
  const rows = await db
    .withoutPlugins()
    .selectFrom('user')
    .select(['id', 'first_name', 'last_name'])
    .where('erased_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  const next = new Map<string, number>();
  const chosen = rows.map((row: { id: string; first_name: string; last_name: string }) => {
    const b = base(row.first_name, row.last_name);
    let n = next.get(b) ?? 1;
    let handle = n === 1 ? b : `${b}-${n}`;
    while (taken.has(handle) || RESERVED.has(handle)) handle = `${b}-${++n}`;
    next.set(b, n + 1);
    taken.add(handle);
    return { id: row.id, handle };
  });
  for (let i = 0; i < chosen.length; i += 500) {
    const batch = chosen.slice(i, i + 500);
    const cases = sql.join(
      batch.map((r) => sql`when ${r.id} then ${r.handle}`),
      sql` `,
    );
    await db
      .updateTable('user')
      .set({ handle: sql`case id ${cases} end` })
      .where(
        'id',
        'in',
        batch.map((r) => r.id),
      )
      .execute();
  }
}
