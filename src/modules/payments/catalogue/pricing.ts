import type { Product, SpecialOffer } from './repo.ts';
import { vatIncluded, vatRateFor } from './vat.ts';

export { vatIncluded, vatRateFor } from './vat.ts';

/**
 * What a member pays and how much of it is VAT. Prices are kept VAT included, in integer minor units per currency;
 * the currency follows the member's country (DKK, SEK, NOK, GBP; EUR elsewhere) and the VAT rate is the buyer's
 * country's (vat.ts: EU One-Stop-Shop standard rates, Norway's and the UK's own).
 */
const currencyByCountry: Readonly<Record<string, string>> = { DK: 'DKK', SE: 'SEK', NO: 'NOK', GB: 'GBP' };

export const currencyForCountry = (countryCode: string | null): string => currencyByCountry[countryCode ?? ''] ?? 'EUR';

export type Quote = Readonly<{ currency: string; unitMinor: number; amountMinor: number; vatRateBp: number; vatMinor: number; percentOff: number; listAmountMinor: number }>;

/** Whether the offer may be used now (inside its window). */
export const offerValid = (offer: SpecialOffer, now = new Date()): boolean => offer.validFrom <= now && now < offer.validUntil;

/**
 * The price of `quantity` of a product for a buyer in `countryCode`, with an offer's discount when one is given
 * (the caller has checked it applies); null when the product has no price in that currency.
 */
export function quote(product: Product, countryCode: string | null, options: { quantity?: number; offer?: SpecialOffer | null; currency?: string } = {}): Quote | null {
  const currency = options.currency ?? currencyForCountry(countryCode);
  const list = product.prices[currency];
  if (list === undefined) return null;
  const percentOff = options.offer?.percentOff ?? 0;
  const unitMinor = Math.round((list * (100 - percentOff)) / 100);
  const quantity = options.quantity ?? 1;
  const amountMinor = unitMinor * quantity;
  const vatRateBp = vatRateFor(countryCode);
  return { currency, unitMinor, amountMinor, vatRateBp, vatMinor: vatIncluded(amountMinor, vatRateBp), percentOff, listAmountMinor: list * quantity };
}
