import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { BillwerkCharge } from '../../providers/billwerk/schemas.ts';
import type { VippsCharge } from '../../providers/vipps/schemas.ts';
import { paymentProviders, type PaymentProviders } from '../../providers/use.ts';
import { findOrder, findSubscription, pendingOrderIds, type Order } from '../repo.ts';
import { applyCardCharge, applyWalletCharge } from './outcomes.ts';
import { endSubscription } from './renew.ts';
import { failOrder } from './settle.ts';

/** An order Pending this long is asked about at its provider: its webhook may have been lost. */
export const reconcileAfterMinutes = 5;
/** A hosted card page with no charge this long after the order was made was left or cancelled: the order is given back (Unpaid). */
export const abandonedAfterMinutes = 30;

/** What the provider says, as reconciliation applies it: a charge's end, the member gave up, or nothing yet. */
type News =
  | { kind: 'card'; charge: BillwerkCharge }
  | { kind: 'wallet'; charge: VippsCharge; currency: string }
  /** No money will come: the member left or declined, or the wallet cancelled the charge (`endSubscription`: its agreement was stopped too). */
  | { kind: 'abandoned'; endSubscription?: number }
  | null;

const walletEnded = (charge: VippsCharge) => charge.status === 'CHARGED' || charge.status === 'FAILED';

async function askProvider(db: Knex, providers: PaymentProviders, order: Order): Promise<News> {
  const ref = order.providerRef!;
  const old = Date.now() - order.createdAt.getTime() > abandonedAfterMinutes * 60_000;
  if (order.processor === 'Billwerk') {
    const charge = await providers.billwerk.client.getCharge(ref);
    if (charge) return { kind: 'card', charge };
    // Only a hosted page leaves no charge; a renewal's charge is made by our job, which asks again itself.
    return old && !ref.startsWith('renewal-') ? { kind: 'abandoned' } : null;
  }
  const { vipps } = providers;
  if (ref.startsWith('charge:')) {
    const subscription = order.subscriptionId === null ? null : await findSubscription(db, order.subscriptionId);
    if (!subscription?.providerRef) return null;
    const charge = await vipps.client.getCharge(subscription.providerRef, ref.slice('charge:'.length));
    if (walletEnded(charge)) return { kind: 'wallet', charge, currency: subscription.currency };
    if (charge.status !== 'CANCELLED') return null;
    // Cancelled with its agreement (stopped in the app, or by us): as the lost "agreement stopped" webhook would, end the subscription.
    const agreement = await vipps.client.getAgreement(subscription.providerRef);
    return { kind: 'abandoned', ...(agreement.status === 'STOPPED' || agreement.status === 'EXPIRED' ? { endSubscription: subscription.id } : {}) };
  }
  if (ref.startsWith('renewal-')) return null; // the charge was never made: the renewal job makes it
  const agreement = await vipps.client.getAgreement(ref);
  const initial = (await vipps.client.listCharges(ref)).find((c) => c.type === 'INITIAL');
  if (initial && walletEnded(initial)) return { kind: 'wallet', charge: initial, currency: agreement.pricing.currency };
  return agreement.status === 'STOPPED' || agreement.status === 'EXPIRED' ? { kind: 'abandoned' } : null;
}

/**
 * The schedule's run: every card and wallet order Pending past `reconcileAfterMinutes` is asked about at its
 * provider, and what the provider says is applied as its webhook would apply it (outcomes.ts), so a webhook that
 * comes after all finds the order moved and changes nothing. An order the provider has no end for yet stays
 * Pending; a provider that does not answer is asked again at the next run.
 */
export async function reconcilePendingOrders(db: Knex, logger: Logger): Promise<number> {
  const providers = paymentProviders();
  if (!providers) return 0;
  let settled = 0;
  for (const id of await pendingOrderIds(db, reconcileAfterMinutes)) {
    const order = await findOrder(db, id);
    if (!order?.providerRef) continue;
    let news: News;
    try {
      news = await askProvider(db, providers, order);
    } catch (err) {
      logger.warn({ err, orderId: id }, 'payments: the provider did not answer about a pending order; asked again at the next run');
      continue;
    }
    if (!news) continue;
    await db.transaction(async (trx) => {
      const now = (await findOrder(trx, id))!;
      if (news.kind === 'card') await applyCardCharge(trx, now, news.charge, logger);
      else if (news.kind === 'wallet') {
        const { charge } = news;
        await applyWalletCharge(trx, now, { captured: charge.status === 'CHARGED', chargeType: charge.type, amount: charge.amount, currency: news.currency, failureReason: charge.failureReason }, logger);
      } else {
        await failOrder(trx, now, null);
        if (news.endSubscription !== undefined) await endSubscription(trx, news.endSubscription, 'DeactivatedByUser', null);
      }
    });
    settled++;
  }
  return settled;
}
