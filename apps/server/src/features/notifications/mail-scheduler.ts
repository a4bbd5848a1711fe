import type { FastifyInstance } from 'fastify';
import { registerPeriodic } from '../../platform/periodic.js';
import { MAIL_TICK_MS, sendNotificationMails, type NotificationMailDeps } from './mail-sender.js';
import { unsubscribeRoutes } from './mail-unsubscribe.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notification e-mails, run now (the timer runs them every MAIL_TICK_MS; tests call this on their clock). */
    notificationMails: { run(options?: { force?: boolean }): Promise<number> };
  }
}

/**
 * Notification e-mails (ADR 065): every MAIL_TICK_MS each process mails what is due. The queue
 * and the digest days are in the database and claimed by one process each, so processes can
 * come and go. Also serves the mails' unsubscribe page; with DEV_MAILBOX, POST
 * /dev/notification-mails/run sends everything waiting now (browser journeys, demos).
 */
export async function registerNotificationMails(
  app: FastifyInstance,
  deps: NotificationMailDeps & { rateLimitFactor: number; devRoutes: boolean },
): Promise<void> {
  app.decorate('notificationMails', { run: (options?: { force?: boolean }) => sendNotificationMails(deps, options) });
  registerPeriodic(app, 'notification mails', MAIL_TICK_MS, () => sendNotificationMails(deps));
  await app.register(async (scope) => unsubscribeRoutes(scope, deps));
  if (deps.devRoutes) {
    app.post('/dev/notification-mails/run', { schema: { hide: true } }, async () => ({
      mails: await sendNotificationMails(deps, { force: true }),
    }));
  }
}
