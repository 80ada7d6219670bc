import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { PaymentsArea } from '../area.ts';
import { policies } from './policy.ts';
import { billwerkActions, membershipActions, paymentActions, vippsActions } from './api.ts';
import { orderPages } from './pages.ts';
import { enqueueDueRenewals, renewSubscription } from './service/renew.ts';
import { reconcilePendingOrders } from './service/reconcile.ts';
import { finishOpenRefunds } from './service/refund.ts';
import { stopAgreementJob, stopWalletAgreement } from './service/subscriptions.ts';
import { billwerkWebhook, vippsWebhook } from './webhooks.ts';

registerPolicies(policies);

/** Orders, subscriptions and the providers' calls and webhooks; renewals every 15 minutes, reconciliation of pending orders every 5. */
export const ordersArea: PaymentsArea = {
  pages: orderPages,
  api: [
    { controller: 'Payment', actions: paymentActions },
    { controller: 'Billwerk', actions: billwerkActions },
    { controller: 'VippsMobilePayRecurring', actions: vippsActions },
    { controller: 'Membership', actions: membershipActions },
  ],
  jobs: {
    'payments.renewals': (_payload, { db }) => enqueueDueRenewals(db),
    'payments.renew': (payload, { db }) => renewSubscription(db, Number(payload.subscriptionId)),
    [stopAgreementJob]: (payload) => stopWalletAgreement(String(payload.agreementId)),
    'payments.reconcile': async (_payload, { db, logger }) => {
      await reconcilePendingOrders(db, logger);
      await finishOpenRefunds(db, logger);
    },
  },
  schedules: [
    { name: 'payments.renewals', every: '15 minutes', job: 'payments.renewals' },
    // A lost webhook must not stall an order: what is still Pending is asked about at its provider.
    { name: 'payments.reconcile', every: '5 minutes', job: 'payments.reconcile' },
  ],
  webhooks: [billwerkWebhook, vippsWebhook],
};
