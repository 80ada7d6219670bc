/**
 * VAT on what a consumer buys from us (a Danish seller of electronically supplied services), by the buyer's country
 * (issue 30 item 7), in basis points (2500 is 25 %):
 * - in the EU, the buyer's country's standard rate, declared through the One-Stop-Shop (OSS);
 * - Norway (VOEC) and the United Kingdom charge their own, 25 % and 20 %;
 * - any other known country: outside the scope of EU VAT, none;
 * - an unknown country (the profile names none): the place of supply cannot be shown, so Denmark's.
 * A rate changes here, on the day it changes; an order keeps the rate it was charged at (`vat_rate_bp`).
 */
export const euStandardVatBasisPoints: Readonly<Record<string, number>> = {
  AT: 2000, BE: 2100, BG: 2000, CY: 1900, CZ: 2100, DE: 1900, DK: 2500, EE: 2400, ES: 2100, FI: 2550, FR: 2000, GR: 2400, HR: 2500, HU: 2700,
  IE: 2300, IT: 2200, LT: 2100, LU: 1700, LV: 2100, MT: 1800, NL: 2100, PL: 2300, PT: 2300, RO: 2100, SE: 2500, SI: 2200, SK: 2300,
};
const ownVatBasisPoints: Readonly<Record<string, number>> = { NO: 2500, GB: 2000 };
const sellerCountry = 'DK';

/** The VAT rate a consumer in `countryCode` (ISO 3166-1 alpha-2; null: unknown) pays, in basis points. */
export function vatRateFor(countryCode: string | null): number {
  const code = countryCode ?? sellerCountry;
  return euStandardVatBasisPoints[code] ?? ownVatBasisPoints[code] ?? 0;
}

/**
 * The VAT inside a VAT-included amount in minor units, rounded half up to the minor unit, in integers (no float
 * rounding at the half): amount × rate / (10 000 + rate).
 */
export function vatIncluded(amountMinor: number, rateBp: number): number {
  const denominator = 10_000 + rateBp;
  return Math.floor((2 * amountMinor * rateBp + denominator) / (2 * denominator));
}
