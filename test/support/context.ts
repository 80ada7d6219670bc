import type { Express } from 'express';
import type { Knex } from 'knex';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from '../../src/config.ts';
import { jobHandlers, startServices, stopServices, type Services } from '../../src/boot.ts';
import { startJobWorker } from '../../src/platform/jobs/index.ts';
import { createApp } from '../../src/app.ts';
import { createRateLimits } from '../../src/platform/http/rate-limit.ts';
import type { AppModule } from '../../src/platform/http/define.ts';
import { Mailbox } from './mailbox.ts';
import { runResources } from './run.ts';

/**
 * The app under test, on real parts: the Postgres of TEST_DATABASE_URL and the Redis of TEST_REDIS_URL
 * when set (CI sets both), else the embedded default (PGlite in memory, no Redis); in a parallel run, the
 * worker's own copies of them (run.ts).
 */
type TestContext = { app: Express; db: Knex; services: Services; config: Config; logger: Logger; mailbox: Mailbox };
let current: TestContext | null = null;

export async function startTestContext(): Promise<TestContext> {
  const resources = await runResources();
  const mailbox = new Mailbox();
  await mailbox.start();
  const config = loadConfig({
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: resources.databaseUrl,
    REDIS_URL: resources.redisUrl,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_ENCRYPTION_KEY: '6e6f72646c7973207465737420646174612d656e6372797074696f6e2d6b6579',
    DATA_DIR: resources.dataDir,
    SEED_DEMO: 'yes',
    INBOUND_SMTP_PORT: '0',
  });
  const logger = pino({ level: config.logLevel });
  const services = await startServices(config, logger, { migrate: true, pgliteDir: resources.pgliteDir, workerPollMs: 100 });
  const app = createApp({ config, logger, ...services });
  current = { app, db: services.db, services, config, logger, mailbox };
  return current;
}

export async function stopTestContext(): Promise<void> {
  if (current) {
    await stopServices(current.services);
    await current.mailbox.stop();
  }
  current = null;
}

function ctx(): TestContext {
  if (!current) throw new Error('Test context not started (test/support/hooks.ts)');
  return current;
}

export const testApp = () => ctx().app;
/** Another app on the same database, Redis and sessions, with test-only modules mounted before the app's own. */
export const testAppWith = (extraModules: AppModule[]): Express => {
  const { config, logger, services } = ctx();
  return createApp({ config, logger, ...services, extraModules });
};
export const testDb = () => ctx().db;
/** The job handlers the app's worker runs (mail to the test mailbox included), for a test's own worker. */
export const testJobHandlers = () => jobHandlers(ctx().config, ctx().logger);
export const testLogger = () => ctx().logger;
export const usingPostgres = () => Boolean(ctx().config.databaseUrl);
export const testRedis = () => ctx().services.redis;
export const mailbox = () => ctx().mailbox;
/** The app's inbound SMTP listener (replies by e-mail) on a free port of 127.0.0.1, for a test's SMTP client. */
export function testInbound(): { port: number; domain: string } {
  const { inbound } = ctx().services;
  if (!inbound) throw new Error('The inbound mail listener did not start (see the test log)');
  return { port: inbound.port, domain: inbound.domain };
}

/**
 * Stops the job worker until the returned function starts it again, so a test can see what a request
 * enqueued before any job ran (and that the request did not do the job's work itself).
 */
export async function pauseJobWorker(): Promise<() => void> {
  const { services, config, logger } = ctx();
  await services.worker?.stop();
  return () => {
    services.worker = startJobWorker(services.db, jobHandlers(config, logger), logger, 100);
  };
}

let generation = 0;
/** Fresh rate-limit budgets for every test, so one test's requests never throttle the next. */
export function resetRateLimits(): void {
  const { app, services } = ctx();
  app.locals.rateLimits = createRateLimits(services.redis, `rl-test-${process.pid}-${++generation}`);
}
