import { z } from 'zod';
import {
  WORKSPACE_STATUSES,
  WORKSPACE_PRIORITIES,
  WORKSPACE_ROLES,
  TASK_STATUSES,
  PROJECT_TITLE_MAX,
  PROJECT_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  TASK_DESCRIPTION_MAX,
  WORKSPACE_TAGS_MAX,
  PROJECT_SKILLS_MAX,
  MILESTONE_STATUSES,
  WORKSPACE_ACTIVITY_KINDS,
  TEAM_QUERY_MAX,
} from './workspace-constants.js';
import { CURRENCIES } from './job-constants.js';

export * from './workspace-constants.js';

// The project workspace (issue 23, ADR 056): a team's projects and tasks, with roles the server
// enforces. Lead: edit, manage, view; member: edit, view; viewer (a client): view (spec §3, §6).

export const WorkspaceStatus = z.enum(WORKSPACE_STATUSES);
export const WorkspacePriority = z.enum(WORKSPACE_PRIORITIES);
export const WorkspaceRole = z.enum(WORKSPACE_ROLES);
export const TaskStatus = z.enum(TASK_STATUSES);
export type WorkspaceRole = z.infer<typeof WorkspaceRole>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
const tags = z.array(z.string().trim().min(1).max(40)).max(WORKSPACE_TAGS_MAX);
const money = z.number().finite().min(0).max(1e12);

/** A project's client: one of the lead's connections or team (on the team as a viewer), or someone outside SkillLink. */
export const WorkspaceClientInput = z.union([
  z.object({ memberId: z.string().min(1).max(64) }),
  z.object({
    name: z.string().trim().min(1, "Enter the client's name").max(120),
    /** Optional: empty when the lead does not know it. */
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Please enter a valid email address'),
  }),
]);

/** POST /workspace/projects and PATCH (every field; the form sends the whole project). */
export const WorkspaceProjectInput = z
  .object({
    title: z.string().trim().min(1, 'Project title is required').max(PROJECT_TITLE_MAX),
    description: z.string().trim().max(PROJECT_DESCRIPTION_MAX).default(''),
    status: WorkspaceStatus.default('planning'),
    priority: WorkspacePriority.default('medium'),
    budget: z.object({ total: money, spent: money, currency: z.enum(CURRENCIES) }).default({ total: 0, spent: 0, currency: 'USD' }),
    startDate: day.nullable().default(null),
    endDate: day.nullable().default(null),
    tags: tags.default([]),
    skills: z.array(z.string().trim().min(1).max(60)).max(PROJECT_SKILLS_MAX).default([]),
    client: WorkspaceClientInput.nullable().default(null),
  })
  .refine((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, {
    path: ['endDate'],
    message: 'The end date must be on or after the start date',
  });
export type WorkspaceProjectInput = z.input<typeof WorkspaceProjectInput>;

export const WorkspaceMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  role: WorkspaceRole,
  /** An invitation not accepted yet: they see nothing of the project until they accept. */
  invited: z.boolean(),
  /** The reader themselves (leaving is in the project's menu, not on their own row). */
  isMe: z.boolean(),
  joinedAt: z.string(),
});
export type WorkspaceMember = z.infer<typeof WorkspaceMember>;

/** Someone invited by e-mail whose address no member has verified yet (ADR 059): only a masked address is shown. */
export const WorkspaceEmailInvitation = z.object({
  id: z.string(),
  /** "k•••@example.com": the address itself is not kept. */
  email: z.string(),
  role: WorkspaceRole,
  invitedAt: z.string(),
});
export type WorkspaceEmailInvitation = z.infer<typeof WorkspaceEmailInvitation>;

export const WorkspaceProject = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: WorkspaceStatus,
  priority: WorkspacePriority,
  budget: z.object({ total: z.number(), spent: z.number(), currency: z.enum(CURRENCIES), usedPercent: z.number().int() }),
  timeline: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable(), progress: z.number().int() }),
  tags: z.array(z.string()),
  skills: z.array(z.string()),
  /** A member (id set: their card) or a name and e-mail for someone outside SkillLink. */
  client: z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable(), avatar: z.string().nullable() }).nullable(),
  /** Archived projects are read-only until a lead restores them. */
  archived: z.boolean(),
  taskCount: z.number().int(),
  myRole: WorkspaceRole,
  team: z.array(WorkspaceMember),
  emailInvitations: z.array(WorkspaceEmailInvitation),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkspaceProject = z.infer<typeof WorkspaceProject>;

export const WorkspaceProjects = z.object({
  items: z.array(WorkspaceProject),
  /** Projects the reader was invited to and has not answered. */
  invitations: z.array(z.object({ projectId: z.string(), title: z.string(), role: WorkspaceRole, invitedBy: z.string() })),
});
export type WorkspaceProjects = z.infer<typeof WorkspaceProjects>;

export const WorkspaceProjectParams = z.object({ projectId: z.string().min(1).max(64) });
export const WorkspaceMemberParams = WorkspaceProjectParams.extend({ memberId: z.string().min(1).max(64) });
export const WorkspaceTaskParams = WorkspaceProjectParams.extend({ taskId: z.string().min(1).max(64) });

