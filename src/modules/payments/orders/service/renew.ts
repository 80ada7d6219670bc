import type { Knex } from 'knex';
import { defaultLocale, isLocale, type Locale } from '../../../../platform/i18n/index.ts';
import { findBillingDetails } from '../../../accounts/index.ts';
import { findProduct } from '../../catalogue/repo.ts';
import { publish } from '../../../../platform/events/index.ts';
import { enqueueJob } from '../../../../platform/jobs/index.ts';
import { TransitionConflict } from '../../../../platform/state-machine.ts';
import { vatIncluded, vatRateFor } from '../../catalogue/pricing.ts';
import { failureReasonOf, type BillwerkCharge } from '../../providers/billwerk/schemas.ts';
import type { PaymentFailureReason } from '../../failure-reasons.ts';
import { paymentProviders } from '../../providers/use.ts';
import { renewalFailed, subscriptionEnded } from '../events.ts';
import { dueSubscriptionIds, findOrder, findOrderByProviderRef, findSubscription, insertOrder, setOrderProviderRef, toSubscription, updateSubscription, type Subscription } from '../repo.ts';
import { orderMachine, subscriptionMachine, type SubscriptionState } from '../states.ts';
import { customerHandle, walletProductName } from './begin.ts';
import { failOrder, settleOrder } from './settle.ts';

/** A refused card renewal is tried again after these waits; the third refusal ends the subscription. */
export const renewalRetryHours = [24, 72] as const;
export const maxRenewalAttempts = renewalRetryHours.length + 1;

type Ending = Extract<SubscriptionState, 'DeactivatedByUser' | 'DeactivatedPaymentServiceError' | 'DeactivatedByPaymentMethodFailed'>;

/** Ends a running subscription (nothing renews; the paid period runs to its end); false when it had ended already. */
export async function endSubscription(trx: Knex, subscriptionId: number, to: Ending, reason: PaymentFailureReason | null): Promise<boolean> {
  let ended: Subscription;
  try {
    ended = toSubscription(await subscriptionMachine.transitionFromAny(trx, subscriptionId, to, { ended_at: trx.fn.now(), next_attempt_at: null, failure_reason: reason }));
  } catch (err) {
    if (err instanceof TransitionConflict) return false;
    throw err;
  }
  if (to !== 'DeactivatedByUser' && ended.profileId !== null) {
    await publish(trx, subscriptionEnded, { subscriptionId: ended.id, profileId: ended.profileId, state: to, dark: ended.dark });
  }
  return true;
}

/** The schedule's run: one keyed renewal job per subscription that is due (a second run while one waits adds nothing). */
export async function enqueueDueRenewals(db: Knex): Promise<void> {
  for (const id of await dueSubscriptionIds(db)) {
    const subscription = await findSubscription(db, id);
    if (!subscription?.nextAttemptAt) continue;
    await enqueueJob(db, 'payments.renew', { subscriptionId: id }, { key: `renew:${id}:${(subscription.periodEnd ?? new Date(0)).toISOString()}:${subscription.failedAttempts}` });
  }
}

/**
 * The wallet's charge falls due on the period's last day; it refuses a charge due today, so a job that runs late
 * (the process was down) asks for tomorrow: a day late beats no renewal at all.
 */
const walletDueDay = (periodEnd: Date): string => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const due = periodEnd.toISOString().slice(0, 10);
  return due < tomorrow ? tomorrow : due;
};

/** The subscriber's language for what the wallet shows them. */
const languageOf = async (db: Knex, profileId: number): Promise<Locale> => {
  const language = (await findBillingDetails(db, profileId))?.language;
  return isLocale(language) ? language : defaultLocale;
};
const subscriptionMonths = async (db: Knex, subscription: Subscription) => (await findProduct(db, { id: subscription.catalogueId }))?.months ?? null;

const dayOf = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');

/** A renewal's price: the product's list price in the subscription's currency on the renewal's day, less an offer's discount that carries into renewals. */
async function renewalPrice(db: Knex, subscription: Subscription): Promise<number> {
  const list = (await findProduct(db, { id: subscription.catalogueId }))?.prices[subscription.currency];
  if (list === undefined) return subscription.amountMinor; // no longer sold in that currency: the last price stands
  return Math.round((list * (100 - subscription.renewalPercentOff)) / 100);
}

