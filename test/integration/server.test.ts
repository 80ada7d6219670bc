import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';

describe('the server process (npm start)', () => {
  // Starting from nothing (initdb, migrations, demo content) keeps the process busy for seconds: it starts
  // when mocha loads this file, on the second core while the rest of the suite runs, and the test awaits it.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nordlys-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: '0', INBOUND_SMTP_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.once('exit', () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearInterval(timer);
        resolve(Number(m[1]));
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early (${code}):\n${output}`));
    });
  });
  listening.catch(() => {}); // reported by the test that awaits it

  it('starts on the embedded default, serves, and stops cleanly on SIGTERM, finishing a request in flight', async function () {
    this.timeout(90_000);
    try {
      const port = await listening;
      const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch((err: unknown) => {
        throw new Error(`no answer on port ${port} (${String(err)}); the server said:\n${output}`);
      });
      expect(health.status).to.equal(200);
      // The seeded localhost origins follow the port it listens on, so links it builds lead back to it.
      expect(output).to.include(`The sites' origins follow PORT ${port}: http://localhost:${port}, http://dark.localhost:${port}`);
      // It runs the jobs, so it takes replies by e-mail too.
      expect(output).to.match(/Inbound mail: SMTP on 127\.0\.0\.1:\d+ takes replies to \*@reply\.localhost/);
      const robots = await (await fetch(`http://127.0.0.1:${port}/robots.txt`)).text();
      expect(robots).to.include(`Sitemap: http://localhost:${port}/sitemap.xml`);
      const darkRobots = await new Promise<string>((resolve, reject) => {
        // fetch() does not send a Host header of our choosing.
        http.get({ host: '127.0.0.1', port, path: '/robots.txt', headers: { host: 'dark.localhost' } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        }).on('error', reject);
      });
      expect(darkRobots).to.include(`Sitemap: http://dark.localhost:${port}/sitemap.xml`);
      const inFlight = fetch(`http://127.0.0.1:${port}/Support/FAQ`);
      await new Promise((r) => setTimeout(r, 20));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect((await inFlight).status).to.equal(200);
      expect(await exited).to.equal(0);
      expect(output).to.include('"msg":"stopped"');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
