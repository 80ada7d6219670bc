import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { startServices } from '../src/boot.ts';
import { createApp } from '../src/app.ts';

/**
 * The two servers `npm run bench` compares, in their own process so the load generator does not share their
 * CPU: Nordlys (on DATABASE_URL, or the embedded database in memory) and a bare node:http server that answers
 * the same bytes and headers as Nordlys's answer to the benchmarked path. Prints the ports as one JSON line.
 */
const path = process.argv[2] ?? '/Support/FAQ';
const headers = JSON.parse(process.argv[3] ?? '{}') as Record<string, string>;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_DEMO: 'yes', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) });
const logger = pino({ level: 'silent' });
const services = await startServices(config, logger, { migrate: true, pgliteDir: 'memory', worker: false });
const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

const appPort = await listen(createServer(createApp({ config, logger, ...services })));
const sample = await fetch(`http://127.0.0.1:${appPort}${path}`, { headers });
if (sample.status !== 200) throw new Error(`${path} answered ${sample.status}`);
const body = Buffer.from(await sample.arrayBuffer());
const skip = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);
const sampleHeaders = Object.fromEntries([...sample.headers].filter(([k]) => !skip.has(k)));
const barePort = await listen(
  createServer((_req, res) => {
    res.writeHead(200, { ...sampleHeaders, 'content-length': body.length });
    res.end(body);
  }),
);
console.log(JSON.stringify({ appPort, barePort, bytes: body.length, database: config.databaseUrl ? 'Postgres' : 'PGlite' }));