export const InviteMemberInput = z.object({ memberId: z.string().min(1).max(64), role: WorkspaceRole.default('member') });
export const ChangeRoleInput = z.object({ role: WorkspaceRole });

/** POST /workspace/projects/:projectId/email-invitations: someone who may not be on SkillLink yet. */
export const InviteByEmailInput = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
  role: WorkspaceRole.default('member'),
});
export type InviteByEmailInput = z.input<typeof InviteByEmailInput>;
export const WorkspaceEmailInvitationParams = WorkspaceProjectParams.extend({ invitationId: z.string().min(1).max(64) });

export const WorkspaceTaskInput = z.object({
  title: z.string().trim().min(1, 'Task title is required').max(TASK_TITLE_MAX),
  description: z.string().trim().max(TASK_DESCRIPTION_MAX).default(''),
  status: TaskStatus.default('pending'),
  priority: WorkspacePriority.default('medium'),
  /** A milestone of the same project, or null. */
  milestoneId: z.string().min(1).max(64).nullable().default(null),
  /** Absent: the creator (spec §4). */
  assigneeId: z.string().min(1).max(64).nullable().optional(),
  dueDate: day.nullable().default(null),
  tags: tags.default([]),
  /** 0–100 as the assignee reports it; a completed task counts as 100. */
  progress: z.number().int().min(0).max(100).default(0),
  /** On a save: the version the editor started from; a task saved meanwhile is refused (409). */
  version: z.number().int().min(1).optional(),
});
export type WorkspaceTaskInput = z.input<typeof WorkspaceTaskInput>;

export const WorkspaceTask = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  status: TaskStatus,
  priority: WorkspacePriority,
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  milestoneId: z.string().nullable(),
  dueDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  tags: z.array(z.string()),
  progress: z.number().int(),
  /** Order inside its status column (smaller first). */
  position: z.number(),
  version: z.number().int(),
  /** Who saved it last ("updated by …"). */
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkspaceTask = z.infer<typeof WorkspaceTask>;
export const WorkspaceTasks = z.object({ items: z.array(WorkspaceTask) });
export type WorkspaceTasks = z.infer<typeof WorkspaceTasks>;

export const WorkspaceMilestoneInput = z.object({
  title: z.string().trim().min(1, 'Milestone title is required').max(TASK_TITLE_MAX),
  dueDate: day.nullable().default(null),
});
export type WorkspaceMilestoneInput = z.input<typeof WorkspaceMilestoneInput>;

/** Status and progress come from its tasks (spec §3): completed when all are, in progress once one is. */
export const WorkspaceMilestone = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  progress: z.number().int(),
  taskCount: z.number().int(),
});
export type WorkspaceMilestone = z.infer<typeof WorkspaceMilestone>;
export const WorkspaceMilestones = z.object({ items: z.array(WorkspaceMilestone) });
export type WorkspaceMilestones = z.infer<typeof WorkspaceMilestones>;
export const WorkspaceMilestoneParams = WorkspaceProjectParams.extend({ milestoneId: z.string().min(1).max(64) });

export const MyWorkspaceTasks = z.object({ items: z.array(WorkspaceTask.extend({ projectTitle: z.string() })) });
export type MyWorkspaceTasks = z.infer<typeof MyWorkspaceTasks>;

/** POST …/tasks/:taskId/move: a board drag — into `status`, right after `afterId` (null: at the top). */
export const MoveTaskInput = z.object({ status: TaskStatus, afterId: z.string().min(1).max(64).nullable() });
export type MoveTaskInput = z.infer<typeof MoveTaskInput>;

/** POST …/archive. */
export const ArchiveProjectInput = z.object({ archived: z.boolean() });

export const WorkspaceActivityKind = z.enum(WORKSPACE_ACTIVITY_KINDS);
export type WorkspaceActivityKind = z.infer<typeof WorkspaceActivityKind>;

export const WorkspaceActivityItem = z.object({
  id: z.string(),
  kind: WorkspaceActivityKind,
  actor: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable(),
  /** The titles and names the sentence quotes, as they were then. */
  params: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type WorkspaceActivityItem = z.infer<typeof WorkspaceActivityItem>;
export const WorkspaceActivity = z.object({ items: z.array(WorkspaceActivityItem), nextCursor: z.string().nullable() });
export type WorkspaceActivity = z.infer<typeof WorkspaceActivity>;
export const WorkspaceActivityQuery = z.object({ cursor: z.string().max(64).optional() });

/** GET …/candidates?q= — the lead's connections whose name holds `q`, not on the team nor invited yet. */
export const TeamCandidatesQuery = z.object({
  q: z.string().trim().max(TEAM_QUERY_MAX, `Search must be ${TEAM_QUERY_MAX} characters or less`).default(''),
});
export type TeamCandidatesQuery = z.input<typeof TeamCandidatesQuery>;
export const TeamCandidate = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  avatar: z.string().nullable(),
});
export type TeamCandidate = z.infer<typeof TeamCandidate>;
/** At most TEAM_CANDIDATES_MAX, by name. */
export const TeamCandidates = z.object({ items: z.array(TeamCandidate) });
export type TeamCandidates = z.infer<typeof TeamCandidates>;
