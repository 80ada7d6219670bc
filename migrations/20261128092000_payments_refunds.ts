import type { Knex } from 'knex';

/**
 * Refunds of paid orders (issue 30 item 5): one row per refund, numbered per order (`seq`), each its own credit note
 * on the receipt. Money is never refunded twice: a refund's number and the provider's refund id are unique, at most
 * one refund of an order is under way at a time, and the service checks inside the transaction, with the order
 * locked, that the amount is at most what was captured less what was refunded.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('payment_refunds', (t) => {
    t.bigIncrements('id');
    t.bigInteger('order_id').notNullable().references('payment_orders.id');
    t.smallint('seq').notNullable();
    t.specificType('currency', 'char(3)').notNullable();
    t.integer('amount_minor').notNullable();
    t.integer('vat_minor').notNullable();
    /** Requested (sent to the provider), Refunded (the provider confirmed), Failed (it refused: nothing was refunded). */
    t.text('state').notNullable();
    /** The provider's refund id (Billwerk) or our idempotency key (Vipps answers none). */
    t.text('provider_ref').unique();
    /** A full refund that also takes back the period the order gave. */
    t.boolean('shorten').notNullable().defaultTo(false);
    t.text('reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('refunded_at', { useTz: true });
    t.unique(['order_id', 'seq']);
  });
  await db.raw(`alter table payment_refunds add constraint payment_refunds_amounts check (amount_minor > 0 and vat_minor >= 0 and vat_minor <= amount_minor)`);
  await db.raw(`alter table payment_refunds add constraint payment_refunds_state check (state in ('Requested', 'Refunded', 'Failed'))`);
  await db.raw(`create unique index payment_refunds_one_open on payment_refunds (order_id) where state = 'Requested'`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('payment_refunds');
}
