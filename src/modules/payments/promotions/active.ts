import type { Knex } from 'knex';
import { ProductId } from '../catalogue/repo.ts';

/** What a paid (or free birthday) promotion does for its period. */
export const promotionKinds = ['quickScorAd', 'searchPromotion', 'birthdayWishes'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** The promotion each promotion product starts (spec §9 product ids); other products give a membership. */
export const promotionKindOf = {
  [ProductId.QuickScorAd]: 'quickScorAd',
  [ProductId.SearchPromotion]: 'searchPromotion',
  [ProductId.BirthdayWishes]: 'birthdayWishes',
} as const satisfies Partial<Record<ProductId, PromotionKind>>;

/**
 * The profiles with a running promotion of `kind` on this site, as a subquery of profile ids: search puts them
 * first in results they match (labelled "Promoted"), QuickScor shows them first. The caller still applies its
 * privacy rules (profilesVisibleTo) to whatever it lists.
 */
export function promotedProfileIds(db: Knex, kind: PromotionKind, site: { dark: boolean }): Knex.QueryBuilder {
  return db('promotions').select('profile_id').where({ kind, dark: site.dark }).where('starts_at', '<=', db.fn.now()).where('ends_at', '>', db.fn.now());
}

/** Starts (or lengthens, from the end of a running one) a promotion; inside the transaction that paid for it. */
export async function startPromotion(trx: Knex, input: { profileId: number; kind: PromotionKind; hours: number; orderId: number | null; dark: boolean }): Promise<Date> {
  const running = await trx('promotions')
    .where({ profile_id: input.profileId, kind: input.kind, dark: input.dark })
    .where('ends_at', '>', trx.fn.now())
    .max('ends_at as end')
    .first();
  const [row] = await trx('promotions')
    .insert({
      profile_id: input.profileId,
      kind: input.kind,
      order_id: input.orderId,
      dark: input.dark,
      starts_at: running?.end ?? trx.fn.now(),
      ends_at: trx.raw(`coalesce(?::timestamptz, now()) + make_interval(hours => ?)`, [running?.end ?? null, input.hours]),
    })
    .returning('ends_at');
  return new Date(row.ends_at as string);
}
