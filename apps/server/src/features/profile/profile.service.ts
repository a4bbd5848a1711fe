import { createHash } from 'node:crypto';
import type { Profile, ProfileUpdateValues, Relation } from '@skilllink/contracts/profile';
import type { DB } from '../../db/database.js';
import type { Member } from '../../platform/auth/member.js';
import type { Sessions } from '../../platform/auth/session.js';
import { AppError } from '../../platform/errors.js';
import { mayViewProfile } from '../../platform/privacy.js';
import { highlightUntil } from '../../platform/member-highlight.js';
import { notify } from '../../platform/notifications.js';
import type { MemberCache, MemberCaches } from '../../platform/member-cache.js';
import type { Storage } from '../../platform/storage.js';
import { listEducation, listExperience } from './entries.repository.js';
import { toAvatarImage } from './photo.js';
import { toOwnProfile, toViewedProfile } from './profile.presenter.js';
import * as repo from './profile.repository.js';
import { endorsedSkillIds, listMemberSkills } from './skills.repository.js';

/**
 * A member's profile as they see it themselves, cached per member (see MemberCaches); other
 * viewers get a trimmed copy. `json` is the owner's answer, serialized once on first use.
 */
export interface CachedProfile {
  profile: Profile;
  json?: Buffer;
}

export interface ProfileDeps {
  db: DB;
  sessions: Sessions;
  storage: Storage;
  caches: MemberCaches;
  profiles: MemberCache<CachedProfile | null>;
}

/** A minute bounds staleness only for what no event announces; every profile write announces. */
export const PROFILE_CACHE_TTL_MS = 60_000;

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
 * Any signed-in member may read a profile (a professional network) unless its owner keeps it
 * for connections or a block stands between them; what is private is trimmed by the presenter.
 * Another member opening it counts as one view per day.
 */
// Views this process already stored today: a member reopening a profile costs no write.
const seenToday = new Set<string>();
let seenDay = '';

/** Counts a view once per viewer per profile per UTC day; returns whether it was new. */
async function recordView(db: DB, profileId: string, viewerId: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  if (day !== seenDay || seenToday.size > 200_000) {
    seenToday.clear();
    seenDay = day;
  }
  const key = `${profileId}|${viewerId}`;
  if (seenToday.has(key)) return false;
  const added = await repo.insertProfileView(db, profileId, viewerId, now);
  seenToday.add(key);
  return added;
}

/** The owner's cached profile, or null when there is no such member. */
export function ownProfile(deps: Pick<ProfileDeps, 'db' | 'profiles'>, id: string): Promise<CachedProfile | null> {
  return deps.profiles.load(id, () => loadProfile(deps.db, id));
}

export async function getProfile(deps: Pick<ProfileDeps, 'db' | 'caches' | 'profiles'>, viewer: Member, id: string): Promise<Profile> {
  const { db } = deps;
  let cached = await ownProfile(deps, id);
  if (!cached) throw profileNotFound();
  if (viewer.id === id) return cached.profile;
  const relation = await relationOf(db, viewer.id, id);
  // Hidden (a block either way, or "connections only") reads as missing: nothing is revealed.
  if (!(await mayViewProfile(db, viewer.id, id, relation === 'connected'))) throw profileNotFound();
  if (await recordView(db, id, viewer.id, new Date())) {
    // Counted once per viewer per day, so the owner hears of it at most that often.
    await notify(db, {
      userId: id,
      type: 'profile_view',
      kind: 'profile.viewed',
      params: { actorName: `${viewer.firstName} ${viewer.lastName}` },
      data: { memberId: viewer.id },
    });
    await deps.caches.memberChanged(id);
    cached = (await ownProfile(deps, id)) ?? cached;
  }
  const endorsed = await endorsedSkillIds(db, id, viewer.id);
  return toViewedProfile(cached.profile, relation, endorsed);
}

async function loadProfile(db: DB, id: string): Promise<CachedProfile | null> {
  const row = await repo.findProfileRow(db, id);
  if (!row) return null;
  const [profileViews, connectionCount, skills, experience, education, highlightedUntil] = await Promise.all([
    repo.countProfileViews(db, id),
    repo.countConnections(db, id),
    listMemberSkills(db, id, ''),
    listExperience(db, id),
    listEducation(db, id),
    highlightUntil(db, id, new Date()),
  ]);
  return { profile: toOwnProfile({ row, profileViews, connectionCount, skills, experience, education, highlightedUntil }) };
}

/** Only ever the signed-in member's own profile: there is no route to write anyone else's. */
export async function updateProfile(deps: ProfileDeps, member: Member, input: ProfileUpdateValues) {
  await repo.updateProfileFields(deps.db, member.id, input);
  // Name and title are part of the cached session, and of the cached profile.
  await deps.sessions.forgetMember(member.id);
  await deps.caches.memberChanged(member.id);
  return getProfile(deps, member, member.id);
}

function photoKey(avatar: string | null): string | null {
  return avatar?.startsWith(PHOTO_PATH) ? avatar.slice(PHOTO_PATH.length) : null;
}

/**
 * The member's photo now, for a key of one they replaced (`{member id}-{hash}.webp`): lists
 * kept a few minutes (dashboard suggestions) or on a device (offline) still name the old one.
 */
export async function currentPhotoKey(db: DB, oldKey: string): Promise<string | null> {
  const memberId = oldKey.slice(0, oldKey.lastIndexOf('-'));
  if (!memberId) return null;
  const row = await repo.findProfileRow(db, memberId);
  const key = photoKey(row?.avatar ?? null);
  return key !== oldKey ? key : null;
}

export async function setPhoto(deps: ProfileDeps, member: Member, upload: Buffer) {
  const image = await toAvatarImage(upload);
  const key = `${member.id}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
  await deps.storage.put(key, image);
  const previous = await repo.findProfileRow(deps.db, member.id);
  await repo.updateProfileFields(deps.db, member.id, { avatar: PHOTO_PATH + key });
  await deps.sessions.forgetMember(member.id);
  await deps.caches.memberChanged(member.id);
  const old = photoKey(previous?.avatar ?? null);
  if (old && old !== key) await deps.storage.remove(old);
  return getProfile(deps, member, member.id);
}

export async function removePhoto(deps: ProfileDeps, member: Member) {
  const previous = await repo.findProfileRow(deps.db, member.id);
  await repo.updateProfileFields(deps.db, member.id, { avatar: null });
  await deps.sessions.forgetMember(member.id);
  await deps.caches.memberChanged(member.id);
  const old = photoKey(previous?.avatar ?? null);
  if (old) await deps.storage.remove(old);
  return getProfile(deps, member, member.id);
}
