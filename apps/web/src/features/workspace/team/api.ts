import type { TeamCandidates, WorkspaceProject } from '@skilllink/contracts/workspace';
import type { WorkspaceRoleName } from '@skilllink/contracts/workspace-constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateProject, projectPath, workspaceKeys } from '../api/keys';

// A project's team: the lead's connections to invite, inviting, changing a role, removing
// someone (or cancelling their invitation). The team itself is part of the project's answer.

const memberPath = (projectId: string, memberId: string) => `${projectPath(projectId)}/members/${encodeURIComponent(memberId)}`;

export const candidatesQuery = (projectId: string, q: string) =>
  queryOptions({
    queryKey: [...workspaceKeys.team(projectId), 'candidates', q] as const,
    queryFn: ({ signal }) => api<TeamCandidates>(`${projectPath(projectId)}/candidates?${new URLSearchParams({ q })}`, { signal }),
    // The list under the box stays while the next search runs, instead of blinking to a skeleton.
    placeholderData: (previous) => previous,
  });

/** The lead's connections off the team whose name holds `q`; asked for only while the search is open. */
export const useCandidates = (projectId: string, q: string, enabled: boolean) => useQuery({ ...candidatesQuery(projectId, q), enabled });

/** The server answers a team change with the whole project: that answer becomes the project's copy. */
function useTeamWrite<V extends { projectId: string }>(write: (vars: V) => Promise<WorkspaceProject | void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (project, { projectId }) => {
      if (project) queryClient.setQueryData(workspaceKeys.project(projectId), project);
      return invalidateProject(queryClient, projectId);
    },
  });
}

export const useInvite = () =>
  useTeamWrite(({ projectId, memberId, role }: { projectId: string; memberId: string; role: WorkspaceRoleName }) =>
    api<WorkspaceProject>(`${projectPath(projectId)}/members`, { method: 'POST', body: { memberId, role } }),
  );

export const useChangeRole = () =>
  useTeamWrite(({ projectId, memberId, role }: { projectId: string; memberId: string; role: WorkspaceRoleName }) =>
    api<WorkspaceProject>(memberPath(projectId, memberId), { method: 'PATCH', body: { role } }),
  );

/** Invites by address: a member with it is invited at once, anyone else when they join SkillLink with it. */
export const useInviteByEmail = () =>
  useTeamWrite(({ projectId, email, role }: { projectId: string; email: string; role: WorkspaceRoleName }) =>
    api<WorkspaceProject>(`${projectPath(projectId)}/email-invitations`, { method: 'POST', body: { email, role } }),
  );

export const useCancelEmailInvite = () =>
  useTeamWrite(({ projectId, invitationId }: { projectId: string; invitationId: string }) =>
    api<void>(`${projectPath(projectId)}/email-invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
  );

/** Removes a member, or cancels an invitation not answered yet (the same route). */
export const useRemoveMember = () =>
  useTeamWrite(({ projectId, memberId }: { projectId: string; memberId: string }) =>
    api<void>(memberPath(projectId, memberId), { method: 'DELETE' }),
  );
