import { registerPersonalData } from '../../platform/personal-data/index.ts';
import { ordersQuery, toOrder } from './orders/repo.ts';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { endSubscription } from './orders/service/renew.ts';
import { stopAgreementJob } from './orders/service/subscriptions.ts';
import { activeSubscriptionStates } from './orders/states.ts';
import { packageType, receiptNumber } from './receipts/presenter.ts';

/**
 * What payments holds about a member (the why is in CONTEXT.md):
 * - orders they bought: exported as receipts; on deletion the order stays (bookkeeping law keeps receipts for
 *   years) with only the name and address printed on it: the buyer and a gift's recipient are cut off and the
 *   order's data emptied;
 * - gifts they received: exported without the giver when the giver stayed anonymous; on deletion the order (the
 *   giver's receipt) stays and loses the recipient;
 * - subscriptions: a running one ends (DeactivatedByUser, through the subscription machine: nothing renews; a wallet
 *   agreement is stopped at the provider by a job after the commit) and every one loses the profile;
 * Promotions and birthday answers are the promotions part's (promotions/personal-data.ts).
 */
registerPersonalData({
  module: 'payments',
  covers: {
    payment_orders: ['profile_id', 'present_profile_id'],
    payment_subscriptions: ['profile_id'],
  },
  exporter: async (db, profileId) => {
    const bought = ((await ordersQuery(db).where('o.profile_id', profileId).orderBy('o.id')) as Record<string, unknown>[]).map(toOrder);
    const received = ((await ordersQuery(db).where('o.present_profile_id', profileId).whereIn('o.state', ['PaidInFull', 'Free']).orderBy('o.id')) as Record<string, unknown>[]).map(toOrder);
    return {
      data: {
        receipts: bought.map((o) => ({
          receiptNumber: receiptNumber(o.id),
          createdAt: o.createdAt.toISOString(),
          paidAt: o.paidAt?.toISOString() ?? null,
          status: o.state,
          failureReason: o.failureReason,
          packageType: packageType(o),
          productId: o.productId,
          product: o.productCode,
          quantity: o.quantity,
          currency: o.currency,
          amountMinor: o.amountMinor,
          vatRateBp: o.vatRateBp,
          vatMinor: o.vatMinor,
          paymentMethod: o.processor,
          buyerName: o.buyerName,
          buyerAddress: o.buyerAddress,
          giftForProfileId: o.recipientId,
          giftAnonymous: o.recipientId !== null ? o.giftAnonymous : undefined,
          grantedUntil: o.recipientId === null ? (o.grantedUntil?.toISOString() ?? null) : null,
        })),
        giftsReceived: received.map((o) => ({
          product: o.productCode,
          receivedAt: (o.paidAt ?? o.createdAt).toISOString(),
          grantedUntil: o.grantedUntil?.toISOString() ?? null,
          fromProfileId: o.giftAnonymous ? null : o.buyerId,
        })),
        subscriptions: await db('payment_subscriptions').where({ profile_id: profileId }).orderBy('id').select('id', 'state', 'processor', 'currency', 'amount_minor', 'period_end', 'created_at', 'ended_at', 'failure_reason'),
      },
    };
  },
  eraser: async (trx, profileId) => {
    const running = (await trx('payment_subscriptions').where({ profile_id: profileId }).whereIn('state', ['None', ...activeSubscriptionStates]).select('id', 'processor', 'provider_ref')) as { id: string; processor: string; provider_ref: string | null }[];
    for (const subscription of running) {
      await endSubscription(trx, Number(subscription.id), 'DeactivatedByUser', null);
      // The wallet charges on its own schedule: its agreement is stopped at the provider after the commit.
      if (subscription.processor === 'VippsMobilePayRecurring' && subscription.provider_ref) {
        await enqueueJob(trx, stopAgreementJob, { agreementId: subscription.provider_ref }, { key: `stopAgreement:${subscription.provider_ref}` });
      }
    }
    await trx('payment_subscriptions').where({ profile_id: profileId }).update({ profile_id: null });
    // What bookkeeping keeps: the receipt with the name and address printed on it (and whether a gift was seen).
    await trx('payment_orders')
      .where({ profile_id: profileId })
      .update({ profile_id: null, present_profile_id: null, data: trx.raw(`jsonb_strip_nulls(jsonb_build_object('giftSeenAt', data->'giftSeenAt'))`) });
    await trx('payment_orders').where({ present_profile_id: profileId }).update({ present_profile_id: null });
  },
});
