import type { Knex } from 'knex';

/** The special offers with their product's code, newest window first (admin CLI). */
export async function listOffers(db: Knex): Promise<{ id: string; code: string; percentOff: number; validFrom: Date; validUntil: Date }[]> {
  const rows = (await db('special_offers as o')
    .join('payment_products as p', 'p.id', 'o.product_id')
    .orderBy([{ column: 'o.valid_until', order: 'desc' }, { column: 'o.id' }])
    .select('o.id', 'p.code', 'o.percent_off', 'o.valid_from', 'o.valid_until')) as Record<string, unknown>[];
  return rows.map((r) => ({ id: String(r.id), code: String(r.code), percentOff: Number(r.percent_off), validFrom: new Date(r.valid_from as string), validUntil: new Date(r.valid_until as string) }));
}
