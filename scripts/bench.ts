import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { startServices, stopServices } from '../src/boot.ts';
import { createApp } from '../src/app.ts';

/**
 * `npm run bench`: throughput of GET /Support/FAQ against a bare node:http server answering the same bytes,
 * both with autocannon (50 connections, 10 s) in the same run. Uses DATABASE_URL/REDIS_URL when set,
 * else the embedded default.
 */
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const path = '/Support/FAQ';
const headers = { cookie: 'nordlys_consent=necessary', 'accept-language': 'en-GB' };

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00' });
const logger = pino({ level: 'silent' });
const services = await startServices(config, logger, { migrate: true });
const app = createApp({ config, logger, ...services });

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const appServer = createServer(app);
const appPort = await listen(appServer);
const sample = await fetch(`http://127.0.0.1:${appPort}${path}`, { headers });
if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`);
const body = Buffer.from(await sample.arrayBuffer());
const sampleHeaders = Object.fromEntries([...sample.headers].filter(([k]) => !['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(k)));

const bare = createServer((_req, res) => {
  res.writeHead(200, { ...sampleHeaders, 'content-length': body.length });
  res.end(body);
});
const barePort = await listen(bare);

async function run(name: string, port: number) {
  const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration, headers });
  const summary = { name, requestsPerSecond: Math.round(result.requests.average), p50ms: result.latency.p50, p99ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
  console.log(JSON.stringify(summary));
  return summary;
}

console.log(`GET ${path}: ${body.length} bytes, ${connections} connections, ${duration} s each (${config.databaseUrl ? 'Postgres' : 'PGlite'}, Node ${process.versions.node})`);
const baseline = await run('bare node:http', barePort);
const ours = await run('Nordlys', appPort);
console.log(`ratio Nordlys / bare node:http = ${(ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)}`);

appServer.close();
bare.close();
await stopServices(services);
process.exit(0);
