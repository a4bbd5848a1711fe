import type { Education, Experience, MemberSkill, Profile, Relation } from '@skilllink/contracts/profile';
import { SKILL_LEVELS, type SkillLevel } from '@skilllink/contracts/constants';
import { toBool, toIso } from '../../db/database.js';
import type { EducationRow, ExperienceRow } from './entries.repository.js';
import type { ProfileRow } from './profile.repository.js';
import type { MemberSkillRow } from './skills.repository.js';

/** The one place rows of the profile area become API objects. */

const level = (value: string): SkillLevel => ((SKILL_LEVELS as readonly string[]).includes(value) ? (value as SkillLevel) : 'Beginner');

export function toMemberSkill(row: MemberSkillRow): MemberSkill {
  return {
    id: row.id,
    name: row.name,
    level: level(row.level),
    category: row.category,
    yearsOfExperience: row.yearsOfExperience,
    endorsements: row.endorsementCount,
    endorsedByMe: row.endorsedBy !== null,
    verified: row.badgeId !== null,
    createdAt: toIso(row.createdAt),
  };
}

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toExperience(row: ExperienceRow): Experience {
  return {
    id: row.id,
    company: row.company,
    position: row.position,
    location: row.location,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    skills: parseTags(row.skills),
  };
}

export function toEducation(row: EducationRow): Education {
  return {
    id: row.id,
    institution: row.institution,
    degree: row.degree,
    field: row.field,
    location: row.location,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
  };
}

export interface ProfileParts {
  row: ProfileRow;
  profileViews: number;
  connectionCount: number;
  skills: MemberSkillRow[];
  experience: ExperienceRow[];
  education: EducationRow[];
  /** A profile highlight bought with referral points (ADR 069), while it is on. */
  highlightedUntil: string | null;
}

/** The profile as its owner sees it: everything, nothing endorsed by themselves. */
export function toOwnProfile(p: ProfileParts): Profile {
  const { row } = p;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    bio: row.bio,
    avatar: row.avatar,
    location: row.location,
    email: row.email,
    phone: row.phone,
    website: row.website,
    linkedin: row.linkedin,
    github: row.github,
    joinDate: toIso(row.createdAt),
    handle: row.handle,
    highlightedUntil: p.highlightedUntil,
    profileViews: p.profileViews,
    connectionCount: p.connectionCount,
    relation: 'self',
    takesEndorsements: toBool(row.endorsements),
    skills: p.skills.map(toMemberSkill),
    experience: p.experience.map(toExperience),
    education: p.education.map(toEducation),
  };
}

/**
 * The same profile as another member sees it. Contact details a member keeps for their
 * network — e-mail and phone — go only to connections; web links are public like on any
 * professional network.
 */
export function toViewedProfile(own: Profile, relation: Relation, endorsedByViewer: Set<string>): Profile {
  const close = relation === 'connected';
  return {
    ...own,
    relation,
    email: close ? own.email : null,
    phone: close ? own.phone : '',
    skills: own.skills.map((s) => ({ ...s, endorsedByMe: endorsedByViewer.has(s.id) })),
  };
}
