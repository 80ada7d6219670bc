import type { Knex } from 'knex';
import { publish } from '../../platform/events/index.ts';
import { entryWritten } from './events.ts';
import { formatWaitTime } from '../../platform/i18n/formats.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { spendDaily } from '../../platform/limits/daily.ts';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { authorize, may } from '../../platform/auth/authorize.ts';
import { profileSubject } from '../profiles/index.ts';
import * as repo from './repo.ts';
import { entryNotFound, tooManyEntries, tooManyEntriesToday } from './errors.ts';

/** Per writer, over all guestbooks: entries within a sliding hour (kept in the database: holds across servers). */
export const entryBudget = { count: 10, windowMs: 60 * 60 * 1000 };
/**
 * Per writer, over all guestbooks: entries in a rolling 24 hours (issue 18). The hourly budget stops a burst;
 * this stops a day spent writing on strangers' guestbooks. 20 is more than anyone greets by hand in a day.
 * Counted as written (platform/limits/daily.ts): deleting one's entry gives no place back; deleting is never capped.
 */
export const entriesPerDay = 20;

export type Entry = repo.EntryRow & { writer: PublicIdentity; canDelete: boolean };
export type EntriesPage = { items: Entry[]; hasMore: boolean };

/**
 * A page of a profile's guestbook as the viewer sees it (404 unless they may see the profile), newest first.
 * The query keeps only writers the viewer may see (profiles' rule), so a page is full.
 */
export async function listEntries(db: Knex, profileId: number, viewer: ProfileActor, skip: number, take: number): Promise<EntriesPage> {
  authorize(viewer, 'guestbook.read', await profileSubject(db, viewer, profileId));
  const rows = await repo.findEntries(db, profileId, viewer, skip, take + 1);
  const page = rows.slice(0, take);
  const writers = new Map((await findPublicIdentities(db, [...new Set(page.map((r) => r.writerId))])).map((p) => [p.id, p]));
  const items = page.flatMap((row) => {
    const writer = writers.get(row.writerId);
    return writer ? [{ ...row, writer, canDelete: may(viewer, 'guestbook.delete', row) }] : [];
  });
  return { items, hasMore: rows.length > take };
}

async function waitSeconds(db: Knex, writerId: number): Promise<number | null> {
  const now = Date.now();
  const { count, oldest } = await repo.entriesWrittenSince(db, writerId, new Date(now - entryBudget.windowMs));
  if (count < entryBudget.count || !oldest) return null;
  return Math.max(1, Math.ceil((oldest.getTime() + entryBudget.windowMs - now) / 1000));
}

/**
 * Writes an entry on another member's guestbook and publishes `guestbook.entryWritten` in the same
 * transaction. Never on one's own (400); refused when blocked either way (403), for a profile the writer may
 * not see (404), and past the hourly budget or `entriesPerDay` (429, saying in `locale` when to write again).
 */
export async function writeEntry(db: Knex, profileId: number, writer: ProfileActor, text: string, locale: Locale): Promise<repo.EntryRow> {
  const writerId = writer.profileId;
  authorize(writer, 'guestbook.write', await profileSubject(db, writer, profileId));
  const wait = await waitSeconds(db, writerId);
  if (wait !== null) throw tooManyEntries(wait, formatWaitTime(wait, locale));
  return db.transaction(async (trx) => {
    await spendDaily(trx, writerId, 'guestbook.entry', entriesPerDay, (resetAt) => tooManyEntriesToday(entriesPerDay, resetAt, locale));
    const entry = await repo.insertEntry(trx, { profileId, writerId, text });
    await publish(trx, entryWritten, { profileId, entryId: entry.id, writerId });
    return entry;
  });
}

/** Deletes an entry: the guestbook's owner may delete any, a writer their own (403 for anyone else). */
export async function deleteEntry(db: Knex, entryId: number, actor: ProfileActor, profileId?: number): Promise<repo.EntryRow> {
  const entry = await repo.findEntry(db, entryId);
  if (!entry || (profileId !== undefined && entry.profileId !== profileId)) throw entryNotFound();
  authorize(actor, 'guestbook.delete', entry);
  await repo.deleteEntry(db, entryId);
  return entry;
}
