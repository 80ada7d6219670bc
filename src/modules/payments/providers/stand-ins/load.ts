import type { PaymentSettings } from '../settings.ts';

export type PaymentStandIns = typeof import('./index.ts');

/**
 * Loads the stand-ins' code, only when the configuration asks for a stand-in (a provider set to `standIn`, which
 * config.ts never sets with NODE_ENV=production): production never loads a server that takes no real money.
 */
export async function loadPaymentStandIns(settings: PaymentSettings): Promise<PaymentStandIns> {
  if (settings.billwerk.use !== 'standIn' && settings.vipps.use !== 'standIn') {
    throw new Error('The payment stand-ins are loaded only when the configuration asks for one (never in production)');
  }
  return import('./index.ts');
}
