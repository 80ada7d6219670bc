import { registerPolicies } from '../../platform/auth/authorize.ts';
import type { AppModule } from '../../platform/http/define.ts';
import { registerProfileTab } from '../profiles/index.ts';
import { policies } from './policy.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { provideCommunityNotifications } from '../lists/index.ts';
import { countNewEntries } from './repo.ts';
import './personal-data.ts';
import './notifications.ts';
import { registerNotificationKind } from '../profiles/index.ts';
// A new entry in the member's guestbook (notifications writes it from guestbook.entryWritten).
registerNotificationKind('guestbookEntry', {
  label: 'profiles.notifications.kinds.guestbookEntry',
  sentences: { written: 'notifications.sentence.guestbookEntry.written' },
  link: (n) => `/Profile/${n.profileId}/Guestbook`,
  defaults: ['site', 'push'],
  site: 'dark',
});

registerPolicies(policies);

/** "New" in the top menu: written in the last day (a guestbook has no read mark). */
const newEntryWindowMs = 24 * 60 * 60 * 1000;

// The top menu's CommunityNotifications (dark site): entries written on the member's guestbook in the last day.
provideCommunityNotifications('guestbookEntries', {
  darkOnly: true,
  textKey: 'guestbook.community.newEntries',
  link: (actor) => `/Profile/${actor.profileId}/Guestbook`,
  count: (db, actor) => countNewEntries(db, actor.profileId, new Date(Date.now() - newEntryWindowMs)),
});

/**
 * Guestbooks on the dark site: other members write entries on a profile. Publishes `guestbook.entryWritten`
 * ({ profileId, entryId, writerId }) for the notifications to come. Mounted before profiles, whose generic
 * /Profile/:id/:tab would otherwise answer /Profile/:id/Guestbook.
 */
export const guestbookModule: AppModule = {
  name: 'guestbook',
  pages,
  api: [{ controller: 'Guestbook', actions }],
};

/** Domain event (platform/events): an entry was written in a member's guestbook. */
export { entryWritten } from './events.ts';

// Its tab of the profile page (it mounts /Profile/:id/<tab> and hands its content to profiles).
registerProfileTab('Guestbook', { label: 'profiles.tabs.Guestbook', order: 40, site: 'dark' });
