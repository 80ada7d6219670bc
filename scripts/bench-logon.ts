import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { startServices, stopServices } from '../src/boot.ts';
import { createApp } from '../src/app.ts';
import { createRateLimits } from '../src/platform/http/rate-limit.ts';
import { createProfile, hashPassword } from '../src/modules/accounts/index.ts';

/**
 * `npm run bench:logon`: the time of one password hash, and password log-ons per second with 10 concurrent
 * clients (POST /api/LogOn/LogOn, each creating a session). Rate limits are lifted for the run.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_DEMO: 'yes', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) });
const logger = pino({ level: 'silent' });
const services = await startServices(config, logger, { migrate: true, pgliteDir: 'memory', worker: false });

const hashTimes: number[] = [];
for (let i = 0; i < 10; i++) {
  const started = performance.now();
  await hashPassword(`sample password ${i}`);
  hashTimes.push(performance.now() - started);
}
hashTimes.sort((a, b) => a - b);
console.log(`argon2id hash (m=19 MiB, t=2, p=1): median ${hashTimes[5]!.toFixed(1)} ms over 10`);

const password = 'bench password 12345';
const profile = await createProfile(services.db, {
  name: `bench${Date.now()}`, email: `bench${Date.now()}@example.test`, passwordHash: await hashPassword(password), kind: 'Single',
  status: 3, darkStatus: 0, member: false, termsVersion: 1, forcedValidation: false, staffRole: 0, language: null,
});
const app = createApp({ config, logger, ...services });
const unlimited = { points: 1e9, duration: 1 };
app.locals.rateLimits = createRateLimits(services.redis, `bench-${Date.now()}`, { auth: unlimited, authAccount: unlimited, api: unlimited });
const server = createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const page = await fetch(`${base}/LogOn`);
const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())![1]!;
const cookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

const result = await autocannon({
  url: `${base}/api/LogOn/LogOn`,
  method: 'POST',
  connections: 10,
  duration,
  headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
  body: JSON.stringify({ name: profile.name, password, rememberMe: false }),
});
console.log(JSON.stringify({ logOnsPerSecond: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors, database: config.databaseUrl ? 'Postgres' : 'PGlite', redis: Boolean(services.redis) }));
server.close();
await stopServices(services);
process.exit(0);
