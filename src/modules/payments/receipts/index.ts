import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { PaymentsArea } from '../area.ts';
import { paymentActions, profilesActions } from './api.ts';
import { subscribers } from './mail.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import './notices.ts';
// What payments holds about a member (exporter and eraser): imported here, as payments' index imports this part.
import '../personal-data.ts';

registerPolicies(policies);

/**
 * Receipts, the purchase history, gifts, and the payment mails (issue 21 items 4 and 5): /Receipt with its dialog,
 * /Membership/History, /Membership/Gift/{profileId}, /Membership/Gifts, their calls, and the receipt, renewal and
 * ending e-mails.
 */
export const receiptsArea: PaymentsArea = {
  pages,
  api: [
    { controller: 'Payment', actions: paymentActions },
    { controller: 'Profiles', actions: profilesActions },
  ],
  subscribers,
};
