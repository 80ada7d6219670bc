import type { Knex } from 'knex';

/**
 * One renewing subscription per member, held by the database (issue 30 item 2): at most one subscription of a
 * profile is None (its first payment under way), ActiveInitialPurchase or Active. Two purchases racing each other
 * meet here; the loser's transaction fails on the index and the member gets the 409 "already renews".
 * Subscriptions already doubled are ended first (the newer ones, None through DeactivatedByUser as its machine
 * allows; an active one keeps its paid period), so the index can be built.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    update payment_subscriptions s set state = 'DeactivatedByUser', ended_at = now(), next_attempt_at = null
    where s.profile_id is not null and s.state in ('None', 'ActiveInitialPurchase', 'Active')
      and exists (select 1 from payment_subscriptions o where o.profile_id = s.profile_id and o.id < s.id and o.state in ('None', 'ActiveInitialPurchase', 'Active'))`);
  await db.raw(`create unique index payment_subscriptions_one_renewing on payment_subscriptions (profile_id) where state in ('None', 'ActiveInitialPurchase', 'Active')`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index payment_subscriptions_one_renewing');
}
