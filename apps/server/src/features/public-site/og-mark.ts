/** The brand's light colours (the web app's light theme); link previews have no dark mode. */
export const BRAND = { primary: '#0f5e54', accent: '#f2c14e', ink: '#14211f', muted: '#4b5b58', paper: '#ffffff', wash: '#eef5f3' };

/** The font list every card names: DejaVu is what the servers have; the rest cover other scripts where installed. */
export const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK SC', sans-serif";

/** The "S" of the mark, drawn on a 32-unit square (apps/web/src/assets/favicon.svg, redrawn here at any size). */
const S_PATH =
  'M10 20.5c1.2 1.2 3 1.9 5.2 1.9 3.1 0 5-1.5 5-3.7 0-2.4-2-3.1-4.6-3.7-2-.5-2.9-.8-2.9-1.8 0-.9.9-1.5 2.3-1.5 1.5 0 2.7.6 3.6 1.5l1.6-1.9c-1.3-1.2-3-1.9-5.1-1.9-2.9 0-4.9 1.6-4.9 3.8 0 2.4 2 3.1 4.5 3.7 2 .5 3 .8 3 1.8s-.9 1.6-2.5 1.6c-1.7 0-3.1-.7-4.2-1.8z';

/** The square mark at (x, y), `size` pixels wide. */
export function markSvg(x: number, y: number, size: number): string {
  const scale = size / 32;
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<rect width="32" height="32" rx="8" fill="${BRAND.primary}"/><path d="${S_PATH}" fill="${BRAND.accent}"/></g>`
  );
}

/** Mark and wordmark ("Skill" in ink, "Link" in the brand colour), as the web app's logo; `size` is the mark's. */
export function logoSvg(x: number, y: number, size: number): string {
  const fontSize = Math.round(size * 0.62);
  const baseline = y + size / 2 + fontSize * 0.36;
  return (
    markSvg(x, y, size) +
    `<text x="${x + size * 1.25}" y="${baseline}" font-size="${fontSize}" font-weight="700" fill="${BRAND.ink}">` +
    `Skill<tspan fill="${BRAND.primary}">Link</tspan></text>`
  );
}
