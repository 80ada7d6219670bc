import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { formatCurrency } from '../../../platform/i18n/formats.ts';
import { findOffer, findProduct, insertOffer, listProducts, setPrice, setProductActive, type Product } from '../catalogue/repo.ts';
import { listOffers } from './repo.ts';

/**
 * The catalogue from the admin CLI (`npm run admin -- products:list` …): each command returns the text it prints
 * and throws an Error whose message says what was wrong (the CLI prints it and exits non-zero).
 */
export const saleCurrencies = ['DKK', 'SEK', 'NOK', 'GBP', 'EUR'] as const;
const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const lengthOf = (p: Product) => (p.months !== null ? `${p.months} month${p.months === 1 ? '' : 's'}` : `${p.hours} hours`);

async function productByCode(db: Knex, code: string): Promise<Product> {
  const product = await findProduct(db, { code });
  if (!product) throw new Error(`No product "${code}". Codes: ${(await listProducts(db, { all: true })).map((p) => p.code).join(', ')}`);
  return product;
}

export async function describeProducts(db: Knex): Promise<string> {
  const products = await listProducts(db, { all: true });
  const lines = products.map((p) => {
    const prices = saleCurrencies.map((c) => (p.prices[c] === undefined ? `${c} -` : `${c} ${formatCurrency(p.prices[c], c)}`)).join(', ');
    return `  ${p.code} (product ${p.productId}, ${lengthOf(p)}${p.renewing ? ', renewing' : ''}) ${p.active ? 'on sale' : 'OFF SALE'}: ${prices}`;
  });
  return `${products.length} product(s):\n${lines.join('\n')}`;
}

/** Sets a price in minor units (pence, øre, cents); 0 takes the product off sale in that currency. */
export async function describeSetPrice(db: Knex, code: string, currency: string, amountMinor: number): Promise<string> {
  const upper = currency.toUpperCase();
  if (!(saleCurrencies as readonly string[]).includes(upper)) throw new Error(`Unknown currency "${currency}". Currencies: ${saleCurrencies.join(', ')}`);
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0 || amountMinor > 100_000_000) throw new Error('The price must be a whole number of minor units (pence, øre, cents) from 0 to 100000000');
  const product = await productByCode(db, code);
  await setPrice(db, product.id, upper, amountMinor);
  return amountMinor === 0 ? `${code}: no longer sold in ${upper}.` : `${code}: price in ${upper} is now ${formatCurrency(amountMinor, upper)}.`;
}

export async function describeSetOnSale(db: Knex, code: string, onSale: boolean): Promise<string> {
  const product = await productByCode(db, code);
  await setProductActive(db, product.id, onSale);
  return `${code} is ${onSale ? 'on sale' : 'off sale'}.`;
}

export type NewOffer = Readonly<{ code: string; percent: number; from: Date; until: Date; id?: string; renewals?: boolean }>;

/** A special offer on one product: a percentage off from `from` until `until`; prints its page. */
export async function describeAddOffer(db: Knex, offer: NewOffer): Promise<string> {
  if (!Number.isInteger(offer.percent) || offer.percent < 1 || offer.percent > 90) throw new Error('The percentage must be a whole number from 1 to 90');
  if (Number.isNaN(offer.from.getTime()) || Number.isNaN(offer.until.getTime())) throw new Error('From and until must be dates like 2026-12-01 or 2026-12-01T12:00Z');
  if (offer.until <= offer.from) throw new Error('The offer must end after it starts');
  if (offer.id !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(offer.id)) throw new Error('An offer id is 1 to 64 letters, digits, _ and -');
  const product = await productByCode(db, offer.code);
  const id = offer.id ?? `offer-${randomBytes(6).toString('hex')}`;
  if (await findOffer(db, id)) throw new Error(`An offer "${id}" already exists`);
  await insertOffer(db, { id, productCatalogueId: product.id, percentOff: offer.percent, validFrom: offer.from, validUntil: offer.until, renewalsToo: Boolean(offer.renewals) });
  return `Offer ${id}: ${offer.percent} % off ${offer.code}${offer.renewals ? ' (renewals too)' : ''} from ${utc(offer.from)} until ${utc(offer.until)}: /Membership/Offer/${id}`;
}

export async function describeOffers(db: Knex, now = new Date()): Promise<string> {
  const offers = await listOffers(db);
  if (!offers.length) return 'No special offers.';
  const status = (o: { validFrom: Date; validUntil: Date }) => (now >= o.validUntil ? 'ended' : now < o.validFrom ? 'not started' : 'running');
  return `${offers.length} offer(s):\n${offers.map((o) => `  ${o.id}: ${o.percentOff} % off ${o.code}, ${utc(o.validFrom)} – ${utc(o.validUntil)} (${status(o)})`).join('\n')}`;
}
