import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import type { SiteBundle } from '../../platform/site-bundle.js';
import { sameContext } from '../../platform/same-context.js';
import type { PublicFormsDeps } from './newsletter.routes.js';
import { contentImageRoutes } from './content-images.routes.js';
import { newsletterPageRoutes } from './newsletter.routes.js';
import { ogRoutes } from './og.routes.js';
import { sitemapRoutes } from './sitemap.routes.js';
import { siteRoutes } from './site.routes.js';

export interface PublicSitePagesDeps {
  db: DB;
  forms: PublicFormsDeps;
  /** The web build's site (null in API-only runs: the SPA then answers the public paths). */
  site: SiteBundle | null;
  secureCookies: boolean;
  /** content/ (its images/ are served beside the pages). */
  contentDir: string;
}

/**
 * Everything of the public site outside /api (issue 26): its pages and their no-script forms,
 * content images, link-preview images, sitemap and robots.txt, and the newsletter's pages opened
 * from e-mails.
 */
export async function registerPublicSitePages(app: FastifyInstance, deps: PublicSitePagesDeps): Promise<void> {
  const { db, forms } = deps;
  const { publicUrl, rateLimitFactor, now } = forms;
  await app.register(sameContext(ogRoutes), { db, publicUrl, rateLimitFactor });
  await app.register(sameContext(sitemapRoutes), { db, publicUrl });
  await app.register(newsletterPageRoutes, { db, now, rateLimitFactor });
  await app.register(sameContext(contentImageRoutes), { contentDir: deps.contentDir });
  if (deps.site) await app.register(siteRoutes, { db, site: deps.site, publicUrl, secureCookies: deps.secureCookies, forms });
}
