import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
/** Fastify's loggers are pino's, which can say whether a level is on. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * The per-request logger, made only when something is logged at an enabled level. Fastify
 * gives every request a pino child bound to its request id; making one costs more than the
 * rest of a small answer's middleware together (docs/cost-model.md), and at the
 * production level (warn) most requests log nothing. Lines that are written carry the same
 * bindings as before, so log correlation by request id is unchanged.
 */
class LazyChild {
  #real: Logger | null = null;
  readonly #parent: Logger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: ChildOptions;

  constructor(parent: Logger, bindings: Record<string, unknown>, options: ChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #child(): Logger {
    return (this.#real ??= this.#parent.child(this.#bindings, this.#options) as Logger);
  }

  #enabled(level: Level): boolean {
    // A level set on this request's logger itself decides; otherwise the parent's does.
    return this.#real ? this.#real.isLevelEnabled(level) : this.#parent.isLevelEnabled(level);
  }

  get level(): string {
    return this.#real?.level ?? this.#parent.level;
  }
  set level(value: string) {
    this.#child().level = value;
  }
  isLevelEnabled(level: string): boolean {
    return this.#enabled(level as Level);
  }
  child(bindings: Record<string, unknown>, options?: ChildOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
  silent(): void {}
  // Methods on the prototype, not per-instance closures: one small object per request.
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#enabled(level)) return;
    (this.#child()[level] as (...a: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's `childLoggerFactory` option: request loggers made on first use. Fastify's null
 * logger (logging off) cannot tell levels and costs nothing: it makes its own children.
 */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  typeof (logger as Partial<Logger>).isLevelEnabled === 'function'
    ? // The log methods take pino's overloads; they forward their arguments untouched.
      (new LazyChild(logger as Logger, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);

/** A request logger bound to `bindings` (its request id) that is a child of `parent` when first used (logging.ts). */
export const lazyChild = (parent: FastifyBaseLogger, bindings: Record<string, unknown>): FastifyBaseLogger =>
  new LazyChild(parent as Logger, bindings, {}) as unknown as FastifyBaseLogger;
