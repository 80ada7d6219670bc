import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { provideCommunityNotifications } from '../lists/index.ts';
import { countIncomingRequests } from './repo.ts';

// The top menu's CommunityNotifications (dark site): relation requests waiting for the member's answer.
provideCommunityNotifications('relationRequests', {
  darkOnly: true,
  textKey: 'connections.community.requests',
  link: () => '/EditProfile/Relations',
  count: (db, viewer) => countIncomingRequests(db, viewer.id),
});

/**
 * Relations between profiles (dark site): asked with a role, accepted or declined, changed and deleted. Mounted
 * before profiles so its /Profile/:id/Relations wins over the generic tab route.
 */
export const connectionsModule: AppModule = {
  name: 'connections',
  pages,
  api: [{ controller: 'DarkProfileConnection', actions }],
};

/** Domain events (platform/events): a relation was asked for; a request was accepted. */
export { connectionRequested, connectionAccepted } from './events.ts';
