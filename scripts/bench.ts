import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/**
 * `npm run bench`: throughput of GET /Support/FAQ divided by that of a bare node:http server answering the
 * same bytes, both measured with autocannon (50 connections, 10 s) in the same run. The servers run in a
 * child process (scripts/bench-servers.ts); set DATABASE_URL to measure on Postgres. BENCH_SECONDS shortens it.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const path = '/Support/FAQ';
// A returning visitor: consent already given, English.
const headers = { cookie: 'nordlys_consent=necessary; nordlys_first=%2F', 'accept-language': 'en-GB' };

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-servers.ts', path, JSON.stringify(headers)], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});
const { appPort, barePort, bytes, database } = JSON.parse(firstLine) as { appPort: number; barePort: number; bytes: number; database: string };

async function run(name: string, port: number) {
  await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: 2, headers }); // warm-up
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration, headers });
  const summary = { name, requestsPerSecond: Math.round(r.requests.average), p50ms: r.latency.p50, p99ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
  console.log(JSON.stringify(summary));
  return summary;
}

console.log(`GET ${path}: ${bytes} bytes, ${connections} connections, ${duration} s each (${database}, Node ${process.versions.node})`);
const bare = await run('bare node:http', barePort);
const ours = await run('Nordlys', appPort);
console.log(`ratio Nordlys / bare node:http = ${(ours.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}`);
child.kill();
