// The public site's budgets (issue 26), against the server the bench started (demo content):
// what a first visit to every public page carries (HTML + CSS + JS, brotli as Chromium asks for
// it), whether the page's h1 is in the HTML the server sent, Lighthouse's four categories and
// LCP / CLS on five pages (mobile preset), and p99 of four server-rendered pages at 20
// connections. BENCH_ONLY=publicSite runs only this section (about 8 minutes) and prints it.
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import { CHROMIUM, CHROMIUM_ARGS } from './bundle-size.mjs';
import { WARMUP } from './config.mjs';
import { load } from './load.mjs';
import { LIGHTHOUSE_RUNS, lighthouseLine, lighthouseRuns, settleLoad } from './public-site-lighthouse.mjs';
import { PHONE } from './page-loads.mjs';
import { unpinSelf } from './processes.mjs';
import { fmtInt, fmtKB, fmtMs } from './stats.mjs';
import { BROWSER_ACCEPT_ENCODING } from './targets.mjs';

export const PUBLIC_SITE_KEY = 'publicSite';

export const SITE_BUDGETS = {
  firstVisitBytes: 60_000, // HTML + CSS + JS of a first visit, on the wire (LinkedIn Lite's pages were ~75 KB)
  performance: 95,
  accessibility: 100,
  seo: 100,
  bestPractices: 95,
  lcpMs: 1800,
  cls: 0.05,
  p99Ms: 30, // a server-rendered page at 20 connections
};
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = 20;

let sectionStart = Date.now();
const log = (message) => console.log(`bench: site ${String(Math.round((Date.now() - sectionStart) / 1000)).padStart(3)} s: ${message}`);

