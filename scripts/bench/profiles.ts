import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/**
 * `npm run bench:profiles`: loads BENCH_PROFILES demo profiles (default 100,000) into the embedded database in
 * memory (or DATABASE_URL), says how long that took, logs on as a member and measures GET /Profile/{id} over
 * a spread of those profiles with 50 concurrent connections, in production mode.
 */
const count = Number(process.env.BENCH_PROFILES ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/servers.ts', '["/Support/FAQ"]', '{}'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_DEMO_PROFILES: String(count) },
});
const line = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});
const { appPort, generated, database, member } = JSON.parse(line) as { appPort: number; generated: { created: number; ms: number; ids: { first: number; last: number } }; database: string; member: { email: string; password: string } };
console.log(`${generated.created} demo profiles loaded in ${(generated.ms / 1000).toFixed(1)} s (${database}, Node ${process.versions.node})`);

try {
  const origin = `http://127.0.0.1:${appPort}`;
  // Production cookies are Secure: the requests say they came through the TLS-terminating proxy.
  const proxy = { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin', 'accept-language': 'en-GB' };
  const logOn = await fetch(`${origin}/LogOn`, { method: 'POST', redirect: 'manual', headers: { ...proxy, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: member.email, password: member.password }) });
  const cookie = logOn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (logOn.status !== 303 || !cookie) throw new Error(`log on failed: ${logOn.status}`);
  const { first, last } = generated.ids;
  const spread = Array.from({ length: 200 }, (_, i) => first + Math.floor((i * (last - first)) / 199));
  const sample = await fetch(`${origin}/Profile/${spread[100]}`, { headers: { ...proxy, cookie } });
  if (sample.status !== 200) throw new Error(`/Profile/${spread[100]} answered ${sample.status}`);
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration,
    headers: { ...proxy, cookie },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/Profile/${spread[next++ % spread.length]}` }) }],
  });
  console.log(JSON.stringify({ route: 'GET /Profile/{id}', connections: 50, requestsPerSecond: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors }));
} finally {
  child.kill();
}
