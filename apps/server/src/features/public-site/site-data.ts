import type { FastifyRequest } from 'fastify';
import { PUBLIC_COURSE_CATEGORIES, PUBLIC_COURSE_QUERY_MAX } from '@skilllink/contracts/public-catalogue';
import { NEWS_CATEGORIES, STORY_CATEGORIES, type NewsItem, type PageItem, type StoryItem } from '@skilllink/contracts/public-content';
import type { SitePage, StorySummary } from '@skilllink/contracts/site-pages';
import type { DB } from '../../db/database.js';
import type { Language } from '../../platform/i18n/language.js';
import type { SiteHead } from '../../platform/site-document.js';
import { featuredCourse, learnCatalogue, siteStats } from './catalogue.repository.js';
import { contentItem, contentList, plainText } from './content.service.js';
import { findPublicCertificate } from './public-certificate.repository.js';
import { findPublicMember } from './public-member.service.js';
import { oneOf } from './site-request.js';
import { COURSE_SKILLS } from '../../platform/course-skill-map.js';
import { articleData, certificateData, coursesData, homeData, memberData, siteImage, storyData } from './site-structured.js';

/** What a page route found: the page, how its head differs from a plain page's, and its status. */
export interface Found {
  page: SitePage;
  status?: number;
  /** The page's own query as part of its address (already checked), without lang. */
  query?: string;
  head?: Partial<Pick<SiteHead, 'type' | 'image' | 'structured' | 'noindex'>>;
}

const RELATED = 3;
const TESTIMONIALS = 3;

const NOT_FOUND_TEXT = {
  en: {
    article: { title: 'Article not found', body: 'This article does not exist or was taken down.' },
    story: { title: 'Story not found', body: 'This story does not exist or was taken down.' },
    page: { title: 'Page not found', body: 'This page does not exist.' },
    member: { title: 'Profile not found', body: 'There is no public SkillLink profile at this address.' },
    hidden: {
      title: 'This profile is for members',
      body: 'This member shows their profile to signed-in SkillLink members only. Sign in or join for free to see it.',
    },
    signIn: 'Sign in',
    home: 'Go to the home page',
  },
  fr: {
    article: { title: 'Article introuvable', body: "Cet article n'existe pas ou a été retiré." },
    story: { title: 'Témoignage introuvable', body: "Ce témoignage n'existe pas ou a été retiré." },
    page: { title: 'Page introuvable', body: "Cette page n'existe pas." },
    member: { title: 'Profil introuvable', body: "Il n'y a pas de profil SkillLink public à cette adresse." },
    hidden: {
      title: 'Ce profil est réservé aux membres',
      body: "Ce membre ne montre son profil qu'aux membres connectés de SkillLink. Connectez-vous ou inscrivez-vous gratuitement pour le voir.",
    },
    signIn: 'Se connecter',
    home: "Aller à la page d'accueil",
  },
} as const;

export function notFound(language: Language, kind: 'article' | 'story' | 'page' | 'member'): Found {
  const texts = NOT_FOUND_TEXT[language];
  return {
    status: 404,
    page: { kind: 'message', ...texts[kind], link: { href: language === 'en' ? '/' : '/?lang=fr', label: texts.home } },
  };
}

/** Stories with their text as a summary for cards (the body without markup). */
async function summaries(db: DB, stories: StoryItem[], language: Language): Promise<StorySummary[]> {
  return Promise.all(
    stories.map(async (story) => ({
      ...story,
      summary: plainText((await contentItem<StoryItem>(db, 'story', story.slug, language))?.html ?? ''),
    })),
  );
}

/** The home page's data is worked out at most once a minute per language (like its stats). */
export const HOME_MAX_AGE_MS = 60_000;
const homes = new WeakMap<DB, Map<Language, { at: number; found: Promise<Found> }>>();

/**
 * The home page: the busiest public page, and the costliest to gather (the whole catalogue for
 * the featured course, three stories' texts, the stats). Gathered once a minute per language
 * and shared by every request meanwhile (the bench's p99 at 20 connections went from ~120 ms to
 * the other pages' level); a failure is not kept.
 */
export function homePage(db: DB, publicUrl: string, language: Language, now = Date.now()): Promise<Found> {
  let byLanguage = homes.get(db);
  if (!byLanguage) homes.set(db, (byLanguage = new Map()));
  const kept = byLanguage.get(language);
  if (kept && now - kept.at < HOME_MAX_AGE_MS) return kept.found;
  const found = gatherHome(db, publicUrl, language);
  byLanguage.set(language, { at: now, found });
  found.catch(() => byLanguage.delete(language));
  return found;
}

async function gatherHome(db: DB, publicUrl: string, language: Language): Promise<Found> {
  const [{ asOf: _asOf, ...stats }, featured, stories] = await Promise.all([
    siteStats(db),
    featuredCourse(db),
    contentList<StoryItem>(db, 'story', language),
  ]);
  // The featured stories first, then the best rated: three voices for the home page.
  const chosen = [...stories].sort((a, b) => Number(b.featured) - Number(a.featured) || b.rating - a.rating).slice(0, TESTIMONIALS);
  return {
    page: { kind: 'home', stats, featured, testimonials: await summaries(db, chosen, language) },
    head: { structured: homeData(publicUrl, language) },
  };
}

