// The workspace's plain constants (no zod), for the web app's pages (issue 23, ADR 056).

export const WORKSPACE_STATUSES = ['planning', 'in_progress', 'on_hold', 'completed'] as const;
export const WORKSPACE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const WORKSPACE_ROLES = ['lead', 'member', 'viewer'] as const;
export const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export const PROJECT_TITLE_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 4_000;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 4_000;
export const WORKSPACE_TAGS_MAX = 10;
/** A project's tasks: the board stays usable with a virtualised list up to here. */
export const TASKS_PER_PROJECT_MAX = 10_000;
/** Projects a member can be on at once (a bound on every list they read). */
export const PROJECTS_PER_MEMBER_MAX = 200;
export const PROJECT_SKILLS_MAX = 20;
/** People on one project, invitations included: each chat message is one stored event per member. */
export const TEAM_MAX = 50;
export const MILESTONE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const MILESTONES_PER_PROJECT_MAX = 100;
/** GET /workspace/tasks/mine: my open tasks across my projects, soonest due first (the dashboard's "my tasks"). */
export const MY_TASKS_MAX = 200;
export const ACTIVITY_PAGE = 30;
/** What a project's feed tells (issue 23 item 7); each is worded per reader from its params. */
export const WORKSPACE_ACTIVITY_KINDS = [
  'project_created',
  'member_joined',
  'member_left',
  'task_created',
  'task_completed',
  'task_reopened',
  'file_added',
  'milestone_reached',
] as const;
/** GET …/candidates: the people a lead can invite, at most this many per search. */
export const TEAM_CANDIDATES_MAX = 10;
/** The longest name search for candidates (a name, not a text). */
export const TEAM_QUERY_MAX = 80;
export type WorkspaceStatusName = (typeof WORKSPACE_STATUSES)[number];
export type WorkspacePriorityName = (typeof WORKSPACE_PRIORITIES)[number];
export type WorkspaceRoleName = (typeof WORKSPACE_ROLES)[number];
export type TaskStatusName = (typeof TASK_STATUSES)[number];

/** E-mail invitations a member may send in a day, across their projects (each is a mail to a stranger). */
export const EMAIL_INVITES_PER_DAY = 20;
