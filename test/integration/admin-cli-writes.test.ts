import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { expect } from 'chai';

const run = promisify(execFile);
const mochaBin = createRequire(import.meta.url).resolve('mocha/bin/mocha.js');

/**
 * Runs test/admin-process/writes.test.ts (every admin command that writes, each on a fresh copy of a migrated
 * database, checked for what it did) in a process of its own, as `npm run admin` starts: this process has the
 * web app's modules wired in by test/support/hooks.ts, which would hide an admin CLI that forgets to wire them.
 */
describe('admin CLI: every command that writes (in a process that loaded only the admin CLI)', function () {
  this.timeout(180_000);
  // Started when mocha loads this file, on the other core while the rest of the suite runs; the test awaits it.
  const child = run(process.execPath, ['--import', 'tsx', mochaBin, '--no-config', '--timeout', '120000', '--reporter', 'spec', 'test/admin-process/writes.test.ts'], {
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, out: err.stdout + err.stderr }),
  );

  it('does what each says: rows written, mails and events queued, and the events\' effects (staff:ban Blogs: the member\'s notice)', async () => {
    const { code, out } = await child;
    expect(code, out).to.equal(0);
    expect(out).to.match(/\d+ passing/);
  });
});
