import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { PaymentsArea } from '../area.ts';
import { policies } from './policy.ts';
import { billwerkActions, membershipActions, paymentActions, vippsActions } from './api.ts';
import { orderPages } from './pages.ts';
import { enqueueDueRenewals, renewSubscription } from './service/renew.ts';
import { stopAgreementJob, stopWalletAgreement } from './service/subscriptions.ts';
import { billwerkWebhook, vippsWebhook } from './webhooks.ts';

registerPolicies(policies);

/** Orders, subscriptions and the providers' calls and webhooks; renewals every 15 minutes. */
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
  },
  schedules: [{ name: 'payments.renewals', every: '15 minutes', job: 'payments.renewals' }],
  webhooks: [billwerkWebhook, vippsWebhook],
};
