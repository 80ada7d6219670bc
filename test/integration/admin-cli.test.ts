import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { createDb } from '../../src/platform/db/knex.ts';
import { testDb } from '../support/context.ts';
import { admin } from '../support/admin.ts';

const run = promisify(execFile);


describe('admin CLI (npm run admin)', function () {
  it('manages sites and content through the services', async () => {
    expect((await admin(testDb(), 'migrate')).out).to.include('Database is up to date.');
    // The commands write reference content that other tests read: run them in a transaction that is rolled back.
    const trx = await testDb().transaction();
    try {
      expect((await admin(trx, 'seed')).out).to.include('Demo content was already there.');
      expect(await admin(trx, 'site:set', '2', 'supportPhone', '+45 11 22 33 44')).to.deep.equal({ code: 0, out: 'Site 2: supportPhone updated.\n' });
      expect((await admin(trx, 'faq:add', '--category', 'safety', '--question', 'Can I block someone?', '--answer', 'Yes.')).out).to.match(/FAQ entry \d+ added: \/Support\/FAQ\/\d+/);
      expect((await admin(trx, 'changelog:add', '2026-11-22', '--title', 'Faster FAQ', '--body', 'Search updates as you type.')).out).to.include('/Support/Changelog/2026-11-22');
      expect((await admin(trx, 'landing:add', '1', '/dating-aarhus', '--title', 'Dating in Aarhus', '--summary', 'Meet people.', '--body', 'Text.')).out).to.include('added at /dating-aarhus');
    } finally {
      await trx.rollback();
    }
  });

  it('prints clear errors and exits non-zero for bad arguments', async () => {
    const cases: [string[], RegExp][] = [
      [['site:set', '1', 'colour', 'red'], /Unknown key "colour". Keys: name,/],
      [['site:set', '1', 'themeColour', 'red'], /Invalid value for themeColour/],
      [['site:set', '9', 'name', 'X'], /No site with id 9/],
      [['site:set', 'one', 'name', 'X'], /must be a whole number/],
      [['faq:add', '--category', 'nope', '--question', 'Q', '--answer', 'A'], /No FAQ category "nope"/],
      [['changelog:add', '2026-13-01', '--title', 'T', '--body', 'B'], /must be a date like 2026-11-22/],
      [['landing:add', '1', '/Bad Path', '--title', 'T', '--summary', 'S', '--body', 'B'], /Invalid path/],
      [['staff:set', 'nobody', 'Support'], /No profile named "nobody"/],
      [['no-such-command'], /unknown command/],
    ];
    for (const [args, message] of cases) {
      const result = await admin(testDb(), ...args);
      expect(result.code, args.join(' ')).to.not.equal(0);
      expect(result.out, args.join(' ')).to.match(message);
    }
  });

  it('seeds demo profiles into a database nothing has run on yet (its tables first)', async function () {
    this.timeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'nordlys-seed-'));
    const db = createDb({ pgliteDir: path.join(dir, 'pglite') });
    try {
      const seeded = await admin(db, 'seed:demo', '--profiles', '5');
      expect(seeded.out).to.match(/^5 demo profiles created in/);
      expect(seeded.code).to.equal(0);
      expect(Number((await db('profiles').count('* as n').first())?.n)).to.be.at.least(5);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('the real entry point (scripts/admin.ts in its own process)', function () {
    this.timeout(120_000);
    // Loading the app and creating a database keep a process busy for seconds: both runs start when mocha
    // loads this file, on the second core while the rest of the suite runs, and the test awaits them.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nordlys-admin-'));
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    const runs = Promise.all([spawnAdmin(dataDir, 'migrate'), spawnAdmin(dataDir, 'no-such-command')]);

    it('migrates a fresh embedded database (then seeded here) and exits non-zero for an unknown command', async () => {
      const [migrated, unknown] = await runs;
      expect(migrated.out).to.match(/Applied \d+ migration/);
      expect(migrated.code).to.equal(0);
      expect(unknown.out).to.match(/unknown command 'no-such-command'/);
      expect(unknown.code).to.not.equal(0);
      // Seeding that fresh database in this process spares a third process start.
      const db = createDb({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        expect(await admin(db, 'seed')).to.deep.equal({ code: 0, out: 'Demo content added.\n' });
      } finally {
        await db.destroy();
      }
    });
  });
});

/** scripts/admin.ts in its own process on an embedded database in `dataDir`; never rejects. */
async function spawnAdmin(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}
