import sharp from 'sharp';
import { escapeHtml as escapeXml } from '../../platform/html.js';
import type { Language } from '../../platform/i18n/language.js';
import { BRAND, FONT_FAMILY, logoSvg, markSvg } from './og-mark.js';

/** Open Graph's recommended size: WhatsApp, LinkedIn, X and Facebook all crop it the same way. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const MARGIN = 72;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;

export interface CertificateCard {
  kind: 'certificate';
  holderName: string;
  courseTitle: string;
  /** ISO-8601. */
  issuedAt: string;
  code: string;
}

export interface MemberCard {
  kind: 'member';
  name: string;
  headline: string;
  location: string;
  /** Best first; as many as fit on one line are drawn. */
  skills: readonly string[];
}

export type OgCard = CertificateCard | MemberCard | { kind: 'site' };

const TEXTS = {
  en: {
    locale: 'en-GB',
    tagline: 'Connect. Learn. Grow.',
    certificate: 'CERTIFICATE OF COMPLETION',
    completed: 'completed',
    issued: 'Issued',
  },
  fr: {
    locale: 'fr-FR',
    tagline: 'Connecter. Apprendre. Grandir.',
    certificate: 'CERTIFICAT DE RÉUSSITE',
    completed: 'a terminé',
    issued: 'Délivré le',
  },
} as const;

/** Characters XML 1.0 forbids (control codes): librsvg refuses the whole image if one slips in. */
const stripControls = (text: string) =>
  Array.from(text)
    .filter((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
    })
    .join('');

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** User-perceived characters, so an ellipsis never splits an accent from its letter or an emoji. */
const graphemes = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

/**
 * Width of one character in ems, measured on DejaVu Sans (regular / bold) and rounded up: the
 * server has no text shaper to ask cheaply, and a slight overestimate only shortens a line early.
 */
function charEm(ch: string, bold: boolean): number {
  const code = ch.codePointAt(0) ?? 0;
  const b = bold ? 1.1 : 1;
  if (code >= 0x1100 && (code <= 0x115f || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || code >= 0xf900))
    return 1.0 * b; // CJK, Hangul, full-width forms and emoji
  if (/[ijl.,;:!'|]/.test(ch)) return 0.3 * b;
  if (/[ ftrI()[\]/-]/.test(ch)) return 0.42 * b;
  if (/[mwMW@]/.test(ch)) return 1.0 * b;
  if (/[A-Z]/.test(ch)) return 0.74 * b;
  if (/[0-9]/.test(ch)) return 0.64 * b;
  if (/[a-z]/.test(ch)) return 0.6 * b;
  return 0.66 * b;
}

export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const g of graphemes(text)) ems += charEm(g, bold);
  return ems * fontSize;
}

/** The longest start of `text` that fits `width` with an ellipsis after it (the whole text when it fits). */
function ellipsize(text: string, width: number, fontSize: number, bold: boolean): string {
  if (textWidth(text, fontSize, bold) <= width) return text;
  const chars = graphemes(text);
  let used = textWidth('…', fontSize, bold);
  let end = 0;
  while (end < chars.length && used + textWidth(chars[end]!, fontSize, bold) <= width) used += textWidth(chars[end++]!, fontSize, bold);
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}

/** Longest start of a word that fits `width` (at least one character, so wrapping always moves on). */
function cutWord(word: string, width: number, fontSize: number, bold: boolean): string {
  const chars = graphemes(word);
  let end = 1;
  while (end < chars.length && textWidth(chars.slice(0, end + 1).join(''), fontSize, bold) <= width) end++;
  return chars.slice(0, end).join('');
}

/**
 * Words laid into at most `maxLines` lines of `width`; the last line ends with an ellipsis when
 * the text goes on. A word longer than a line (a URL, a name without spaces) is cut where the line ends.
 */
