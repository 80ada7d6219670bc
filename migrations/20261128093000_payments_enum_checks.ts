import type { Knex } from 'knex';

/**
 * The payment tables' enumerations as CHECK constraints named after the spec's enumerations (issue 30 item 11):
 * states, processors, failure reasons and currencies took any text before. Each list is written here, as it is on
 * the day of this migration: a later state or currency comes with its own migration.
 */
const currencies = ['DKK', 'SEK', 'NOK', 'GBP', 'EUR'];
const orderStates = ['Unpaid', 'Pending', 'PaidInFull', 'PaidDeposit', 'Free', 'NeedsReview', 'Refunded'];
const subscriptionStates = ['None', 'ActiveInitialPurchase', 'Active', 'DeactivatedByUser', 'DeactivatedPaymentServiceError', 'DeactivatedByPaymentMethodFailed'];
const processors = ['Billwerk', 'VippsMobilePayRecurring', 'BankTransfer', 'Free'];
const failureReasons = ['InsufficientFunds', 'CardBlocked', 'DeclinedByBank', 'CardExpired', 'Unknown'];

const checks: [table: string, name: string, column: string, values: string[], nullable?: boolean][] = [
  ['payment_orders', 'payment_orders_payment_order_state', 'state', orderStates],
  ['payment_orders', 'payment_orders_payment_processor', 'processor', processors],
  ['payment_orders', 'payment_orders_payment_failure_reason', 'failure_reason', failureReasons, true],
  ['payment_orders', 'payment_orders_currency', 'currency', currencies],
  ['payment_subscriptions', 'payment_subscriptions_subscription_state', 'state', subscriptionStates],
  ['payment_subscriptions', 'payment_subscriptions_payment_processor', 'processor', processors],
  ['payment_subscriptions', 'payment_subscriptions_payment_failure_reason', 'failure_reason', failureReasons, true],
  ['payment_subscriptions', 'payment_subscriptions_currency', 'currency', currencies],
  ['payment_prices', 'payment_prices_currency', 'currency', currencies],
  ['payment_refunds', 'payment_refunds_currency', 'currency', currencies],
];

export async function up(db: Knex): Promise<void> {
  for (const [table, name, column, values, nullable] of checks) {
    const list = values.map((v) => `'${v}'`).join(', ');
    await db.raw(`alter table ?? add constraint ?? check (${nullable ? `?? is null or ` : ''}?? in (${list}))`, nullable ? [table, name, column, column] : [table, name, column]);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const [table, name] of checks) await db.raw('alter table ?? drop constraint ??', [table, name]);
}
