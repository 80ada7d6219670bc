import type { Knex } from 'knex';
import { defaultLocale, translator, type Locale } from '../../../../platform/i18n/index.ts';
import { paymentProviders, type PaymentProviders } from '../../providers/use.ts';
import * as errors from '../errors.ts';
import { findOrder, findSubscription, setOrderProviderRef, updateSubscription } from '../repo.ts';
import { orderMachine } from '../states.ts';

/** Our handles at the providers: the order's id is in each, so a webhook finds its order. */
export const billwerkOrderHandle = (orderId: number) => `order-${orderId}`;
export const customerHandle = (profileId: number) => `profile-${profileId}`;
/** The profile a customer handle names, or null for a handle that is not ours. */
export const profileOfCustomer = (handle: string): number | null => {
  const id = /^profile-(\d{1,15})$/.exec(handle)?.[1];
  return id === undefined ? null : Number(id);
};
export const bankTransferReference = (orderId: number) => `NL${String(orderId).padStart(6, '0')}`;

/** Where the provider sends the browser back: a page that waits for the webhook, never grants anything itself. */
export const returnPath = (orderId: number) => `/Payment/Return?order=${orderId}`;

function providers(): PaymentProviders {
  const p = paymentProviders();
  if (!p) throw errors.paymentsUnavailable();
  return p;
}

/** What the wallet's app shows the member for the agreement and its charges, in their language (at most 45 characters). */
export const walletProductName = (months: number | null, locale: Locale): string =>
  translator(locale)('payments.orders.walletProduct', { count: months ?? 1 }).slice(0, 45);

/**
 * Sends an Unpaid order to its provider and answers where the browser goes: the card provider's hosted page, the
 * wallet's confirmation page, or our bank transfer instructions. The order becomes Pending once the provider has
 * answered; a provider that fails leaves it Unpaid (nothing was taken) with a 502.
 */
export async function beginAtProvider(db: Knex, orderId: number, origin: string, locale: Locale = defaultLocale): Promise<string> {
  const order = await findOrder(db, orderId);
  if (!order) throw errors.orderNotFound();
  if (order.state !== 'Unpaid' || order.failureReason !== null) throw errors.orderNotPayable();
  const back = `${origin}${returnPath(order.id)}`;

  if (order.processor === 'BankTransfer') {
    await db.transaction(async (trx) => {
      await setOrderProviderRef(trx, order.id, bankTransferReference(order.id));
      await orderMachine.transition(trx, order.id, 'Unpaid', 'Pending');
    });
    return `/Payment/BankTransfer?order=${order.id}`;
  }

  const provider = providers();
  let url: string;
  let ref: string;
  try {
    if (order.processor === 'Billwerk') {
      ref = billwerkOrderHandle(order.id);
      const session = await provider.billwerk.client.createChargeSession({
        order: { handle: ref, amount: order.amountMinor, currency: order.currency, customer_handle: customerHandle(order.buyerId!) },
        accept_url: back,
        cancel_url: `${back}&cancelled=1`,
        recurring: order.renewing,
      });
      url = session.url;
    } else {
      // The agreement's price is what renewals cost (the list price, unless an offer carries into them); the first charge is the order's.
      const renewing = order.subscriptionId === null ? null : await findSubscription(db, order.subscriptionId);
      const created = await provider.vipps.client.createAgreement(
        {
          pricing: { type: 'LEGACY', amount: renewing?.amountMinor ?? order.amountMinor, currency: order.currency as 'NOK' | 'DKK' | 'EUR' | 'SEK' },
          interval: { unit: 'MONTH', count: order.months ?? 1 },
          productName: walletProductName(order.months, locale),
          merchantRedirectUrl: back,
          merchantAgreementUrl: `${origin}/Membership`,
          initialCharge: { amount: order.amountMinor, description: walletProductName(order.months, locale), transactionType: 'DIRECT_CAPTURE', orderId: billwerkOrderHandle(order.id) },
        },
        `order-${order.id}`,
      );
      ref = created.agreementId;
      url = created.vippsConfirmationUrl;
    }
  } catch {
    throw errors.providerFailed();
  }
  await db.transaction(async (trx) => {
    await setOrderProviderRef(trx, order.id, ref);
    if (order.subscriptionId !== null && order.processor === 'VippsMobilePayRecurring') await updateSubscription(trx, order.subscriptionId, { provider_ref: ref });
    await orderMachine.transition(trx, order.id, 'Unpaid', 'Pending');
  });
  return url;
}
