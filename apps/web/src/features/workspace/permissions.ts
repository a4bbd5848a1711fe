import type { WorkspaceProject } from '@skilllink/contracts/workspace';

/**
 * Who may change a project's content, as the server decides it (policy.ts): a lead or a member,
 * while the project is not archived. The page only hides what the server would refuse.
 */
export const canEdit = (project: Pick<WorkspaceProject, 'myRole' | 'archived'>) => !project.archived && project.myRole !== 'viewer';
