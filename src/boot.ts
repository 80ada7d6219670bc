import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { createDb } from './platform/db/knex.ts';
import { migrateLatest } from './platform/db/migrate.ts';
import { connectRedis, type RedisClient } from './platform/redis.ts';
import { seedDemoContent } from '../scripts/seed.ts';
import type { Knex } from 'knex';

export type Services = { db: Knex; redis: RedisClient | null };

/** Opens the database (and Redis when configured), applies migrations and, in embedded mode, seeds demo content. */
export async function startServices(
  config: Config,
  logger: Logger,
  options: { migrate: boolean; pgliteDir?: string },
): Promise<Services> {
  const pgliteDir = options.pgliteDir ?? `${config.dataDir}/pglite`;
  const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir, statementTimeoutMs: config.statementTimeoutMs });
  if (options.migrate) {
    const applied = await migrateLatest(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
  }
  const seed = config.seedDemo === 'yes' || (config.seedDemo === 'auto' && !config.databaseUrl);
  if (seed && (await seedDemoContent(db))) logger.info('demo content seeded');
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  return { db, redis };
}

export async function stopServices({ db, redis }: Services): Promise<void> {
  await Promise.allSettled([db.destroy(), redis?.quit()]);
}
