import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { measurePageWeight } from './page-weight.ts';
import { node24 } from './runtimes.ts';

/**
 * `npm run bench`, in production mode:
 * 1. JavaScript and CSS bytes (as sent, compressed) of the front page, /Create and /Start, in Chromium;
 * 2. requests per second of a visitor's GET against a minimal Express+EJS app serving the same bytes, in the
 *    same run (autocannon, 50 connections, 10 s each after a 2 s warm-up), on this Node and on Node 24 when
 *    its binary is in the cache folder .ci/run installs it to (or NODE24_BIN): /Support/FAQ and / (pages
 *    kept for visitors), and a FAQ search (a URL with a query: rendered for each request).
 * DATABASE_URL measures on Postgres; BENCH_SECONDS shortens the runs.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const routes = ['/Support/FAQ', '/', '/Support/FAQ?q=password'];
// A newcomer: no cookie yet (so the consent banner shows), English, no compression asked for, so both
// servers send the same bytes.
const visitor = { 'accept-language': 'en-GB' };

type Servers = { child: ChildProcess; appPort: number; baselinePort: number; bytes: Record<string, number>; database: string; member: { email: string; password: string } };

async function startServers(node: string): Promise<Servers> {
  const child = spawn(node, ['--import', 'tsx', 'scripts/bench/servers.ts', JSON.stringify(routes), JSON.stringify(visitor)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as Omit<Servers, 'child'>) };
}

async function requestsPerSecond(port: number, route: string, headers: Record<string, string>): Promise<number> {
  const url = `http://127.0.0.1:${port}${route}`;
  await autocannon({ url, connections, duration: 2, headers });
  const r = await autocannon({ url, connections, duration, headers });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return Math.round(r.requests.average);
}

const runtimes = [{ name: `Node ${process.versions.node}`, bin: process.execPath }];
const other = node24();
if (other && !process.versions.node.startsWith('24.')) runtimes.push({ name: 'Node 24', bin: other });

for (const [i, runtime] of runtimes.entries()) {
  const servers = await startServers(runtime.bin);
  try {
    if (i === 0) {
      console.log('Page weight (bytes as sent, compressed; Chromium, 390 px)');
      for (const row of await measurePageWeight(`http://localhost:${servers.appPort}`, servers.member)) console.log(JSON.stringify(row));
    }
    for (const route of routes) {
      console.log(`GET ${route}: ${servers.bytes[route]} bytes, ${connections} connections, ${duration} s each (${servers.database}, ${runtime.name})`);
      const baseline = await requestsPerSecond(servers.baselinePort, route, visitor);
      const ours = await requestsPerSecond(servers.appPort, route, visitor);
      const compressed = await requestsPerSecond(servers.appPort, route, { ...visitor, 'accept-encoding': 'br, gzip' });
      console.log(JSON.stringify({ path: route, runtime: runtime.name, expressEjs: baseline, nordlys: ours, nordlysCompressed: compressed, ratio: Number((ours / baseline).toFixed(3)) }));
    }
  } finally {
    servers.child.kill();
  }
}
