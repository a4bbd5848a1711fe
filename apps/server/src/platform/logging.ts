import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { pino, type DestinationStream, type LoggerOptions } from 'pino';
import { lazyChildLoggerFactory, lazyChildrenOf } from './lazy-child-logger.js';

/** BuildOptions.logger: pino options (a `stream` too, in tests), true for the defaults, or false for none. */
export type LoggerOption = boolean | (LoggerOptions & { stream?: DestinationStream });

interface Logging {
  /** Spread into Fastify's options. */
  fastify: Pick<FastifyServerOptions, 'logger' | 'childLoggerFactory'>;
  /** Call on the new instance, before any plugin is registered. */
  attach(app: FastifyInstance): void;
}

/**
 * How the server logs. At `info` and below, Fastify's own logger writes a line when a request
 * comes in and when its answer is sent, as before. Above `info` (warn, the level a busy
 * production runs at) those lines are never written, yet a Fastify that has a logger still
 * times every request and adds and removes two listeners on every answer to write them: about
 * a sixth of a small answer's cost (ADR 024). There, Fastify is given no logger; the app's
 * logger is ours, and every request still gets a child of it carrying its request id, so what
 * a route or the error handler logs is unchanged.
 */
export function serverLogging(option: LoggerOption, level: string): Logging {
  const options = option === true ? { level } : option;
  if (options === false) return { fastify: { logger: false, childLoggerFactory: lazyChildLoggerFactory }, attach: () => {} };
  const { stream, ...pinoOptions } = options;
  const log = stream ? pino(pinoOptions, stream) : pino(pinoOptions);
  if (log.isLevelEnabled('info')) return { fastify: { logger: options, childLoggerFactory: lazyChildLoggerFactory }, attach: () => {} };
  return {
    fastify: { logger: false, childLoggerFactory: lazyChildrenOf(log as FastifyBaseLogger) },
    attach(app) {
      // Fastify keeps its logger as a plain property that every context inherits.
      (app as { log: FastifyBaseLogger }).log = log as FastifyBaseLogger;
    },
  };
}
