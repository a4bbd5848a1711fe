import { TEAM_CANDIDATES_MAX, type TeamCandidates } from '@skilllink/contracts/workspace';
import type { DB } from '../../db/database.js';
import { foldText, searchTerms } from '../../platform/search-text.js';
import * as repo from './team.repository.js';

/**
 * The lead's connections off the team whose name holds every word of `q`, by name. Folded in
 * the service rather than in SQL: a network is a few hundred rows at most, and folding here is
 * the same on SQLite and PostgreSQL ("Adjoa" finds "Adjóa", "kofi" finds "Kofi"). An empty `q`
 * lists the first of them, so the picker shows something before anyone types.
 */
export async function candidates(db: DB, me: string, projectId: string, q: string): Promise<TeamCandidates> {
  const words = searchTerms(q);
  const people = (await repo.connectionsOffTeam(db, me, projectId))
    .map((p) => ({ ...p, folded: foldText(`${p.firstName} ${p.lastName}`) }))
    .filter((p) => words.every((w) => p.folded.includes(w)))
    .sort((a, b) => a.folded.localeCompare(b.folded) || a.id.localeCompare(b.id))
    .slice(0, TEAM_CANDIDATES_MAX);
  return { items: people.map(({ id, firstName, lastName, title, avatar }) => ({ id, firstName, lastName, title, avatar })) };
}
