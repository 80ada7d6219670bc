import { InvalidArgumentError, type Command } from 'commander';
import { describeAddOffer, describeOffers, describeProducts, describeSetOnSale, describeSetPrice } from '../../src/modules/payments/index.ts';
import { moment, type WithDb } from './arguments.ts';

const minorUnits = (value: string) => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number of minor units (pence, øre, cents), e.g. 9900 for 99,00');
  return Number(value);
};
const percent = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 90) throw new InvalidArgumentError('must be a whole number from 1 to 90');
  return Number(value);
};

/** The catalogue commands (issue 21): products with prices, a price, on/off sale, special offers. */
export function addCatalogueCommands(program: Command, withDb: WithDb): void {
  program
    .command('products:list')
    .description('list the products of the catalogue with their prices per currency, on sale or not')
    .action(() => withDb((db) => describeProducts(db)));

  program
    .command('products:price')
    .description('set the price of a product in one currency, VAT included, in minor units (0 stops selling it in that currency)')
    .argument('<code>', 'product code, e.g. membership-1m (products:list shows them)')
    .argument('<currency>', 'DKK, SEK, NOK, GBP or EUR')
    .argument('<amount>', 'minor units: 9900 is 99,00', minorUnits)
    .action((code: string, currency: string, amount: number) => withDb((db) => describeSetPrice(db, code, currency, amount)));

  program
    .command('products:sale')
    .description('take a product on or off sale (off: it is no longer shown nor sold; paid orders are untouched)')
    .argument('<code>', 'product code')
    .argument('<on|off>', 'on or off', (v: string) => {
      if (v !== 'on' && v !== 'off') throw new InvalidArgumentError('must be on or off');
      return v;
    })
    .action((code: string, flag: 'on' | 'off') => withDb((db) => describeSetOnSale(db, code, flag === 'on')));

  program
    .command('offers:add')
    .description('create a special offer: a percentage off one product for a time; prints its page /Membership/Offer/<id>')
    .argument('<code>', 'product code, e.g. membership-12m')
    .requiredOption('--percent <n>', 'percentage off, 1 to 90', percent)
    .requiredOption('--from <date>', 'when it starts: 2026-12-01 (midnight UTC) or 2026-12-01T12:00Z', moment)
    .requiredOption('--until <date>', 'when it ends (not included)', moment)
    .option('--id <id>', 'the id in its link (letters, digits, _ and -); a random one when left out')
    .option('--renewals', 'the discount carries into the renewals of a renewing package (otherwise it prices the first period only)')
    .action((code: string, o: { percent: number; from: Date; until: Date; id?: string; renewals?: boolean }) => withDb((db) => describeAddOffer(db, { code, ...o })));

  program
    .command('offers:list')
    .description('list the special offers, the latest ending first, with whether each is running')
    .action(() => withDb((db) => describeOffers(db)));
}
