import { normalizeHandle, handleProblem, type PublicMember } from '@skilllink/contracts/public-member';
import type { DB } from '../../db/database.js';
import { toIso } from '../../db/database.js';
import { verifiedSkills } from '../../platform/skill-badges.js';
import * as repo from './public-member.repository.js';

/** A member's page for signed-out visitors, /in/{handle} (issue 26 §2), as their privacy setting allows. */

export type PublicMemberLookup =
  { kind: 'member'; member: PublicMember } | { kind: 'redirect'; handle: string } | { kind: 'hidden' } | null;

export const PUBLIC_SKILLS = 10;
export const PUBLIC_DESCRIPTION_MAX = 300;
/** Photos the API serves itself; anything else stored there is not shown to strangers. */
const PHOTO_PATH = '/api/v1/photos/';

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

async function present(db: DB, row: repo.PublicMemberRow): Promise<PublicMember> {
  const [skills, experience, education, certificates, verified] = await Promise.all([
    repo.topSkills(db, row.id, PUBLIC_SKILLS),
    repo.experienceOf(db, row.id),
    repo.educationOf(db, row.id),
    repo.certificatesOf(db, row.id),
    verifiedSkills(db, [row.id]),
  ]);
  const proved = verified.get(row.id) ?? new Map<string, string>();
  return {
    handle: row.handle!,
    firstName: row.firstName,
    lastName: row.lastName,
    headline: row.title,
    location: row.location,
    about: row.bio,
    photoUrl: row.avatar?.startsWith(PHOTO_PATH) ? row.avatar : null,
    skills: skills.map((s) => ({ name: s.name, endorsements: Number(s.endorsementCount), verified: proved.has(s.nameKey) })),
    experience: experience.map((e) => ({
      title: e.position,
      company: e.company,
      location: e.location,
      startDate: e.startDate,
      endDate: e.endDate,
      description: cut(e.description, PUBLIC_DESCRIPTION_MAX),
    })),
    education: education.map((e) => ({
      school: e.institution,
      degree: e.degree,
      field: e.field,
      startDate: e.startDate,
      endDate: e.endDate,
    })),
    certificates: certificates.map((c) => ({ courseTitle: c.title, issuedAt: toIso(c.issuedAt), code: c.code })),
    memberSince: toIso(row.createdAt),
  };
}

/**
 * What `/in/{handle}` shows a signed-out visitor:
 * - `member`: the profile is visible to everyone;
 * - `redirect`: an old handle of such a member (answer a 301 to `/in/{handle}`);
 * - `hidden`: the member shows their profile to members or connections only ("sign in to see"),
 *   by their current or an old handle — a hidden member's new handle is not revealed;
 * - null: no such handle, or the member erased their account (404).
 */
export async function findPublicMember(db: DB, typed: string): Promise<PublicMemberLookup> {
  const handle = normalizeHandle(typed);
  // A malformed handle cannot exist; a word reserved later may still be an older member's handle.
  const problem = handleProblem(handle);
  if (problem !== null && problem !== 'reserved') return null;
  const row = await repo.memberByHandle(db, handle);
  if (row) {
    if (row.erasedAt !== null) return null;
    return row.profileVisibility === 'everyone' ? { kind: 'member', member: await present(db, row) } : { kind: 'hidden' };
  }
  const moved = await repo.memberByOldHandle(db, handle);
  if (!moved || moved.erasedAt !== null || moved.handle === null) return null;
  return moved.profileVisibility === 'everyone' ? { kind: 'redirect', handle: moved.handle } : { kind: 'hidden' };
}

/** For sitemap.xml: members visible to everyone (most recently updated first), with their last update. */
export async function publicMemberHandles(db: DB, limit: number): Promise<Array<{ handle: string; updatedAt: string }>> {
  return (await repo.visibleHandles(db, limit)).map((r) => ({ handle: r.handle!, updatedAt: toIso(r.updatedAt) }));
}
