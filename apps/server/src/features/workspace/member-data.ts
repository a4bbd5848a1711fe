import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/** A stored file name made safe for a path inside the ZIP. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(-120) || 'file';

/**
 * Workspace's part of "Your data" (ADR 062): the projects the member is on, the tasks assigned to
 * them, and the files they uploaded (the bytes go into the ZIP). Erasure leaves the team's work
 * alone: projects, tasks and files are the team's, and show "Deleted member" where they name the
 * member.
 */
export const workspaceMemberData: MemberDataSource = {
  area: 'workspace',
  async export({ db, storage, memberId }) {
    const projects = await db
      .selectFrom('workspaceMember as m')
      .innerJoin('workspaceProject as p', 'p.id', 'm.projectId')
      .select(['p.title', 'p.status', 'm.role', 'm.invitedAt', 'm.acceptedAt'])
      .where('m.userId', '=', memberId)
      .execute();
    const tasks = await db
      .selectFrom('workspaceTask as t')
      .innerJoin('workspaceProject as p', 'p.id', 't.projectId')
      .select(['p.title as project', 't.title', 't.createdAt'])
      .where('t.assigneeId', '=', memberId)
      .execute();
    const uploaded = await db
      .selectFrom('workspaceFile as f')
      .innerJoin('workspaceProject as p', 'p.id', 'f.projectId')
      .select(['f.id', 'f.name', 'f.storageKey', 'f.mime', 'f.size', 'f.createdAt', 'p.title as project'])
      .where('f.uploadedBy', '=', memberId)
      .execute();
    const files = [];
    const listed = [];
    for (const f of uploaded) {
      const path = `files/workspace/${f.id}-${safeName(f.name)}`;
      const bytes = await storage.get(f.storageKey);
      if (bytes) files.push({ path, content: new Uint8Array(bytes) });
      listed.push({
        project: f.project,
        name: f.name,
        mime: f.mime,
        size: Number(f.size),
        uploadedAt: f.createdAt,
        file: bytes ? path : null,
      });
    }
    return [jsonFile('projects.json', { projects, tasksAssigned: tasks, filesUploaded: listed }), ...files];
  },
  async erase() {
    // Nothing: see above.
  },
};
