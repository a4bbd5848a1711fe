import type { Language } from './auth.js';
import type { NEWS_CATEGORIES, NewsItem, PageItem, STORY_CATEGORIES, StoryItem } from './public-content.js';
import type { LearningPath, PublicCourse, PublicCourseCategory, SiteStats } from './public-catalogue.js';
import type { PublicCertificate } from './public-certificate.js';
import type { PublicMember } from './public-member.js';

/**
 * The public site's pages as the server hands them to the web build's renderer (ADR 068): the
 * server gathers each page's data, the renderer turns it into markup with the site's own
 * components, and the server wraps that in the document (head, canonical, hreflang, tags).
 */

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

export type StorySummary = StoryItem & { summary: string };

export type SitePage =
  | { kind: 'home'; stats: Omit<SiteStats, 'asOf'>; featured: PublicCourse | null; testimonials: StorySummary[] }
  | { kind: 'learn'; q: string; category: PublicCourseCategory | 'all'; courses: PublicCourse[]; paths: LearningPath[] }
  | { kind: 'page'; page: PageItem & { html: string } }
  | { kind: 'news'; category: NewsCategory | 'all'; items: NewsItem[] }
  | { kind: 'article'; article: NewsItem & { html: string }; related: NewsItem[] }
  /** Each story with `summary`: its text without markup, for the card's expandable text. */
  | { kind: 'stories'; category: StoryCategory | 'all'; items: StorySummary[] }
  | { kind: 'story'; story: StoryItem & { html: string }; related: StoryItem[] }
  | { kind: 'member'; member: PublicMember }
  /** `certificate` null: no certificate has this code. */
  | { kind: 'certificate'; code: string; certificate: PublicCertificate | null }
  /** A short answer page: a form sent without script, a link from an e-mail, a page not found. */
  | { kind: 'message'; title: string; body: string; link: { href: string; label: string } | null };

/** Who asks for the page, and where it lives. */
export interface SiteRequest {
  language: Language;
  /** The path, without query (e.g. "/news/my-article"). */
  path: string;
  /** The page's own query parameters, already checked (e.g. "category=courses"), without "lang". */
  query: string;
  signedIn: boolean;
  /** The page's canonical address (what a share shares). */
  url: string;
}

export interface RenderedSitePage {
  /** What goes inside <body>. */
  html: string;
  title: string;
  description: string;
}

export interface SiteRenderer {
  render(page: SitePage, request: SiteRequest): RenderedSitePage;
}

/** Spec §9: the home page's hero moves to its next slide every 6 s. */
export const CAROUSEL_INTERVAL_MS = 6000;
