import type { PaymentsArea } from '../area.ts';
import { provideMembershipRefusalPage } from '../../../platform/http/membership-refusal.ts';
import { membershipActions } from './api.ts';
import { membersOnlyPage, membershipPages } from './pages.ts';

// A member-only page answers a logged-on non-member with the offer inline (403), not a bare redirect.
provideMembershipRefusalPage(membersOnlyPage);

/** The membership pages (/Membership, special offers, stop renewing), the Membership GET calls and the members-only page. */
export const membershipArea: PaymentsArea = {
  pages: membershipPages,
  api: [{ controller: 'Membership', actions: membershipActions }],
};
