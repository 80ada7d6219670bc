import type { Knex } from 'knex';
import { findBillingDetails } from '../../accounts/index.ts';
import { siteCountries } from '../../common/index.ts';
import { findHomeArea } from '../../profiles/index.ts';

/** Who buys, as a price and a receipt need them: the name and address on the receipt, the country the price and VAT follow. */
export type Buyer = Readonly<{ name: string; email: string; language: string | null; countryCode: string | null; address: string | null }>;

export async function findBuyer(db: Knex, profileId: number): Promise<Buyer | null> {
  const [details, area] = await Promise.all([findBillingDetails(db, profileId), findHomeArea(db, profileId)]);
  if (!details) return null;
  const country = area ? (await siteCountries(db, 'en-GB')).find((c) => c.id === area.countryId) : undefined;
  const countryCode = country?.code ?? null;
  const address = [area?.postalCode, country?.name].filter(Boolean).join(', ') || null;
  return { ...details, countryCode, address };
}
