import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { activityRoutes } from './features/activity/activity.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { certificatesRoutes } from './features/certificates/certificates.routes.js';
import { connectionsRoutes } from './features/connections/connections.routes.js';
import { calendarRoutes } from './features/calendar/calendar.routes.js';
import { icsRoutes } from './features/calendar/ics.routes.js';
import { registerReminderScheduler } from './features/calendar/reminders.js';
import { coursesRoutes } from './features/courses/courses.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { messagingRoutes } from './features/messaging/messaging.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { skillsRoutes } from './features/skills/skills.routes.js';
import { registerDocsRoutes, registerOpenApi } from './platform/api-docs.js';
import { registerSessions } from './platform/auth/session.js';
import { registerCsrf } from './platform/csrf.js';
import { registerErrorHandler } from './platform/errors.js';
import { createFairQueue } from './platform/fair-queue.js';
import { healthRoutes } from './platform/health.js';
import { newRequestId } from './platform/ids.js';
import { lazyChildLoggerFactory } from './platform/lazy-child-logger.js';
import { registerMedia } from './platform/media.js';
import { registerDevMailbox } from './platform/mail/dev-mailbox.js';
import { createMailer } from './platform/mail/mailer.js';
import { authLimits, registerRateLimits } from './platform/rate-limit.js';
import { createRedis } from './platform/redis.js';
import { registerGracefulClose } from './platform/shutdown.js';
import { createDiskStorage } from './platform/storage.js';
import { MemberCaches } from './platform/member-cache.js';
import { RealtimeHub } from './platform/realtime/hub.js';
import { registerRealtime } from './platform/realtime/realtime.routes.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { responseSerializerCompiler } from './platform/serializer.js';
import { registerWebApp, resolveWebDist } from './platform/web-app.js';
import { seedCourseCatalog } from './seed/course-catalog.js';
import { seedSkillCatalog } from './seed/skills-catalog.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    realtime: RealtimeHub;
  }
}

export interface BuildOptions {
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Tests: parse every answer with its contract before writing it. */
  checkResponses?: boolean;
  /** The clock of the calendar's reminder scheduler; tests pass their own to control time. */
  now?: () => Date;
}

/** Builds the whole application for a configuration. Tests build exactly this; server.ts listens. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : newRequestId();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: options.checkResponses ?? false }));

  const database = createDatabase(config, { backgroundCheckpoints: true });
  app.decorate('database', database);
  const { db } = database;
  await migrateToLatest(db, database.dialect);
  // Reference data, not demo content: every installation has the skills catalogue.
  await seedSkillCatalog(db);
  await seedCourseCatalog(db);

  const redis = createRedis(config.redisUrl);
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.addHook('onClose', async () => {
    await mailer.drain();
    await database.stopCheckpoints?.();
    await db.destroy();
    await redis?.quit();
  });

  registerErrorHandler(app);
  registerGracefulClose(app);
  await app.register(cookie);
  registerSecurityHeaders(app, config.secureCookies);
  await registerRateLimits(app, { factor: config.rateLimitFactor, redis, prefix: config.redisPrefix });
  registerCsrf(app, { publicUrl: config.publicUrl, secure: config.secureCookies });
  const sessions = await registerSessions(app, db, { secure: config.secureCookies, redis, prefix: config.redisPrefix });
  await registerOpenApi(app);

  await app.register(healthRoutes, { prefix: '/api', db });
  await app.register(authRoutes, {
    prefix: '/api/v1',
    db,
    mailer,
    publicUrl: config.publicUrl,
    sessions,
    limits: authLimits(config.rateLimitFactor),
    devMailbox: config.devMailbox,
  });
  const storage = createDiskStorage(path.join(config.dataDir, 'uploads'));
  const caches = new MemberCaches(redis, config.redisPrefix);
  await caches.start();
  const realtime = new RealtimeHub({ db, redis, prefix: config.redisPrefix, caches, log: app.log });
  await realtime.start();
  app.decorate('realtime', realtime);
  // onClose hooks run last-registered first: sockets close, then the caches, then (first hook) Redis and the database.
  app.addHook('onClose', async () => caches.stop());
  app.addHook('onClose', async () => realtime.stop());
  await registerRealtime(app, { hub: realtime, publicUrl: config.publicUrl });
  await app.register(profileRoutes, { prefix: '/api/v1', db, sessions, storage, caches });
  await app.register(skillsRoutes, { prefix: '/api/v1', db, caches });
  await app.register(dashboardRoutes, { prefix: '/api/v1', db, caches });
  await app.register(activityRoutes, { prefix: '/api/v1', db });
  await app.register(notificationsRoutes, { prefix: '/api/v1', db });
  await app.register(certificatesRoutes, {
    prefix: '/api/v1',
    db,
    storage,
    publicUrl: config.publicUrl,
    rateLimitFactor: config.rateLimitFactor,
  });
  // One connection to SQLite runs one query at a time anyway; PostgreSQL's pool runs several.
  const heavyReads = createFairQueue(database.dialect === 'sqlite' ? 1 : 4);
  await app.register(connectionsRoutes, { prefix: '/api/v1', db, caches, presence: realtime.presence, heavyReads });
  await app.register(messagingRoutes, {
    prefix: '/api/v1',
    db,
    caches,
    presence: realtime.presence,
    rateLimitFactor: config.rateLimitFactor,
  });
  await app.register(coursesRoutes, { prefix: '/api/v1', db, caches });
  await app.register(calendarRoutes, { prefix: '/api/v1', db, caches });
  await app.register(icsRoutes, { prefix: '/api', db, caches, publicUrl: config.publicUrl, rateLimitFactor: config.rateLimitFactor });
  registerReminderScheduler(app, { db, caches, now: options.now });
  await registerMedia(app);
  registerDocsRoutes(app);
  if (config.devMailbox) registerDevMailbox(app, db);

  const dist = resolveWebDist(config.webDist);
  const sendIndex = dist ? await registerWebApp(app, dist) : null;
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    // Client-side routes get the SPA; the SPA's router decides what an unknown path means.
    if (sendIndex && (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets|dev)\//.test(pathOnly)) {
      return sendIndex(request, reply);
    }
    return reply
      .code(404)
      .header('x-request-id', request.id)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${pathOnly}` } });
  });
  return app;
}
