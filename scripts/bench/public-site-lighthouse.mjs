// The public site section's Lighthouse runs (split from public-site.mjs): LIGHTHOUSE_RUNS cold
// runs of the default mobile config per page, medians, what shifted and every audit that lost points.
import os from 'node:os';
import { CHROMIUM, CHROMIUM_ARGS } from './bundle-size.mjs';
import { median } from './stats.mjs';

export const LIGHTHOUSE_RUNS = 3;
const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', seo: 'seo', bestPractices: 'best-practices' };

/** Like the web section: Lighthouse counts main-thread time, which other work on the cores stretches. */
export async function settleLoad(log) {
  const from = Date.now();
  while (os.loadavg()[0] >= 1 && Date.now() - from < 150_000) await new Promise((resolve) => setTimeout(resolve, 5000));
  log(`Lighthouse starts at a 1-minute load of ${os.loadavg()[0].toFixed(2)} (waited ${Math.round((Date.now() - from) / 1000)} s)`);
}

/** LIGHTHOUSE_RUNS runs of the default config (mobile, simulated throttling), all four categories; medians, and every audit that lost points. */
export async function lighthouseRuns(baseURL, path) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, handleSIGINT: false });
  const killOnExit = () => {
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', killOnExit);
  try {
    const runs = [];
    const failing = new Map(); // audit id → { id, category, title, score, details, runs }
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const audit = () =>
        lighthouse(baseURL + path, { port: chrome.port, onlyCategories: Object.values(CATEGORIES), output: 'json', logLevel: 'error' });
      let result = await audit();
      if (result?.lhr?.runtimeError) result = await audit(); // NO_NAVSTART and the like: one more try
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== path) throw new Error(`ended on ${landed}`);
      const score = (key) => Math.round((lhr.categories[CATEGORIES[key]]?.score ?? NaN) * 100);
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('bestPractices'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue,
        // What moved, when something did: the elements Lighthouse blames, with their share of the CLS.
        shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
          .map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${Number(item.score ?? 0).toFixed(3)}`)
          .slice(0, 4),
      });
      for (const [key, id] of Object.entries(CATEGORIES)) {
        if (key === 'performance') continue; // its metrics are reported as numbers
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (!a || a.score === null || a.score >= 1 || !['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) continue;
          const seen = failing.get(a.id) ?? {
            id: a.id,
            category: id,
            weight: ref.weight,
            title: a.title,
            score: a.score,
            details: summarize(a),
            runs: 0,
          };
          seen.runs++;
          failing.set(a.id, seen);
        }
      }
    }
    const mid = (key) => median(runs.map((r) => r[key]));
    return {
      ...Object.fromEntries(
        ['performance', 'accessibility', 'seo', 'bestPractices', 'lcpMs', 'cls', 'tbtMs', 'fcpMs'].map((k) => [k, mid(k)]),
      ),
      runs,
      shifts: runs.find((r) => r.cls === median(runs.map((x) => x.cls)))?.shifts ?? [],
      failing: [...failing.values()],
    };
  } finally {
    process.off('exit', killOnExit);
    await chrome.kill();
  }
}

/** What an audit found, short: its explanation and first few items (selector, snippet, URL, reason). */
function summarize(audit) {
  const items = (audit.details?.items ?? []).slice(0, 4).map((item) => {
    const node = item.node ?? item.subItems?.items?.[0]?.relatedNode;
    const parts = [
      node?.selector,
      node?.snippet,
      item.url ?? item.source?.url,
      item.href,
      item.description ?? item.explanation ?? node?.explanation,
      item.text,
    ];
    return parts
      .filter((p) => typeof p === 'string' && p)
      .join(' | ')
      .replace(/\s+/g, ' ')
      .slice(0, 300);
  });
  return [audit.explanation, audit.displayValue, ...items].filter(Boolean).join(' ;; ');
}

export function lighthouseLine(lh) {
  return (
    `performance ${lh.performance} (${lh.runs.map((r) => r.performance).join(', ')}), accessibility ${lh.accessibility}, SEO ${lh.seo}, ` +
    `best practices ${lh.bestPractices}; LCP ${(lh.lcpMs / 1000).toFixed(2)} s, CLS ${lh.cls.toFixed(3)}, TBT ${Math.round(lh.tbtMs)} ms, ` +
    `FCP ${(lh.fcpMs / 1000).toFixed(2)} s` +
    (lh.shifts.length ? `; shifted: ${lh.shifts.join(', ')}` : '') +
    (lh.failing.length ? `; lost points: ${lh.failing.map((f) => f.id).join(', ')}` : '')
  );
}
