import type { DB } from '../db/database.js';
import { addressHash, maskEmail } from '../features/workspace/email-invites.service.js';
import type { Storage } from '../platform/storage.js';
import { timedDemoId } from './demo-ids.js';
import { demoMembers } from './demo-members.js';
import { seedDemoProjectChats } from './demo-workspace-chat.js';
import { seedDemoProjectFiles } from './demo-workspace-files.js';
import { demoProjects, type DemoProject } from './demo-workspace-data.js';

const DAY = 86_400_000;
const localPart = (email: string) => email.split('@')[0]!;
const day = (now: number, days: number) => new Date(now + days * DAY).toISOString().slice(0, 10);

/**
 * The demo projects, inserted unless they exist (deterministic ids: two nodes seeding at once
 * write the same rows once). Activity tells the story in the order it happened. Then their team
 * chats and, given the app's storage, their files: each step inserts what is missing, so a
 * database seeded before a step existed gets it on the next start.
 */
export async function seedDemoWorkspace(db: DB, storage?: Storage, now = Date.now()): Promise<void> {
  const users = await db
    .selectFrom('user')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      demoMembers.map((m) => m.email),
    )
    .execute();
  const idOf = new Map(users.map((u) => [localPart(u.email), u.id]));
  for (const project of demoProjects) {
    if (!project.team.every((m) => idOf.has(m.member)) || !idOf.has(project.lead)) continue;
    const exists = await db.selectFrom('workspaceProject').select('id').where('id', '=', project.id).executeTakeFirst();
    if (exists) continue;
    try {
      await db.transaction().execute((trx) => insertProject(trx, project, idOf, now));
    } catch {
      // Another process seeded it a moment ago: the primary key keeps one.
    }
  }
  await seedDemoProjectChats(db, now);
  if (storage) await seedDemoProjectFiles(db, storage, now);
}

async function insertProject(db: DB, p: DemoProject, idOf: Map<string, string>, now: number): Promise<void> {
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const started = at(60 * 24 * 30);
  const lead = idOf.get(p.lead)!;
  await db
    .insertInto('workspaceProject')
    .values({
      id: p.id,
      title: p.title,
      description: p.description,
      status: p.status,
      priority: p.priority,
      budgetTotal: p.budget.total,
      budgetSpent: p.budget.spent,
      currency: p.budget.currency,
      startDate: day(now, p.startInDays),
      endDate: day(now, p.endInDays),
      tags: JSON.stringify(p.tags),
      skills: JSON.stringify(p.skills),
      clientUserId: p.client ? idOf.get(p.client)! : null,
      createdBy: lead,
      createdAt: started,
      updatedAt: at(30),
    })
    .execute();
  const activity: Array<{ actorId: string | null; kind: string; params: Record<string, string>; createdAt: string }> = [
    { actorId: lead, kind: 'project_created', params: { projectTitle: p.title }, createdAt: started },
  ];
  await db
    .insertInto('workspaceMember')
    .values({ projectId: p.id, userId: lead, role: 'lead', invitedBy: null, invitedAt: started, acceptedAt: started })
    .execute();
  for (const [i, m] of p.team.entries()) {
    const joined = at(60 * 24 * (29 - i));
    const userId = idOf.get(m.member)!;
    await db
      .insertInto('workspaceMember')
      .values({ projectId: p.id, userId, role: m.role, invitedBy: lead, invitedAt: joined, acceptedAt: joined })
      .execute();
    activity.push({ actorId: userId, kind: 'member_joined', params: { name: nameOf(m.member) }, createdAt: joined });
  }
  for (const [i, invite] of (p.emailInvites ?? []).entries()) {
    await db
      .insertInto('workspaceEmailInvite')
      .values({
        id: `${p.id}-email-invite-${i}`,
        projectId: p.id,
        emailHash: addressHash(invite.email),
        emailShown: maskEmail(invite.email),
        role: invite.role,
        invitedBy: lead,
        invitedAt: at(60 * 24 * 2),
      })
      .execute();
  }
  const milestoneIds = p.milestones.map((_, i) => `${p.id}-milestone-${i}`);
  await db
    .insertInto('workspaceMilestone')
    .values(
      p.milestones.map((m, i) => ({
        id: milestoneIds[i]!,
        projectId: p.id,
        title: m.title,
        dueDate: day(now, m.dueInDays),
        createdAt: started,
        updatedAt: started,
      })),
    )
    .execute();
  for (const [i, task] of p.tasks.entries()) {
    const created = at(60 * 24 * (25 - i));
    const assigneeId = task.assignee ? idOf.get(task.assignee)! : null;
    const done = task.status === 'completed' ? at(60 * 24 * (12 - i)) : null;
    await db
      .insertInto('workspaceTask')
      .values({
        id: `${p.id}-task-${i}`,
        projectId: p.id,
        title: task.title,
        description: task.description ?? '',
        status: task.status,
        priority: task.priority,
        assigneeId,
        milestoneId: task.milestone === null ? null : milestoneIds[task.milestone]!,
        dueDate: task.dueInDays === null ? null : day(now, task.dueInDays),
        completedAt: done,
        tags: JSON.stringify(task.tags ?? []),
        progress: task.progress ?? 0,
        position: i + 1,
        createdBy: lead,
        updatedBy: assigneeId ?? lead,
        version: 1,
        createdAt: created,
        updatedAt: done ?? created,
      })
      .execute();
    activity.push({ actorId: lead, kind: 'task_created', params: { taskTitle: task.title }, createdAt: created });
    if (done) activity.push({ actorId: assigneeId, kind: 'task_completed', params: { taskTitle: task.title }, createdAt: done });
  }
  activity.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  await db
    .insertInto('workspaceActivity')
    .values(
      activity.map((a, i) => ({
        // The feed pages by id: ids in time like the app's, so what members do later sorts after.
        id: timedDemoId(`${p.id}-activity-${i}`, a.createdAt),
        projectId: p.id,
        ...a,
        params: JSON.stringify(a.params),
      })),
    )
    .execute();
}

function nameOf(member: string): string {
  const m = demoMembers.find((d) => localPart(d.email) === member)!;
  return `${m.firstName} ${m.lastName}`;
}
