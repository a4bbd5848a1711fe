import {
  MILESTONES_PER_PROJECT_MAX,
  type WorkspaceMilestone,
  type WorkspaceMilestoneInput,
  type WorkspaceMilestones,
} from '@skilllink/contracts/workspace';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { percent } from './workspace.presenter.js';
import * as repo from './milestones.repository.js';
import type { WorkspaceDeps } from './workspace.service.js';

// A project's milestones (issue 23 item 4): their status and progress come from their tasks.

type MilestoneInput = z.output<typeof WorkspaceMilestoneInput>;

const milestoneNotFound = () => new AppError(404, 'workspace_milestone_not_found', 'Milestone not found');

function toMilestone(row: repo.MilestoneRow): WorkspaceMilestone {
  const tasks = Number(row.tasks);
  const completed = Number(row.completed ?? 0);
  const started = Number(row.started ?? 0);
  return {
    id: row.id,
    title: row.title,
    dueDate: row.dueDate,
    status: tasks > 0 && completed === tasks ? 'completed' : completed + started > 0 ? 'in_progress' : 'not_started',
    progress: percent(completed, tasks),
    taskCount: tasks,
  };
}

export async function milestones(deps: WorkspaceDeps, projectId: string): Promise<WorkspaceMilestones> {
  return { items: (await repo.milestonesOf(deps.db, projectId, MILESTONES_PER_PROJECT_MAX)).map(toMilestone) };
}

async function milestone(deps: WorkspaceDeps, projectId: string, id: string): Promise<WorkspaceMilestone> {
  const [row] = await repo.milestonesOf(deps.db, projectId, 1, id);
  if (!row) throw milestoneNotFound();
  return toMilestone(row);
}

export async function createMilestone(deps: WorkspaceDeps, projectId: string, input: MilestoneInput): Promise<WorkspaceMilestone> {
  const id = newId();
  const now = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if ((await repo.milestonesOf(trx, projectId, MILESTONES_PER_PROJECT_MAX)).length >= MILESTONES_PER_PROJECT_MAX) {
      throw new AppError(409, 'workspace_milestone_limit', `A project holds at most ${MILESTONES_PER_PROJECT_MAX} milestones`, undefined, {
        params: { max: MILESTONES_PER_PROJECT_MAX },
      });
    }
    await repo.insertMilestone(trx, { id, projectId, title: input.title, dueDate: input.dueDate, createdAt: now, updatedAt: now });
  });
  return milestone(deps, projectId, id);
}

export async function updateMilestone(
  deps: WorkspaceDeps,
  projectId: string,
  id: string,
  input: MilestoneInput,
): Promise<WorkspaceMilestone> {
  if (!(await repo.milestoneOf(deps.db, projectId, id))) throw milestoneNotFound();
  await repo.updateMilestone(deps.db, id, { title: input.title, dueDate: input.dueDate, updatedAt: deps.now().toISOString() });
  return milestone(deps, projectId, id);
}

/** Deletes a milestone; its tasks stay, without a milestone. */
export async function deleteMilestone(deps: WorkspaceDeps, projectId: string, id: string): Promise<void> {
  if (!(await repo.milestoneOf(deps.db, projectId, id))) throw milestoneNotFound();
  await repo.deleteMilestone(deps.db, id);
}