/** The pages of the site, with an article, a story and a certificate of the demo content. */
async function sitePages(baseURL) {
  const json = async (path) => {
    const res = await fetch(baseURL + path);
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}`);
    return res.json();
  };
  const [news, stories, esi] = await Promise.all([
    json('/api/v1/public/news'),
    json('/api/v1/public/stories'),
    json('/api/v1/public/members/esi-quaye'),
  ]);
  const code = esi.member.certificates[0]?.code;
  if (!news.items[0] || !stories.items[0] || !code) throw new Error('the demo content has no article, story or certificate');
  const fixed = ['about', 'partners', 'data-protection', 'imprint', 'legal', 'terms', 'privacy'];
  return {
    all: [
      '/',
      '/learn',
      '/news',
      `/news/${news.items[0].slug}`,
      '/stories',
      `/stories/${stories.items[0].slug}`,
      ...fixed.map((s) => `/${s}`),
    ].concat(['/in/ama-mensah', `/verify/${code}`]),
    lighthouse: ['/', '/learn', `/news/${news.items[0].slug}`, '/in/ama-mensah', `/verify/${code}`],
    load: ['/', '/news', '/learn', '/in/ama-mensah'],
  };
}

/** Everything the section measured, or { error } when it could not run. */
export async function measurePublicSite(baseURL) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
    await import('lighthouse');
    accessSync(CHROMIUM, constants.X_OK);
  } catch (error) {
    return { error: `cannot run: ${error.message.split('\n')[0]} (npm ci; node scripts/ensure-chromium.mjs)` };
  }
  sectionStart = Date.now();
  let paths;
  try {
    paths = await sitePages(baseURL);
  } catch (error) {
    return { error: error.message };
  }
  unpinSelf(); // Chromium gets both cores, as in the web section (ADR 046)
  const loadavgStart = os.loadavg();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const weights = [];
  try {
    for (const path of paths.all) {
      const w = await firstVisit(browser, baseURL, path).catch((error) => ({ path, error: error.message.split('\n')[0] }));
      weights.push(w);
      log(
        w.error
          ? `${path} FAILED: ${w.error}`
          : `${path} ${fmtKB(w.counted)} (html ${fmtKB(w.html)}, css ${fmtKB(w.css)}, js ${fmtKB(w.js)}; images ${fmtKB(w.images)}) h1 "${w.h1}"`,
      );
    }
  } finally {
    await browser.close();
  }
  await settleLoad(log);
  const lighthouse = [];
  for (const path of paths.lighthouse) {
    log(`Lighthouse ×${LIGHTHOUSE_RUNS} ${path}`);
    const lh = await lighthouseRuns(baseURL, path).catch((error) => ({ error: error.message.split('\n')[0] }));
    lighthouse.push({ path, ...lh });
    log(lh.error ? `  FAILED: ${lh.error}` : `  ${lighthouseLine(lh)}`);
  }
  const loads = [];
  for (const path of paths.load) {
    const target = loadTarget(baseURL, path);
    const r = await load(target, WARMUP)
      .then(() => load(target, LOAD_SECONDS))
      .catch((error) => ({ error: error.message.split('\n')[0] }));
    loads.push({ path, ...r });
    if (r.error) log(`${path} FAILED: ${r.error}`);
    else
      log(
        `${path} at ${LOAD_CONNECTIONS} connections: ${fmtInt(r.rps)} req/s, p50 ${fmtMs(r.p50)}, p99 ${fmtMs(r.p99)}, ${r.errors} errors`,
      );
  }
  return { loadavgStart, loadavgEnd: os.loadavg(), seconds: Math.round((Date.now() - sectionStart) / 1000), weights, lighthouse, loads };
}

/** A first-visit browser request of the page (no cookie: a visitor from a search or a shared link). */
function loadTarget(baseURL, path) {
  const headers = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    'accept-language': 'en-GB,en;q=0.9',
  };
  return {
    wrk: { url: baseURL + path, headers, connections: LOAD_CONNECTIONS },
    autocannon: { url: baseURL + path, headers, connections: LOAD_CONNECTIONS },
  };
}

/**
 * One cold visit on the phone screen: bytes on the wire (CDP encodedDataLength, headers
 * included) by resource type until the network is idle, and the h1 — which must be in the HTML
 * the server sent and be the h1 the page shows once its script ran.
 */
async function firstVisit(browser, baseURL, path) {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const requests = new Map();
    let last = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      requests.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, done: false });
      last = Date.now();
    });
    const finish = (e, bytes) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      Object.assign(r, { bytes, done: true });
      last = Date.now();
    };
    cdp.on('Network.loadingFinished', (e) => finish(e, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => finish(e, 0));
    const response = await tab.goto(baseURL + path, { waitUntil: 'load', timeout: 30_000 });
    if (response?.status() !== 200) throw new Error(`answered ${response?.status()}`);
    const raw = await response.text();
    const deadline = Date.now() + 15_000;
    while ([...requests.values()].some((r) => !r.done) || Date.now() - last < 500) {
      if (Date.now() > deadline) throw new Error('network still busy after 15 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sum = (...types) => [...requests.values()].filter((r) => types.includes(r.type)).reduce((n, r) => n + r.bytes, 0);
    const rawH1s = [...raw.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => text(m[1]));
    const shownH1 = ((await tab.locator('h1').first().textContent({ timeout: 5000 })) ?? '').replace(/\s+/g, ' ').trim();
    const [html, css, js, images] = [sum('Document'), sum('Stylesheet'), sum('Script'), sum('Image')];
    const all = [...requests.values()].reduce((n, r) => n + r.bytes, 0);
    return {
      path,
      html,
      css,
      js,
      counted: html + css + js,
      images,
      other: all - html - css - js - images,
      requests: requests.size,
      h1: shownH1,
      h1InHtml: shownH1 !== '' && rawH1s.includes(shownH1),
      files: [...requests.values()].map((r) => ({ path: new URL(r.url).pathname, type: r.type, bytes: r.bytes })),
    };
  } finally {
    await context.close();
  }
}

/** An element's text as a reader sees it: tags dropped, the entities React writes decoded, spaces collapsed. */
function text(html) {
  const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e) => entities[e])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section's markdown (how it measures, budgets, details) and how many budgets failed. */
export function publicSiteReport(site) {
  const lines = ['### Public site (issue 26)', ''];
  if (site.error) return { table: [...lines, `Not measured: ${site.error}`].join('\n'), failed: 1 };
  const B = SITE_BUDGETS;
  lines.push(
    `\`scripts/bench/public-site.mjs\`, ${site.seconds} s, 1-minute load ${site.loadavgStart[0].toFixed(2)} at its start and ${site.loadavgEnd[0].toFixed(2)} at its end. ` +
      'First visits: Chromium on the phone screen of the web section, a fresh context per page, every request until the network is idle for 500 ms; ' +
      "bytes are CDP's encodedDataLength (headers included, brotli as Chromium asks for it); HTML + CSS + JS are counted, images shown apart. " +
      `The h1 the page shows must be in the HTML the server sent. Lighthouse: default config (mobile, simulated slow 4G, 4× CPU), four categories, median of ${LIGHTHOUSE_RUNS} runs from a cold cache. ` +
      `Load: ${LOAD_CONNECTIONS} connections, no cookie (a first visit), ${WARMUP} s warm-up then ${LOAD_SECONDS} s.`,
    '',
  );
  const budgets = [];
  const okWeights = site.weights.filter((w) => !w.error);
  for (const w of site.weights.filter((w) => w.error)) budgets.push([`${w.path}: first visit`, '', `not measured: ${w.error}`, false]);
  const heaviest = okWeights.reduce((a, b) => (b.counted > a.counted ? b : a), okWeights[0] ?? { counted: NaN, path: '' });
  budgets.push([
    `Every public page: HTML + CSS + JS of a first visit (${okWeights.length} pages)`,
    `≤ ${fmtKB(B.firstVisitBytes)}`,
    `heaviest ${heaviest.path} ${fmtKB(heaviest.counted)}`,
    okWeights.length > 0 && okWeights.every((w) => w.counted <= B.firstVisitBytes),
  ]);
  const missingH1 = okWeights.filter((w) => !w.h1InHtml);
  budgets.push([
    'Every public page: its h1 in the first HTML response',
    'all',
    missingH1.length ? `missing on ${missingH1.map((w) => w.path).join(', ')}` : `${okWeights.length} of ${okWeights.length}`,
    okWeights.length > 0 && missingH1.length === 0,
  ]);
  for (const lh of site.lighthouse) {
    if (lh.error) {
      budgets.push([`Lighthouse ${lh.path}`, '', `not measured: ${lh.error}`, false]);
      continue;
    }
    budgets.push(
      [`Lighthouse ${lh.path}: performance`, `≥ ${B.performance}`, `${lh.performance}`, lh.performance >= B.performance],
      [`Lighthouse ${lh.path}: accessibility`, `${B.accessibility}`, `${lh.accessibility}`, lh.accessibility >= B.accessibility],
      [`Lighthouse ${lh.path}: SEO`, `${B.seo}`, `${lh.seo}`, lh.seo >= B.seo],
      [`Lighthouse ${lh.path}: best practices`, `≥ ${B.bestPractices}`, `${lh.bestPractices}`, lh.bestPractices >= B.bestPractices],
      [`Lighthouse ${lh.path}: LCP`, `≤ ${(B.lcpMs / 1000).toFixed(1)} s`, `${(lh.lcpMs / 1000).toFixed(2)} s`, lh.lcpMs <= B.lcpMs],
      [`Lighthouse ${lh.path}: CLS`, `≤ ${B.cls}`, lh.cls.toFixed(3), lh.cls <= B.cls],
    );
  }
  for (const r of site.loads)
    if (r.error) budgets.push([`${r.path} p99 at ${LOAD_CONNECTIONS} connections`, `≤ ${B.p99Ms} ms`, `not measured: ${r.error}`, false]);
    else
      budgets.push([
        `${r.path} p99 at ${LOAD_CONNECTIONS} connections`,
        `≤ ${B.p99Ms} ms`,
        `${fmtMs(r.p99)} (p50 ${fmtMs(r.p50)}, ${fmtInt(r.rps)} req/s, ${r.errors} errors)`,
        r.p99 <= B.p99Ms && r.errors === 0,
      ]);
  lines.push('| Budget | Target | Measured | Result |', '|---|---:|---:|:---:|');
  for (const [name, target, measured, ok] of budgets) lines.push(`| ${name} | ${target} | ${measured} | ${ok ? 'PASS' : 'FAIL'} |`);
  lines.push('', '| First visit | HTML | CSS | JS | HTML + CSS + JS | images | other | requests | h1 in the HTML |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|:---:|');
  for (const w of okWeights)
    lines.push(
      `| ${w.path} | ${fmtKB(w.html)} | ${fmtKB(w.css)} | ${fmtKB(w.js)} | ${fmtKB(w.counted)} | ${fmtKB(w.images)} | ${fmtKB(w.other)} | ${w.requests} | ${w.h1InHtml ? 'yes' : 'NO'} |`,
    );
  lines.push('', '| Lighthouse (median) | performance | accessibility | SEO | best practices | LCP | CLS | TBT | FCP |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const lh of site.lighthouse.filter((l) => !l.error))
    lines.push(
      `| ${lh.path} | ${lh.runs.map((r) => r.performance).join(', ')} | ${lh.accessibility} | ${lh.seo} | ${lh.bestPractices} | ` +
        `${(lh.lcpMs / 1000).toFixed(2)} s | ${lh.cls.toFixed(3)} | ${Math.round(lh.tbtMs)} ms | ${(lh.fcpMs / 1000).toFixed(2)} s |`,
    );
  const shifted = site.lighthouse.filter((lh) => lh.shifts?.length);
  if (shifted.length) {
    lines.push('', 'What shifted (the median run, Lighthouse `layout-shifts`):', '');
    for (const lh of shifted) lines.push(`- ${lh.path}: ${lh.shifts.join('; ').replace(/\|/g, '/')}`);
  }
  const failing = site.lighthouse.flatMap((lh) => (lh.failing ?? []).map((f) => ({ ...f, path: lh.path })));
  if (failing.length) {
    lines.push('', 'Lighthouse audits that lost points (accessibility, SEO, best practices):', '');
    for (const f of failing)
      lines.push(
        `- ${f.path}: \`${f.id}\` (${f.category}${f.weight ? '' : ', weight 0: costs no points'}, ${f.runs} of ${LIGHTHOUSE_RUNS} runs) ${f.title}: ` +
          f.details.replace(/\|/g, '/'),
      );
  }
  return { table: lines.join('\n'), failed: budgets.filter(([, , , ok]) => !ok).length };
}
