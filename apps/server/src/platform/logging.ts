import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/** BuildOptions.logger: pino options (a `stream` too, in tests), true for the defaults, or false for none. */
export type LoggerOption = boolean | (LoggerOptions & { stream?: DestinationStream });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The address itself is a secret (a calendar feed's token): request logs show the route pattern instead. */
    secretUrl?: boolean;
  }
}

/** Query parameters whose value is a key to an account (e-mailed links open the SPA with them). */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** The address a log line may show: the route for secret addresses, otherwise the URL with link tokens removed. */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const route = request.routeOptions;
  if (route?.config?.secretUrl && route.url) return route.url;
  return request.url.includes('=') ? request.url.replace(SECRET_QUERY, '$1[redacted]') : request.url;
}

/** Fastify's own request serializer (the same fields), with the address from loggedUrl. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger options: pino's, with request lines that never show an address's secret. */
export function serverLogging(option: LoggerOption, level: string): Pick<FastifyServerOptions, 'logger'> {
  const given = option === true ? { level } : option;
  if (given === false) return { logger: false };
  // Access lines must not carry the keys some addresses hold: a feed token, a reset link (ADR 031).
  return { logger: { ...given, serializers: { req: serializeRequest, ...given.serializers } } };
}
