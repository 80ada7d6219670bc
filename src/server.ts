import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.ts';
import { createLogger } from './platform/log.ts';
import { startServices, stopServices } from './boot.ts';
import { createApp } from './app.ts';
import { followLocalPort } from './modules/sites/index.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const services = await startServices(config, logger, { migrate: !config.databaseUrl || config.env !== 'production', worker: config.webRunsJobs });
const app = createApp({ config, logger, ...services });

const server = app.listen(config.port, async () => {
  const { port } = server.address() as AddressInfo;
  // The embedded default on another PORT: the seeded localhost origins follow it (mail links, passkeys, sign-on).
  if (!config.databaseUrl && config.env === 'development') {
    const moved = await followLocalPort(services.db, port).catch((err: unknown) => {
      logger.warn({ err }, 'the sites\' origins could not follow PORT');
      return [];
    });
    if (moved.length) logger.info(`The sites' origins follow PORT ${port}: ${moved.map((m) => m.origin).join(', ')} (an origin set to anything but localhost stays as it is)`);
  }
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
