import type { Knex } from 'knex';
import type { PaymentFailureReason } from '../failure-reasons.ts';
import type { ProductId } from '../catalogue/repo.ts';
import type { OrderState, SubscriptionState } from './state-names.ts';

export const paymentProcessors = ['Billwerk', 'VippsMobilePayRecurring', 'BankTransfer', 'Free'] as const;
export type PaymentProcessor = (typeof paymentProcessors)[number];

export type OrderRow = {
  id: string | number;
  profile_id: string | number | null;
  present_profile_id: string | number | null;
  gift_anonymous: boolean;
  product_id: number;
  offer_id: string | null;
  quantity: number;
  processor: PaymentProcessor;
  state: OrderState;
  failure_reason: PaymentFailureReason | null;
  provider_ref: string | null;
  subscription_id: string | number | null;
  currency: string;
  amount_minor: number;
  vat_rate_bp: number;
  vat_minor: number;
  country_code: string | null;
  dark: boolean;
  buyer_name: string;
  buyer_address: string | null;
  data: Record<string, unknown>;
  created_at: Date;
  paid_at: Date | null;
  granted_until: Date | null;
  receipt_shown_at: Date | null;
};

export type SubscriptionRow = {
  id: string | number;
  profile_id: string | number | null;
  product_id: number;
  processor: PaymentProcessor;
  state: SubscriptionState;
  provider_ref: string | null;
  currency: string;
  amount_minor: number;
  renewal_percent_off: number;
  country_code: string | null;
  dark: boolean;
  period_end: Date | null;
  next_attempt_at: Date | null;
  failed_attempts: number;
  failure_reason: string | null;
  created_at: Date;
  ended_at: Date | null;
};

/** An order with what its catalogue product is (its spec product id, length, renewing). */
export type Order = Readonly<{
  id: number;
  buyerId: number | null;
  recipientId: number | null;
  giftAnonymous: boolean;
  catalogueId: number;
  productId: ProductId;
  productCode: string;
  months: number | null;
  hours: number | null;
  renewing: boolean;
  offerId: string | null;
  quantity: number;
  processor: PaymentProcessor;
  state: OrderState;
  failureReason: PaymentFailureReason | null;
  /** The member cancelled at the provider (or declined in the wallet) rather than being refused. */
  cancelled: boolean;
  providerRef: string | null;
  subscriptionId: number | null;
  currency: string;
  amountMinor: number;
  vatRateBp: number;
  vatMinor: number;
  countryCode: string | null;
  dark: boolean;
  buyerName: string;
  buyerAddress: string | null;
  createdAt: Date;
  paidAt: Date | null;
  grantedUntil: Date | null;
  receiptShownAt: Date | null;
}>;

/** A renewing subscription as the services read it (the row's names stay in this file and the machine). */
export type Subscription = Readonly<{
  id: number;
  profileId: number | null;
  catalogueId: number;
  processor: PaymentProcessor;
  state: SubscriptionState;
  /** The saved card (Billwerk payment method) or the wallet agreement (Vipps agreement id). */
  providerRef: string | null;
  currency: string;
  /** What the next renewal costs as last priced (renew.ts prices each renewal again on its day). */
  amountMinor: number;
  /** An offer's discount that carries into renewals (0: renewals pay the list price). */
  renewalPercentOff: number;
  countryCode: string | null;
  dark: boolean;
  periodEnd: Date | null;
  nextAttemptAt: Date | null;
  failedAttempts: number;
  failureReason: string | null;
}>;

const id = (value: unknown): number | null => (value == null ? null : Number(value));
const date = (value: unknown): Date | null => (value == null ? null : new Date(value as string));

export function toOrder(r: Record<string, unknown>): Order {
  return {
    id: Number(r.id),
    buyerId: id(r.profile_id),
    recipientId: id(r.present_profile_id),
    giftAnonymous: Boolean(r.gift_anonymous),
    catalogueId: Number(r.product_id),
    productId: Number(r.spec_product_id) as ProductId,
    productCode: String(r.product_code),
    months: r.months == null ? null : Number(r.months),
    hours: r.hours == null ? null : Number(r.hours),
    renewing: Boolean(r.renewing),
    offerId: (r.offer_id as string | null) ?? null,
    quantity: Number(r.quantity),
    processor: r.processor as PaymentProcessor,
    state: r.state as OrderState,
    failureReason: (r.failure_reason as PaymentFailureReason | null) ?? null,
    cancelled: Boolean((r.data as Record<string, unknown> | null)?.cancelled),
    providerRef: (r.provider_ref as string | null) ?? null,
    subscriptionId: id(r.subscription_id),
    currency: String(r.currency).trim(),
    amountMinor: Number(r.amount_minor),
    vatRateBp: Number(r.vat_rate_bp),
    vatMinor: Number(r.vat_minor),
    countryCode: r.country_code == null ? null : String(r.country_code).trim(),
    dark: Boolean(r.dark),
    buyerName: String(r.buyer_name),
    buyerAddress: (r.buyer_address as string | null) ?? null,
    createdAt: new Date(r.created_at as string),
    paidAt: date(r.paid_at),
    grantedUntil: date(r.granted_until),
    receiptShownAt: date(r.receipt_shown_at),
  };
}

