import path from 'node:path';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import { stopWatchingProfileChanges } from './platform/db/profile-changes.ts';
import type { Config } from './config.ts';
import { createDb, databaseReady } from './platform/db/knex.ts';
import { migrateLatest } from './platform/db/migrate.ts';
import { connectRedis, type RedisClient } from './platform/redis.ts';
import { configureStorage } from './platform/storage/index.ts';
import { createMailer, mailJobs } from './platform/mail/index.ts';
import { startInboundMail, useInboundDomain, type RunningInboundMail } from './platform/mail/inbound.ts';
import { jobMaintenanceJobs, jobMaintenanceSchedules, startJobWorker, type Schedule } from './platform/jobs/index.ts';
import { dailyActionsJobs, dailyActionsSchedules } from './platform/limits/sweep.ts';
import { startRealtime, stopRealtime, type RealtimeChannel } from './platform/realtime/index.ts';
import { subscriberJobs } from './platform/events/index.ts';
import { useDataKey } from './platform/secrets.ts';
import { useMemberCountsRedis } from './platform/member-counts.ts';
import { seedDemoContent } from './demo/seed.ts';
import { seedDemoMemberAtStart } from './demo/demo-member.ts';
import { wireModules } from './wiring.ts';
import { usePasswordHashCost } from './modules/accounts/index.ts';
import { allowIdentityStandIns } from './modules/media/index.ts';
import { useVideoTools } from './modules/media/index.ts';
import { configurePush } from './modules/push/index.ts';
import { usePresenceRedis } from './modules/presence/index.ts';

export type Services = {
  db: Knex;
  redis: RedisClient | null;
  worker: ReturnType<typeof startJobWorker> | null;
  realtime: RealtimeChannel;
  /** The inbound SMTP listener (replies by e-mail), run where the jobs run; null elsewhere. */
  inbound: RunningInboundMail | null;
};

/** Opens the database (and Redis when configured), applies migrations and, in embedded mode, seeds demo content. */
export async function startServices(
  config: Config,
  logger: Logger,
  options: { migrate: boolean; pgliteDir?: string; worker?: boolean; workerPollMs?: number },
): Promise<Services> {
  useDataKey(config.dataEncryptionKey);
  useInboundDomain(config.inboundMail.domain);
  usePasswordHashCost(config.env === 'test' ? 'test' : 'standard');
  // No identity provider contract yet: the signed local stand-in answers everywhere but production.
  allowIdentityStandIns(config.env !== 'production');
  // Tests play the push service on 127.0.0.1; everywhere else only the browsers' push services are sent to.
  configurePush({ keys: config.vapid, generateKeys: config.env !== 'production', subject: config.vapidSubject, allowLoopbackEndpoints: config.env === 'test' }, logger);
  const pgliteDir = options.pgliteDir ?? `${config.dataDir}/pglite`;
  const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir, statementTimeoutMs: config.statementTimeoutMs, logger });
  await databaseReady(db);
  if (options.migrate) {
    const applied = await migrateLatest(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
  }
  const seed = config.seedDemo === 'yes' || (config.seedDemo === 'auto' && !config.databaseUrl);
  if (seed && (await seedDemoContent(db))) logger.info('demo content seeded');
  await seedDemoMemberAtStart(db, config, logger);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  usePresenceRedis(db, redis);
  useMemberCountsRedis(db, redis);
  const realtime = await startRealtime({ redisUrl: config.redisUrl, logger });
  await configureStorage({ dataDir: config.dataDir, s3: config.mediaS3 });
  useVideoTools({ ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath });
  const worker = options.worker === false ? null : startJobWorker(db, jobHandlers(config, logger), logger, options.workerPollMs, { schedules: jobSchedules() });
  const inbound = worker ? await startInbound(config, logger, db) : null;
  return { db, redis, worker, realtime, inbound };
}

/**
 * The inbound SMTP listener. Outside production a port already taken (another checkout's `npm start`) is a warning
 * and the app runs without replies by e-mail; in production it stops the start.
 */
async function startInbound(config: Config, logger: Logger, db: Knex): Promise<RunningInboundMail | null> {
  const { host, port, domain } = config.inboundMail;
  try {
    const inbound = await startInboundMail({ ...config.inboundMail, logger, db });
    logger.info(`Inbound mail: SMTP on ${host}:${inbound.port} takes replies to *@${domain}`);
    return inbound;
  } catch (err) {
    if (config.env === 'production' || (err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    logger.warn(`Inbound mail is off: ${host}:${port} is in use (INBOUND_SMTP_PORT=0 takes a free port)`);
    return null;
  }
}

/** Every module's background jobs plus sending mail and the platform's own upkeep. */
export function jobHandlers(config: Config, logger: Logger) {
  const modules = wireModules(); // before subscriberJobs(): the subscribers' jobs come from the wiring
  const sendMail = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), logger });
  return Object.assign({}, mailJobs(sendMail), subscriberJobs(), jobMaintenanceJobs, dailyActionsJobs, ...modules.map((m) => m.jobs ?? {}));
}

/** Every recurring run: the platform's upkeep and each module's `schedules`. */
export function jobSchedules(): Schedule[] {
  return [...jobMaintenanceSchedules, ...dailyActionsSchedules, ...wireModules().flatMap((m) => m.schedules ?? [])];
}

export async function stopServices({ db, redis, worker, realtime, inbound }: Services): Promise<void> {
  await inbound?.stop();
  await worker?.stop();
  await stopRealtime(realtime);
  await stopWatchingProfileChanges(db);
  await Promise.allSettled([db.destroy(), redis?.quit()]);
}
