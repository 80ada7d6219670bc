import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.ts';
import { createLogger } from './platform/log.ts';
import { startServices, stopServices } from './boot.ts';
import { createApp } from './app.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const services = await startServices(config, logger, { migrate: !config.databaseUrl || config.env !== 'production', worker: config.webRunsJobs });
const app = createApp({ config, logger, ...services });

const server = app.listen(config.port, () => {
  const { port } = server.address() as AddressInfo;
  logger.info(`Nordlys listening on http://localhost:${port} (${config.databaseUrl ? 'Postgres' : 'embedded PGlite'}${services.redis ? ' + Redis' : ''})`);
});
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;

/** SIGTERM (a dyno restart): stop accepting, let requests in flight finish, then close the database. */
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 25_000);
  force.unref();
  server.close(async () => {
    await stopServices(services);
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
