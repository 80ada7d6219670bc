import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, databaseReady } from '../../src/platform/db/knex.ts';
import { migrateLatest } from '../../src/platform/db/migrate.ts';
import { seedDemoContent } from '../../src/demo/seed.ts';

/**
 * One test run, in one process or in mocha's parallel workers. The run's main process migrates and seeds one
 * database before any test file (`prepareRun`): on Postgres the database of TEST_DATABASE_URL, which each
 * worker then clones (`create database … template …`, a file copy); embedded, a PGlite data-directory dump
 * that each process loads instead of creating and migrating its own (kept in the temp folder between runs,
 * named by a hash of the code that makes it). Each worker takes a slot number and with it its own database,
 * Redis database (TEST_REDIS_URL's number plus the slot), DATA_DIR and temp folder, so files running side by
 * side never see each other's rows, keys, media or upload leftovers.
 */
const runId = (process.env.NORDLYS_TEST_RUN ??= String(process.pid));
const inWorker = runId !== String(process.pid);
const runDir = path.join(tmpdir(), `nordlys-test-run-${runId}`);
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Where each test process keeps its timings, for the main process to sum up (timings.ts). */
export const timingsFile = path.join(tmpdir(), `nordlys-test-timings-${runId}.jsonl`);

export type RunResources = { databaseUrl?: string; redisUrl?: string; dataDir: string; pgliteDir: string };

/** Main process, before any test file: the one migrated, seeded database the test processes start from. */
export async function prepareRun(): Promise<void> {
  mkdirSync(runDir, { recursive: true });
  if (process.env.TEST_DATABASE_URL) {
    const db = createDb({ databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      await migrateLatest(db);
      await seedDemoContent(db);
    } finally {
      await db.destroy();
    }
  } else {
    process.env.NORDLYS_TEST_SNAPSHOT = await embeddedSnapshot();
  }
}

/** This process's database, Redis and data folder; a worker's are its own (see above). */
export async function runResources(): Promise<RunResources> {
  const snapshot = process.env.NORDLYS_TEST_SNAPSHOT;
  const shared: RunResources = {
    databaseUrl: process.env.TEST_DATABASE_URL,
    redisUrl: process.env.TEST_REDIS_URL,
    dataDir: 'var/test',
    pgliteDir: snapshot ? `memory:${snapshot}` : 'memory',
  };
  if (!inWorker) {
    useOwnTmpdir('main');
    return shared;
  }
  const slot = claimSlot();
  useOwnTmpdir(`w${slot}`);
  const own: RunResources = { ...shared, dataDir: `var/test-w${slot}` };
  if (shared.databaseUrl) own.databaseUrl = await cloneDatabase(shared.databaseUrl, slot);
  if (shared.redisUrl) own.redisUrl = redisDatabase(shared.redisUrl, slot);
  // Tests that start a second process or connection on "the test database" read these.
  if (own.databaseUrl) process.env.TEST_DATABASE_URL = own.databaseUrl;
  if (own.redisUrl) process.env.TEST_REDIS_URL = own.redisUrl;
  return own;
}

/** Main process, after the last test file: drops the workers' databases. */
export async function finishRun(): Promise<void> {
  const slots = existsSync(runDir) ? readdirSync(runDir).filter((f) => /^slot-\d+$/.test(f)) : [];
  const url = process.env.TEST_DATABASE_URL;
  if (url && slots.length) {
    const client = await maintenanceClient(url);
    try {
      for (const slot of slots) await client.query(`drop database if exists ${pg.escapeIdentifier(workerDatabaseName(url, Number(slot.slice(5))))} with (force)`);
    } finally {
      await client.end();
    }
  }
  rmSync(runDir, { recursive: true, force: true });
}

/**
 * A temp folder of this process's own (os.tmpdir() follows TMPDIR), so a test that checks the app left no
 * upload in the temp folder sees only its own process's, not another worker's (or another run's). The
 * processes tests start inherit it; they find tsx's compile cache through a link to the usual one.
 */
function useOwnTmpdir(name: string): void {
  const usual = tmpdir();
  const own = path.join(runDir, `tmp-${name}`);
  mkdirSync(own, { recursive: true });
  const cache = `tsx-${process.geteuid?.() ?? 0}`;
  mkdirSync(path.join(usual, cache), { recursive: true });
  if (!existsSync(path.join(own, cache))) symlinkSync(path.join(usual, cache), path.join(own, cache));
  process.env.TMPDIR = own;
}

/** The lowest free slot number of this run, 1 up; held until the run ends. */
function claimSlot(): number {
  for (let slot = 1; ; slot++) {
    try {
      closeSync(openSync(path.join(runDir, `slot-${slot}`), 'wx'));
      return slot;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
}

function workerDatabaseName(url: string, slot: number): string {
  return `${decodeURIComponent(new URL(url).pathname.slice(1))}_w${slot}`;
}

async function maintenanceClient(url: string): Promise<pg.Client> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  return client;
}

/** A copy of the run's migrated database for one worker; nothing may be connected to the template meanwhile. */
async function cloneDatabase(url: string, slot: number): Promise<string> {
  const template = decodeURIComponent(new URL(url).pathname.slice(1));
  const name = workerDatabaseName(url, slot);
  const client = await maintenanceClient(url);
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await client.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`);
  } finally {
    await client.end();
  }
  const own = new URL(url);
  own.pathname = `/${encodeURIComponent(name)}`;
  return own.href;
}

function redisDatabase(url: string, slot: number): string {
  const own = new URL(url);
  const number = Number(own.pathname.slice(1) || '0') + slot;
  if (number > 15) throw new Error(`TEST_REDIS_URL's database number plus the worker's slot (${number}) is past Redis' 16 databases; use a lower number or fewer jobs`);
  own.pathname = `/${number}`;
  return own.href;
}

/**
 * The embedded database migrated and seeded, as a PGlite data-directory dump in the temp folder; made once
 * for the code that makes it (migrations, src, the lock file) and reused by later runs until that changes.
 */
async function embeddedSnapshot(): Promise<string> {
  const file = path.join(tmpdir(), `nordlys-test-pglite-${sourceHash()}.tar`);
  if (existsSync(file) && statSync(file).size > 0) return file;
  const db = createDb({ pgliteDir: 'memory' });
  try {
    await databaseReady(db);
    await migrateLatest(db);
    await seedDemoContent(db);
    const { pglite } = db.client as { pglite: PGlite };
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    // Written apart and renamed, so a run that starts meanwhile never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  return file;
}

function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(repoRoot, full));
        hash.update(readFileSync(full));
      }
    }
  };
  walk(path.join(repoRoot, 'migrations'));
  walk(path.join(repoRoot, 'src'));
  hash.update(readFileSync(path.join(repoRoot, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}
