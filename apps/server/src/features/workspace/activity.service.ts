import {
  ACTIVITY_PAGE,
  type WorkspaceActivity,
  type WorkspaceActivityItem,
  type WorkspaceActivityKind,
} from '@skilllink/contracts/workspace';
import { toIso, type DB } from '../../db/database.js';
import { newId } from '../../platform/ids.js';
import * as repo from './activity.repository.js';
import * as milestonesRepo from './milestones.repository.js';

// The project feed (issue 23 item 7): written inside the change's own transaction, so the
// feed never tells of a change that did not happen; read by the team, newest first.

export interface ActivityEntry {
  projectId: string;
  actorId: string | null;
  kind: WorkspaceActivityKind;
  /** The titles and names the sentence quotes, as they are now (a later rename keeps the past). */
  params: Record<string, string>;
  at: string;
}

export const recordActivity = (db: DB, entry: ActivityEntry) =>
  repo.insertActivity(db, {
    id: newId(),
    projectId: entry.projectId,
    actorId: entry.actorId,
    kind: entry.kind,
    params: JSON.stringify(entry.params),
    createdAt: entry.at,
  });

export async function activity(db: DB, projectId: string, cursor: string | undefined): Promise<WorkspaceActivity> {
  const rows = await repo.activityOf(db, projectId, cursor, ACTIVITY_PAGE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE);
  return {
    items: page.map((row): WorkspaceActivityItem => ({
      id: row.id,
      kind: row.kind as WorkspaceActivityKind,
      actor: row.actorId
        ? { id: row.actorId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), avatar: row.avatar ?? null }
        : null,
      params: JSON.parse(row.params) as Record<string, string>,
      createdAt: toIso(row.createdAt),
    })),
    nextCursor: rows.length > ACTIVITY_PAGE ? page[page.length - 1]!.id : null,
  };
}

/**
 * What a task's change of status tells the feed: done or reopened, and its milestone reached
 * when this was the milestone's last open task.
 */
export async function recordStatusChange(
  db: DB,
  me: string,
  task: { projectId: string; title: string; milestoneId: string | null },
  from: string,
  to: string,
  at: string,
): Promise<void> {
  if (from === to || (to !== 'completed' && from !== 'completed')) return;
  const { projectId } = task;
  const kind = to === 'completed' ? 'task_completed' : 'task_reopened';
  await recordActivity(db, { projectId, actorId: me, kind, params: { taskTitle: task.title }, at });
  if (to !== 'completed' || task.milestoneId === null) return;
  const [milestone] = await milestonesRepo.milestonesOf(db, projectId, 1, task.milestoneId);
  if (milestone && Number(milestone.completed ?? 0) === Number(milestone.tasks)) {
    await recordActivity(db, { projectId, actorId: me, kind: 'milestone_reached', params: { milestoneTitle: milestone.title }, at });
  }
}
