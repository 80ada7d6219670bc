import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/platform/db/knex.ts';
import { stopWatchingProfileChanges } from '../src/platform/db/profile-changes.ts';
import { runAdmin } from './admin/program.ts';

/** `npm run admin -- <command>`: the commands of admin/program.ts on the configured database, printing to the console. */
process.exitCode = await runAdmin(process.argv.slice(2), {
  openDb: () => {
    const config = loadConfig();
    const db = createDb({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
    const close = async () => {
      await stopWatchingProfileChanges(db);
      await db.destroy();
    };
    return { db, close };
  },
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
