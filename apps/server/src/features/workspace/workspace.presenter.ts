import type { WorkspaceProject, WorkspaceRole, WorkspaceTask } from '@skilllink/contracts/workspace';
import type { Currency } from '@skilllink/contracts/jobs';
import { toIso } from '../../db/database.js';
import { jsonStrings } from '../../db/json-strings.js';
import type { ProjectRow, TaskRow } from './workspace.repository.js';
import type * as repo from './workspace.repository.js';

type TeamRow = Awaited<ReturnType<typeof repo.teamsOf>>[number];
type EmailInviteRow = Awaited<ReturnType<typeof repo.emailInvitesOf>>[number];

/** Rounded share, 0 when there is nothing to share (spec §2 and §4). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

function clientOf(row: ProjectRow): WorkspaceProject['client'] {
  if (row.clientUserId) {
    const name = `${row.clientFirstName ?? ''} ${row.clientLastName ?? ''}`.trim();
    return { id: row.clientUserId, name, email: null, avatar: row.clientAvatar ?? null };
  }
  return row.clientName ? { id: null, name: row.clientName, email: row.clientEmail || null, avatar: null } : null;
}

export function toProject(
  row: ProjectRow,
  { team, byEmail }: { team: readonly TeamRow[]; byEmail: readonly EmailInviteRow[] },
  counts: { total: number; completed: number },
  me: string,
): WorkspaceProject {
  const total = Number(row.budgetTotal);
  const spent = Number(row.budgetSpent);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status as WorkspaceProject['status'],
    priority: row.priority as WorkspaceProject['priority'],
    budget: { total, spent, currency: row.currency as Currency, usedPercent: percent(spent, total) },
    timeline: { startDate: row.startDate, endDate: row.endDate, progress: percent(counts.completed, counts.total) },
    tags: jsonStrings(row.tags),
    skills: jsonStrings(row.skills),
    client: clientOf(row),
    archived: row.archivedAt !== null,
    taskCount: counts.total,
    myRole: row.myRole as WorkspaceRole,
    team: team.map((m) => ({
      id: m.userId,
      firstName: m.firstName,
      lastName: m.lastName,
      avatar: m.avatar,
      role: m.role as WorkspaceRole,
      invited: m.acceptedAt === null,
      isMe: m.userId === me,
      joinedAt: toIso(m.acceptedAt ?? m.invitedAt),
    })),
    emailInvitations: byEmail.map((i) => ({ id: i.id, email: i.emailShown, role: i.role as WorkspaceRole, invitedAt: toIso(i.invitedAt) })),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

export function toTask(row: TaskRow): WorkspaceTask {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    status: row.status as WorkspaceTask['status'],
    priority: row.priority as WorkspaceTask['priority'],
    assignee: row.assigneeId ? { id: row.assigneeId, name: `${row.assigneeFirstName ?? ''} ${row.assigneeLastName ?? ''}`.trim() } : null,
    milestoneId: row.milestoneId,
    dueDate: row.dueDate,
    completedAt: row.completedAt === null ? null : toIso(row.completedAt),
    tags: jsonStrings(row.tags),
    // Done is done, whatever was reported on the way.
    progress: row.status === 'completed' ? 100 : row.progress,
    position: Number(row.position),
    version: row.version,
    updatedBy: row.updatedBy ? { id: row.updatedBy, name: `${row.editorFirstName ?? ''} ${row.editorLastName ?? ''}`.trim() } : null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
