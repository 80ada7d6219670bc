import type { Knex } from 'knex';
import { on, type Subscribers } from '../../../platform/events/index.ts';
import { notifyMany } from '../../notifications/index.ts';
import { visibleAmong } from '../../profiles/index.ts';
import { lodgeAudience } from '../core/index.ts';
import { debateEntryCreated } from './events.ts';
import * as repo from './repo.ts';

/** The kinds this area notifies of (registered from index.ts with their four-language texts). */
export const debateKinds = { entry: 'lodgeDebateEntry', comment: 'lodgeDebateComment' } as const;

/**
 * Of `ids`, who may be told: lodge members who want debates (lodges' `lodgeAudience`: their setting for the lodge,
 * else their default), who may be on the lodge's site and see the writer (no block either way); never the writer.
 */
async function mayBeTold(db: Knex, ids: readonly number[] | null, lodgeId: number, writerId: number, dark: boolean): Promise<number[]> {
  const audience: number[] = ((await lodgeAudience(db, lodgeId, 'debates')) as { profile_id: string | number }[]).map((r) => Number(r.profile_id));
  const wanted = ids === null ? audience : audience.filter((id) => ids.includes(id));
  const candidates = [...new Set(wanted)].filter((id) => id !== writerId);
  if (!candidates.length) return [];
  const seen = await visibleAmong(db, candidates, { profileId: writerId, site: { dark } });
  return candidates.filter((id) => seen.has(id));
}

/** A new entry: the lodge's members who want debates are told (a dark lodge's notification is dark). */
export async function tellOfEntry(db: Knex, e: { entryId: number; lodgeId: number; authorId: number; dark: boolean }): Promise<void> {
  const entry = await repo.findEntry(db, e.entryId);
  if (!entry) return;
  const told = await mayBeTold(db, null, e.lodgeId, e.authorId, e.dark);
  if (told.length) {
    await notifyMany(db, told, { actorId: e.authorId, kind: debateKinds.entry, action: 'wrote', subjectType: repo.debateEntrySubjectType, subjectId: entry.id, dark: e.dark, dedupeKey: `${debateKinds.entry}:${entry.id}` });
  }
}

/**
 * A comment in an entry: its followers (the author follows their own) who still belong to the lodge and want
 * debates are told; never the writer, never across a block, only on the lodge's site.
 */
export async function tellOfDebateComment(db: Knex, e: { subjectType: string; subjectId: number; commentId: number; authorId: number; dark: boolean }): Promise<void> {
  if (e.subjectType !== repo.debateEntrySubjectType) return;
  const entry = await repo.findEntry(db, e.subjectId);
  if (!entry) return;
  const told = await mayBeTold(db, await repo.followerIds(db, entry.id), entry.lodgeId, e.authorId, e.dark);
  if (told.length) {
    await notifyMany(db, told, { actorId: e.authorId, kind: debateKinds.comment, action: 'commented', subjectType: repo.debateEntrySubjectType, subjectId: entry.id, dark: e.dark, dedupeKey: `${debateKinds.comment}:${e.commentId}` });
  }
}

/** A comment is told by the lodges module's one `comments.added` subscription (index.ts), which calls `tellOfDebateComment`. */
export const subscribers: Subscribers = [on(debateEntryCreated, (e, { db }) => tellOfEntry(db, e))];