export async function learnPage(db: DB, publicUrl: string, request: FastifyRequest, language: Language): Promise<Found> {
  const raw = (request.query as { q?: unknown }).q;
  // The form says 100 at most; a longer address is cut rather than refused (a GET page, not an API).
  const q = typeof raw === 'string' ? raw.trim().slice(0, PUBLIC_COURSE_QUERY_MAX) : '';
  const category = oneOf(request, 'category', ['all', ...PUBLIC_COURSE_CATEGORIES], 'all');
  const { courses, paths } = await learnCatalogue(db, { q, category }, language);
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category !== 'all') params.set('category', category);
  return {
    page: { kind: 'learn', q, category, courses, paths },
    query: params.toString(),
    // A search result is not a page of its own for search engines; the catalogue is.
    head: { structured: coursesData(publicUrl, courses), noindex: q !== '' },
  };
}

export async function fixedPage(db: DB, slug: string, language: Language): Promise<Found> {
  const page = await contentItem<PageItem>(db, 'page', slug, language);
  return page ? { page: { kind: 'page', page } } : notFound(language, 'page');
}

export async function newsPage(db: DB, request: FastifyRequest, language: Language): Promise<Found> {
  const category = oneOf(request, 'category', ['all', ...NEWS_CATEGORIES], 'all');
  const all = await contentList<NewsItem>(db, 'news', language);
  const items = category === 'all' ? all : all.filter((item) => item.category === category);
  return { page: { kind: 'news', category, items }, query: category === 'all' ? '' : `category=${category}` };
}

export async function articlePage(db: DB, publicUrl: string, slug: string, language: Language): Promise<Found> {
  const article = await contentItem<NewsItem>(db, 'news', slug, language);
  if (!article) return notFound(language, 'article');
  const related = (await contentList<NewsItem>(db, 'news', language)).filter((item) => item.slug !== slug).slice(0, RELATED);
  return {
    page: { kind: 'article', article, related },
    head: { type: 'article', image: siteImage(publicUrl, language, article), structured: articleData(publicUrl, article, language) },
  };
}

export async function storiesPage(db: DB, request: FastifyRequest, language: Language): Promise<Found> {
  const category = oneOf(request, 'category', ['all', ...STORY_CATEGORIES], 'all');
  const all = await contentList<StoryItem>(db, 'story', language);
  const items = await summaries(db, category === 'all' ? all : all.filter((item) => item.category === category), language);
  return { page: { kind: 'stories', category, items }, query: category === 'all' ? '' : `category=${category}` };
}

export async function storyPage(db: DB, publicUrl: string, slug: string, language: Language): Promise<Found> {
  const story = await contentItem<StoryItem>(db, 'story', slug, language);
  if (!story) return notFound(language, 'story');
  const related = (await contentList<StoryItem>(db, 'story', language)).filter((item) => item.slug !== slug).slice(0, RELATED);
  return {
    page: { kind: 'story', story, related },
    head: { type: 'article', image: siteImage(publicUrl, language, story), structured: storyData(publicUrl, story, language) },
  };
}

/** /in/{handle}: the member's public page, a redirect from an old handle, or "for members only". */
export async function memberPage(db: DB, publicUrl: string, handle: string, language: Language): Promise<Found | { redirect: string }> {
  const found = await findPublicMember(db, handle);
  if (!found) return notFound(language, 'member');
  if (found.kind === 'redirect') return { redirect: found.handle };
  // One address per member: "/in/Ama-Mensah" is sent to "/in/ama-mensah" (one canonical page).
  if (found.kind === 'member' && found.member.handle !== handle) return { redirect: found.member.handle };
  if (found.kind === 'hidden') {
    const texts = NOT_FOUND_TEXT[language];
    // Said plainly to a visitor, but not a page for search engines or previews.
    return { page: { kind: 'message', ...texts.hidden, link: { href: '/auth/login', label: texts.signIn } }, head: { noindex: true } };
  }
  const { member } = found;
  const image = {
    url: `${publicUrl}/og/members/${member.handle}.png?lang=${language}`,
    width: 1200,
    height: 630,
    alt: `${member.firstName} ${member.lastName}`,
    type: 'image/png',
  };
  return { page: { kind: 'member', member }, head: { type: 'profile', image, structured: memberData(publicUrl, member, language) } };
}

/** /verify/{code}: the shareable certificate page (404 when no certificate has the code). */
export async function certificatePage(
  db: DB,
  publicUrl: string,
  rawCode: string,
  language: Language,
): Promise<Found | { redirect: string }> {
  const certificate = await findPublicCertificate(db, rawCode, (slug) => COURSE_SKILLS[slug] ?? []);
  // One address per certificate: a code typed in lower case is sent to its own spelling.
  if (certificate && certificate.code !== rawCode) return { redirect: certificate.code };
  const code = rawCode.trim().toUpperCase().slice(0, 64);
  if (!certificate) return { status: 404, page: { kind: 'certificate', code, certificate: null } };
  if (certificate.status === 'revoked') return { page: { kind: 'certificate', code, certificate }, head: { noindex: true } };
  const image = {
    url: `${publicUrl}/og/certificates/${certificate.code}.png?lang=${language}`,
    width: 1200,
    height: 630,
    alt: `${certificate.holderName} — ${certificate.courseTitle}`,
    type: 'image/png',
  };
  return {
    page: { kind: 'certificate', code: certificate.code, certificate },
    head: { image, structured: certificateData(publicUrl, certificate, language) },
  };
}
