import type { Knex } from 'knex';
import { on, type Subscribers } from '../../../platform/events/index.ts';
import { commentAdded } from '../../comments/index.ts';
import { notifyMany } from '../../notifications/index.ts';
import { visibleAmong } from '../../profiles/index.ts';
import { coAuthorsInvited } from './events.ts';
import * as repo from './repo.ts';
import { entrySubjectType } from './subject.ts';

/**
 * Of `ids`, who may be told about the entry: profiles that may be on its site and see the writer (no block either
 * way: notifications' own rule too), and who hid neither the entry nor its owner.
 */
async function mayBeTold(db: Knex, ids: readonly number[], actorId: number, entry: repo.Entry): Promise<number[]> {
  const candidates = [...new Set(ids)].filter((id) => id !== actorId);
  if (!candidates.length) return [];
  const seen = await visibleAmong(db, candidates, { profileId: actorId, site: { dark: entry.dark } });
  const hid = await repo.hidingAmong(db, candidates, entry.id, entry.ownerId);
  return candidates.filter((id) => seen.has(id) && !hid.has(id));
}

/**
 * A comment on an entry tells its authors (a top-level comment), the replied-to comment's writer (a reply) and
 * the entry's followers; never the writer, never across a block, only on the entry's own site.
 */
async function tellOfComment(db: Knex, e: { subjectType: string; subjectId: number; commentId: number; authorId: number; parentId: number | null; parentAuthorId: number | null }) {
  if (e.subjectType !== entrySubjectType) return;
  const entry = await repo.findEntry(db, e.subjectId);
  if (!entry || entry.state !== 'Published') return;
  const base = { actorId: e.authorId, subjectType: entrySubjectType, subjectId: entry.id, dark: entry.dark };
  const replyTo = e.parentId !== null && e.parentAuthorId !== null ? await mayBeTold(db, [e.parentAuthorId], e.authorId, entry) : [];
  if (replyTo.length) await notifyMany(db, replyTo, { ...base, kind: 'blogReply', action: 'replied', dedupeKey: `blogReply:${e.commentId}` });
  const others = [...(e.parentId === null ? entry.authors : []), ...(await repo.entryFollowerIds(db, entry.id))].filter((id) => !replyTo.includes(id));
  const told = await mayBeTold(db, others, e.authorId, entry);
  if (told.length) await notifyMany(db, told, { ...base, kind: 'blogComment', action: 'commented', dedupeKey: `blogComment:${e.commentId}` });
}

export const subscribers: Subscribers = [
  on(commentAdded, (e, { db }) => tellOfComment(db, e)),
  on(coAuthorsInvited, async (e, { db }) => {
    const entry = await repo.findEntry(db, e.entryId);
    if (!entry) return;
    const invited = (await mayBeTold(db, e.profileIds, e.ownerId, entry)).filter((id) => entry.invited.includes(id));
    if (invited.length) await notifyMany(db, invited, { actorId: e.ownerId, subjectType: entrySubjectType, subjectId: entry.id, dark: entry.dark, kind: 'blogCoAuthor', action: 'invited', dedupeKey: `blogCoAuthor:${entry.id}` });
  }),
];
