import { z } from 'zod';

/**
 * The public site's texts (issue 26): Markdown files in content/ (content/README.md), checked
 * against these shapes and loaded into the database when the server starts.
 */

export const PUBLIC_PAGES = ['about', 'partners', 'data-protection', 'imprint', 'legal', 'terms', 'privacy'] as const;
export const NEWS_CATEGORIES = ['platform', 'partnerships', 'courses', 'community', 'industry'] as const;
export const STORY_CATEGORIES = ['career-change', 'promotion', 'skill-building', 'startup', 'certification'] as const;
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;

/** Spec §9: what the cards show before "Read More". */
export const NEWS_EXCERPT_CHARS = 120;
export const STORY_EXCERPT_CHARS = 150;
export const FEATURED_STORY_EXCERPT_CHARS = 200;
export const STORY_OUTCOME_CHARS = 50;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug: lower-case words joined by hyphens');
// YAML reads an unquoted 2026-07-07 as a date: both spellings are accepted, kept as text.
const day = z.union([z.date().transform((d) => d.toISOString().slice(0, 10)), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);
const image = z.string().regex(/^[\w-]+\.(svg|png|jpg|jpeg|webp|avif)$/, 'image: a file name in content/images/');

export const PageMeta = z.strictObject({
  slug: z.enum(PUBLIC_PAGES),
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(160),
  updated: day,
  image: image.optional(),
  imageAlt: z.string().min(1).max(300).optional(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export const NewsMeta = z.strictObject({
  slug,
  title: z.string().min(1).max(140),
  excerpt: z.string().min(1).max(300),
  date: day,
  author: z.string().min(1).max(100),
  authorRole: z.string().min(1).max(100),
  readTime: z.number().int().min(1).max(60),
  category: z.enum(NEWS_CATEGORIES),
  image,
  imageAlt: z.string().min(1).max(300),
  featured: z.boolean(),
});
export type NewsMeta = z.infer<typeof NewsMeta>;

export const StoryMeta = z.strictObject({
  slug,
  name: z.string().min(1).max(100),
  role: z.string().min(1).max(100),
  company: z.string().min(1).max(100),
  location: z.string().min(1).max(100),
  category: z.enum(STORY_CATEGORIES),
  rating: z.number().int().min(1).max(5),
  courses: z.array(z.string().min(1).max(200)).min(1).max(3),
  outcome: z.string().min(1).max(STORY_OUTCOME_CHARS),
  image,
  imageAlt: z.string().min(1).max(300),
  date: day,
  featured: z.boolean(),
});
export type StoryMeta = z.infer<typeof StoryMeta>;

export const ContentKind = z.enum(['page', 'news', 'story']);
export type ContentKind = z.infer<typeof ContentKind>;

/** As the API answers them (dates as YYYY-MM-DD text). */
export const NewsItem = NewsMeta.extend({ date: z.string() });
export type NewsItem = z.infer<typeof NewsItem>;
export const StoryItem = StoryMeta.extend({ date: z.string() });
export type StoryItem = z.infer<typeof StoryItem>;
export const PageItem = PageMeta.extend({ updated: z.string() });
export type PageItem = z.infer<typeof PageItem>;

export const NewsList = z.object({ items: z.array(NewsItem) });
export const StoryList = z.object({ items: z.array(StoryItem) });
export const NewsArticle = z.object({ article: NewsItem.extend({ html: z.string() }) });
export const StoryPage = z.object({ story: StoryItem.extend({ html: z.string() }) });
export const PublicPage = z.object({ page: PageItem.extend({ html: z.string() }) });

/** `?lang=fr`: the language to answer in; without it, the reader's (account, cookie, browser). */
export const ContentQuery = z.object({ lang: z.enum(CONTENT_LANGUAGES).optional() });
export const ContentParams = z.object({ slug: z.string().min(1).max(100) });
