import { registerPolicies } from '../../../platform/auth/authorize.ts';
import type { ModuleArea } from '../../../platform/http/areas.ts';
import { forgetComments, registerCommentSubject } from '../../comments/index.ts';
import { forgetPlaces } from '../../signups/index.ts';
import { onLodgeDeleted } from '../core/cleanup.ts';
import { meetupSignupType } from './repo.ts';
import { registerNotificationKind } from '../../profiles/index.ts';
import { actions } from './api.ts';
import { subscribers } from './notifications.ts';
import { pages } from './pages.ts';
import { policies } from './policy.ts';
import { commentsChanged, loadCommentSubject, meetupCommentType } from './subject.ts';
import './personal-data.ts';

registerPolicies(policies);
registerCommentSubject(meetupCommentType, { load: loadCommentSubject, changed: commentsChanged });
// A lodge deleted takes its meetups by cascade; their places and comments live in other modules.
onLodgeDeleted(async (trx, lodgeId) => {
  const ids = (await trx('lodge_meetups').where({ lodge_id: lodgeId }).pluck('id')).map(Number);
  for (const id of ids) await forgetPlaces(trx, { subjectType: meetupSignupType, subjectId: id });
  await forgetComments(trx, meetupCommentType, ids);
});

// Meetups' notification kinds ('both': a lodge lives on one site, each notification carries it). The link opens the
// meetup by its id (its page under its lodge).
const kinds = [
  { kind: 'lodgeMeetupNew', actions: ['planned'], defaults: ['site', 'email'] },
  { kind: 'lodgeMeetupChanged', actions: ['changed', 'cancelled'], defaults: ['site', 'email', 'push'] },
  { kind: 'lodgeMeetupPromoted', actions: ['promoted'], defaults: ['site', 'email', 'push'] },
  { kind: 'lodgeMeetupComment', actions: ['commented'], defaults: ['site'] },
] as const;
for (const { kind, actions: said, defaults } of kinds) {
  registerNotificationKind(kind, {
    label: `lodges.meetups.notifications.kinds.${kind}`,
    sentences: Object.fromEntries(said.map((a) => [a, `lodges.meetups.notifications.sentence.${a}`])),
    link: (n) => `/Community/Lodges/Meetup/${n.subjectId}`,
    defaults: [...defaults],
    site: 'both',
  });
}

/**
 * Lodges' meetups and calendar (issue 33 §4): meetups with place, time, capacity and a sign-up deadline, sign-up
 * with guests and a waiting list (the signups module), comments, the calendar's month, day and meetup pages with
 * the LodgeCalendar island, a meetup's .ics and a member's calendar feed.
 */
export const meetupsArea: ModuleArea = { pages, api: [{ controller: 'Lodges', actions }], subscribers };

export { meetupCommentType } from './subject.ts';
export { tellOfMeetupComment } from './notifications.ts';
export { meetupSignupType } from './repo.ts';
/** The meetup use cases, for the admin CLI, jobs and tests (the pages and calls use the same). */
export { createMeetup, editMeetup, cancelMeetup, signUpForMeetup, quitMeetup } from './service.ts';
export type { MeetupFields } from './schemas.ts';
