// The workspace budgets (issue 23, "Project page with 1,000 tasks"): one project of 1,000 tasks
// led by a bulk member with a team of five, filled through the API as its team would fill it.
// The server targets read it as its lead; board.mjs opens its board in Chromium.
import { BUDGETS, MEMBERS } from './config.mjs';
import { bulkEmail, cookie, login, writeHeaders } from './members.mjs';
import { fail } from './processes.mjs';
import { fmtMs } from './stats.mjs';

/** The lead: a bulk member no other target signs in as (sockets use the first 2,000, the calendar 4,999). */
const LEAD_MEMBER = Math.min(4_998, MEMBERS - 1);
export const BOARD_TITLE = 'Bench board: 1,000 tasks';
export const BOARD_TASKS = 1_000;
const TEAM_OTHERS = 4; // + the lead: a five-person team
const MILESTONES = ['Discovery', 'Design', 'Build', 'Launch'];
const STATUSES = ['pending', 'in_progress', 'completed'];
const PRIORITIES = ['low', 'medium', 'high', 'urgent'];
const TAGS = [['frontend'], ['backend', 'api'], [], ['design'], ['qa', 'release']];
const PARALLEL = 8;
const DAY = 86_400_000;

const api = (baseURL, path) => `${baseURL}/api/v1/workspace${path}`;

async function json(res, what, status = 200) {
  if (res.status !== status) fail(`${what} answered ${res.status} ${await res.text()}`);
  return status === 204 ? null : res.json();
}

/**
 * Task n of the board: statuses in turn (a third each), every priority, assignees round the
 * five-person team, three in five in a milestone, most with a due date around today.
 */
function taskOf(n, team, milestoneIds) {
  const status = STATUSES[n % 3];
  const due = n % 7 === 0 ? null : new Date(Date.now() + ((n % 40) - 10) * DAY).toISOString().slice(0, 10);
  return {
    title: `Task ${n + 1}: ${['Write', 'Review', 'Ship', 'Fix', 'Plan'][n % 5]} the ${['sign-up form', 'pricing page', 'API client', 'onboarding e-mail', 'search filters', 'release notes'][n % 6]}`,
    description: n % 2 ? 'Agree the scope with the client first; the acceptance notes are in the shared folder.' : '',
    status,
    priority: PRIORITIES[n % 4],
    assigneeId: team[n % team.length],
    milestoneId: n % 5 < 3 ? milestoneIds[n % milestoneIds.length] : null,
    dueDate: due,
    tags: TAGS[n % TAGS.length],
    progress: status === 'in_progress' ? (n * 7) % 100 : 0,
  };
}

/** Makes the board: project, four invited connections who accept, four milestones, 1,000 tasks. */
async function seedBoard(baseURL, lead) {
  const headers = writeHeaders(baseURL, lead.jar);
  const created = await fetch(api(baseURL, '/projects'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: BOARD_TITLE, status: 'in_progress' }),
  });
  const projectId = (await json(created, 'POST /workspace/projects', 201)).id;
  const candidates = await json(
    await fetch(api(baseURL, `/projects/${projectId}/candidates`), { headers: { cookie: cookie(lead.jar) } }),
    'GET …/candidates',
  );
  const others = candidates.items.filter((c) => c.id.startsWith('bulk-')).slice(0, TEAM_OTHERS);
  if (others.length < TEAM_OTHERS) fail(`the board's lead has ${others.length} connections to invite, not ${TEAM_OTHERS}`);
  for (const other of others) {
    const invite = { method: 'POST', headers, body: JSON.stringify({ memberId: other.id, role: 'member' }) };
    await json(await fetch(api(baseURL, `/projects/${projectId}/members`), invite), 'POST …/members');
    // Bulk ids are bulk-<n, 7 digits> (seed/bulk.ts); the invitation's id is the project's.
    const member = await login(baseURL, bulkEmail(Number(other.id.slice('bulk-'.length))));
    const accept = { method: 'POST', headers: writeHeaders(baseURL, member.jar), body: JSON.stringify({ accept: true }) };
    await json(await fetch(api(baseURL, `/invitations/${projectId}`), accept), 'POST /workspace/invitations/:id', 204);
  }
  const milestoneIds = [];
  for (const [i, title] of MILESTONES.entries()) {
    const body = JSON.stringify({ title, dueDate: new Date(Date.now() + (i + 1) * 14 * DAY).toISOString().slice(0, 10) });
    const res = await fetch(api(baseURL, `/projects/${projectId}/milestones`), { method: 'POST', headers, body });
    milestoneIds.push((await json(res, 'POST …/milestones', 201)).id);
  }
  const team = [lead.id, ...others.map((o) => o.id)];
  let next = 0;
  const post = async () => {
    for (let n = next++; n < BOARD_TASKS; n = next++) {
      const body = JSON.stringify(taskOf(n, team, milestoneIds));
      await json(await fetch(api(baseURL, `/projects/${projectId}/tasks`), { method: 'POST', headers, body }), 'POST …/tasks', 201);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, post));
  return projectId;
}