export function wrapText(text: string, opts: { width: number; fontSize: number; bold?: boolean; maxLines: number }): string[] {
  const { width, fontSize, maxLines, bold = false } = opts;
  // Far more than lines can hold: bounds the work whatever a member typed.
  const words = graphemes(text).slice(0, 400).join('').split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    while (textWidth(word, fontSize, bold) > width) {
      const cut = cutWord(word, width, fontSize, bold);
      lines.push(cut);
      word = word.slice(cut.length);
    }
    line = word;
    if (lines.length > maxLines) break;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  // The next line's start did not fit on the last one shown, so this always ends in an ellipsis.
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]!} ${lines[maxLines]!}`, width, fontSize, bold);
  return kept;
}

/** The largest of `sizes` at which `text` fits one line, else the smallest with an ellipsis. */
function fitOneLine(text: string, width: number, sizes: readonly number[], bold: boolean): { text: string; size: number } {
  for (const size of sizes) if (textWidth(text, size, bold) <= width) return { text, size };
  const size = sizes[sizes.length - 1]!;
  return { text: ellipsize(text, width, size, bold), size };
}

interface Line {
  text: string;
  y: number;
  size: number;
  bold?: boolean;
  fill?: string;
  spacing?: number;
}

const textEl = (l: Line, x = MARGIN) =>
  `<text x="${x}" y="${l.y}" font-size="${l.size}"${l.bold ? ' font-weight="700"' : ''} fill="${l.fill ?? BRAND.ink}"` +
  `${l.spacing ? ` letter-spacing="${l.spacing}"` : ''}>${escapeXml(l.text)}</text>`;

/** The frame every card shares: paper, the logo top left, a brand band along the bottom with `footer` in it. */
function frame(body: string, footer: string, logo = true): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" ` +
    `font-family="${FONT_FAMILY}">` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${BRAND.paper}"/>` +
    `<rect y="${OG_HEIGHT - 86}" width="${OG_WIDTH}" height="8" fill="${BRAND.accent}"/>` +
    `<rect y="${OG_HEIGHT - 78}" width="${OG_WIDTH}" height="78" fill="${BRAND.primary}"/>` +
    (logo ? logoSvg(MARGIN, 56, 64) : '') +
    body +
    (footer ? textEl({ text: footer, y: OG_HEIGHT - 28, size: 28, fill: BRAND.paper }) : '') +
    '</svg>'
  );
}

const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(TEXTS[language].locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

function certificateBody(card: CertificateCard, language: Language): string {
  const t = TEXTS[language];
  const name = fitOneLine(card.holderName, TEXT_WIDTH, [68, 58, 48], true);
  const course = wrapText(card.courseTitle, { width: TEXT_WIDTH, fontSize: 40, bold: true, maxLines: 2 });
  const lines: Line[] = [
    { text: t.certificate, y: 218, size: 26, bold: true, fill: BRAND.primary, spacing: 3 },
    { text: name.text, y: 300, size: name.size, bold: true },
    { text: t.completed, y: 356, size: 30, fill: BRAND.muted },
    ...course.map((text, n) => ({ text, y: 410 + n * 50, size: 40, bold: true, fill: BRAND.primary })),
  ];
  return lines.map((l) => textEl(l)).join('');
}

function memberBody(card: MemberCard): string {
  const name = fitOneLine(card.name, TEXT_WIDTH, [72, 60, 50], true);
  const headline = wrapText(card.headline, { width: TEXT_WIDTH, fontSize: 36, maxLines: 2 });
  const lines: Line[] = [
    { text: name.text, y: 240, size: name.size, bold: true },
    ...headline.map((text, n) => ({ text, y: 300 + n * 46, size: 36, fill: BRAND.muted })),
  ];
  let y = 300 + headline.length * 46;
  if (card.location) lines.push({ text: ellipsize(card.location, TEXT_WIDTH, 28, false), y: (y += 4), size: 28, fill: BRAND.muted });
  return lines.map((l) => textEl(l)).join('') + skillChips(card.skills, y + 30);
}

/** As many skills as fit one row, each in a rounded chip; a long name is shortened first. */
function skillChips(skills: readonly string[], top: number): string {
  const size = 26;
  let x = MARGIN;
  let out = '';
  for (const skill of skills) {
    const text = ellipsize(skill, 360, size, true);
    const w = textWidth(text, size, true) + 40;
    if (x + w > OG_WIDTH - MARGIN) break;
    out +=
      `<rect x="${x}" y="${top}" width="${w}" height="48" rx="24" fill="${BRAND.wash}" stroke="${BRAND.primary}" stroke-width="2"/>` +
      textEl({ text, y: top + 33, size, bold: true, fill: BRAND.primary }, x + 20);
    x += w + 14;
  }
  return out;
}

function siteBody(language: Language): string {
  const size = 150;
  return (
    markSvg((OG_WIDTH - size) / 2, 90, size) +
    `<text x="${OG_WIDTH / 2}" y="350" text-anchor="middle" font-size="76" font-weight="700" fill="${BRAND.ink}">` +
    `Skill<tspan fill="${BRAND.primary}">Link</tspan></text>` +
    `<text x="${OG_WIDTH / 2}" y="430" text-anchor="middle" font-size="42" font-weight="700" fill="${BRAND.primary}">` +
    `${escapeXml(TEXTS[language].tagline)}</text>`
  );
}

/** The card as an SVG document; `footer` is the short address drawn in the bottom band. */
export function cardSvg(card: OgCard, language: Language, footer: string): string {
  const body =
    card.kind === 'certificate' ? certificateBody(card, language) : card.kind === 'member' ? memberBody(card) : siteBody(language);
  const bottom = card.kind === 'certificate' ? `${TEXTS[language].issued} ${formatDate(card.issuedAt, language)} · ${card.code}` : footer;
  return stripControls(frame(body, bottom, card.kind !== 'site'));
}

/**
 * SVG → PNG (librsvg inside sharp). A palette PNG: flat brand colours and anti-aliased text stay
 * sharp at a fraction of a true-colour file's size (WhatsApp drops previews over ~300 KB).
 */
export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9, effort: 4 }).toBuffer();
}
