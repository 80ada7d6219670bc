import type { Knex } from 'knex';

/**
 * A special offer prices the first period only, unless it says its discount carries into renewals (issue 30
 * item 8): `special_offers.renewals_too`; a subscription bought with such an offer keeps `renewal_percent_off`,
 * taken off the list price of each renewal's day. Running subscriptions keep what they were sold with: one whose
 * stored amount is below its product's list price was bought on an offer, and keeps that discount on renewals.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('special_offers', (t) => {
    t.boolean('renewals_too').notNullable().defaultTo(false);
  });
  await db.schema.alterTable('payment_subscriptions', (t) => {
    t.smallint('renewal_percent_off').notNullable().defaultTo(0);
  });
  await db.raw('alter table payment_subscriptions add constraint payment_subscriptions_renewal_percent check (renewal_percent_off between 0 and 90)');
  await db.raw(`
    update payment_subscriptions s set renewal_percent_off = least(90, greatest(0, round(100 - 100.0 * s.amount_minor / p.amount_minor)))
    from payment_prices p where p.product_id = s.product_id and p.currency = s.currency and s.amount_minor < p.amount_minor`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('alter table payment_subscriptions drop constraint payment_subscriptions_renewal_percent');
  await db.schema.alterTable('payment_subscriptions', (t) => t.dropColumn('renewal_percent_off'));
  await db.schema.alterTable('special_offers', (t) => t.dropColumn('renewals_too'));
}
