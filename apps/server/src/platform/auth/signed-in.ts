import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { unauthenticated } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Visitors who are not signed in may call this route. Every other route under /api/
     * answers them 401 before its body is read (deny by default): a route cannot forget.
     */
    public?: boolean;
  }
}

const signedInOnly: onRequestHookHandler = (request, _reply, done) => done(request.auth ? undefined : unauthenticated());

const asArray = <T>(hook: T | T[] | undefined): T[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/**
 * The one authentication check of the API: each route under /api/ not marked
 * `config: { public: true }` gets `signedInOnly` after the request gate has read the session.
 * Public operations say so in the OpenAPI document (`security: []`; the rest need the session
 * cookie). Register before the routes (onRoute sees only routes added after it).
 */
export function registerSignedInGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (route.config?.public) {
      if (route.schema) route.schema = { ...route.schema, security: [] };
      return;
    }
    route.onRequest = [...asArray(route.onRequest as onRequestHookHandler | onRequestHookHandler[] | undefined), signedInOnly];
  });
}
