import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { memberPage, withMemberServer } from './member-tools.ts';

/**
 * `npm run bench:member:profile -- /Start`: a CPU profile of the server while 50 connections ask for one member
 * page for BENCH_SECONDS (default 10), in production mode on Postgres + Redis. Writes a .cpuprofile into
 * var/profiles (open it in Chromium's DevTools, Performance tab); the profile also holds the start-up, before the load.
 */
const page = process.argv[2] ?? '/Support/FAQ';
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dir = path.resolve('var/profiles');
mkdirSync(dir, { recursive: true });
const before = new Set(readdirSync(dir));
await withMemberServer([memberPage(page)], { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] }, async (info) => {
  const measured = info.memberPages[0]!;
  const result = await autocannon({ url: `${info.origin}${measured.path}`, connections: 50, duration, headers: measured.headers });
  console.log(JSON.stringify({ page: measured.path, rps: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99, non2xx: result.non2xx }));
});
console.log(`profile: ${readdirSync(dir).filter((f) => !before.has(f)).map((f) => path.join(dir, f)).join(', ')}`);
