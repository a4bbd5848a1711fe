import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { activityRoutes } from './features/activity/activity.routes.js';
import { authFormRoutes } from './features/auth/auth.form-routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { accountRoutes } from './features/auth/account.routes.js';
import { oidcRoutes } from './features/auth/oidc.routes.js';
import { privacyRoutes } from './features/privacy/privacy.routes.js';
import { twoStepRoutes } from './features/auth/two-step.routes.js';
import { forgetOldSignIns } from './features/auth/sign-in-history.js';
import { certificatesRoutes } from './features/certificates/certificates.routes.js';
import { connectionsRoutes } from './features/connections/connections.routes.js';
import { calendarRoutes } from './features/calendar/calendar.routes.js';
import { feedRoutes } from './features/calendar/ics/feed.routes.js';
import { icsRoutes } from './features/calendar/ics/ics.routes.js';
import { registerReminderScheduler } from './features/calendar/reminders/reminders.js';
import { coursesRoutes } from './features/courses/courses.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { registerJobAlerts } from './features/jobs/alerts.scheduler.js';
import { registerDeadlineSweeper } from './features/jobs/deadlines.js';
import { jobsRoutes } from './features/jobs/jobs.routes.js';
import { messagingRoutes } from './features/messaging/messaging.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { handleRoutes } from './features/profile/handle.routes.js';
import { searchHistoryRoutes } from './features/search/history.routes.js';
import { createHistoryWriter } from './features/search/history.writer.js';
import { searchRoutes } from './features/search/search.routes.js';
import { skillsRoutes } from './features/skills/skills.routes.js';
import { registerAwardedProjects } from './features/workspace/from-award.js';
import { registerWorkspaceLive } from './features/workspace/live.js';
import { registerWorkspaceGuard } from './features/workspace/policy.js';
import { registerTaskReminders } from './features/workspace/task-reminders.js';
import { workspaceRoutes } from './features/workspace/workspace.routes.js';
import { yourDataRoutes } from './features/your-data/your-data.routes.js';
import { referralsRoutes } from './features/referrals/referrals.routes.js';
import { registerReferralPages } from './features/referrals/referral.pages.js';
import { memberDataSources } from './member-data-sources.js';
import { registerDocsRoutes, registerOpenApi } from './platform/api-docs.js';
import { registerSessions } from './platform/auth/session.js';
import { registerSignedInGuard } from './platform/auth/signed-in.js';
import { registerVerifiedEmailGuard } from './platform/auth/verified-email.js';
import { registerCsrf } from './platform/csrf.js';
import { registerErrorHandler } from './platform/errors.js';
import { createFairQueue } from './platform/fair-queue.js';
import { healthRoutes } from './platform/health.js';
import { fastifyTimeouts, HTTP_TIMEOUTS, type HttpTimeouts } from './platform/http-timeouts.js';
import { newRequestId } from './platform/ids.js';
import { serverLogging, type LoggerOption } from './platform/logging.js';
import { registerMedia } from './platform/media.js';
import { registerDevMailbox } from './platform/mail/dev-mailbox.js';
import { createAccountEvents } from './platform/account-events.js';
import { createMailer, scheduleOutboxSweep, type Mailer } from './platform/mail/mailer.js';
import { createLoginThrottle } from './platform/login-throttle.js';
import { authLimits, registerRateLimits } from './platform/rate-limit.js';
import { createRedis, redisStarted } from './platform/redis.js';
import { registerGracefulClose } from './platform/shutdown.js';
import { createStorage } from './platform/storage-backend.js';
import type { Storage } from './platform/storage.js';
import { MemberCaches } from './platform/member-cache.js';
import { RealtimeHub } from './platform/realtime/hub.js';
import { registerRealtime } from './platform/realtime/realtime.routes.js';
import { sameContext } from './platform/same-context.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerJsonCompression, responseSerializerCompiler } from './platform/serializer.js';
import { registerNotFound, registerWebApp, resolveWebDist } from './platform/web-app.js';
import { SEARCH_SOURCES, searchRankers } from './search-sources.js';
import { indexAll } from './platform/search-index.js';
import { registerPeriodic } from './platform/periodic.js';
import { registerNotificationMails } from './features/notifications/mail-scheduler.js';
import { vapidSubject } from './features/notifications/push-keys.js';
import { openGeoIp } from './platform/geoip.js';
import { DEFAULT_CONTENT_DIR } from './features/public-site/content-loader.js';
import { publicSiteRoutes } from './features/public-site/public-site.routes.js';
import { registerPublicSitePages } from './features/public-site/public-site.pages.js';
import { registerPushScheduler } from './features/notifications/push-scheduler.js';
import { pushRoutes } from './features/notifications/push.routes.js';
import { loadWebPages } from './platform/web-pages.js';
import { seedCourseCatalog } from './seed/course-catalog.js';
import { seedSkillCatalog } from './seed/skills-catalog.js';
import { resolveCredentialKey } from './features/credentials/credential-key.js';
import { credentialsRoutes, issuerDocumentRoutes } from './features/credentials/credentials.routes.js';
import { CREDENTIAL_SWEEP_EVERY_MS, credentialOf, issueMissing } from './features/credentials/credentials.service.js';
import { createIssuer } from './features/credentials/issuer.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    realtime: RealtimeHub;
    /** The outbox mailer (tests sweep it on their own clock). */
    mailer: Mailer;
    /** Where uploads go (the demo seed stores its project files there too). */
    storage: Storage;
  }
}