/** The renewal order of this period and attempt: made once (priced then), found again when the job runs twice. */
async function renewalOrder(db: Knex, subscription: Subscription, handle: string): Promise<{ id: number; amountMinor: number }> {
  const existing = await findOrderByProviderRef(db, subscription.processor, handle);
  if (existing) return { id: existing.id, amountMinor: existing.amountMinor };
  const first = await db('payment_orders').where({ subscription_id: subscription.id }).orderBy('id').first();
  // The rate of the buyer's country on the renewal's day (vat.ts), kept on the renewal's order.
  const vatRateBp = vatRateFor(subscription.countryCode);
  const amountMinor = await renewalPrice(db, subscription);
  const id = await db.transaction(async (trx) => {
    const id = await insertOrder(trx, {
      profile_id: subscription.profileId, present_profile_id: null, gift_anonymous: false, product_id: subscription.catalogueId, offer_id: null,
      quantity: 1, processor: subscription.processor, subscription_id: subscription.id, currency: subscription.currency,
      amount_minor: amountMinor, vat_rate_bp: vatRateBp, vat_minor: vatIncluded(amountMinor, vatRateBp),
      country_code: subscription.countryCode, dark: subscription.dark, buyer_name: String(first?.buyer_name ?? ''),
      buyer_address: (first?.buyer_address as string | null) ?? null, data: { renewal: true }, provider_ref: handle,
    });
    await updateSubscription(trx, subscription.id, { amount_minor: amountMinor });
    await orderMachine.transition(trx, id, 'Unpaid', 'Pending');
    return id;
  });
  return { id, amountMinor };
}

/**
 * Renews one subscription whose period is about to end. A card is charged now with a handle naming the period
 * and the attempt (the provider answers a repeated handle with the same charge: a job run twice charges once); a
 * refusal is retried on `renewalRetryHours`, and the third ends the subscription with the reason's state. The
 * wallet gets a charge due at the period's end and retries by itself; its webhook settles or ends.
 */
export async function renewSubscription(db: Knex, subscriptionId: number): Promise<void> {
  const subscription = await findSubscription(db, subscriptionId);
  if (!subscription || !['ActiveInitialPurchase', 'Active'].includes(subscription.state)) return;
  const { nextAttemptAt, periodEnd, profileId } = subscription;
  if (!nextAttemptAt || nextAttemptAt > new Date() || !periodEnd || profileId === null) return;
  const providers = paymentProviders();
  if (!providers) throw new Error('payments.renew: this process has no payment providers');

  if (subscription.processor === 'VippsMobilePayRecurring') {
    const handle = `renewal-${subscription.id}-${dayOf(periodEnd)}`;
    const { id: orderId, amountMinor } = await renewalOrder(db, subscription, handle);
    const { chargeId } = await providers.vipps.client.createCharge(subscription.providerRef!, {
      amount: amountMinor, description: walletProductName(await subscriptionMonths(db, subscription), await languageOf(db, profileId)), due: walletDueDay(periodEnd), retryDays: 3, orderId: handle, idempotencyKey: handle,
    });
    await db.transaction(async (trx) => {
      await setOrderProviderRef(trx, orderId, `charge:${chargeId}`);
      await updateSubscription(trx, subscription.id, { next_attempt_at: null });
    });
    return;
  }

  const attempt = subscription.failedAttempts + 1;
  const handle = `renewal-${subscription.id}-${dayOf(periodEnd)}-${attempt}`;
  const { id: orderId, amountMinor } = await renewalOrder(db, subscription, handle);
  const billwerk = providers.billwerk.client;
  let charge: BillwerkCharge | null | undefined;
  try {
    charge = await billwerk.chargeSavedMethod({ handle, amount: amountMinor, currency: subscription.currency, customer: customerHandle(profileId), source: subscription.providerRef ?? '' });
  } catch {
    // No answer (a timeout) is not a refusal: the charge may have gone through. Ask the provider before counting it.
    charge = await billwerk.getCharge(handle).catch(() => undefined);
  }
  // Still unknown: the order stays Pending and nothing is counted; the next run (same handle) or reconciliation settles it.
  if (charge === undefined) return;
  const outcome: { settled: true; source: string | null } | { settled: false; reason: PaymentFailureReason; serviceError: boolean } =
    charge === null ? { settled: false, reason: 'Unknown', serviceError: true }
    : charge.state === 'settled' ? { settled: true, source: charge.source }
    : { settled: false, reason: failureReasonOf(charge.error), serviceError: false };
  await db.transaction(async (trx) => {
    const order = (await findOrder(trx, orderId))!;
    if (outcome.settled) {
      await settleOrder(trx, order, { paymentMethod: outcome.source });
      return;
    }
    await failOrder(trx, order, outcome.reason);
    if (attempt >= maxRenewalAttempts) {
      await endSubscription(trx, subscription.id, outcome.serviceError ? 'DeactivatedPaymentServiceError' : 'DeactivatedByPaymentMethodFailed', outcome.reason);
      return;
    }
    const retryAt = new Date(Date.now() + renewalRetryHours[attempt - 1]! * 3_600_000);
    await updateSubscription(trx, subscription.id, { failed_attempts: attempt, next_attempt_at: retryAt, failure_reason: outcome.reason });
    await publish(trx, renewalFailed, { subscriptionId: subscription.id, profileId, retryAt: retryAt.toISOString(), dark: subscription.dark });
  });
}
