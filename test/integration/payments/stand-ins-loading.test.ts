import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { loadPaymentStandIns, type PaymentSettings } from '../../../src/modules/payments/index.ts';
import { standInSettings } from '../../support/payment-providers.ts';

const standInsFolder = join('src', 'modules', 'payments', 'providers', 'stand-ins');
const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []));

/**
 * Issue 30 item 11: the providers' stand-ins (servers that take no real money, with their test controls) live in
 * their own folder and are loaded only when the configuration asks for a stand-in, never in production.
 */
describe('payments: the stand-ins are loaded only outside production', () => {
  it('the loader refuses settings that ask for no stand-in (production: real providers or none)', async () => {
    const real: PaymentSettings = {
      billwerk: { use: 'provider', account: { apiUrl: 'https://api.example', checkoutUrl: 'https://checkout.example', apiKey: 'priv_x', webhookSecret: 'x' } },
      vipps: { use: 'missing', variables: ['VIPPS_API_URL'] },
    };
    const refused = await loadPaymentStandIns(real).then(() => null, (e: Error) => e);
    expect(refused?.message).to.include('only when the configuration asks for one');
    const loaded = await loadPaymentStandIns(standInSettings());
    expect(loaded.startBillwerkStandIn).to.be.a('function');
  });

  it('no code outside their folder imports the stand-ins but the loader (types aside)', () => {
    const offenders = files('src')
      .filter((f) => !f.startsWith(standInsFolder))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(/^(import|export)\s[^;]*?from\s+'([^']*stand-ins\/[^']*)'/gms)]
          .filter(([statement, , path]) => !/^(import|export) type /.test(statement) && !path!.endsWith('stand-ins/load.ts'))
          .map(([, , path]) => `${f} → ${path}`),
      );
    expect(offenders).to.deep.equal([]);
    const leftovers = files('src').filter((f) => /(?:^|\/)stand-in(?:\.ts|\/)/.test(f) && !f.startsWith(standInsFolder));
    expect(leftovers, 'no stand-in code beside the real clients').to.deep.equal([]);
  });
});
