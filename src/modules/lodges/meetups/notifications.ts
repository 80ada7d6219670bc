import type { Knex } from 'knex';
import { on, type Subscribers } from '../../../platform/events/index.ts';
import { notifyMany } from '../../notifications/index.ts';
import { visibleAmong } from '../../profiles/index.ts';
import { lodgeAudience } from '../core/index.ts';
import { meetupChanged, meetupCreated, meetupPromoted } from './events.ts';
import * as repo from './repo.ts';
import { signedUpIds } from '../../signups/index.ts';

/** Of `ids`, who may be told: on the lodge's site, seeing the actor (no block either way), never the actor. */
async function mayBeTold(db: Knex, ids: readonly number[], actorId: number, dark: boolean): Promise<number[]> {
  const candidates = [...new Set(ids)].filter((id) => id !== actorId);
  if (!candidates.length) return [];
  const seen = await visibleAmong(db, candidates, { profileId: actorId, site: { dark } });
  return candidates.filter((id) => seen.has(id));
}

async function tell(db: Knex, meetupId: number, actorId: number, ids: readonly number[] | null, n: { kind: string; action: string; dedupeKey: string }) {
  const found = await repo.findMeetupWithLodge(db, meetupId, null);
  if (!found) return;
  // A change is told once per version of the meetup (a re-run job writes nothing twice).
  n = { ...n, dedupeKey: n.dedupeKey.replace('{version}', String(found.meetup.updatedAt.getTime())) };
  const { dark, id: lodgeId } = found.loaded.lodge;
  const audience = ids ?? ((await lodgeAudience(db, lodgeId, 'meetups')) as { profile_id: unknown }[]).map((r) => Number(r.profile_id));
  const told = await mayBeTold(db, audience, actorId, dark);
  if (told.length) await notifyMany(db, told, { actorId, subjectType: repo.meetupCommentType, subjectId: meetupId, dark, ...n });
}

/**
 * A comment on a meetup: those signed up or waiting and the one who planned it are told (never the writer, never
 * across a block, only on the lodge's site). Called by the lodges module's one `comments.added` subscription.
 */
export async function tellOfMeetupComment(db: Knex, e: { subjectType: string; subjectId: number; commentId: number; authorId: number }): Promise<void> {
  if (e.subjectType !== repo.meetupCommentType) return;
  const found = await repo.findMeetupWithLodge(db, e.subjectId, null);
  if (!found) return;
  const ids = await signedUpIds(db, { subjectType: repo.meetupSignupType, subjectId: e.subjectId });
  if (found.meetup.createdBy !== null) ids.push(found.meetup.createdBy);
  await tell(db, e.subjectId, e.authorId, ids, { kind: 'lodgeMeetupComment', action: 'commented', dedupeKey: `lodgeMeetupComment:${e.commentId}` });
}

/** Meetups' notifications (issue 33 §7): a new meetup, a change or cancellation, a place from the waiting list. */
export const subscribers: Subscribers = [
  on(meetupCreated, (e, { db }) => tell(db, e.meetupId, e.actorId, null, { kind: 'lodgeMeetupNew', action: 'planned', dedupeKey: `lodgeMeetupNew:${e.meetupId}` })),
  on(meetupChanged, (e, { db }) =>
    tell(db, e.meetupId, e.actorId, e.profileIds, {
      kind: 'lodgeMeetupChanged',
      action: e.cancelled ? 'cancelled' : 'changed',
      dedupeKey: `lodgeMeetupChanged:${e.meetupId}:${e.cancelled ? 'cancelled' : '{version}'}`,
    }),
  ),
  on(meetupPromoted, (e, { db }) => tell(db, e.meetupId, e.actorId, e.profileIds, { kind: 'lodgeMeetupPromoted', action: 'promoted', dedupeKey: `lodgeMeetupPromoted:${e.meetupId}:${e.profileIds.join(',')}` })),
];