/** Searches index what is pending before they read; this keeps the queue short between them. */
const SEARCH_INDEX_EVERY_MS = 2_000;

export interface BuildOptions {
  /** Pino logger options (with a `stream`, in tests); tests pass false. */
  logger?: LoggerOption;
  /** Tests: parse every answer with its contract before writing it. */
  checkResponses?: boolean;
  /** The server's clock (reminders, login throttle, sessions, mail expiry, learning); tests pass their own to control time. */
  now?: () => Date;
  /** How long clients may take to send a request; tests shorten them. */
  timeouts?: HttpTimeouts;
  /** The realtime channel's clock in ms (frame budgets, typing relays); tests pass their own. */
  realtimeNow?: () => number;
}

/** Builds the whole application for a configuration. Tests build exactly this; server.ts listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logging = serverLogging(options.logger ?? { level: config.logLevel }, config.logLevel);
  const app = Fastify({
    ...logging.fastify,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : newRequestId();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
    ...fastifyTimeouts(options.timeouts ?? HTTP_TIMEOUTS),
  }).withTypeProvider<ZodTypeProvider>();
  // Fastify keeps its logger as a plain property that every context inherits.
  if (logging.log) (app as { log: FastifyBaseLogger }).log = logging.log;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: options.checkResponses ?? false }));

  const database = createDatabase(config, { backgroundCheckpoints: true, log: app.log });
  app.decorate('database', database);
  const { db } = database;
  await migrateToLatest(db, database.dialect);
  // Reference data, not demo content: every installation has the skills catalogue.
  await seedSkillCatalog(db);
  await seedCourseCatalog(db);

  const redis = createRedis(config.redisUrl, app.log);
  await redisStarted(redis);
  const clock = options.now ?? (() => new Date());
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, now: clock });
  app.decorate('mailer', mailer);
  scheduleOutboxSweep(app, mailer);
  app.addHook('onClose', async () => {
    await mailer.drain();
    await database.stopCheckpoints?.();
    await db.destroy();
    await redis?.quit().catch(() => redis.disconnect());
  });

  const errorAnswer = registerErrorHandler(app, { storage: database.location });
  registerGracefulClose(app);
  // What every request passes, in this order: its logger (ADR 024), its cookies, its security
  // headers (refusals carry them too), the flood limit, the CSRF check and the session; then each
  // route's own guards (signed in, verified e-mail).
  const { requestLogger } = logging;
  if (requestLogger) app.addHook('onRequest', async (request, reply) => requestLogger(request, reply));
  await app.register(fastifyCookie);
  const dist = resolveWebDist(config.webDist);
  const pages = dist
    ? await loadWebPages(dist, (err) => app.log.error({ err }, 'the server copy of a sign-in page failed to render'))
    : null;
  registerSecurityHeaders(app, config.secureCookies, pages?.scriptHashes);
  registerJsonCompression(app);
  await registerRateLimits(app, { factor: config.rateLimitFactor, redis, prefix: config.redisPrefix });
  registerCsrf(app, { publicUrl: config.publicUrl, secure: config.secureCookies });
  // Made before the sessions: every sign-in passes its signingIn listeners (ADR 062).
  const accountEvents = createAccountEvents(app.log);
  app.decorate('accountEvents', accountEvents);
  const sessions = await registerSessions(app, db, {
    secure: config.secureCookies,
    redis,
    prefix: config.redisPrefix,
    now: clock,
    beforeStart: (userId) => accountEvents.signingIn(userId),
  });
  registerSignedInGuard(app);
  registerVerifiedEmailGuard(app);
  registerWorkspaceGuard(app, db);
  registerWorkspaceLive(app, db, (ids, event) => app.realtime.send(ids, event));
  registerAwardedProjects(app, db, clock);
  await registerOpenApi(app);

  const storage = createStorage(config);
  await storage.check();
  app.decorate('storage', storage);
  const caches = new MemberCaches(redis, config.redisPrefix);
  await caches.start();
  const realtime = new RealtimeHub({ db, redis, prefix: config.redisPrefix, caches, log: app.log, now: options.realtimeNow });
  await realtime.start();
  app.decorate('realtime', realtime);
  // onClose hooks run last-registered first: sockets close, then the caches, then (first hook) Redis and the database.
  app.addHook('onClose', async () => caches.stop());
  app.addHook('onClose', async () => realtime.stop());
  await registerRealtime(app, { hub: realtime, publicUrl: config.publicUrl });
  // One connection to SQLite runs one query at a time anyway; PostgreSQL's pool runs several.
  const heavyReads = createFairQueue(database.dialect === 'sqlite' ? 1 : 4);
  const searchHistory = createHistoryWriter(db, (err) => app.log.error({ err }, 'search history not written'));
  // Before the database closes: searches answered are written to their members' history.
  app.addHook('onClose', async () => searchHistory.settled());
  const { publicUrl, rateLimitFactor } = config;
  const contentDir = config.contentDir ?? DEFAULT_CONTENT_DIR;
  const publicForms = { db, mailer, publicUrl, now: clock, rateLimitFactor, partnersEmail: config.partnersEmail };

  // One encapsulation context per URL prefix, which every route plugin joins (ADR 021).
  await app.register(
    async (api) => {
      await api.register(sameContext(healthRoutes), { db, redis });
      await api.register(sameContext(feedRoutes), { db, publicUrl, rateLimitFactor });
    },
    { prefix: '/api' },
  );
  // One throttle and one set of limits for the API's sign-in and the forms the server renders.
  const limits = authLimits(rateLimitFactor);
  const throttle = createLoginThrottle({ factor: rateLimitFactor, redis, prefix: config.redisPrefix, now: () => clock().getTime() });
  const { devMailbox, secureCookies, oidc } = config;
  const authDeps = { db, mailer, publicUrl, sessions, limits, throttle, now: clock, devMailbox, accountEvents, secureCookies, oidc };
  const referrals = { db, caches, mailer, publicUrl, now: clock, send: realtime.send.bind(realtime) };
  const credentialKey = resolveCredentialKey(config.credentialKey, config.dataDir, (message) => app.log.warn(message));
  const credentials = { db, issuer: createIssuer(db, publicUrl, credentialKey, clock), publicUrl, now: clock };
  const push = { db, vapidSubject: vapidSubject(config), extraOrigins: config.webPushExtraOrigins, now: clock };
  await app.register(
    async (v1) => {
      await v1.register(sameContext(authRoutes), authDeps);
      await v1.register(sameContext(accountRoutes), { ...authDeps, rateLimitFactor, geoip: await openGeoIp(config.geoipDb) });
      await v1.register(sameContext(oidcRoutes), authDeps);
      await v1.register(sameContext(privacyRoutes), { db, caches, now: clock, adminEmails: config.adminEmails });
      await v1.register(sameContext(twoStepRoutes), { ...authDeps, rateLimitFactor });
      await v1.register(sameContext(profileRoutes), { db, sessions, storage, caches });
      await v1.register(sameContext(handleRoutes), { db, caches, publicUrl, now: clock, rateLimitFactor });
      await v1.register(sameContext(skillsRoutes), { db, caches, now: clock, rateLimitFactor });
      await v1.register(sameContext(dashboardRoutes), { db, caches });
      await v1.register(sameContext(activityRoutes), { db });
      await v1.register(sameContext(notificationsRoutes), { db });
      await v1.register(sameContext(publicSiteRoutes), { db, contentDir, log: app.log, forms: publicForms });
      await v1.register(sameContext(pushRoutes), { ...push, rateLimitFactor });
      const credentialFor = (certificateId: string) => credentialOf(credentials, certificateId);
      await v1.register(sameContext(certificatesRoutes), { db, storage, publicUrl, rateLimitFactor, credentialFor });
      await v1.register(sameContext(credentialsRoutes), { ...credentials, caches, rateLimitFactor, adminEmails: config.adminEmails });
      await v1.register(sameContext(connectionsRoutes), { db, caches, presence: realtime.presence, heavyReads });
      await v1.register(sameContext(messagingRoutes), { db, caches, presence: realtime.presence, rateLimitFactor });
      await v1.register(sameContext(coursesRoutes), { db, caches, now: clock, rateLimitFactor });
      await v1.register(sameContext(calendarRoutes), { db, caches });
      await v1.register(sameContext(icsRoutes), { db, caches, publicUrl, rateLimitFactor });
      await v1.register(sameContext(jobsRoutes), {
        db,
        caches,
        heavyReads,
        now: clock,
        rateLimitFactor,
        storage,
      });
      const search = { db, sources: SEARCH_SOURCES, rankers: searchRankers(caches), now: clock };
      await v1.register(sameContext(searchRoutes), { ...search, heavyReads, history: searchHistory });
      await v1.register(sameContext(searchHistoryRoutes), { ...search, writer: searchHistory });
      await v1.register(sameContext(workspaceRoutes), {
        deps: { db, caches, now: clock, rateLimitFactor, mailer, publicUrl },
        files: { db, storage, now: clock, warn: (err, message) => app.log.warn({ err }, message) },
      });
      const sources = memberDataSources(publicUrl);
      const yourData = { db, storage, mailer, publicUrl, sessions, now: clock, rateLimitFactor, log: app.log, sources };
      await v1.register(sameContext(yourDataRoutes), { ...yourData, devRoutes: config.devMailbox });
      await v1.register(sameContext(referralsRoutes), {
        ...referrals,
        rateLimitFactor,
        adminEmails: config.adminEmails,
        devRoutes: config.devMailbox,
      });
    },
    { prefix: '/api/v1' },
  );
  registerReminderScheduler(app, { db, caches, now: clock });
  registerDeadlineSweeper(app, { db, caches, now: clock });
  registerTaskReminders(app, { db, caches, now: clock });
  registerPeriodic(app, 'sign-in history', 6 * 3_600_000, () => forgetOldSignIns(db, clock()));
  registerPeriodic(app, 'search index', SEARCH_INDEX_EVERY_MS, () => indexAll(db, SEARCH_SOURCES));
  // New certificates, and every one issued before credentials existed, get theirs (ADR 077).
  registerPeriodic(app, 'open badge credentials', CREDENTIAL_SWEEP_EVERY_MS, () => issueMissing(credentials));
  await app.register(issuerDocumentRoutes, credentials);
  registerJobAlerts(app, { db, caches, mailer, publicUrl, now: clock, rateLimitFactor, devRoutes: config.devMailbox });
  const mailDeps = { db, mailer, publicUrl, presence: realtime.presence, now: clock, rateLimitFactor };
  await registerNotificationMails(app, { ...mailDeps, devRoutes: config.devMailbox });
  registerPushScheduler(app, { ...push, changes: realtime, presence: realtime.presence });
  await registerMedia(app);
  registerDocsRoutes(app);
  if (config.devMailbox) registerDevMailbox(app, db, clock);

  const sendIndex = dist && pages ? await registerWebApp(app, dist, pages) : null;
  if (pages) await app.register(authFormRoutes, { ...authDeps, pages, errorAnswer });
  await registerReferralPages(app, { ...referrals, secureCookies, rateLimitFactor });
  await registerPublicSitePages(app, { db, forms: publicForms, site: pages?.site ?? null, secureCookies, contentDir });
  registerNotFound(app, sendIndex);
  return app;
}
