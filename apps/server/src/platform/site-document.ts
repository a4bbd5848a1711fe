import { createHash } from 'node:crypto';
import type { Language } from './i18n/language.js';
import { escapeHtml } from './html.js';

/**
 * The stored theme before first paint. Unlike the app's script it leaves the language alone:
 * the server chose it (the address's ?lang, the reader's choice) and wrote the page in it.
 */
const THEME_SCRIPT =
  "(function(d){var t;try{t=localStorage.getItem('sl-theme')}catch(e){}if(t!=='light'&&t!=='dark')t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';d.classList.toggle('dark',t==='dark');d.style.colorScheme=t})(document.documentElement)";

/** The CSP source of the site's one inline script. */
export const SITE_SCRIPT_HASH = `sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}`;

/** What the public site's pages share, taken from the web build once at start (ADR 068). */
export interface SiteShell {
  /** The favicon's <link> as the web build wrote it. */
  icon: string;
  /** The site's own style sheet and island script (dist/assets/site/). */
  css: string[];
  js: string | null;
}

export interface SiteImage {
  url: string;
  width: number;
  height: number;
  alt: string;
  type: string;
}

/** The head of one public page: what search engines and link previews read. */
export interface SiteHead {
  language: Language;
  title: string;
  description: string;
  canonical: string;
  /** The same page in each language (hreflang); English is also the x-default. */
  alternates: Record<Language, string>;
  image: SiteImage;
  type: 'website' | 'article' | 'profile';
  /** schema.org data (JSON-LD), or null. */
  structured: object | null;
  noindex: boolean;
}

const OG_LOCALE: Record<Language, string> = { en: 'en_GH', fr: 'fr_FR' };
const attr = escapeHtml;

/** JSON inside <script> must not close it: "<" is written as \u003c. */
const jsonLd = (data: object) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** A whole public page: the head the server knows how to write, the body the web build rendered. */
export function siteDocument(shell: SiteShell, head: SiteHead, body: string): string {
  const title = head.title.includes('SkillLink') ? head.title : `${head.title} | SkillLink`;
  const { image } = head;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    head.noindex ? `<meta name="robots" content="noindex">` : '',
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...Object.entries(head.alternates).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${attr(href)}">`),
    `<link rel="alternate" hreflang="x-default" href="${attr(head.alternates.en)}">`,
    `<meta name="color-scheme" content="light dark">`,
    `<meta name="theme-color" content="#0f5e54">`,
    `<meta property="og:site_name" content="SkillLink">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${attr(head.title)}">`,
    `<meta property="og:description" content="${attr(head.description)}">`,
    `<meta property="og:url" content="${attr(head.canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[head.language]}">`,
    `<meta property="og:image" content="${attr(image.url)}">`,
    `<meta property="og:image:type" content="${attr(image.type)}">`,
    `<meta property="og:image:width" content="${image.width}">`,
    `<meta property="og:image:height" content="${image.height}">`,
    `<meta property="og:image:alt" content="${attr(image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${attr(head.title)}">`,
    `<meta name="twitter:description" content="${attr(head.description)}">`,
    `<meta name="twitter:image" content="${attr(image.url)}">`,
    shell.icon,
    `<script>${THEME_SCRIPT}</script>`,
    ...shell.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    shell.js ? `<script type="module" src="${attr(shell.js)}"></script>` : '',
    head.structured ? jsonLd(head.structured) : '',
  ];
  return `<!doctype html><html lang="${head.language}"><head>${meta.join('')}</head><body>${body}</body></html>`;
}