export function toSubscription(r: SubscriptionRow): Subscription {
  return {
    id: Number(r.id),
    profileId: id(r.profile_id),
    catalogueId: Number(r.product_id),
    processor: r.processor,
    state: r.state,
    providerRef: r.provider_ref ?? null,
    currency: String(r.currency).trim(),
    amountMinor: Number(r.amount_minor),
    renewalPercentOff: Number(r.renewal_percent_off ?? 0),
    countryCode: r.country_code == null ? null : String(r.country_code).trim(),
    dark: Boolean(r.dark),
    periodEnd: date(r.period_end),
    nextAttemptAt: date(r.next_attempt_at),
    failedAttempts: Number(r.failed_attempts),
    failureReason: r.failure_reason ?? null,
  };
}

/** Orders joined with their catalogue product: the one query every order read starts from. */
export const ordersQuery = (db: Knex) =>
  db('payment_orders as o')
    .join('payment_products as pp', 'pp.id', 'o.product_id')
    .select('o.*', 'pp.product_id as spec_product_id', 'pp.code as product_code', 'pp.months', 'pp.hours', 'pp.renewing');

export async function findOrder(db: Knex, orderId: number): Promise<Order | null> {
  const row = await ordersQuery(db).where('o.id', orderId).first();
  return row ? toOrder(row) : null;
}

export async function findOrderByProviderRef(db: Knex, processor: PaymentProcessor, ref: string): Promise<Order | null> {
  const row = await ordersQuery(db).where({ 'o.processor': processor, 'o.provider_ref': ref }).first();
  return row ? toOrder(row) : null;
}

export type NewOrder = Omit<OrderRow, 'id' | 'state' | 'failure_reason' | 'created_at' | 'paid_at' | 'granted_until' | 'receipt_shown_at' | 'provider_ref'> & { provider_ref?: string | null };

/** A new order, always Unpaid: every later state is reached through the order machine. */
export async function insertOrder(db: Knex, order: NewOrder): Promise<number> {
  const [row] = await db('payment_orders').insert({ ...order, data: JSON.stringify(order.data), state: 'Unpaid' }).returning('id');
  return Number(row.id);
}

/** Sets our handle at the provider (not a state change). */
export async function setOrderProviderRef(db: Knex, orderId: number, ref: string): Promise<void> {
  await db('payment_orders').where({ id: orderId }).update({ provider_ref: ref });
}

export async function insertSubscription(db: Knex, row: Pick<SubscriptionRow, 'profile_id' | 'product_id' | 'processor' | 'currency' | 'amount_minor' | 'renewal_percent_off' | 'country_code' | 'dark'>): Promise<number> {
  const [inserted] = await db('payment_subscriptions').insert({ ...row, state: 'None' }).returning('id');
  return Number(inserted.id);
}

export async function findSubscription(db: Knex, subscriptionId: number): Promise<Subscription | null> {
  const row = (await db('payment_subscriptions').where({ id: subscriptionId }).first()) as SubscriptionRow | undefined;
  return row ? toSubscription(row) : null;
}

export async function findSubscriptionByProviderRef(db: Knex, processor: PaymentProcessor, ref: string): Promise<Subscription | null> {
  const row = (await db('payment_subscriptions').where({ processor, provider_ref: ref }).orderBy('id', 'desc').first()) as SubscriptionRow | undefined;
  return row ? toSubscription(row) : null;
}

/** Fields of a subscription that are not its state (the period, the retry schedule, the saved method). */
export async function updateSubscription(db: Knex, subscriptionId: number, changes: Partial<Pick<SubscriptionRow, 'provider_ref' | 'period_end' | 'next_attempt_at' | 'failed_attempts' | 'failure_reason' | 'amount_minor'>>): Promise<void> {
  await db('payment_subscriptions').where({ id: subscriptionId }).update(changes);
}

/** Subscriptions whose renewal (or next retry) is due now. */
export async function dueSubscriptionIds(db: Knex, limit = 100): Promise<number[]> {
  const rows = await db('payment_subscriptions')
    .whereIn('state', ['ActiveInitialPurchase', 'Active'])
    .where('next_attempt_at', '<=', db.fn.now())
    .orderBy('next_attempt_at')
    .limit(limit)
    .pluck('id');
  return rows.map(Number);
}

/** The member's subscriptions that are still running (renewing), newest first. */
export async function activeSubscriptionsOf(db: Knex, profileId: number): Promise<Subscription[]> {
  return ((await db('payment_subscriptions').where({ profile_id: profileId }).whereIn('state', ['ActiveInitialPurchase', 'Active']).orderBy('id', 'desc')) as SubscriptionRow[]).map(toSubscription);
}

