import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@skilllink/contracts/common';
import {
  ContentParams,
  ContentQuery,
  NewsArticle,
  NewsList,
  PublicPage,
  StoryList,
  StoryPage,
  type ContentKind,
  type NewsItem,
  type PageItem,
  type StoryItem,
} from '@skilllink/contracts/public-content';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { readerLanguage } from '../../platform/i18n/language.js';
import { catalogueRoutes } from './catalogue.routes.js';
import { publicMemberRoutes } from './public-member.routes.js';
import { loadPublicContent } from './content-loader.js';
import { contentItem, contentList } from './content.service.js';
import { newsletterRoutes, type PublicFormsDeps } from './newsletter.routes.js';
import { partnerInquiryRoutes } from './partner-inquiry.routes.js';

const tags = ['public site'];
const errors = { 400: ErrorResponse, 404: ErrorResponse };
const language = (request: FastifyRequest & { query: { lang?: 'en' | 'fr' } }) => request.query.lang ?? readerLanguage(request);
const NOT_FOUND = {
  news: ['This article does not exist or was taken down', 'not_found.article'],
  story: ['This story does not exist or was taken down', 'not_found.story'],
  page: ['This page does not exist', 'not_found.page'],
} as const;
const notFound = (kind: ContentKind) => new AppError(404, 'not_found', NOT_FOUND[kind][0], undefined, { key: NOT_FOUND[kind][1] });

/**
 * The public site's texts (issue 26), for visitors signed in or not: news, stories and the fixed
 * pages, in the language asked for (or the reader's). Read from the table content/ was loaded
 * into at start.
 */
export const publicSiteRoutes: FastifyPluginAsyncZod<{
  db: DB;
  contentDir: string;
  log: FastifyBaseLogger;
  forms: PublicFormsDeps;
}> = async (app, { db, contentDir, log, forms }) => {
  // Loaded before the first request can ask (registration runs before the server listens).
  await loadPublicContent(db, contentDir, log, new Date());
  await app.register(catalogueRoutes, { db, rateLimitFactor: forms.rateLimitFactor });
  await app.register(publicMemberRoutes, { db, rateLimitFactor: forms.rateLimitFactor });
  // The newsletter and "Partner With Us" forms.
  await app.register(newsletterRoutes, forms);
  await app.register(partnerInquiryRoutes, forms);
  const config = { public: true };
  const list = <T>(kind: ContentKind, lang: string) => contentList<T>(db, kind, lang);
  const one = async <T>(kind: ContentKind, slug: string, lang: string) => {
    const item = await contentItem<T>(db, kind, slug, lang);
    if (!item) throw notFound(kind);
    return item;
  };

  app.get(
    '/public/news',
    { config, schema: { tags, summary: 'News articles, newest first', querystring: ContentQuery, response: { 200: NewsList, ...errors } } },
    async (request) => ({ items: await list<NewsItem>('news', language(request)) }),
  );
  app.get(
    '/public/news/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'One news article',
        params: ContentParams,
        querystring: ContentQuery,
        response: { 200: NewsArticle, ...errors },
      },
    },
    async (request) => ({ article: await one<NewsItem>('news', request.params.slug, language(request)) }),
  );
  app.get(
    '/public/stories',
    {
      config,
      schema: { tags, summary: 'Member success stories, newest first', querystring: ContentQuery, response: { 200: StoryList, ...errors } },
    },
    async (request) => ({ items: await list<StoryItem>('story', language(request)) }),
  );
  app.get(
    '/public/stories/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'One success story',
        params: ContentParams,
        querystring: ContentQuery,
        response: { 200: StoryPage, ...errors },
      },
    },
    async (request) => ({ story: await one<StoryItem>('story', request.params.slug, language(request)) }),
  );
  app.get(
    '/public/pages/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'A fixed page (about, legal, terms…)',
        params: ContentParams,
        querystring: ContentQuery,
        response: { 200: PublicPage, ...errors },
      },
    },
    async (request) => ({ page: await one<PageItem>('page', request.params.slug, language(request)) }),
  );
};
