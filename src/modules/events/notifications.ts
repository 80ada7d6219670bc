import type { Knex } from 'knex';
import { on, type Subscribers } from '../../platform/events/index.ts';
import { isLocale } from '../../platform/i18n/index.ts';
import { queueMailOnce } from '../../platform/mail/index.ts';
import { getProfile } from '../accounts/index.ts';
import { commentAdded } from '../comments/index.ts';
import { messageSent } from '../mail/index.ts';
import { notifyMany } from '../notifications/index.ts';
import { visibleAmong } from '../profiles/index.ts';
import { listSites } from '../sites/index.ts';
import { eventChanged, eventPromoted } from './events.ts';
import { messageWritten } from './mail.ts';
import { eventPath, whenLabel } from './presenter.ts';
import * as repo from './repo.ts';
import type { EventRecord } from './repo.ts';

/** Of `ids`, who may be told: on the event's site, seeing the actor (no block either way), never the actor. */
async function mayBeTold(db: Knex, ids: readonly number[], actorId: number, dark: boolean): Promise<number[]> {
  const candidates = [...new Set(ids)].filter((id) => id !== actorId);
  if (!candidates.length) return [];
  const seen = await visibleAmong(db, candidates, { profileId: actorId, site: { dark } });
  return candidates.filter((id) => seen.has(id));
}

/**
 * A cancellation is e-mailed at once to each one told (whatever their digest settings: a party that will not happen
 * is not news for tomorrow), once per member and event, in their language, with the time in the event's zone.
 */
async function mailCancellation(db: Knex, event: EventRecord, ids: readonly number[]) {
  const site = (await listSites(db)).find((s) => s.dark === event.dark);
  if (!site) return;
  for (const id of ids) {
    const profile = await getProfile(db, id);
    if (!profile?.email) continue;
    const locale = isLocale(profile.language) ? profile.language : site.language;
    await queueMailOnce(db, `events.cancelled:${event.id}:${event.createdAt.getTime()}:${id}`, {
      to: profile.email,
      locale,
      template: 'events.mail.cancelled',
      params: { name: profile.name, title: event.title, when: whenLabel(event, locale), siteName: site.name },
      link: `${site.origin}${eventPath(event)}`,
    });
  }
}

async function tell(db: Knex, eventId: number, actorId: number, ids: readonly number[], n: { kind: string; action: string; dedupeKey: string }, mail = false) {
  const event = await repo.findEvent(db, eventId);
  if (!event) return;
  // A change is told once per version of the event (a re-run job writes nothing twice).
  const dedupeKey = n.dedupeKey.replace('{version}', String(event.updatedAt.getTime()));
  const told = await mayBeTold(db, ids, actorId, event.dark);
  if (!told.length) return;
  await notifyMany(db, told, { actorId, subjectType: repo.eventCommentType, subjectId: eventId, dark: event.dark, kind: n.kind, action: n.action, dedupeKey });
  if (mail) await mailCancellation(db, event, told);
}

/** A comment on an event: its organiser is told (never the writer, never across a block, only on the event's site). */
async function tellOfComment(db: Knex, e: { subjectType: string; subjectId: number; commentId: number; authorId: number }) {
  if (e.subjectType !== repo.eventCommentType) return;
  const event = await repo.findEvent(db, e.subjectId);
  if (!event?.createdBy) return;
  const told = await mayBeTold(db, [event.createdBy], e.authorId, event.dark);
  if (told.length) await notifyMany(db, told, { actorId: e.authorId, kind: 'eventComment', action: 'commented', subjectType: repo.eventCommentType, subjectId: event.id, dark: event.dark, dedupeKey: `eventComment:${e.commentId}` });
}

/** Events' notifications: a change or cancellation (cancellation e-mailed too), a place from the waiting list; the admin count follows mail. */
export const subscribers: Subscribers = [
  on(eventChanged, (e, { db }) =>
    tell(db, e.eventId, e.actorId, e.profileIds, { kind: 'eventChanged', action: e.cancelled ? 'cancelled' : 'changed', dedupeKey: `eventChanged:${e.eventId}:${e.cancelled ? 'cancelled' : '{version}'}` }, e.cancelled),
  ),
  on(eventPromoted, (e, { db }) => tell(db, e.eventId, e.actorId, e.profileIds, { kind: 'eventPromoted', action: 'promoted', dedupeKey: `eventPromoted:${e.eventId}:${e.profileIds.join(',')}` })),
  on(commentAdded, (e, { db }) => tellOfComment(db, e)),
  // Answers written in /Mail itself keep the event admin count true too.
  on(messageSent, (e, { db }) => (e.group ? messageWritten(db, e.conversationId, e.senderId, e.messageId) : Promise.resolve())),
];
