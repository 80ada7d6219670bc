import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A second web process on the tests' Postgres and Redis (TEST_DATABASE_URL, TEST_REDIS_URL), as a second dyno
 * would run: `npm start`'s server with its own pool, LISTEN, kept rows and realtime hub. `name` keeps its data
 * folder apart from another test's.
 */
export async function startSecondInstance(name: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      REDIS_URL: process.env.TEST_REDIS_URL,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_ENCRYPTION_KEY: '6e6f72646c7973207465737420646174612d656e6372797074696f6e2d6b6579',
      DATA_DIR: `var/test-${name}-${process.pid}`,
      SEED_DEMO: 'no',
      WEB_RUNS_JOBS: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`second instance did not start: ${out.slice(-500)}`)), 45_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.on('exit', (code) => reject(new Error(`second instance exited (${code}): ${out.slice(-500)}`)));
  });
  child.stdout!.resume();
  return { baseUrl: `http://127.0.0.1:${port}`, child };
}
