import path from 'node:path';
import express, { type Express } from 'express';
import cookieParser from 'cookie-parser';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { Passport } from 'passport';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import type { Config } from './config.ts';
import type { RedisClient } from './platform/redis.ts';
import { requestLogger } from './platform/log.ts';
import { securityHeaders } from './platform/http/security.ts';
import { noStoreForViewers, sessionMiddleware, sessionWhereNeeded } from './platform/http/session.ts';
import { createCsrf } from './platform/http/csrf.ts';
import { markPersonal, visitorPageCache } from './platform/http/visitor-page-cache.ts';
import { requirePathTarget } from './platform/http/request-target.ts';
import { requestContext } from './platform/http/request-context.ts';
import { apiRouter } from './platform/http/api-router.ts';
import { mountPages } from './platform/http/pages.ts';
import { errorHandler } from './platform/http/error-handler.ts';
import { createRateLimits } from './platform/http/rate-limit.ts';
import { healthCheck } from './platform/http/health.ts';
import { setupViews } from './platform/render/views.ts';
import { viewHelpers } from './platform/render/helpers.ts';
import { buildDir } from './platform/render/assets.ts';
import type { AppModule } from './platform/http/define.ts';
import { wireModules, modules } from './wiring.ts';
import { mountWebhooks } from './platform/webhooks/index.ts';
import { resolveSite } from './modules/sites/index.ts';
import { createLocalStrategy, loadViewer, serializeSessionUser, ssoStartup, type SessionUser } from './modules/accounts/index.ts';
import { rememberFirstPath } from './platform/http/first-path.ts';
import { notificationBadge } from './modules/notifications/index.ts';

export type AppDeps = {
  config: Config;
  db: Knex;
  redis: RedisClient | null;
  logger: Logger;
  /** Modules mounted before the app's own (a test declares a webhook provider of its own). */
  extraModules?: AppModule[];
};

/** The modules' list lives in wiring.ts (the web, the worker and the admin CLI start from it); re-exported for tests. */
export { modules };

/** Builds the Express app in the order of ARCHITECTURE.md; tests import this. */
export function createApp({ config, db, redis, logger, extraModules = [] }: AppDeps): Express {
  const app = express();
  const wired = wireModules();
  const appModules = extraModules.length ? [...extraModules, ...wired] : wired;
  const secure = config.env === 'production';
  app.set('trust proxy', config.trustProxy);
  app.set('x-powered-by', false);
  app.locals.rateLimits = createRateLimits(redis);
  setupViews(app, config.env !== 'development');

  app.use(requestLogger(logger));
  app.use(securityHeaders(secure), requirePathTarget);
  app.get('/healthz', healthCheck(db, redis));
  // Calls from providers, before cookies, sessions and CSRF: their signature is their only credential.
  mountWebhooks(app, appModules.flatMap((m) => m.webhooks ?? []), db);
  // Built files were compressed at build time (brotli, gzip): served as they are, never compressed per request.
  app.use('/build', expressStaticGzip(buildDir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic: { immutable: true, maxAge: '1y', index: false } }));
  // Everything else (pages, JSON, the few public files) is compressed as it goes out.
  app.use(compression({ threshold: 1024 }));
  const publicFiles = express.static(path.resolve(import.meta.dirname, '../public'), {
    index: false,
    maxAge: '1h',
    setHeaders: (res, file) => {
      if (file.endsWith('service-worker.js')) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // Only paths that look like files reach the disk; pages skip the stat call.
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(cookieParser());
  app.use(express.urlencoded({ extended: false, limit: '100kb', parameterLimit: 200 }));
  // One passport per app (accounts' authenticateLocal finds it in app.locals): the default instance is
  // process-wide, so a second app in the process (tests) would check passwords and load members in the
  // first one's database.
  const passport = new Passport();
  app.locals.passport = passport;
  passport.use(createLocalStrategy(db));
  passport.serializeUser((user, done) => done(null, serializeSessionUser(user)));
  passport.deserializeUser((session: SessionUser, done) => {
    loadViewer(db, session).then((viewer) => done(null, viewer ?? false), done);
  });
  const sessions = sessionWhereNeeded(sessionMiddleware({ db, redis, secret: config.sessionSecret, secure }), passport.session(), secure);
  app.locals.ensureSession = sessions.ensureSession;
  app.use(passport.initialize(), sessions.sessionWhereNeeded, noStoreForViewers);
  app.use(rememberFirstPath, ssoStartup);
  app.use(requestContext(db, (host) => resolveSite(db, host)));
  const csrf = createCsrf(config.sessionSecret, secure);
  app.use((req, res, next) => {
    const token = csrf.tokenFor(req, res);
    res.locals.csrfToken = () => {
      const issued = token();
      if (issued) markPersonal(res);
      return issued;
    };
    next();
  });
  app.use(viewHelpers, visitorPageCache());
  app.use(notificationBadge);
  app.use(csrf.protect);

  app.use('/api', apiRouter(appModules));
  mountPages(app, appModules);
  app.use(errorHandler);
  return app;
}
