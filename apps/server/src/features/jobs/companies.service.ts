import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { foldText } from '../../platform/search-text.js';

/**
 * The company a job is posted for: none for a blank name (posted as the member); the company
 * of that name when the member manages it or recruits for it; a new company they manage when
 * no company has the name yet. A company managed by others is refused: only its manager adds
 * recruiters, so nobody posts in another organisation's name.
 */
export async function companyFor(db: DB, memberId: string, name: string, now: string): Promise<{ id: string; name: string } | null> {
  const trimmed = name.trim();
  if (!trimmed) return null;
  const nameKey = foldText(trimmed);
  const existing = await db.selectFrom('company').select(['id', 'name']).where('nameKey', '=', nameKey).executeTakeFirst();
  if (existing) {
    const member = await db
      .selectFrom('companyMember')
      .select('role')
      .where('companyId', '=', existing.id)
      .where('userId', '=', memberId)
      .executeTakeFirst();
    if (!member) {
      throw new AppError(
        403,
        'company_managed_elsewhere',
        `${existing.name} is managed by another member: ask them to add you as a recruiter`,
        { companyName: `${existing.name} is managed by another member: ask them to add you as a recruiter` },
        { params: { name: existing.name } },
      );
    }
    return existing;
  }
  const id = newId();
  await db
    .insertInto('company')
    .values({ id, name: trimmed, nameKey, logo: null, createdBy: memberId, createdAt: now, updatedAt: now })
    .execute();
  await db.insertInto('companyMember').values({ companyId: id, userId: memberId, role: 'manager', createdAt: now }).execute();
  return { id, name: trimmed };
}
