import type { Knex } from 'knex';

/**
 * Memberships and promotions that members buy (payments module): the catalogue with prices per currency in
 * integer minor units, special offers, payment orders (the receipt is the paid order, kept for bookkeeping when
 * a profile is deleted), renewing subscriptions, the promotions a paid order starts, and a member's answer to
 * the birthday offer.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('payment_products', (t) => {
    t.increments('id');
    /** Stable name used by the admin CLI and tests (`membership-1m`, `membership-1m-renewing`, `one-day`). */
    t.text('code').notNullable().unique();
    /** Spec §9 product id: 1 membership package (ours), 3 QuickScorAd, 6 SearchPromotion, 12 OneDayMembership, 26 BirthdayWishes. */
    t.smallint('product_id').notNullable();
    /** What it gives: a membership of `months` months or `hours` hours, or a promotion of `hours` hours. */
    t.smallint('months');
    t.integer('hours');
    t.boolean('renewing').notNullable().defaultTo(false);
    t.boolean('active').notNullable().defaultTo(true);
    t.smallint('position').notNullable().defaultTo(0);
  });
  await db.raw('alter table payment_products add constraint payment_products_length check ((months is null) <> (hours is null))');
  await db.schema.createTable('payment_prices', (t) => {
    t.integer('product_id').notNullable().references('payment_products.id').onDelete('CASCADE');
    t.specificType('currency', 'char(3)').notNullable();
    t.integer('amount_minor').notNullable();
    t.primary(['product_id', 'currency']);
  });
  await db.raw('alter table payment_prices add constraint payment_prices_positive check (amount_minor > 0)');
  await db.schema.createTable('special_offers', (t) => {
    t.text('id').primary();
    t.integer('product_id').notNullable().references('payment_products.id');
    t.smallint('percent_off').notNullable();
    t.timestamp('valid_from', { useTz: true }).notNullable();
    t.timestamp('valid_until', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('alter table special_offers add constraint special_offers_percent check (percent_off between 1 and 90)');

  await db.schema.createTable('payment_subscriptions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').references('profiles.id').onDelete('SET NULL').index();
    t.integer('product_id').notNullable().references('payment_products.id');
    t.text('processor').notNullable();
    t.text('state').notNullable();
    /** The saved card (Billwerk payment method) or the wallet agreement (Vipps agreement id). */
    t.text('provider_ref');
    t.specificType('currency', 'char(3)').notNullable();
    t.integer('amount_minor').notNullable();
    t.specificType('country_code', 'char(2)');
    t.boolean('dark').notNullable().defaultTo(false);
    /** The paid period ends here; the next renewal is due then. */
    t.timestamp('period_end', { useTz: true });
    t.timestamp('next_attempt_at', { useTz: true });
    t.smallint('failed_attempts').notNullable().defaultTo(0);
    t.text('failure_reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('ended_at', { useTz: true });
  });
  await db.raw(`create index payment_subscriptions_due on payment_subscriptions (next_attempt_at) where state in ('ActiveInitialPurchase', 'Active')`);

  await db.schema.createTable('payment_orders', (t) => {
    t.bigIncrements('id');
    /** The buyer; null once the buyer's profile is deleted (the order stays for bookkeeping). */
    t.bigInteger('profile_id').references('profiles.id').onDelete('SET NULL').index();
    /** A gift's recipient. */
    t.bigInteger('present_profile_id').references('profiles.id').onDelete('SET NULL').index();
    t.boolean('gift_anonymous').notNullable().defaultTo(false);
    t.integer('product_id').notNullable().references('payment_products.id');
    t.text('offer_id').references('special_offers.id');
    t.smallint('quantity').notNullable().defaultTo(1);
    t.text('processor').notNullable();
    t.text('state').notNullable();
    t.text('failure_reason');
    /** Our handle at the provider (charge handle, agreement id) or the bank transfer's reference. */
    t.text('provider_ref').unique();
    t.bigInteger('subscription_id').references('payment_subscriptions.id');
    t.specificType('currency', 'char(3)').notNullable();
    /** What the member pays, VAT included; `vat_minor` of it is VAT at `vat_rate_bp` basis points. */
    t.integer('amount_minor').notNullable();
    t.integer('vat_rate_bp').notNullable();
    t.integer('vat_minor').notNullable();
    t.specificType('country_code', 'char(2)');
    t.boolean('dark').notNullable().defaultTo(false);
    /** What bookkeeping keeps of the buyer after deletion: the name and address on the receipt. */
    t.text('buyer_name').notNullable();
    t.text('buyer_address');
    t.jsonb('data').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('paid_at', { useTz: true });
    /** What the paid order gave: the membership or promotion runs until then. */
    t.timestamp('granted_until', { useTz: true });
    /** The receipt dialog after the return was shown (once). */
    t.timestamp('receipt_shown_at', { useTz: true });
  });
  await db.raw('alter table payment_orders add constraint payment_orders_amounts check (amount_minor >= 0 and vat_minor >= 0 and vat_minor <= amount_minor and quantity between 1 and 12)');
  await db.raw('create index payment_orders_profile_created on payment_orders (profile_id, created_at desc)');

  await db.schema.createTable('promotions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    /** `quickScorAd`, `searchPromotion` or `birthdayWishes`. */
    t.text('kind').notNullable();
    t.bigInteger('order_id').references('payment_orders.id');
    t.boolean('dark').notNullable().defaultTo(false);
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.index(['kind', 'ends_at']);
    t.index(['profile_id']);
  });
  await db.schema.createTable('birthday_answers', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.smallint('year').notNullable();
    /** `quickScorAd`, `searchPromotion` or `rejected`. */
    t.text('answer').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'year']);
  });
  await seedCatalogue(db);
}

