import autocannon from 'autocannon';
import { logOnBenchMember, proxyHeaders, startBenchServers } from './bench-member.ts';

/**
 * `npm run bench:profiles`: loads BENCH_PROFILES demo profiles (default 100,000) into the embedded database in
 * memory (or DATABASE_URL), says how long that took, logs on as a member and measures GET /Profile/{id} over
 * a spread of those profiles with 50 concurrent connections, in production mode.
 */
const count = Number(process.env.BENCH_PROFILES ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const { child, origin, info } = await startBenchServers({ BENCH_DEMO_PROFILES: String(count) });
const { generated, database, member } = info as unknown as { generated: { created: number; ms: number; ids: { first: number; last: number } }; database: string; member: { email: string; password: string } };
console.log(`${generated.created} demo profiles loaded in ${(generated.ms / 1000).toFixed(1)} s (${database}, Node ${process.versions.node})`);

try {
  const proxy = proxyHeaders;
  const { cookie } = await logOnBenchMember(origin, member);
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
