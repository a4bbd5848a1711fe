import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `everyMs` while the app is up (first once it is ready), one run at a time:
 * a tick during a run is skipped. Closing the app stops the timer and waits for the running
 * one, so the database never goes away under it. Work that must happen once across processes
 * claims its rows itself (an update that only one statement wins).
 */
export function registerPeriodic(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<unknown>): void {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = work()
      .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
      .finally(() => (running = null));
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
