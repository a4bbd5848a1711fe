import { CARD_SKILLS, type PersonCard } from '@skilllink/contracts/connections';
import type { DB } from '../../db/database.js';
import * as people from './people.repository.js';

/**
 * Person cards for these member ids, keyed by id: the one place a member becomes a card in
 * this area. Two queries for a whole page (members, then their skills), never one per card.
 */
export async function cardsFor(db: DB, ids: readonly string[]): Promise<Map<string, PersonCard>> {
  const unique = [...new Set(ids)];
  const [rows, skills] = await Promise.all([people.findPeople(db, unique), people.skillsOf(db, unique)]);
  const names = new Map<string, string[]>();
  for (const s of skills) {
    const list = names.get(s.userId) ?? [];
    list.push(s.name);
    names.set(s.userId, list);
  }
  return new Map(
    rows.map((r) => {
      const all = names.get(r.id) ?? [];
      const card: PersonCard = {
        id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        title: r.title,
        avatar: r.avatar,
        skills: all.slice(0, CARD_SKILLS),
        moreSkills: Math.max(0, all.length - CARD_SKILLS),
      };
      return [r.id, card];
    }),
  );
}
