import type { Knex } from 'knex';
import { on, type Subscribers } from '../../../platform/events/index.ts';
import { notify, notifyMany } from '../../notifications/index.ts';
import { registerNotificationKind } from '../../profiles/index.ts';
import { membershipDecided, membershipRequested } from './events.ts';
import { markRequestNew } from './membership.ts';
import { lodgePath } from './shell.ts';

// Spec §7: requests to a lodge's admins, and their answer to the asker; on the lodge's own site ('both': each
// notification carries its lodge's site, so a dark lodge's never shows on the regular site).
registerNotificationKind('lodgeRequest', {
  label: 'lodges.notifications.kinds.lodgeRequest',
  sentences: { requested: 'lodges.notifications.sentence.requested' },
  link: (n) => `${lodgePath(n.subjectId, 'MemberManagement')}/PendingRequests`,
  defaults: ['site', 'email'],
  site: 'both',
});
registerNotificationKind('lodgeApproved', {
  label: 'lodges.notifications.kinds.lodgeApproved',
  sentences: { approved: 'lodges.notifications.sentence.approved', declined: 'lodges.notifications.sentence.declined' },
  link: (n) => lodgePath(n.subjectId),
  defaults: ['site', 'email'],
  site: 'both',
});

const lodgeSite = async (db: Knex, lodgeId: number) => (await db('lodges').where({ id: lodgeId }).first('dark')) as { dark: boolean } | undefined;

/** A request tells the lodge's owner and co-owners, then moves Created → New (once, whoever runs the job). */
async function tellAdmins(db: Knex, e: { requestId: number; lodgeId: number; profileId: number }) {
  const lodge = await lodgeSite(db, e.lodgeId);
  if (!lodge) return;
  const admins = (await db('lodge_members').where({ lodge_id: e.lodgeId }).whereIn('role', ['Owner', 'CoOwner']).pluck('profile_id')).map(Number);
  await notifyMany(db, admins, { actorId: e.profileId, kind: 'lodgeRequest', action: 'requested', subjectType: 'lodge', subjectId: e.lodgeId, dark: lodge.dark, dedupeKey: `lodgeRequest:${e.requestId}` });
  await markRequestNew(db, e.requestId);
}

async function tellAsker(db: Knex, e: { requestId: number; lodgeId: number; profileId: number; actorId: number; approved: boolean }) {
  const lodge = await lodgeSite(db, e.lodgeId);
  if (!lodge) return;
  await notify(db, {
    profileId: e.profileId,
    actorId: e.actorId,
    kind: 'lodgeApproved',
    action: e.approved ? 'approved' : 'declined',
    subjectType: 'lodge',
    subjectId: e.lodgeId,
    dark: lodge.dark,
    dedupeKey: `lodgeDecided:${e.requestId}`,
  });
}

export const subscribers: Subscribers = [on(membershipRequested, (e, { db }) => tellAdmins(db, e)), on(membershipDecided, (e, { db }) => tellAsker(db, e))];
