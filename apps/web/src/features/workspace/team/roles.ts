import type { WorkspaceRoleName } from '@skilllink/contracts/workspace-constants';

/**
 * What each role may do (spec §3 and §6), as the server's policy has it (apps/server
 * features/workspace/policy.ts, which enforces it): here only to hide what a role cannot do and
 * to explain the roles. The server still answers 403 to anything that slips through.
 */
export const PERMISSIONS = {
  lead: ['edit', 'manage', 'view'],
  member: ['edit', 'view'],
  viewer: ['view'],
} as const satisfies Record<WorkspaceRoleName, readonly ('edit' | 'manage' | 'view')[]>;

export const ROLE_ORDER: Record<WorkspaceRoleName, number> = { lead: 0, member: 1, viewer: 2 };

/** Roles a lead can give someone they invite: a second lead is made afterwards, from the team list, on purpose. */
export const INVITE_ROLES = ['member', 'viewer'] as const satisfies readonly WorkspaceRoleName[];
