import { createProfile, hashPassword, requiredTermsVersion } from '../../src/modules/accounts/index.ts';
import { heartbeat } from '../../src/modules/presence/index.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';
import { logOnBenchMember, proxyHeaders } from './bench-member.ts';
import { startInProcessApp } from './in-process.ts';

/**
 * `npm run bench:heartbeat`: what presence costs. On DATABASE_URL (or the embedded database) and REDIS_URL when set
 * (else the online state is in process): one beat alone (presence's `heartbeat`, BENCH_BEATS times), and the whole
 * `POST /api/Common/UpdateHeartbeat` request against the lightest logged-on call (`GET /api/Common/GetChatRoomsForStart`:
 * session, guard, no query), each BENCH_BEATS times after a warm-up; p50/p95 and the mean difference per request.
 */
const beats = Number(process.env.BENCH_BEATS ?? 1000);
const { config, db, origin, stop } = await startInProcessApp();
const password = 'Bench-password-4711';
const me = await createProfile(db, { name: 'HeartbeatBench', email: 'heartbeat@example.com', passwordHash: await hashPassword(password), kind: 'Single', status: ProfileStatus.Active, darkStatus: 0, member: false, termsVersion: await requiredTermsVersion(db), forcedValidation: false, staffRole: 0, language: 'en-GB', emailConfirmed: true });
const { cookie, csrfToken } = await logOnBenchMember(origin, { email: 'heartbeat@example.com', password });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 1000) / 1000;
async function timed(name: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 50; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < beats; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ measure: name, runs: beats, p50ms: round(percentile(times, 50)), p95ms: round(percentile(times, 95)), meanMs: round(mean) }));
  return mean;
}
// The API's budget is 600 calls a minute per address: each call says it came from an address of its own.
let calls = 0;
const call = async (method: 'GET' | 'POST', path: string) => {
  const from = `10.${(++calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
  const res = await fetch(`${origin}${path}`, { method, headers: { ...proxyHeaders, cookie, 'x-csrf-token': csrfToken, 'x-forwarded-for': from, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  await res.arrayBuffer();
};

console.log(`heartbeat bench: ${config.databaseUrl ? 'Postgres' : 'PGlite'}, online state ${config.redisUrl ? 'in Redis' : 'in process'}, Node ${process.versions.node}`);
await timed('one beat (presence.heartbeat)', () => heartbeat(db, Number(me.id)));
const baseline = await timed('GET /api/Common/GetChatRoomsForStart (baseline)', () => call('GET', '/api/Common/GetChatRoomsForStart'));
const withBeat = await timed('POST /api/Common/UpdateHeartbeat', () => call('POST', '/api/Common/UpdateHeartbeat'));
console.log(JSON.stringify({ heartbeatCostPerRequestMs: round(withBeat - baseline) }));
await stop();
