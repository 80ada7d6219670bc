import type { Knex } from 'knex';

/** Spec §9 product ids, plus 1 for a membership package (the spec lists the add-ons only). */
export const ProductId = { Membership: 1, QuickScorAd: 3, SearchPromotion: 6, OneDayMembership: 12, BirthdayWishes: 26 } as const;
export type ProductId = (typeof ProductId)[keyof typeof ProductId];
export const productIds = Object.values(ProductId) as readonly ProductId[];

/** One thing the catalogue sells, with its price in each currency it is sold in (integer minor units). */
export type Product = Readonly<{
  id: number;
  code: string;
  productId: ProductId;
  /** A membership of this many months, or (memberships of a day, promotions) `hours` hours. */
  months: number | null;
  hours: number | null;
  renewing: boolean;
  active: boolean;
  position: number;
  prices: Readonly<Record<string, number>>;
}>;

/** `renewalsToo`: the discount carries into a renewing subscription's renewals (else it prices the first period only). */
export type SpecialOffer = Readonly<{ id: string; productCatalogueId: number; percentOff: number; validFrom: Date; validUntil: Date; renewalsToo: boolean }>;

type Row = Record<string, unknown>;

function toProduct(row: Row, prices: Row[]): Product {
  return {
    id: Number(row.id),
    code: String(row.code),
    productId: Number(row.product_id) as ProductId,
    months: row.months == null ? null : Number(row.months),
    hours: row.hours == null ? null : Number(row.hours),
    renewing: Boolean(row.renewing),
    active: Boolean(row.active),
    position: Number(row.position),
    prices: Object.fromEntries(prices.filter((p) => Number(p.product_id) === Number(row.id)).map((p) => [String(p.currency), Number(p.amount_minor)])),
  };
}

/** Products in catalogue order; only those on sale unless `all`. */
export async function listProducts(db: Knex, filter: { productId?: ProductId; all?: boolean } = {}): Promise<Product[]> {
  const query = db('payment_products').orderBy(['position', 'id']);
  if (filter.productId !== undefined) query.where({ product_id: filter.productId });
  if (!filter.all) query.where({ active: true });
  const rows = (await query) as Row[];
  if (rows.length === 0) return [];
  const prices = (await db('payment_prices').whereIn('product_id', rows.map((r) => r.id as number))) as Row[];
  return rows.map((r) => toProduct(r, prices));
}

export async function findProduct(db: Knex, where: { id: number } | { code: string }): Promise<Product | null> {
  const row = (await db('payment_products').where(where).first()) as Row | undefined;
  if (!row) return null;
  return toProduct(row, (await db('payment_prices').where({ product_id: row.id })) as Row[]);
}

export async function findOffer(db: Knex, id: string): Promise<SpecialOffer | null> {
  const row = (await db('special_offers').where({ id }).first()) as Row | undefined;
  if (!row) return null;
  return { id: String(row.id), productCatalogueId: Number(row.product_id), percentOff: Number(row.percent_off), validFrom: new Date(row.valid_from as string), validUntil: new Date(row.valid_until as string), renewalsToo: Boolean(row.renewals_too) };
}

/** Staff (admin CLI): sets the price of a product in one currency; a price of 0 takes it off sale in that currency. */
export async function setPrice(db: Knex, productCatalogueId: number, currency: string, amountMinor: number): Promise<void> {
  if (amountMinor === 0) {
    await db('payment_prices').where({ product_id: productCatalogueId, currency }).delete();
    return;
  }
  await db('payment_prices').insert({ product_id: productCatalogueId, currency, amount_minor: amountMinor }).onConflict(['product_id', 'currency']).merge();
}

export async function setProductActive(db: Knex, productCatalogueId: number, active: boolean): Promise<boolean> {
  return (await db('payment_products').where({ id: productCatalogueId }).update({ active })) > 0;
}

export async function insertOffer(db: Knex, offer: SpecialOffer): Promise<void> {
  await db('special_offers').insert({ id: offer.id, product_id: offer.productCatalogueId, percent_off: offer.percentOff, valid_from: offer.validFrom, valid_until: offer.validUntil, renewals_too: offer.renewalsToo });
}
