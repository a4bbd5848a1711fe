import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { handleProblem, normalizeHandle } from '@skilllink/contracts/public-member';
import type { DB } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import { readerLanguage, type Language } from '../../platform/i18n/language.js';
import { createWindowCounter } from '../../platform/rate-limit.js';
import { cardSvg, renderPng, type OgCard } from './og-image.js';
import { findPublicCertificate } from './public-certificate.repository.js';
import { memberByHandle, topSkills } from './public-member.repository.js';

/** Link previews per client address per minute, times RATE_LIMIT_FACTOR: a crawler fetches one per shared link. */
export const OG_PER_MINUTE = 120;
/** Rendered cards kept in memory; a card is ~20–40 KB. */
export const OG_CACHE_MAX = 200;
/** Bump when the drawing changes, so browsers and crawlers holding an ETag fetch the new look. */
const DESIGN = 'og-1';
const SKILLS_DRAWN = 6;

const Query = z.object({ lang: z.enum(['en', 'fr']).optional() });
const CodeParams = z.object({ code: z.string().max(100) });
const HandleParams = z.object({ handle: z.string().max(200) });

export interface OgDeps {
  db: DB;
  publicUrl: string;
  rateLimitFactor: number;
  /** SVG → PNG; tests pass a counting wrapper to see when a card is drawn. */
  render?: (svg: string) => Promise<Buffer>;
}

interface Cached {
  hash: string;
  png: Buffer;
}

/** Least recently used out first: a Map keeps insertion order, and a hit is moved to the end. */
function createCardCache(max: number) {
  const entries = new Map<string, Cached>();
  return {
    get(key: string): Cached | undefined {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: Cached): void {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, value);
    },
  };
}

const notFound = (what: 'certificate' | 'member') =>
  what === 'certificate'
    ? new AppError(404, 'not_found', 'Certificate not found', undefined, { key: 'not_found.certificate' })
    : new AppError(404, 'not_found', 'Member not found', undefined, { key: 'not_found.member' });

function ogLimit(factor: number): onRequestHookHandler {
  const counter = createWindowCounter(Math.max(1, Math.round(OG_PER_MINUTE * factor)), 60_000);
  return (request, reply, done) => {
    const wait = counter.hit(request.ip);
    if (wait === null) return done();
    reply.header('retry-after', String(wait));
    done(
      new AppError(429, 'rate_limited', 'Too many preview images from your network. Please wait a minute and try again', undefined, {
        key: 'rate_limited.og',
      }),
    );
  };
}

/**
 * Link-preview images (Open Graph, issue 26 §2): `/og/certificates/:code.png`,
 * `/og/members/:handle.png` and `/og/site.png`, 1200×630 PNG. Each request reads the facts
 * (one indexed read; a code or handle of the wrong shape, none), so an unknown one is a 404 that
 * draws nothing and a changed name is redrawn at once; drawing (~100 ms) happens only when the
 * facts' hash is not in the cache, and a crawler's If-None-Match is answered before that.
 */
export const ogRoutes: FastifyPluginAsyncZod<OgDeps> = async (app, { db, publicUrl, rateLimitFactor, render = renderPng }) => {
  const cache = createCardCache(OG_CACHE_MAX);
  /** Concurrent first requests for one card draw it once. */
  const drawing = new Map<string, Promise<Buffer>>();
  const host = publicUrl.replace(/^https?:\/\//, '');
  const onRequest = ogLimit(rateLimitFactor);
  const config = { public: true };

  const language = (request: FastifyRequest & { query: z.infer<typeof Query> }, reply: FastifyReply): Language => {
    if (request.query.lang) return request.query.lang;
    // The page links the image with ?lang=; without it, the answer follows the reader, and caches must know.
    reply.header('vary', 'accept-language, cookie');
    return readerLanguage(request);
  };

  async function send(request: FastifyRequest, reply: FastifyReply, key: string, card: OgCard, lang: Language, footer: string) {
    const hash = createHash('sha256')
      .update(JSON.stringify([DESIGN, lang, footer, card]))
      .digest('base64url')
      .slice(0, 22);
    const etag = `"${hash}"`;
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const cacheKey = `${key}|${lang}`;
    const cached = cache.get(cacheKey);
    let png = cached?.hash === hash ? cached.png : undefined;
    if (!png) {
      const drawKey = `${cacheKey}|${hash}`;
      let pending = drawing.get(drawKey);
      if (!pending) {
        pending = render(cardSvg(card, lang, footer)).finally(() => drawing.delete(drawKey));
        drawing.set(drawKey, pending);
      }
      png = await pending;
      cache.set(cacheKey, { hash, png });
    }
    return reply.type('image/png').send(png);
  }

  app.get(
    '/og/certificates/:code.png',
    { config, onRequest, schema: { hide: true, params: CodeParams, querystring: Query } },
    async (request, reply) => {
      const cert = await findPublicCertificate(db, request.params.code);
      // A revoked certificate names no one (ADR 062): its page falls back to /og/site.png.
      if (cert?.status !== 'valid') throw notFound('certificate');
      const card: OgCard = {
        kind: 'certificate',
        holderName: cert.holderName,
        courseTitle: cert.courseTitle,
        issuedAt: cert.issuedAt,
        code: cert.code,
      };
      return send(request, reply, `certificate|${cert.code}`, card, language(request, reply), host);
    },
  );

  app.get(
    '/og/members/:handle.png',
    { config, onRequest, schema: { hide: true, params: HandleParams, querystring: Query } },
    async (request, reply) => {
      const handle = normalizeHandle(request.params.handle);
      const problem = handleProblem(handle);
      // A malformed handle cannot exist (no read); a reserved word may still be an older member's handle.
      if (problem !== null && problem !== 'reserved') throw notFound('member');
      const member = await memberByHandle(db, handle);
      // Only a profile shown to everyone gets a preview: the image must not say more than the page.
      if (!member || member.erasedAt !== null || member.profileVisibility !== 'everyone') throw notFound('member');
      const skills = (await topSkills(db, member.id, SKILLS_DRAWN)).map((s) => s.name);
      const name = `${member.firstName} ${member.lastName}`.trim();
      const card: OgCard = { kind: 'member', name, headline: member.title, location: member.location, skills };
      return send(request, reply, `member|${member.id}`, card, language(request, reply), `${host}/in/${handle}`);
    },
  );

  app.get('/og/site.png', { config, onRequest, schema: { hide: true, querystring: Query } }, async (request, reply) =>
    send(request, reply, 'site', { kind: 'site' }, language(request, reply), host),
  );
};
