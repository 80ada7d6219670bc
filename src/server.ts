import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.ts';
import { createLogger } from './platform/log.ts';
import { startServices, stopServices } from './boot.ts';
import { wireModules } from './wiring.ts';
import { createApp } from './app.ts';
import { followLocalPort, listSites } from './modules/sites/index.ts';
import { paymentSettingsProblem, startPaymentProviders, usePaymentProviders, type RunningPaymentProviders } from './modules/payments/index.ts';

// The same modules, subscribers and registries as every process of the app (web, worker, admin CLI).
wireModules();
const config = loadConfig();
// Production without a payment provider's variables stops here, before anything opens (README, "Payments").
const paymentsProblem = paymentSettingsProblem(config.payments);
if (paymentsProblem) throw new Error(paymentsProblem);
const logger = createLogger(config.logLevel);
const services = await startServices(config, logger, { migrate: !config.databaseUrl || config.env !== 'production', worker: config.webRunsJobs });
const app = createApp({ config, logger, ...services });
let payments: RunningPaymentProviders | null = null;

/**
 * The payment providers, once the port is known: the real ones, or the stand-ins in this process (posting their
 * webhooks to this process's own address). Until set, paying answers "not available".
 */
async function startPayments(port: number): Promise<void> {
  const regular = (await listSites(services.db).catch(() => [])).find((site) => !site.dark);
  const local = `http://127.0.0.1:${port}`;
  payments = await startPaymentProviders(config.payments, { webhookBase: regular?.origin ?? local, standInWebhookBase: local });
  usePaymentProviders(payments.providers);
  const { billwerk, vipps } = payments.standIns;
  if (!payments.providers) logger.warn('Payments are off (PAYMENT_STAND_INS=off and a provider has no variables): paying answers "not available"');
  if (billwerk) logger.info(`Card payments: the Billwerk+ stand-in at ${billwerk.origin} (its hosted pages take no real money)`);
  if (vipps) logger.info(`Vipps MobilePay: the stand-in at ${vipps.origin} (its confirmation pages take no real money)`);
}

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
  try {
    await startPayments(port);
  } catch (err) {
    logger.fatal({ err }, 'the payment providers could not start');
    process.exit(1);
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
    await payments?.stop();
    await stopServices(services);
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
