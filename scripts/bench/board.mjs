// Board first render (issue 23, "Project page with 1,000 tasks"): the lead of the 1,000-task
// project (workspace.mjs) opens /app/projects/:id?tab=tasks&view=board in Chromium at 4× CPU
// (CDP, as the sidebar taps), 1280 × 720 so the three columns stand side by side.
//
// The budget is on the render part: from the moment the tasks answer has arrived (its Resource
// Timing responseEnd) to the paint of the frame that shows every column's first cards (their
// Element Timing): parsing the JSON, grouping and filtering the tasks, rendering the board with
// its virtualised columns, and the style, layout and paint of that frame. The whole wait, from
// navigation start, is reported beside it (no budget: it also holds the app's scripts, the
// project's own answer, which the Tasks tab waits for, and the server).
//
// One unmeasured load fills the HTTP cache with the app's scripts, as a member who has opened
// the app before; then RUNS loads of the same address, each a fresh document, medians reported.
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import { CHROMIUM, CHROMIUM_ARGS } from './bundle-size.mjs';
import { BUDGETS } from './config.mjs';
import { pinSelf, unpinSelf } from './processes.mjs';
import { median } from './stats.mjs';
import { trackWire } from './wire.mjs';
import { BOARD_TASKS, workspaceBoard } from './workspace.mjs';

/** Its BENCH_ONLY key. */
export const BOARD_KEY = 'boardFirstRender';
const VIEWPORT = { width: 1280, height: 720 };
const CPU_SLOWDOWN = 4;
// BENCH_BOARD_RUNS: more loads for an A/B of a change (the budget is on the default 5).
const RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 5);
const TIMEOUT_MS = 30_000;

/** { cpuSlowdown, tasks, renderMs, navigationMs, tasksArrivedMs, cards, samples } (medians), or { error }. */
export async function measureBoard(browser, baseURL) {
  const { projectId, cookies } = await workspaceBoard(baseURL);
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: baseURL })));
    await context.addInitScript(installProbe, { tasksPath: `/api/v1/workspace/projects/${projectId}/tasks`, timeoutMs: TIMEOUT_MS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const wire = trackWire(cdp);
    const url = `${baseURL}/app/projects/${encodeURIComponent(projectId)}?tab=tasks&view=board`;
    const samples = [];
    for (let run = 0; run <= RUNS; run++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { timeout: TIMEOUT_MS });
      const sample = await page.evaluate(() => window.__benchBoard);
      const where = new URL(page.url()).pathname;
      if (!where.startsWith('/app/projects/')) throw new Error(`opened the board, landed on ${where}`);
      if (run > 0) samples.push(sample);
      // The next load starts from a page that has finished (the activity feed, the socket).
      await wire.idle(TIMEOUT_MS);
    }
    const of = (field) => Math.round(median(samples.map((s) => s[field])));
    return {
      cpuSlowdown: CPU_SLOWDOWN,
      tasks: BOARD_TASKS,
      renderMs: of('renderMs'),
      navigationMs: of('navigationMs'),
      tasksArrivedMs: of('tasksArrivedMs'),
      cards: of('cards'),
      samples: samples.map((s) => Math.round(s.renderMs)),
      navigationSamples: samples.map((s) => Math.round(s.navigationMs)),
    };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

/** BENCH_ONLY=boardFirstRender: its own Chromium, unpinned like the web section's (ADR 046); no wait for the load to settle. */
export async function measureBoardAlone(baseURL) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
    accessSync(CHROMIUM, constants.X_OK);
  } catch (error) {
    return { error: `cannot run: ${error.message.split('\n')[0]} (npm ci; node scripts/ensure-chromium.mjs)` };
  }
  await workspaceBoard(baseURL); // made before Chromium starts, so the seeding's load is over
  unpinSelf();
  const loadavgStart = os.loadavg();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  try {
    return { ...(await measureBoard(browser, baseURL)), loadavgStart };
  } finally {
    await browser.close();
    pinSelf();
  }
}

/** One line for the console. */
export function boardLine(board) {
  if (board.error) return `board first render FAILED: ${board.error}`;
  const verdict = board.renderMs <= BUDGETS.boardFirstRenderMs ? 'PASS' : 'FAIL';
  return (
    `board first render at ${board.cpuSlowdown}× CPU (${board.tasks} tasks): tasks answer → cards painted ${board.renderMs} ms ${verdict} (≤ ${BUDGETS.boardFirstRenderMs} ms) ` +
    `(${board.samples.join(', ')}); navigation → cards painted ${board.navigationMs} ms (${board.navigationSamples.join(', ')}), ` +
    `tasks answer arrived at ${board.tasksArrivedMs} ms; ${board.cards} cards drawn`
  );
}

/**
 * Runs in every document before its scripts. The cards' titles carry `elementtiming="task-card"`
 * (task-card.tsx): the browser's Element Timing entries give the time each was first painted.
 * Once each of the board's three columns has one, the latest of those first paints is when the
 * member sees the board. (A frame callback and a message after it, used before, also counted
 * whatever tasks the page had queued behind that paint: effects, the rows drawn after it.)
 * window.__benchBoard resolves to the times, in ms since navigation start.
 */
function installProbe({ tasksPath, timeoutMs }) {
  if (!location.pathname.startsWith('/app/projects/')) return;
  window.__benchBoard = new Promise((resolve, reject) => {
    const painted = []; // { column, at }
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the board's three columns showed no cards ${timeoutMs / 1000} s after navigation`));
    }, timeoutMs);
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const column = entry.identifier === 'task-card' && entry.element?.closest('section[aria-labelledby^="tasks-column-"]');
        if (column) painted.push({ column, at: entry.renderTime || entry.loadTime });
      }
      const columns = new Set(painted.map((p) => p.column));
      if (columns.size < 3) return;
      observer.disconnect();
      clearTimeout(timer);
      const firstIn = [...columns].map((column) => Math.min(...painted.filter((p) => p.column === column).map((p) => p.at)));
      const paintedAt = Math.max(...firstIn);
      const answer = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === tasksPath)
        .at(-1);
      if (!answer) return reject(new Error(`no request for ${tasksPath} in Resource Timing`));
      resolve({
        navigationMs: paintedAt,
        tasksArrivedMs: answer.responseEnd,
        renderMs: paintedAt - answer.responseEnd,
        // The cards that frame drew (rows drawn after it, around the ones in sight, not counted).
        cards: painted.filter((p) => p.at <= paintedAt).length,
      });
    });
    observer.observe({ type: 'element', buffered: true });
  });
}
