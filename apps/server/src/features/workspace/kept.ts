import type { MemberCaches } from '../../platform/member-cache.js';

/** The scope of what is kept per project: any write to a project drops it (workspace.routes.ts). */
export const PROJECT_READS_SCOPE = 'workspace-reads';
/** As the calendar's months (ADR 019): correctness comes from the drops, not from the TTL. */
const KEPT_TTL_MS = 10 * 60_000;

/**
 * Answers kept per project (its task list, the project itself) until a write to the project,
 * or a change announced for someone they name (a rename, a new photo: their profile saved, on
 * any process), which is no project write. A change landing while an answer is being built
 * can still be missed: the TTL bounds that.
 */
export function keptPerProject<T>(caches: MemberCaches, max: number) {
  const kept = caches.create<T>(KEPT_TTL_MS, max, PROJECT_READS_SCOPE);
  const naming = new Map<string, Set<string>>();
  caches.onChange((memberIds) => {
    const projects = new Set(memberIds.flatMap((id) => [...(naming.get(id) ?? [])]));
    for (const id of memberIds) naming.delete(id);
    if (projects.size > 0) void caches.changed(PROJECT_READS_SCOPE, ...projects);
  });
  return {
    /** `build` answers the value and the members it names. */
    load: (projectId: string, build: () => Promise<{ value: T; names: Iterable<string> }>) =>
      kept.load(projectId, async () => {
        const { value, names } = await build();
        for (const id of names) naming.set(id, (naming.get(id) ?? new Set()).add(projectId));
        return value;
      }),
  };
}
