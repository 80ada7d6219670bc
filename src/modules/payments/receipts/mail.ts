import type { Knex } from 'knex';
import { on, type Subscribers } from '../../../platform/events/index.ts';
import { formatDate } from '../../../platform/i18n/formats.ts';
import { defaultLocale, isLocale, translator } from '../../../platform/i18n/index.ts';
import { queueMail, queueMailOnce } from '../../../platform/mail/index.ts';
import { findBillingDetails, findMembershipEnd } from '../../accounts/index.ts';
import { listSites } from '../../sites/index.ts';
import { findOrder, refundShortened, refundsOf } from '../orders/repo.ts';
import { orderPaid, orderRefunded, renewalFailed, subscriptionEnded } from '../orders/events.ts';
import { creditNoteView, productText, receiptNumber, receiptView } from './presenter.ts';
import { giftOf } from './service.ts';
import * as repo from './repo.ts';

/**
 * Every payment mail links to the regular site and names nothing of the dark site, even for an order made there:
 * an inbox is read by others, and a receipt is the same receipt on either site.
 */
async function regularOrigin(db: Knex): Promise<string> {
  const sites = await listSites(db);
  return (sites.find((s) => !s.dark) ?? sites[0])?.origin ?? '';
}

async function recipient(db: Knex, profileId: number) {
  const billing = await findBillingDetails(db, profileId);
  if (!billing?.email) return null;
  return { ...billing, locale: isLocale(billing.language) ? billing.language : defaultLocale };
}

/**
 * The receipt e-mail (VAT shown) to the buyer of a paid order, in their language, once per order: the claim and
 * the mail are one transaction, so a subscriber job that runs twice mails once. A free order (a birthday gift
 * of ours) has no receipt mail; a deleted buyer gets none.
 */
export async function mailReceipt(db: Knex, orderId: number): Promise<void> {
  const order = await findOrder(db, orderId);
  if (!order || order.buyerId === null || !['PaidInFull', 'PaidDeposit'].includes(order.state)) return;
  const to = await recipient(db, order.buyerId);
  if (!to) return;
  const view = receiptView(order, await giftOf(db, order), to.locale);
  const t = translator(to.locale);
  const origin = await regularOrigin(db);
  await db.transaction(async (trx) => {
    if (!(await repo.claimReceiptMail(trx, order.id))) return;
    await queueMail(trx, {
      to: to.email,
      locale: to.locale,
      template: 'payments.receipts.mail.receipt',
      params: {
        name: to.name,
        number: view.number,
        date: view.date,
        product: view.product,
        amount: view.amount,
        vatRate: view.vatRate,
        vat: view.vat,
        method: view.method,
        buyer: [view.buyerName, view.buyerAddress].filter(Boolean).join(', '),
        giftLine: view.gift ? t(view.gift.anonymous ? 'payments.receipts.mail.giftLineAnonymous' : 'payments.receipts.mail.giftLine', { name: view.gift.name }) : '',
      },
      link: `${origin}/Receipt?order=${order.id}`,
    });
  });
}

/**
 * A refused renewal: when we try again, and that the member may change the card before then. Once per subscription
 * and retry (its job may run twice).
 */
export async function mailRenewalFailed(db: Knex, subscriptionId: number, profileId: number, retryAt: Date): Promise<void> {
  const to = await recipient(db, profileId);
  if (!to) return;
  const origin = await regularOrigin(db);
  await queueMailOnce(db, `payments.renewalFailed:${subscriptionId}:${retryAt.toISOString()}`, { to: to.email, locale: to.locale, template: 'payments.receipts.mail.renewalFailed', params: { name: to.name, date: formatDate(retryAt, to.locale) }, link: `${origin}/Membership` });
}

/** A subscription that ended because payments kept failing: why, and how to buy again. Once per subscription. */
export async function mailSubscriptionEnded(db: Knex, subscriptionId: number, profileId: number, state: 'DeactivatedPaymentServiceError' | 'DeactivatedByPaymentMethodFailed'): Promise<void> {
  const to = await recipient(db, profileId);
  if (!to) return;
  const origin = await regularOrigin(db);
  const reason = translator(to.locale)(`payments.receipts.mail.endedReason.${state}`);
  await queueMailOnce(db, `payments.subscriptionEnded:${subscriptionId}`, { to: to.email, locale: to.locale, template: 'payments.receipts.mail.subscriptionEnded', params: { name: to.name, reason }, link: `${origin}/Membership` });
}

/**
 * A refund: the credit note by e-mail to the buyer, in their language, once per refund, with the membership's new
 * end when the refund took the period back.
 */
export async function mailRefund(db: Knex, orderId: number, refundId: number): Promise<void> {
  const order = await findOrder(db, orderId);
  const refund = (await refundsOf(db, orderId)).find((r) => r.id === refundId);
  if (!order || !refund || order.buyerId === null) return;
  const to = await recipient(db, order.buyerId);
  if (!to) return;
  const t = translator(to.locale);
  const note = creditNoteView(order, refund, to.locale);
  const shortened = order.state === 'Refunded' && (await refundShortened(db, refundId));
  const until = shortened && order.recipientId === null ? await findMembershipEnd(db, order.buyerId) : undefined;
  const membershipLine = !shortened ? '' : until && until > new Date() ? t('payments.receipts.mail.refundMembership', { date: formatDate(until, to.locale) }) : t('payments.receipts.mail.refundMembershipEnded');
  const origin = await regularOrigin(db);
  // Keyed by the refund and its moment: ids restart where a test database is reset, a moment does not repeat.
  await queueMailOnce(db, `payments.refund:${refundId}:${refund.refundedAt.toISOString()}`, {
    to: to.email,
    locale: to.locale,
    template: 'payments.receipts.mail.refund',
    params: { name: to.name, number: note.number, amount: note.amount, vat: note.vat, receipt: receiptNumber(order.id), product: productText(order, to.locale), membershipLine },
    link: `${origin}/Receipt?order=${order.id}`,
  });
}

/** The receipts part's reactions to the orders' events (the notifications module writes the notices). */
export const subscribers: Subscribers = [
  on(orderPaid, (e, { db }) => mailReceipt(db, e.orderId)),
  on(renewalFailed, (e, { db }) => mailRenewalFailed(db, e.subscriptionId, e.profileId, new Date(e.retryAt))),
  on(subscriptionEnded, (e, { db }) => mailSubscriptionEnded(db, e.subscriptionId, e.profileId, e.state)),
  on(orderRefunded, (e, { db }) => mailRefund(db, e.orderId, e.refundId)),
];
