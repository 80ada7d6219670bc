import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { startServices, stopServices } from '../../src/boot.ts';
import { createApp } from '../../src/app.ts';

/**
 * Nordlys in production mode in the bench's own process (on DATABASE_URL, or the embedded database in memory),
 * listening on a free port: for benches that fill the database directly and then time requests one by one.
 */
export async function startInProcessApp() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_DEMO: 'yes', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) });
  const services = await startServices(config, pino({ level: 'silent' }), { migrate: true, pgliteDir: 'memory', worker: false });
  const server = createServer(createApp({ config, logger: pino({ level: 'silent' }), ...services }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const stop = async () => {
    server.close();
    await stopServices(services);
  };
  return { config, db: services.db, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop };
}