/** The catalogue the site opens with (staff change prices and add offers from the admin CLI). */
const packages: [code: string, productId: number, months: number | null, hours: number | null, renewing: boolean, prices: Record<string, number>][] = [
  ['membership-1m', 1, 1, null, false, { GBP: 1299, DKK: 9900, SEK: 14900, NOK: 14900, EUR: 1399 }],
  ['membership-3m', 1, 3, null, false, { GBP: 2999, DKK: 24900, SEK: 34900, NOK: 34900, EUR: 3299 }],
  ['membership-6m', 1, 6, null, false, { GBP: 4999, DKK: 42900, SEK: 59900, NOK: 59900, EUR: 5699 }],
  ['membership-12m', 1, 12, null, false, { GBP: 7999, DKK: 69900, SEK: 94900, NOK: 94900, EUR: 8999 }],
  ['membership-1m-renewing', 1, 1, null, true, { GBP: 1199, DKK: 8900, SEK: 12900, NOK: 12900, EUR: 1299 }],
  ['membership-3m-renewing', 1, 3, null, true, { GBP: 2799, DKK: 22900, SEK: 31900, NOK: 31900, EUR: 3099 }],
  ['membership-6m-renewing', 1, 6, null, true, { GBP: 4699, DKK: 39900, SEK: 54900, NOK: 54900, EUR: 5299 }],
  ['membership-12m-renewing', 1, 12, null, true, { GBP: 7499, DKK: 64900, SEK: 87900, NOK: 87900, EUR: 8399 }],
  ['one-day', 12, null, 24, false, { GBP: 299, DKK: 2500, SEK: 3500, NOK: 3500, EUR: 349 }],
  ['quickscor-ad-7d', 3, null, 168, false, { GBP: 499, DKK: 3900, SEK: 5500, NOK: 5500, EUR: 549 }],
  ['search-promotion-7d', 6, null, 168, false, { GBP: 699, DKK: 4900, SEK: 6900, NOK: 6900, EUR: 749 }],
  ['birthday-wishes', 26, null, 24, false, { GBP: 199, DKK: 1500, SEK: 2000, NOK: 2000, EUR: 219 }],
];

async function seedCatalogue(db: Knex): Promise<void> {
  for (const [position, [code, productId, months, hours, renewing, prices]] of packages.entries()) {
    const [row] = await db('payment_products').insert({ code, product_id: productId, months, hours, renewing, position }).returning('id');
    await db('payment_prices').insert(Object.entries(prices).map(([currency, amount]) => ({ product_id: row.id, currency, amount_minor: amount })));
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['birthday_answers', 'promotions', 'payment_orders', 'payment_subscriptions', 'special_offers', 'payment_prices', 'payment_products']) {
    await db.schema.dropTable(table);
  }
}
