import { createHash } from 'node:crypto';
import type { ProfileUpdateValues, Relation } from '@skilllink/contracts/profile';
import type { DB } from '../../db/database.js';
import type { Member } from '../../platform/auth/member.js';
import type { Sessions } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { listEducation, listExperience } from './entries.repository.js';
import { toAvatarImage } from './photo.js';
import { toProfile } from './profile.presenter.js';
import * as repo from './profile.repository.js';
import { listMemberSkills } from './skills.repository.js';

export interface ProfileDeps {
  db: DB;
  sessions: Sessions;
  storage: Storage;
}

export const profileNotFound = () => new AppError(404, 'profile_not_found', 'Profile not found');

/** Served by GET /api/v1/photos/:key; the key carries a content hash, so answers cache forever. */
export const PHOTO_PATH = '/api/v1/photos/';

async function relationOf(db: DB, viewerId: string, ownerId: string): Promise<Relation> {
  if (viewerId === ownerId) return 'self';
  const link = await repo.findConnection(db, viewerId, ownerId);
  if (!link) return 'none';
  if (link.status === 'accepted') return 'connected';
  return link.requesterId === viewerId ? 'pending_sent' : 'pending_received';
}

/**
 * Any signed-in member may read any profile (a professional network); what is private is
 * trimmed by the presenter. Another member opening it counts as one view per day.
 */
export async function getProfile({ db }: Pick<ProfileDeps, 'db'>, viewer: Member, id: string) {
  const row = await repo.findProfileRow(db, id);
  if (!row) throw profileNotFound();
  if (viewer.id !== id) await repo.recordProfileView(db, id, viewer.id, new Date());
  const [relation, profileViews, connectionCount, skills, experience, education] = await Promise.all([
    relationOf(db, viewer.id, id),
    repo.countProfileViews(db, id),
    repo.countConnections(db, id),
    listMemberSkills(db, id, viewer.id),
    listExperience(db, id),
    listEducation(db, id),
  ]);
  return toProfile({ row, relation, profileViews, connectionCount, skills, experience, education });
}

/** Only ever the signed-in member's own profile: there is no route to write anyone else's. */
export async function updateProfile(deps: ProfileDeps, member: Member, input: ProfileUpdateValues) {
  await repo.updateProfileFields(deps.db, member.id, input);
  // Name and title are part of the cached session.
  await deps.sessions.forgetMember(member.id);
  return getProfile(deps, member, member.id);
}

function photoKey(avatar: string | null): string | null {
  return avatar?.startsWith(PHOTO_PATH) ? avatar.slice(PHOTO_PATH.length) : null;
}

export async function setPhoto(deps: ProfileDeps, member: Member, upload: Buffer) {
  const image = await toAvatarImage(upload);
  const key = `${member.id}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
  await deps.storage.put(key, image);
  const previous = await repo.findProfileRow(deps.db, member.id);
  await repo.updateProfileFields(deps.db, member.id, { avatar: PHOTO_PATH + key });
  await deps.sessions.forgetMember(member.id);
  const old = photoKey(previous?.avatar ?? null);
  if (old && old !== key) await deps.storage.remove(old);
  return getProfile(deps, member, member.id);
}

export async function removePhoto(deps: ProfileDeps, member: Member) {
  const previous = await repo.findProfileRow(deps.db, member.id);
  await repo.updateProfileFields(deps.db, member.id, { avatar: null });
  await deps.sessions.forgetMember(member.id);
  const old = photoKey(previous?.avatar ?? null);
  if (old) await deps.storage.remove(old);
  return getProfile(deps, member, member.id);
}
