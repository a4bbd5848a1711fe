import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Registers a route plugin into the context it is registered from, instead of a new
 * encapsulation context of its own (ADR 021).
 *
 * Why: Fastify builds new Request and Reply classes for every encapsulation context. With a
 * context per route file (about 25), every function that touches a request — Fastify's own and
 * our hooks — met 25 object shapes, and V8 stopped specialising them: once the other routes had
 * been used, `GET /api/health` served a quarter fewer answers a second. app.ts therefore opens
 * one context per URL prefix and registers every route plugin into it with this.
 *
 * A plugin registered this way must not add hooks, content-type parsers or decorators (they
 * would apply to every route of the prefix): route-level options do that job, and the rare route
 * that needs its own parser keeps a small context of its own.
 */
export function sameContext<Instance, Options>(
  plugin: (app: Instance, options: Options) => Promise<void>,
): (app: Instance, options: Options) => Promise<void> {
  // A wrapper, so the plugin itself stays unmarked for anyone who registers it directly.
  const wrapper: FastifyPluginAsync = (app, options) => plugin(app as Instance, options as Options);
  return fp(wrapper) as unknown as (app: Instance, options: Options) => Promise<void>;
}
