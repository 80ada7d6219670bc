import type { Knex } from 'knex';
import { z } from 'zod';
import { defineWebhook, type VerifiedDelivery, type WebhookContext } from '../../../platform/webhooks/index.ts';
import { billwerkDelivery } from '../providers/billwerk/client.ts';
import { vippsDelivery } from '../providers/vipps/client.ts';
import { billwerkWebhookEvent, chargeResponse, paymentMethodResponse, type BillwerkWebhookEvent } from '../providers/billwerk/schemas.ts';
import { vippsWebhookEventSchema, type VippsWebhookEvent } from '../providers/vipps/schemas.ts';
import { paymentProviders } from '../providers/use.ts';
import { findOrderByProviderRef, findSubscriptionByProviderRef, useSavedCard } from './repo.ts';
import { profileOfCustomer } from './service/begin.ts';
import { failOrder } from './service/settle.ts';
import { applyCardCharge, applyWalletCharge } from './service/outcomes.ts';
import { endSubscription } from './service/renew.ts';

function providers() {
  const p = paymentProviders();
  if (!p) throw new Error('A payment webhook arrived but this process has no payment providers');
  return p;
}

/**
 * A card webhook as we keep it: the provider's signature covers the timestamp and the webhook's id only, so the
 * charge it is about is read from the provider's API while verifying (before the inbox transaction: no database
 * transaction waits on the provider) and kept beside the event. `chargeUnknown`: the provider did not answer.
 */
const billwerkDelivered = billwerkWebhookEvent.extend({
  charge: chargeResponse.nullable().optional(),
  chargeUnknown: z.boolean().optional(),
  /** The added payment method as the provider's API answers it (the body's customer and method are not signed). */
  method: paymentMethodResponse.nullable().optional(),
});
type BillwerkDelivered = z.infer<typeof billwerkDelivered>;

const chargeEvents = new Set(['invoice_settled', 'invoice_failed']);

async function verifyBillwerk(rawBody: Buffer): Promise<VerifiedDelivery | null> {
  const { client, webhookSecret } = providers().billwerk;
  const delivery = billwerkDelivery(rawBody, webhookSecret);
  if (!delivery) return null;
  const event = delivery.payload as BillwerkWebhookEvent;
  if (event.event_type === 'customer_payment_method_added' && event.payment_method) {
    try {
      return { ...delivery, payload: { ...event, method: await client.getPaymentMethod(event.payment_method) } };
    } catch {
      return { ...delivery, payload: { ...event, chargeUnknown: true } };
    }
  }
  if (!event.invoice || !chargeEvents.has(event.event_type)) return delivery;
  try {
    return { ...delivery, payload: { ...event, charge: await client.getCharge(event.invoice) } };
  } catch {
    return { ...delivery, payload: { ...event, chargeUnknown: true } };
  }
}

/** The card provider's webhooks: what happened is the charge read from its API, never the body. */
async function handleBillwerk(trx: Knex.Transaction, event: BillwerkDelivered, ctx: WebhookContext): Promise<void> {
  // A throw answers 500 and rolls back the inbox row, so the provider delivers the event again.
  if (event.chargeUnknown) throw new Error(`payments: the card provider did not answer about ${event.invoice ?? event.payment_method}; the webhook will come again`);
  if (event.event_type === 'customer_payment_method_added') {
    // The provider's word, not the body's: the method must exist, be active and belong to the customer named.
    const method = event.method;
    if (!method || method.id !== event.payment_method || method.state !== 'active' || method.customer !== event.customer) {
      ctx.logger.warn({ customer: event.customer, paymentMethod: event.payment_method }, 'payments: a payment method webhook the provider does not confirm; ignored');
      return;
    }
    const profileId = profileOfCustomer(method.customer);
    if (profileId !== null) await useSavedCard(trx, profileId, method.id);
    return;
  }
  if (!event.invoice || !chargeEvents.has(event.event_type)) return;
  const order = await findOrderByProviderRef(trx, 'Billwerk', event.invoice);
  const charge = event.charge;
  if (!order || !charge) return;
  await applyCardCharge(trx, order, charge, ctx.logger);
}

/** The wallet's webhooks: signed over the whole body, so the event's facts are the provider's word. */
async function handleVipps(trx: Knex.Transaction, event: VippsWebhookEvent, ctx: WebhookContext): Promise<void> {
  if ('chargeId' in event) {
    const order =
      event.chargeType === 'INITIAL'
        ? await findOrderByProviderRef(trx, 'VippsMobilePayRecurring', event.agreementId)
        : await findOrderByProviderRef(trx, 'VippsMobilePayRecurring', `charge:${event.chargeId}`);
    if (!order || event.eventType === 'recurring.charge-canceled.v1') return;
    const { chargeType, amount, currency, failureReason } = event;
    await applyWalletCharge(trx, order, { captured: event.eventType === 'recurring.charge-captured.v1', chargeType, amount, currency, failureReason }, ctx.logger);
    return;
  }
  const subscription = await findSubscriptionByProviderRef(trx, 'VippsMobilePayRecurring', event.agreementId);
  if (!subscription) return;
  if (event.eventType === 'recurring.agreement-rejected.v1' || event.eventType === 'recurring.agreement-expired.v1') {
    const order = await findOrderByProviderRef(trx, 'VippsMobilePayRecurring', event.agreementId);
    if (order && subscription.state === 'None') await failOrder(trx, order, null);
  }
  if (event.eventType === 'recurring.agreement-stopped.v1' || event.eventType === 'recurring.agreement-expired.v1') {
    // Stopped in the wallet's app: as StopSubscription, the paid period runs to its end.
    if (subscription.state === 'ActiveInitialPurchase' || subscription.state === 'Active') {
      await endSubscription(trx, subscription.id, 'DeactivatedByUser', null);
    }
  }
}

export const billwerkWebhook = defineWebhook({
  provider: 'billwerk',
  path: '/webhooks/billwerk',
  verify: verifyBillwerk,
  event: billwerkDelivered,
  handle: handleBillwerk,
});

export const vippsWebhook = defineWebhook({
  provider: 'vipps',
  path: '/webhooks/vipps',
  verify: (rawBody, headers) => vippsDelivery(providers().vipps.webhookUrl, providers().vipps.webhookSecret)(rawBody, headers),
  event: vippsWebhookEventSchema,
  handle: handleVipps,
});
