import type { ActivityItem } from '@skilllink/contracts/activity';
import type { DashboardExperience, DashboardSkill } from '@skilllink/contracts/dashboard';
import { SKILL_LEVELS, type SkillLevel } from '@skilllink/contracts/constants';
import { toIso } from '../../db/database.js';
import type { ActivityType } from '../../db/schema.js';

const isLevel = (value: string): value is SkillLevel => (SKILL_LEVELS as readonly string[]).includes(value);

/** The one place the dashboard's rows become API objects. */
export function toDashboardSkill(row: { id: string; name: string; level: string; endorsementCount: number }): DashboardSkill {
  return { id: row.id, name: row.name, level: isLevel(row.level) ? row.level : 'Beginner', endorsements: row.endorsementCount };
}

export function toDashboardExperience(row: DashboardExperience): DashboardExperience {
  return { id: row.id, company: row.company, position: row.position, startDate: row.startDate, endDate: row.endDate };
}

export function toActivityItem(row: {
  id: string;
  type: ActivityType;
  subject: string;
  link: string | null;
  createdAt: string | Date;
}): ActivityItem {
  return { id: row.id, type: row.type, subject: row.subject, link: row.link, createdAt: toIso(row.createdAt) };
}