let board;
/**
 * Signs the board's lead in and makes the board unless a kept data directory has it already;
 * { projectId, cookie, cookies (name/value pairs for a browser), leadEmail, tasks }. Made once
 * per run: the HTTP targets and the Chromium measurement share it.
 */
export function workspaceBoard(baseURL) {
  board ??= (async () => {
    const leadEmail = bulkEmail(LEAD_MEMBER);
    const lead = await login(baseURL, leadEmail);
    const mine = await json(await fetch(api(baseURL, '/projects'), { headers: { cookie: cookie(lead.jar) } }), 'GET /workspace/projects');
    let projectId = mine.items.find((p) => p.title === BOARD_TITLE && p.taskCount >= BOARD_TASKS)?.id;
    if (!projectId) {
      console.log(`bench: making the workspace board (${BOARD_TASKS.toLocaleString('en')} tasks, team of ${TEAM_OTHERS + 1})`);
      projectId = await seedBoard(baseURL, lead);
    }
    const tasks = await json(
      await fetch(api(baseURL, `/projects/${projectId}/tasks`), { headers: { cookie: cookie(lead.jar) } }),
      'GET …/tasks',
    );
    if (tasks.items.length !== BOARD_TASKS) fail(`the workspace board holds ${tasks.items.length} tasks, not ${BOARD_TASKS}`);
    return { projectId, leadEmail, cookie: cookie(lead.jar), cookies: [...lead.jar], tasks: tasks.items.length };
  })();
  return board;
}

/** The server targets: the Tasks tab's list (the budget) and the project itself, as the lead asks, at the usual connections. */
export async function workspaceTargets(baseURL) {
  const { projectId, cookie: leadCookie } = await workspaceBoard(baseURL);
  // Over kept-alive connections, as the page asks on the connection that loaded the app
  // (steady-load.mjs), not wrk's fresh ones: these answers are 30–40 KB compressed, more than
  // the 16 KB a new Linux socket starts its send buffer at (tcp_wmem), so each new connection's
  // first answers finished a busy event-loop turn later. Measured on one server, 3 s runs:
  // wrk p99 32–76 ms (9 ms over 5 s runs), kept-alive connections 11–12 ms at ~8,800 req/s.
  const get = (key, label, path) => ({
    key,
    label,
    steady: { url: api(baseURL, path), method: 'GET', body: '', headers: { cookie: leadCookie } },
  });
  return [
    get(
      'workspaceTasks',
      `GET /api/v1/workspace/projects/:id/tasks (the Tasks tab: ${BOARD_TASKS.toLocaleString('en')} tasks, as its lead)`,
      `/projects/${projectId}/tasks`,
    ),
    get('workspaceProject', 'GET /api/v1/workspace/projects/:id (the 1,000-task project, as its lead)', `/projects/${projectId}`),
  ];
}

/** Issue 23's "Project page with 1,000 tasks: API p99 ≤ 50 ms", on each answer the page asks for that was measured. */
export function workspaceRows(byKey) {
  const rows = [
    ['workspaceTasks', "A 1,000-task project's tasks (the Tasks tab, its lead) p99"],
    ['workspaceProject', 'The 1,000-task project itself (its lead) p99'],
  ];
  return rows
    .filter(([key]) => byKey[key])
    .map(([key, name]) => [name, `≤ ${BUDGETS.workspaceP99Ms} ms`, fmtMs(byKey[key].p99), byKey[key].p99 <= BUDGETS.workspaceP99Ms]);
}
