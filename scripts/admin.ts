import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/platform/db/knex.ts';
import { stopWatchingProfileChanges } from '../src/platform/db/profile-changes.ts';
import { connectRedis } from '../src/platform/redis.ts';
import { useMemberCountsRedis } from '../src/platform/member-counts.ts';
import { runAdmin } from './admin/program.ts';

/** `npm run admin -- <command>`: the commands of admin/program.ts on the configured database, printing to the console. */
process.exitCode = await runAdmin(process.argv.slice(2), {
  openDb: () => {
    const config = loadConfig();
    const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
    // The web's Redis too, so what a command changes of kept data (staff's breaking news) reaches the web processes at once.
    const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
    return {
      db,
      ready: redis?.then((client) => useMemberCountsRedis(db, client)),
      close: async () => {
        await stopWatchingProfileChanges(db);
        await Promise.allSettled([db.destroy(), redis?.then((client) => client.quit())]);
      },
    };
  },
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
