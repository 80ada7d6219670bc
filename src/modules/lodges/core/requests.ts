import { defineStateMachine } from '../../../platform/state-machine.ts';

/**
 * A request to join a lodge that approves new members (spec §4 lodge membership request): None (no row) →
 * Created (written) → New (its admins have been told) → Approved or Declined, each an end. A request withdrawn or
 * deleted before it is decided goes back to None (its row is deleted).
 */
export type RequestState = 'Created' | 'New' | 'Approved' | 'Declined';
export const requestStates = defineStateMachine<RequestState, { id: number; lodge_id: number; profile_id: number; state: RequestState }>({
  name: 'lodges.membershipRequest',
  table: 'lodge_membership_requests',
  transitions: {
    Created: ['New', 'Approved', 'Declined'],
    New: ['Approved', 'Declined'],
    Approved: [],
    Declined: [],
  },
});
