import type { WorkspaceTask, WorkspaceTaskInput } from '@skilllink/contracts/workspace';
import type { TaskStatusName, WorkspacePriorityName } from '@skilllink/contracts/workspace-constants';

/** What the task dialog edits: the form's own shape (empty strings for "none"). */
export interface TaskDraft {
  title: string;
  description: string;
  status: TaskStatusName;
  priority: WorkspacePriorityName;
  /** null: nobody; undefined (creating without knowing who "me" is): the server picks the creator. */
  assigneeId: string | null | undefined;
  dueDate: string;
  milestoneId: string;
  tags: string[];
  progress: number;
}

/** A new task: pending, medium priority (spec §4), given to me. */
export const newDraft = (myId: string | undefined, status: TaskStatusName = 'pending'): TaskDraft => ({
  title: '',
  description: '',
  status,
  priority: 'medium',
  assigneeId: myId,
  dueDate: '',
  milestoneId: '',
  tags: [],
  progress: 0,
});

export const draftOf = (task: WorkspaceTask): TaskDraft => ({
  title: task.title,
  description: task.description,
  status: task.status,
  priority: task.priority,
  assigneeId: task.assignee?.id ?? null,
  dueDate: task.dueDate ?? '',
  milestoneId: task.milestoneId ?? '',
  tags: task.tags,
  progress: task.progress,
});

/** The body the server takes; a save carries the version the editor started from. */
export function inputOf(draft: TaskDraft, version?: number): WorkspaceTaskInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    status: draft.status,
    priority: draft.priority,
    ...(draft.assigneeId === undefined ? {} : { assigneeId: draft.assigneeId }),
    dueDate: draft.dueDate || null,
    milestoneId: draft.milestoneId || null,
    tags: draft.tags,
    progress: Math.min(100, Math.max(0, Math.round(draft.progress || 0))),
    ...(version === undefined ? {} : { version }),
  };
}
