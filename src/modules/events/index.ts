import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { subjectRoles } from '../../platform/auth/roles.ts';
import { loggedOn, registerDrawerLinks } from '../../platform/drawer.ts';
import type { AppModule } from '../../platform/http/define.ts';
import { registerMenuCount } from '../../platform/member-counts.ts';
import { registerStartSection, type StartCard } from '../../platform/start-page.ts';
import { registerCommentSubject } from '../comments/index.ts';
import { provideGroupAdmission } from '../mail/index.ts';
import { registerNotificationKind } from '../profiles/index.ts';
import { eventAdminCount, eventAdminFlag } from './admin-count.ts';
import { actions } from './api.ts';
import { admitsToConversation } from './mail.ts';
import { subscribers } from './notifications.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { eventPath, eventsRoot, whenLabel } from './presenter.ts';
import * as repo from './repo.ts';
import { upcomingEvents } from './service.ts';
import { commentsChanged, loadCommentSubject } from './subject.ts';
import './personal-data.ts';

registerPolicies(policies);
// The actor's role in an event: its organiser, or an event admin (roleIn(db, actor, 'events.event', id)).
subjectRoles.register(repo.eventSubjectType, async (db, actor, eventId) => (actor.profileId === null ? null : repo.roleOf(db, actor.profileId, eventId)));
registerCommentSubject(repo.eventCommentType, { load: loadCommentSubject, changed: commentsChanged });
// Event/{id}/Mail's conversations: /Mail/{id}, mail's lists, counts and search ask the event on every request.
provideGroupAdmission(repo.eventOwnerType, admitsToConversation, repo.admittedConversationIds);

// Events' notification kinds ('both': an event lives on one site, each notification carries it). A cancellation is
// e-mailed at once by this module (notifications.ts), so the kind's own default is the site and push only.
const kinds = [
  { kind: 'eventChanged', actions: ['changed', 'cancelled'], defaults: ['site', 'push'] },
  { kind: 'eventPromoted', actions: ['promoted'], defaults: ['site', 'email', 'push'] },
  { kind: 'eventComment', actions: ['commented'], defaults: ['site'] },
] as const;
for (const { kind, actions: said, defaults } of kinds) {
  registerNotificationKind(kind, {
    label: `events.notifications.kinds.${kind}`,
    sentences: Object.fromEntries(said.map((a) => [a, `events.notifications.sentence.${a}`])),
    link: (n) => `${eventsRoot}/Event/${n.subjectId}`,
    defaults: [...defaults],
    site: 'both',
  });
}

/**
 * The start page's UpcomingEvents: the next events of the member's site, left out while none are planned (as
 * OnlineProfiles is while nobody is online); hidden where events are disabled (start's §5 rule).
 */
async function upcomingSection(db: Knex, actor: ProfileActor, site: { language: string }): Promise<StartCard[] | null> {
  const page = await upcomingEvents(db, actor, {}, 6);
  return page.items.length ? page.items.map((e) => ({ key: `event-${e.id}`, title: e.title, href: eventPath(e), picture: null, detail: whenLabel(e, site.language) })) : null;
}
registerStartSection('UpcomingEvents', { order: 100, loader: upcomingSection, seeAll: `${eventsRoot}/Upcoming`, label: 'events.start.title', empty: 'events.start.empty' });

// eventAdmin and eventAdminNotificationsCount (spec §3): conversations waiting for the organisers' answer.
registerMenuCount('eventAdminNotificationsCount', { label: 'events.menu.admin', link: `${eventsRoot}/MyEvents`, order: 62, count: (db, actor) => eventAdminCount(db, actor) });
registerMenuCount('eventAdmin', { label: 'events.menu.role', link: `${eventsRoot}/MyEvents`, order: 63, listed: false, count: (db, actor) => eventAdminFlag(db, actor) });

registerDrawerLinks({ events: { label: 'events.drawer', href: `${eventsRoot}/Upcoming`, order: 56, icon: 'changelog', shownTo: loggedOn, feature: 'events' } });

/**
 * Events (issue 34, spec §2 Events, §3, §5, §6, §7): site-wide events run by event admins (a role from the admin CLI),
 * with places, guests and a waiting list (the signups module), comments, an .ics, and attendees' mail to the
 * organisers (mail's group conversations). See CONTEXT.md.
 */
export const eventsModule: AppModule = { name: 'events', pages, api: [{ controller: 'Events', actions }], subscribers };

/** The event use cases, for the admin CLI, jobs and tests (the pages and calls use the same). */
export { createEvent, editEvent, cancelEvent, signUpForEvent, quitEvent, loadEvent, describeGrant, describeRevoke, describeAdmins } from './service.ts';
export { addEventAdminCount } from './admin-count.ts';
export { eventSignupType, eventCommentType, eventSubjectType } from './repo.ts';
export type { EventFields } from './schemas.ts';
