import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { databaseReady } from './knex.ts';

const migrationsDir = path.resolve(import.meta.dirname, '../../../migrations');

type Migration = { up: (db: Knex) => Promise<void>; down?: (db: Knex) => Promise<void> };

/** Reads migrations/<timestamp>_<module>_<change>.ts in name order; forward-only. */
class FolderMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations(): Promise<string[]> {
    return readdirSync(migrationsDir).filter((f) => /^\d+_[\w-]+\.ts$/.test(f)).sort();
  }
  getMigrationName(name: string): string {
    return name;
  }
  async getMigration(name: string): Promise<Knex.Migration> {
    const mod = (await import(pathToFileURL(path.join(migrationsDir, name)).href)) as Migration;
    return { up: mod.up, down: mod.down ?? (async () => { throw new Error('Migrations are forward-only'); }) };
  }
}

/** Applies every pending migration; returns the names applied. */
export async function migrateLatest(db: Knex): Promise<string[]> {
  // A new embedded database creates its files first, which can outlast knex's wait for a connection.
  await databaseReady(db);
  const [, applied] = (await db.migrate.latest({ migrationSource: new FolderMigrationSource() })) as [number, string[]];
  return applied;
}
