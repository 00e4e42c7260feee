import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createSessionCache, registerAuthentication, SESSION_CHANNEL } from './lib/auth';
import { AppError } from './lib/errors';
import type { AppContext } from './lib/context';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler';
import { refuseBrokenMultipart, refuseMissingBody } from './lib/validation';
import { registerSecurityHeaders } from './lib/security-headers';
import type { RateLimiter } from './lib/rate-limiter';
import { createMailer } from './lib/mailer';
import { noCache } from './lib/signal-cache';
import { createS3Storage, registerS3Media } from './lib/s3-storage';
import { createFileAccess } from './features/lesson-files/file-access';
import { createLocalStorage, isPrivateMediaPath, MEDIA_PREFIX, uploadsDir } from './lib/storage';
import { createTokenSigner } from './lib/tokens';
import { adminRoutes } from './features/admin/admin.routes';
import { createViewerCache, noViewerCache, VIEWER_CHANNEL } from './lib/viewer-cache';
import { createSignalPublisher } from './lib/signal-publisher';
import { createAssessmentCache } from './features/assessments/student-reads';
import { CATALOGUE_CHANNEL, createCatalogueCache } from './features/courses/catalogue-cache';
import { aiRoutes } from './features/ai/ai.routes';
import { coursePdfRoutes } from './features/course-pdf/course-pdf.routes';
import { announcementsRoutes } from './features/announcements/announcements.routes';
import { assessmentResultsRoutes } from './features/assessments/assessment-results.routes';
import { assessmentsRoutes } from './features/assessments/assessments.routes';
import { questionBankRoutes } from './features/assessments/question-bank.routes';
import { instructorRoutes } from './features/instructor/instructor.routes';
import { lessonFileRoutes } from './features/lesson-files/lesson-files.routes';
import { messagingRoutes } from './features/messaging/messaging.routes';
import { createNotificationHub } from './features/notifications/notification-stream';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import {
  createNotificationPageCache,
  NOTIFICATION_CHANNEL,
} from './features/notifications/notifications.service';
import { authRoutes } from './features/auth/auth.routes';
import { coursesRoutes } from './features/courses/courses.routes';
import { enrollmentsRoutes } from './features/enrollments/enrollments.routes';
import { forumsRoutes } from './features/forums/forums.routes';
import { createForumMemory, FORUM_CHANNEL } from './features/forums/forum-cache';
import { createAdminUsersCache, USERS_CHANNEL } from './features/admin/admin-users-cache';
import { createSubmissionPages, SUBMISSIONS_CHANNEL } from './features/assessments/submission-pages';
import { paymentsRoutes } from './features/payments/payments.routes';
import { referenceRoutes } from './features/reference/reference.routes';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { registerSpa } from './features/web/spa';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { mailIssuedCertificates } from './features/certificates/certificate-mail';
import { CERTIFICATE_CHANNEL } from './features/certificates/completion';
import { requestLoggerFactory } from './lib/logging';

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export type BuildAppOptions = {
  database: Database;
  config: Config & { jwtSecret: string };
  limiter: RateLimiter;
  logger?: boolean | object;
};

const REQUEST_ID = /^[\w-]{1,64}$/;

