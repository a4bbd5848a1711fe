import type { Education, Experience, MemberSkill, Profile, Relation } from '@skilllink/contracts/profile';
import { SKILL_LEVELS, type SkillLevel } from '@skilllink/contracts/constants';
import { toIso } from '../../db/database.js';
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
  relation: Relation;
  profileViews: number;
  connectionCount: number;
  skills: MemberSkillRow[];
  experience: ExperienceRow[];
  education: EducationRow[];
}

export function toProfile(p: ProfileParts): Profile {
  const { row } = p;
  // Contact details a member keeps for their network: e-mail and phone only to themselves and
  // their connections; web links are public like on any professional network.
  const showPrivate = p.relation === 'self' || p.relation === 'connected';
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    bio: row.bio,
    avatar: row.avatar,
    location: row.location,
    email: showPrivate ? row.email : null,
    phone: showPrivate ? row.phone : '',
    website: row.website,
    linkedin: row.linkedin,
    github: row.github,
    joinDate: toIso(row.createdAt),
    profileViews: p.profileViews,
    connectionCount: p.connectionCount,
    relation: p.relation,
    skills: p.skills.map(toMemberSkill),
    experience: p.experience.map(toExperience),
    education: p.education.map(toEducation),
  };
}
