import type { AppModule } from '../../platform/http/define.ts';
import { registerProfileTab } from '../profiles/index.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { provideCommunityNotifications } from '../lists/index.ts';
import { countIncomingRequests } from './repo.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';
import './personal-data.ts';
import './notifications.ts';
import { registerNotificationKind } from '../profiles/index.ts';
// A relation asked for (to the asked) and accepted (to the asker): notifications writes them from this module's events.
registerNotificationKind('relationRequest', {
  label: 'profiles.notifications.kinds.relationRequest',
  sentences: { requested: 'notifications.sentence.relationRequest.requested', accepted: 'notifications.sentence.relationRequest.accepted' },
  link: (n) => (n.action === 'accepted' ? `/Profile/${n.profileId}/Relations` : '/EditProfile/Relations'),
  defaults: ['site', 'push'],
  site: 'dark',
});

// Who may see, ask for, answer, change and delete relations (policy.ts), decided through authorize.
registerPolicies(policies);

// The top menu's CommunityNotifications (dark site): relation requests waiting for the member's answer.
provideCommunityNotifications('relationRequests', {
  darkOnly: true,
  textKey: 'connections.community.requests',
  link: () => '/EditProfile/Relations',
  count: (db, actor) => countIncomingRequests(db, actor.profileId),
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
export type { ConnectionSubject } from './policy.ts';
export type { ConnectionRow } from './repo.ts';

// Its tab of the profile page (it mounts /Profile/:id/<tab> and hands its content to profiles).
registerProfileTab('Relations', { label: 'profiles.tabs.Relations', order: 30, site: 'dark' });
