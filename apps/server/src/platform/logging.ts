import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import { lazyChild, lazyChildLoggerFactory } from './lazy-child-logger.js';

/** BuildOptions.logger: pino options (a `stream` too, in tests), true for the defaults, or false for none. */
export type LoggerOption = boolean | (LoggerOptions & { stream?: DestinationStream });

interface Logging {
  /** Spread into Fastify's options. */
  fastify: Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory'>;
  /** The app's logger when it is ours; null when Fastify's is the app's logger. */
  log: FastifyBaseLogger | null;
  /** The first onRequest step when Fastify has no logger: gives the request its own; null otherwise. */
  requestLogger: ((request: FastifyRequest, reply: FastifyReply) => void) | null;
}

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

/** Whether pino writes `info` lines at this level (`silent` and unknown levels write none). */
const writesRequestLines = (level: string): boolean => (pino.levels.values[level] ?? Infinity) <= pino.levels.values.info!;

/**
 * How the server logs. At `info` and below, Fastify's own logger writes a line when a request
 * comes in and when its answer is sent, as before. Above `info` (warn, the level a busy
 * production runs at) those lines are never written, yet a Fastify that has a logger still
 * times every request and adds and removes two listeners on every answer to write them, and a
 * logger factory of ours would be checked method by method on every request: together a large
 * part of a small answer's cost (ADR 024). There, Fastify is given no logger; the app's logger
 * is ours, and an onRequest hook gives every request a child of it carrying its request id, so
 * what a route, a hook or the error handler logs is unchanged.
 */
export function serverLogging(option: LoggerOption, level: string): Logging {
  const given = option === true ? { level } : option;
  if (given === false) return { fastify: { logger: false }, log: null, requestLogger: null };
  // Access lines must not carry the keys some addresses hold (ADR 031): a feed token, a reset link.
  const options = { ...given, serializers: { req: serializeRequest, ...given.serializers } };
  if (writesRequestLines(options.level ?? 'info')) {
    return { fastify: { logger: options, childLoggerFactory: lazyChildLoggerFactory }, log: null, requestLogger: null };
  }
  const { stream, ...pinoOptions } = options;
  const log = (stream ? pino(pinoOptions, stream) : pino(pinoOptions)) as FastifyBaseLogger;
  return {
    fastify: { logger: false },
    log,
    requestLogger(request, reply) {
      // The same binding Fastify gives its request loggers (requestIdLogLabel).
      const child = lazyChild(log, { reqId: request.id });
      request.log = child;
      reply.log = child;
    },
  };
}
