import type { ActivityItem } from '@skilllink/contracts/activity';
import { toIso } from '../../db/database.js';
import type { ActivityType } from '../../db/schema.js';

/** The one place an activity row becomes an API object. */
export function toActivityItem(row: {
  id: string;
  type: ActivityType;
  subject: string;
  link: string | null;
  createdAt: string | Date;
}): ActivityItem {
  return { id: row.id, type: row.type, subject: row.subject, link: row.link, createdAt: toIso(row.createdAt) };
}