/** Card and wallet orders still Pending this many minutes after they were made (a bank transfer waits for staff), oldest first. */
export async function pendingOrderIds(db: Knex, olderThanMinutes: number, limit = 100): Promise<number[]> {
  const rows = await db('payment_orders')
    .where({ state: 'Pending' })
    .whereIn('processor', ['Billwerk', 'VippsMobilePayRecurring'])
    .whereNotNull('provider_ref')
    .where('created_at', '<', db.raw(`now() - make_interval(mins => ?)`, [olderThanMinutes]))
    .orderBy('id')
    .limit(limit)
    .pluck('id');
  return rows.map(Number);
}

/** The member's subscriptions that hold the one-renewing place (None, ActiveInitialPurchase, Active), locked for the transaction. */
export async function runningSubscriptionsOf(trx: Knex, profileId: number): Promise<Subscription[]> {
  return ((await trx('payment_subscriptions').where({ profile_id: profileId }).whereIn('state', ['None', 'ActiveInitialPurchase', 'Active']).forUpdate()) as SubscriptionRow[]).map(toSubscription);
}

/** A newly saved card (confirmed at the provider as the member's) becomes the one their running card subscription charges. */
export async function useSavedCard(db: Knex, profileId: number, paymentMethodId: string): Promise<void> {
  await db('payment_subscriptions').where({ profile_id: profileId, processor: 'Billwerk' }).whereIn('state', ['ActiveInitialPurchase', 'Active']).update({ provider_ref: paymentMethodId });
}

/** Orders in one state, oldest first, with their data (staff listings). */
export async function ordersInState(db: Knex, state: OrderState, limit = 200): Promise<{ order: Order; data: Record<string, unknown> }[]> {
  const rows = (await ordersQuery(db).where('o.state', state).orderBy('o.id').limit(limit)) as Record<string, unknown>[];
  return rows.map((r) => ({ order: toOrder(r), data: (r.data as Record<string, unknown> | null) ?? {} }));
}

/** The order, its row locked until the transaction ends (a refund's checks and write happen under the lock). */
export async function lockOrder(trx: Knex, orderId: number): Promise<Order | null> {
  const locked = await trx('payment_orders').where({ id: orderId }).forUpdate().first('id');
  return locked ? findOrder(trx, orderId) : null;
}

/** What was refunded of an order (confirmed or under way; a failed refund gave nothing back) and how many refunds it has had. */
export async function refundedSoFar(db: Knex, orderId: number): Promise<{ refunded: number; count: number }> {
  const row = await db('payment_refunds').where({ order_id: orderId }).first(db.raw(`coalesce(sum(amount_minor) filter (where state <> 'Failed'), 0)::int as refunded`), db.raw('count(*)::int as count'));
  return { refunded: Number(row?.refunded ?? 0), count: Number(row?.count ?? 0) };
}

/** The order's refund still under way (asked of the provider, its answer not recorded), if any: at most one (unique index). */
export async function findOpenRefund(db: Knex, orderId: number): Promise<{ id: number; seq: number; amountMinor: number; shorten: boolean; reason: string | null } | null> {
  const row = await db('payment_refunds').where({ order_id: orderId, state: 'Requested' }).first('id', 'seq', 'amount_minor', 'shorten', 'reason');
  return row ? { id: Number(row.id), seq: Number(row.seq), amountMinor: Number(row.amount_minor), shorten: Boolean(row.shorten), reason: (row.reason as string | null) ?? null } : null;
}

/** The orders with a refund under way since before `minutes` ago (its answer lost): reconciliation finishes them. */
export async function ordersWithOpenRefunds(db: Knex, minutes: number): Promise<number[]> {
  const rows = await db('payment_refunds').where({ state: 'Requested' }).where('created_at', '<', db.raw('now() - make_interval(mins => ?)', [minutes])).pluck('order_id');
  return rows.map(Number);
}

export type NewRefund = { order_id: number; seq: number; currency: string; amount_minor: number; vat_minor: number; shorten: boolean; reason: string | null };

/** A refund row, always Requested: later states through the refund machine. */
export async function insertRefund(db: Knex, refund: NewRefund): Promise<number> {
  const [row] = await db('payment_refunds').insert({ ...refund, state: 'Requested' }).returning('id');
  return Number(row.id);
}

export type Refund = Readonly<{ id: number; seq: number; amountMinor: number; vatMinor: number; currency: string; refundedAt: Date; reason: string | null }>;

/** An order's confirmed refunds (its credit notes), in order. */
export async function refundsOf(db: Knex, orderId: number): Promise<Refund[]> {
  const rows = (await db('payment_refunds').where({ order_id: orderId, state: 'Refunded' }).orderBy('seq')) as Record<string, unknown>[];
  return rows.map((r) => ({ id: Number(r.id), seq: Number(r.seq), amountMinor: Number(r.amount_minor), vatMinor: Number(r.vat_minor), currency: String(r.currency).trim(), refundedAt: new Date(r.refunded_at as string), reason: (r.reason as string | null) ?? null }));
}

/** Whether a refund took back the period its order gave. */
export async function refundShortened(db: Knex, refundId: number): Promise<boolean> {
  return Boolean((await db('payment_refunds').where({ id: refundId }).first('shorten'))?.shorten);
}
