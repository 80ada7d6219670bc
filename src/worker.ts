import { loadConfig } from './config.ts';
import { createLogger } from './platform/log.ts';
import { startServices, stopServices } from './boot.ts';
import { wireModules } from './wiring.ts';
import { listSites } from './modules/sites/index.ts';
import { connectPaymentProviders, paymentSettingsProblem, usePaymentProviders } from './modules/payments/index.ts';

/**
 * The `worker` process (Procfile): runs the background jobs (mail, video transcoding, event subscribers) and the
 * inbound SMTP listener (replies by e-mail, INBOUND_SMTP_PORT), and serves no pages. With one running, the web
 * process is started with WEB_RUNS_JOBS=false.
 */
// The same modules, subscribers and registries as every process of the app (web, worker, admin CLI).
wireModules();
const config = loadConfig();
const paymentsProblem = paymentSettingsProblem(config.payments);
if (paymentsProblem) throw new Error(paymentsProblem);
const logger = createLogger(config.logLevel);
const services = await startServices(config, logger, { migrate: !config.databaseUrl || config.env !== 'production', worker: true });

// Renewals charge saved cards and agreements from here. The worker starts no stand-in: it reaches the web
// process's stand-ins only on fixed ports (BILLWERK_STAND_IN_PORT, VIPPS_STAND_IN_PORT); see README, "Payments".
const regular = (await listSites(services.db).catch(() => [])).find((site) => !site.dark);
const payments = connectPaymentProviders(config.payments, { webhookBase: regular?.origin ?? `http://localhost:${config.port}` });
usePaymentProviders(payments.providers);
if (payments.reason) logger.warn(`No payment providers in the worker (${payments.reason}): jobs that charge answer "not available"`);

/**
 * SIGTERM (a dyno restart): claim no more jobs and let the one running finish. A job still running when the
 * platform's grace period ends is cut off; it stays claimed and runs again once its lock expires.
 */
let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  setTimeout(() => process.exit(1), 25_000).unref();
  void stopServices(services).then(() => {
    logger.info('stopped');
    process.exit(0);
  });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
// Only now: until a listener exists a SIGTERM kills the process outright, and a supervisor may send one as soon as it reads this.
logger.info(`Nordlys job worker running (${config.databaseUrl ? 'Postgres' : 'embedded PGlite'})`);
