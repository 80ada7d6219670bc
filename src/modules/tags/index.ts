import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks } from '../../platform/drawer.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import { provideAboutSection, registerNotificationKind } from '../profiles/index.ts';
import { pages } from './pages.ts';
import { currentProfileActions, notificationsActions } from './api.ts';
import { may, registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';
import { tagsOn } from './service.ts';
import { tagMaxLength } from './schemas.ts';
import './personal-data.ts';
import './notifications.ts';

// "A profile you tagged is online" (notifications sends it on accounts.loggedOn to taggersToTellOnline). A member's
// tags are private labels: on the site only unless they choose more.
registerNotificationKind('onlineTagged', {
  label: 'profiles.notifications.kinds.onlineTagged',
  sentences: { online: 'notifications.sentence.onlineTagged.online' },
  link: (n) => `/Profile/${n.subjectId}`,
  defaults: ['site'],
  site: 'regular',
});

// Who may use tags and tag a profile (policy.ts), decided through authorize.
registerPolicies(policies);

// Under a profile's About tab, a member's own tags on it and the add form (profiles cannot import tags, which reads profiles).
provideAboutSection(async (db, { profileId, actor, subject }) =>
  may(actor, 'tags.tag', subject) ? { view: 'tags/_profile-tags', locals: { tags: await tagsOn(db, actor.profileId, profileId), maxLength: tagMaxLength } } : null,
);

/** Tags (spec §2 /Tags, §5, §6): a member's private labels on other profiles, their lists and "a profile you tagged is online". */
export const tagsModule: AppModule = {
  name: 'tags',
  pages,
  api: [
    { controller: 'CurrentProfile', actions: currentProfileActions },
    { controller: 'Notifications', actions: notificationsActions },
  ],
};
/** Whom notifications tells "a profile you tagged is online" (the members who tagged it). */
export { taggersToTellOnline } from './service.ts';

// A members-only feature (payments' membership pages list it): Tags are a member's: the 24-hour membership is offered for them too.
registerMembersOnlyFeature('tags', { label: 'payments.membership.features.tags', link: '/Tags', offersOneDay: true, paths: ['/Tags'], order: 10 });

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  tags: { label: 'tags.title', href: '/Tags', order: 120, icon: 'tag', shownTo: (a) => may(a, 'tags.use', null) },
});
