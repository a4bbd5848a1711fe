import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGES } from '@skilllink/contracts/public-content';
import type { DB } from '../../db/database.js';
import type { Language } from '../../platform/i18n/language.js';
import { siteDocument, type SiteHead } from '../../platform/site-document.js';
import type { SiteBundle } from '../../platform/site-bundle.js';
import { sendPage } from '../../platform/web-app.js';
import type { PublicFormsDeps } from './newsletter.routes.js';
import { SitePageCache } from './site-cache.js';
import { siteFormRoutes } from './site-forms.routes.js';
import * as pages from './site-data.js';
import type { Found } from './site-data.js';
import { addressIn, siteLanguage } from './site-request.js';
import { siteImage, webPage } from './site-structured.js';

export interface SiteRouteDeps {
  db: DB;
  site: SiteBundle;
  publicUrl: string;
  secureCookies: boolean;
  forms: PublicFormsDeps;
}

/**
 * The public site (issue 26, ADR 068): each page's data read here, its body rendered by the web
 * build's components, its head (canonical, hreflang, link-preview tags, schema.org) written by the
 * server. Pages work without any script; a small island script enhances a few parts.
 */
export const siteRoutes: FastifyPluginAsync<SiteRouteDeps> = async (app, deps) => {
  const { db, site, publicUrl } = deps;
  const cache = new SitePageCache();
  // Pages for people, not operations of the API: public, and left out of the API's document.
  const options = { config: { public: true }, schema: { hide: true } };

  async function show(request: FastifyRequest, reply: FastifyReply, find: (language: Language) => Promise<Found>, personal = false) {
    const language = siteLanguage(request, reply, deps.secureCookies);
    const path = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    const found = await find(language);
    const query = found.query ?? '';
    const signedIn = request.auth !== null;
    const url = addressIn(publicUrl, path, query, language);
    const status = found.status ?? 200;
    const build = () => {
      const rendered = site.renderer.render(found.page, { language, path, query, signedIn, url });
      const head: SiteHead = {
        language,
        title: rendered.title,
        description: rendered.description,
        canonical: url,
        alternates: { en: addressIn(publicUrl, path, query, 'en'), fr: addressIn(publicUrl, path, query, 'fr') },
        image: siteImage(publicUrl, language),
        type: 'website',
        structured: webPage(publicUrl, url, rendered.title, language),
        noindex: status !== 200,
        ...found.head,
      };
      return siteDocument(site.shell, head, rendered.html);
    };
    reply.code(status).header('content-language', language);
    // Pages that are not there are not kept: made-up addresses must not fill the cache.
    // Nor are answers to one visitor's form.
    if (status !== 200 || personal) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(build());
    return sendPage(request, reply, cache.get(`${language}|${signedIn ? 1 : 0}|${path}?${query}`, found, build));
  }

  // Spec §2: a member at exactly "/" goes to the dashboard; visitors see the home page.
  app.get('/', options, (request, reply) =>
    request.auth ? reply.redirect('/app/dashboard', 302) : show(request, reply, (language) => pages.homePage(db, publicUrl, language)),
  );
  app.get('/learn', options, (request, reply) => show(request, reply, (language) => pages.learnPage(db, publicUrl, request, language)));
  for (const slug of PUBLIC_PAGES)
    app.get(`/${slug}`, options, (request, reply) => show(request, reply, (language) => pages.fixedPage(db, slug, language)));
  app.get('/news', options, (request, reply) => show(request, reply, (language) => pages.newsPage(db, request, language)));
  app.get<{ Params: { slug: string } }>('/news/:slug', options, (request, reply) =>
    show(request, reply, (language) => pages.articlePage(db, publicUrl, request.params.slug, language)),
  );
  /** A page that may answer with its own address instead: an old handle, another spelling. */
  async function showOrRedirect(
    request: FastifyRequest,
    reply: FastifyReply,
    prefix: string,
    find: (language: Language) => Promise<Found | { redirect: string }>,
  ) {
    // Read once here: a changed address answers before any page is built.
    const language = siteLanguage(request, reply, deps.secureCookies);
    const found = await find(language);
    if (!('redirect' in found)) return show(request, reply, async () => found);
    const lang = typeof (request.query as { lang?: unknown }).lang === 'string' && language !== 'en' ? `?lang=${language}` : '';
    // An hour, not forever: an old handle can be taken by another member later.
    return reply.header('cache-control', 'public, max-age=3600').redirect(`${prefix}${encodeURIComponent(found.redirect)}${lang}`, 301);
  }
  app.get<{ Params: { handle: string } }>('/in/:handle', options, (request, reply) =>
    showOrRedirect(request, reply, '/in/', (language) => pages.memberPage(db, publicUrl, request.params.handle, language)),
  );
  app.get<{ Params: { code: string } }>('/verify/:code', options, (request, reply) =>
    showOrRedirect(request, reply, '/verify/', (language) => pages.certificatePage(db, publicUrl, request.params.code, language)),
  );
  app.get('/stories', options, (request, reply) => show(request, reply, (language) => pages.storiesPage(db, request, language)));
  app.get<{ Params: { slug: string } }>('/stories/:slug', options, (request, reply) =>
    show(request, reply, (language) => pages.storyPage(db, publicUrl, request.params.slug, language)),
  );
  await app.register(siteFormRoutes, { forms: deps.forms, show, secureCookies: deps.secureCookies });
};
