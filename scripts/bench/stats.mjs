// Medians and the number formats shared by the console log and the report.
export function median(values) {
  const s = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
export const fmtInt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
export const fmtMs = (n) => (Number.isFinite(n) ? `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms` : 'n/a');
export const fmtPct = (n) => (Number.isFinite(n) ? `${(n * 100).toFixed(n < 0.01 ? 2 : n < 0.1 ? 1 : 0)} %` : 'n/a');
export const fmtKB = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** The q-quantile (0–1) of sorted numbers, nearest rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
