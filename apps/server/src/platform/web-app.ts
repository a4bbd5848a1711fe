import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedCoding } from './serializer.js';
import { readerLanguage } from './i18n/language.js';
import type { Page, WebPages } from './web-pages.js';
import { noRoute } from './errors.js';

const defaultDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Where the built web app is, or null when it has not been built (API-only tests). */
export function resolveWebDist(configured: string | undefined): string | null {
  const dir = path.resolve(configured ?? defaultDist);
  return existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/**
 * Serves the built SPA from the same process. Hashed files under /assets are cached for a year
 * and carry nothing a browser would only check again (no validators, no ranges). The page is
 * revalidated each time so a deploy is picked up at once; unchanged, it costs a 304.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: string,
  pages: WebPages,
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz beside each asset; send those when the browser accepts them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      if (!immutable) return;
      res.removeHeader('etag');
      res.removeHeader('last-modified');
      res.removeHeader('accept-ranges');
    },
  });
  return (request, reply) =>
    sendPage(request, reply, pages.pageFor(request.url, request.auth !== null, readerLanguage(request), savesData(request)));
}

/** The app's data saver cookie (apps/web/src/lib/data-saver.ts): on while data saver is, on this device. */
export const DATA_SAVER_COOKIE = 'sl_data_saver';

/**
 * Data saver (ADR 074): the browser's `Save-Data: on` (the phone's own data saver) or the app's
 * cookie (the member's setting). The page then preloads no API answers: the app asks for
 * smaller pages, so those would be fetched for nothing.
 */
export const savesData = (request: FastifyRequest): boolean =>
  String(request.headers['save-data'] ?? '').toLowerCase() === 'on' || request.cookies[DATA_SAVER_COOKIE] === 'on';

/**
 * A page of the web app, in the coding the browser takes; unchanged, a 304. A `personal` page
 * (the answer to one visitor's form) is neither stored nor revalidated.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, personal = false): FastifyReply {
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie, save-data');
  if (personal) reply.header('cache-control', 'no-store');
  else {
    reply.header('cache-control', 'public, max-age=0, must-revalidate').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const coding = acceptedCoding(request.headers['accept-encoding']);
  if (!coding) return reply.send(page.body);
  return reply.header('content-encoding', coding).send(page[coding]);
}

/**
 * What answers an address no route has: the app's page for a GET of a client-side route (its
 * router decides what an unknown path means), else a JSON 404.
 */
export function registerNotFound(
  app: FastifyInstance,
  sendIndex: ((req: FastifyRequest, reply: FastifyReply) => FastifyReply) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (sendIndex && (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets|dev)\//.test(pathOnly)) {
      return sendIndex(request, reply);
    }
    return reply
      .code(404)
      .header('x-request-id', request.id)
      .send({ error: { code: 'not_found', message: noRoute(request, pathOnly) } });
  });
}
