import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { MemberCaches } from '../../platform/member-cache.js';
import { sendDigests } from './alerts.digest.js';
import { matchAlerts, MATCH_TICK_MS } from './alerts.matcher.js';
import { registerUnsubscribePage } from './alerts.unsubscribe.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job alerts' periodic work, run now (the timer calls both every MATCH_TICK_MS; tests call them on their clock). */
    jobAlerts: {
      /** Answers the notices sent. */
      match(): Promise<number>;
      /** Answers the mails sent; `force` ignores the digest hour (still once per member per day). */
      digest(options?: { force?: boolean }): Promise<number>;
    };
  }
}

export interface JobAlertsDeps {
  db: DB;
  caches: MemberCaches;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  rateLimitFactor: number;
  /** DEV_MAILBOX: POST /dev/job-alerts/run runs both now, for browser journeys that cannot wait 5 minutes. */
  devRoutes: boolean;
}

/**
 * Job alerts (ADR 053): every MATCH_TICK_MS each process matches new listings to alerts, then
 * sends the digests that are due. Nothing lives in memory: the alerts' last-look times and the
 * digest ledger are in the database, so a restarted process (or another one) carries on, and
 * each piece of work is claimed by one process (alerts.matcher.ts, alerts.digest.ts). Also
 * serves the digest's unsubscribe page.
 */
export function registerJobAlerts(app: FastifyInstance, deps: JobAlertsDeps): void {
  // One run at a time in this process; a caller during a run waits for it, then runs.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => undefined);
    return next;
  };
  const match = () => serial(() => matchAlerts(deps));
  const digest = (options: { force?: boolean } = {}) => serial(() => sendDigests(deps, options));
  app.decorate('jobAlerts', { match, digest });

  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    match()
      .then(() => digest())
      .catch((err: unknown) => app.log.error({ err }, 'job alerts run failed'))
      .finally(() => (busy = false));
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(tick, MATCH_TICK_MS);
    timer.unref();
  });
  // Closing the app waits for the running step before the database goes.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await chain;
  });

  registerUnsubscribePage(app, deps);
  if (deps.devRoutes) {
    app.post('/dev/job-alerts/run', { schema: { hide: true } }, async () => ({
      notices: await match(),
      mails: await digest({ force: true }),
    }));
  }
}
