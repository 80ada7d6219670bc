import type { Knex } from 'knex';
import { isUniqueViolation } from '../../../platform/db/knex.ts';
import { promotionKinds, type PromotionKind } from './active.ts';

/** The member's answer to this year's birthday offer: a free promotion taken, or declined. */
export const birthdayAnswers = ['quickScorAd', 'searchPromotion', 'rejected'] as const;
export type BirthdayAnswer = (typeof birthdayAnswers)[number];

/**
 * Until when each kind of promotion of the profile runs on this site (null: none now). A promotion bought while
 * one runs starts at its end, so the latest end is the end of what runs now.
 */
export async function runningUntil(db: Knex, profileId: number, site: { dark: boolean }): Promise<Record<PromotionKind, Date | null>> {
  const rows = (await db('promotions')
    .where({ profile_id: profileId, dark: site.dark })
    .where('ends_at', '>', db.fn.now())
    .groupBy('kind')
    .select('kind', db.raw('max(ends_at) as until'))) as { kind: PromotionKind; until: string | Date }[];
  const result = Object.fromEntries(promotionKinds.map((k) => [k, null])) as Record<PromotionKind, Date | null>;
  for (const row of rows) result[row.kind] = new Date(row.until);
  return result;
}

export async function findBirthdayAnswer(db: Knex, profileId: number, year: number): Promise<BirthdayAnswer | null> {
  const row = await db('birthday_answers').where({ profile_id: profileId, year }).first('answer');
  return (row?.answer as BirthdayAnswer | undefined) ?? null;
}

/** Records this year's answer; false when the year already has one (one answer a year, race-safe by the key). */
export async function insertBirthdayAnswer(db: Knex, profileId: number, year: number, answer: BirthdayAnswer): Promise<boolean> {
  try {
    await db.transaction(async (sp) => {
      await sp('birthday_answers').insert({ profile_id: profileId, year, answer });
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** What the member's export holds: their promotions and birthday answers. */
export async function promotionsOf(db: Knex, profileId: number) {
  const [promotions, answers] = await Promise.all([
    db('promotions').where({ profile_id: profileId }).orderBy('starts_at').select('kind', 'dark', 'starts_at', 'ends_at', 'order_id'),
    db('birthday_answers').where({ profile_id: profileId }).orderBy('year').select('year', 'answer', 'created_at'),
  ]);
  return { promotions, birthdayAnswers: answers };
}
