import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/**
 * What the member-page benches share (bench:member, bench:blogs): the app and its Express+EJS baseline started
 * in a child process (servers.ts) that prints their ports and the member's session, a measure of one address
 * (warm-up, then requests per second, p50 and p99), and a Redis flush before the run.
 */
export type ServersInfo = { appPort: number; baselinePort: number; bytes: Record<string, number>; memberSession: { cookie: string }; memberPaths: string[] };

export async function startBenchServers(
  node: string,
  env: Record<string, string | undefined>,
  visitorPaths: string[],
  visitorHeaders: Record<string, string>,
): Promise<{ child: ChildProcess; info: ServersInfo }> {
  // BENCH_CPU_PROFILE=<folder>: the server writes a CPU profile of the whole run there (open it in Chromium's DevTools).
  const profile = env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(node, [...profile, '--import', 'tsx', 'scripts/bench/servers.ts', JSON.stringify(visitorPaths), JSON.stringify(visitorHeaders)], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return { child, info: JSON.parse(line) as ServersInfo };
}

export async function measure(url: string, headers: Record<string, string>, load: { connections: number; seconds: number; warmUpSeconds: number }) {
  await autocannon({ url, connections: load.connections, duration: load.warmUpSeconds, headers });
  const r = await autocannon({ url, connections: load.connections, duration: load.seconds, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

export async function flushRedis(redisUrl: string): Promise<void> {
  const { createClient } = await import('redis');
  const client = createClient({ url: redisUrl });
  await client.connect();
  await client.flushDb();
  await client.quit();
}