export async function buildApp({ database, config, limiter, logger = false }: BuildAppOptions) {
  const app: FastifyInstance = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    frameworkErrors: (_error, _request, reply) => answerFrameworkError(reply),
    childLoggerFactory: requestLoggerFactory,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  // Every route as registered, so a test can hold them against the OpenAPI document.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat();
    for (const method of methods) registeredRoutes.push({ method, url: options.url });
    // Only a request that may carry a body has one to check before validation; reads skip both steps.
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD'))
      options.preValidation = [
        ...[options.preValidation ?? []].flat(),
        refuseMissingBody,
        refuseBrokenMultipart,
      ];
  });
  // Clients send a JSON content type on every request, also on bodiless POSTs such as "start": an empty body is no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('invalid_json', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  const s3Storage = config.s3 ? createS3Storage(config.s3) : undefined;
  const catalogue = config.caches.catalogue ? createCatalogueCache() : noCache;
  const assessments = config.caches.catalogue ? createAssessmentCache() : noCache;
  const sessions = config.caches.sessions ? createSessionCache() : noCache;
  const notificationPages = config.caches.notifications ? createNotificationPageCache() : noCache;
  const viewers = config.caches.viewers ? createViewerCache() : noViewerCache;
  const adminUsers = createAdminUsersCache({ cached: config.caches.catalogue });
  const submissionPages = createSubmissionPages({ cached: config.caches.catalogue });
  const ctx: AppContext = {
    db: database.db,
    config,
    tokens: createTokenSigner(config.jwtSecret),
    fileAccess: createFileAccess(config.jwtSecret),
    limiter,
    storage: s3Storage ?? createLocalStorage(config.dataDir),
    catalogue,
    assessments,
    sessions,
    notificationPages,
    viewers,
    adminUsers,
    submissionPages,
    signals: createSignalPublisher(database.db, (error) =>
      app.log.warn({ err: error }, 'change signal not sent; caches catch up within a minute'),
    ),
    // Thread views are written in batches whether or not answers are cached.
    forum: createForumMemory(database.db, {
      cached: config.caches.catalogue,
      warn: (error) => app.log.warn({ err: error }, 'forum views not written, kept for the next batch'),
    }),
    mailer: createMailer(config, { info: (line) => app.log.info(line), warn: (line) => app.log.warn(line) }),
  };

  // E-mails still being prepared when the server stops are finished first, not dropped.
  app.addHook('onClose', () => ctx.mailer.settled());
  // Thread views still waiting are written as the server starts closing, while the database surely is open, and
  // those of requests finished meanwhile once they are done. (onClose hooks run last-added first: where the
  // database is closed by an onClose hook added after this one, that last write finds it closed and is logged.)
  app.addHook('preClose', () => ctx.forum.views.write());
  // Signals still on their way go out while the database surely is open.
  app.addHook('preClose', () => ctx.signals.settled());
  app.addHook('onClose', () => ctx.forum.views.close());

  // Upload size limits come from the platform settings per request; this is only the outer bound.
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1 } });
  if (s3Storage) {
    registerS3Media(app, s3Storage);
  } else {
    await mkdir(uploadsDir(config.dataDir), { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir(config.dataDir),
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      // Stored names are generated and never reused (MEDIA_CACHE_CONTROL): browsers keep files for good.
      maxAge: '365d',
      immutable: true,
      // Handouts and uploaded videos go out through the API's file route only, to those who may have them.
      allowedPath: (pathName) => !isPrivateMediaPath(pathName),
    });
  }

  const hub = createNotificationHub(database.db);
  const warn = (message: string) => (error: unknown) => app.log.warn({ err: error }, message);
  // After a dropped connection to the database, signals sent meanwhile are lost: each channel then drops all
  // it kept and checks every stream again.
  const unlisten = await database.listen(NOTIFICATION_CHANNEL, {
    onMessage: (payload) => {
      for (const userId of payload.split(',')) notificationPages.forget(userId);
      hub.signal(payload).catch(warn('notification push failed'));
    },
    onReconnect: () => {
      notificationPages.clear();
      hub.catchUp().catch(warn('notification push failed'));
    },
  });
  // Students' cached pages carry course data too (titles, lesson counts, assessments), and submissions pages
  // students' names: they go with the catalogue.
  const clearCourseData = () => {
    catalogue.clear();
    assessments.clear();
    viewers.clear();
    submissionPages.clear();
  };
  const unlistenCatalogue = await database.listen(CATALOGUE_CHANNEL, {
    onMessage: clearCourseData,
    onReconnect: clearCourseData,
  });
  // Triggers signal one student; the exam path's batches (lib/signal-publisher.ts) many, comma-separated.
  const unlistenViewers = await database.listen(VIEWER_CHANNEL, {
    onMessage: (userIds) => {
      for (const userId of userIds.split(',')) viewers.forget(Number(userId));
    },
    onReconnect: () => viewers.clear(),
  });
  const unlistenUsers = await database.listen(USERS_CHANNEL, {
    onMessage: () => adminUsers.clear(),
    onReconnect: () => adminUsers.clear(),
  });
  const unlistenSubmissions = await database.listen(SUBMISSIONS_CHANNEL, {
    onMessage: (assessmentIds) => {
      for (const assessmentId of assessmentIds.split(',')) submissionPages.forgetGroup(Number(assessmentId));
    },
    onReconnect: () => submissionPages.clear(),
  });
  // A user's own change (a student's enrolment or attempt, an admin's role change, an instructor's grading) is
  // seen by their next request here at once; other processes hear the database's signal.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.actor) {
      const { role, id } = request.actor;
      if (role === 'student') viewers.forget(id);
      if (role === 'admin') adminUsers.clear();
      if (role !== 'student') submissionPages.clear();
    }
    done(null, payload);
  });
  const unlistenForum = await database.listen(FORUM_CHANNEL, {
    onMessage: (courseId) => ctx.forum.cache.forgetGroup(Number(courseId)),
    onReconnect: () => ctx.forum.cache.clear(),
  });
  const unlistenSessions = await database.listen(SESSION_CHANNEL, {
    onMessage: (userId) => {
      sessions.forget(userId);
      hub.closeEndedSessions(Number(userId)).catch(warn('session check of live streams failed'));
    },
    onReconnect: () => {
      sessions.clear();
      hub.closeEndedSessions().catch(warn('session check of live streams failed'));
    },
  });
  // A certificate's e-mail goes out once, from whichever process claims it; those issued while no process
  // listened are picked up at start.
  const mailCertificates = () =>
    mailIssuedCertificates({ db: database.db, mailer: ctx.mailer, baseUrl: config.publicUrl }).catch(
      warn('certificate e-mails failed'),
    );
  const unlistenCertificates = await database.listen(CERTIFICATE_CHANNEL, {
    onMessage: () => void mailCertificates(),
    onReconnect: () => void mailCertificates(),
  });
  void mailCertificates();
  app.addHook('preClose', async () => {
    hub.closeAll();
    await unlisten();
    await unlistenCatalogue();
    await unlistenViewers();
    await unlistenUsers();
    await unlistenSubmissions();
    await unlistenForum();
    await unlistenSessions();
    await unlistenCertificates();
  });

  await app.register(
    async (api) => {
      registerAuthentication(api, ctx);
      await healthRoutes(api, database.ping);
      await authRoutes(api, ctx);
      await settingsRoutes(api, ctx);
      await coursesRoutes(api, ctx);
      await enrollmentsRoutes(api, ctx);
      await profileRoutes(api, ctx);
      await instructorRoutes(api, ctx);
      await lessonFileRoutes(api, ctx);
      await announcementsRoutes(api, ctx);
      await notificationsRoutes(api, ctx, hub);
      await messagingRoutes(api, ctx);
      await forumsRoutes(api, ctx);
      await assessmentsRoutes(api, ctx);
      await assessmentResultsRoutes(api, ctx);
      await questionBankRoutes(api, ctx);
      await adminRoutes(api, ctx, database.driver);
      await aiRoutes(api, ctx);
      await coursePdfRoutes(api, ctx);
      await paymentsRoutes(api, ctx);
      await webhooksRoutes(api, ctx);
      await certificatesRoutes(api, ctx);
      await referenceRoutes(api);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, { webDist: config.webDist, db: database.db, config });
  return app;
}
