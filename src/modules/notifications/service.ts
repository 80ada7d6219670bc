import type { Knex } from 'knex';
import { z } from 'zod';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { sendRealtime } from '../../platform/realtime/index.ts';
import { queueMail } from '../../platform/mail/index.ts';
import { isLocale, defaultLocale, translate } from '../../platform/i18n/index.ts';
import { configurationOf, hiddenFor, isBlockedEitherWay, notificationSettingsOf, type NotificationKind } from '../profiles/index.ts';
import { findPublicIdentities, getProfile } from '../accounts/index.ts';
import { listSites } from '../sites/index.ts';
import { newVisitsCount, onlineFavourites } from '../lists/index.ts';
import * as repo from './repo.ts';
import { mailCounts } from '../mail/index.ts';

export const digestJob = 'notifications.sendDigest';

/** What happened, as one notification for `profileId`; `dedupeKey` keeps a job that runs twice to one row. */
export type Happening = Omit<repo.NewNotification, 'kind'> & { kind: NotificationKind };

/**
 * Writes the notification when the recipient wants it on the site or by e-mail (e-mail only: kept for the
 * digest, not listed), never to oneself, never from a profile blocked either way; when they want it by e-mail,
 * enqueues the digest job at the time their range allows.
 */
export async function notify(db: Knex, n: Happening, now = new Date()): Promise<boolean> {
  if (n.profileId === n.actorId) return false;
  if (await isBlockedEitherWay(db, n.profileId, n.actorId)) return false;
  const settings = await notificationSettingsOf(db, n.profileId);
  const { site, email } = settings[n.kind];
  if (!site && !email) return false;
  const { notificationTimeRange } = await configurationOf(db, n.profileId);
  const written = await db.transaction(async (trx) => {
    const inserted = await repo.insertNotification(trx, { ...n, onSite: site });
    if (inserted && settings[n.kind].email) await enqueueJob(trx, digestJob, { profileId: n.profileId }, await digestDueAt(trx, n.profileId, notificationTimeRange, now));
    return inserted;
  });
  // The menu's counts in the member's open tabs (they refresh at most every 5 s).
  if (written && site) sendRealtime([n.profileId], 'counts');
  return written;
}

/** At once for range 0; otherwise not before `range` hours after the last notification e-mail. */
async function digestDueAt(db: Knex, profileId: number, rangeHours: number, now: Date): Promise<Date> {
  const last = rangeHours > 0 ? await repo.lastEmailedAt(db, profileId) : null;
  const due = last ? new Date(last.getTime() + rangeHours * 3_600_000) : now;
  return due > now ? due : now;
}

// ---- the list

export const tabs = ['All', 'Unread'] as const;
export type Tab = (typeof tabs)[number];

/** A page of the member's notifications, newest first, before the cursor, with the actors' names. */
export async function listNotifications(db: Knex, viewerId: number, tab: Tab, before: { date: Date; id?: number } | null, take: number) {
  const rows = await repo.findNotifications(db, viewerId, { unreadOnly: tab === 'Unread', before, take: take + 1, hidden: hiddenFor(db, viewerId) });
  const items = rows.slice(0, take);
  const actors = new Map((await findPublicIdentities(db, [...new Set(items.map((r) => r.actorId))])).map((p) => [p.id, p]));
  return { items: items.map((row) => ({ row, actorName: actors.get(row.actorId)?.name ?? '' })), hasMore: rows.length > take };
}

/** Marks the given notifications (or all of them) read. */
export const markRead = (db: Knex, viewerId: number, ids: readonly number[] | null, at = new Date()) => repo.markRead(db, viewerId, ids, at);

/** The unread count the top bar and the page show. */
export const unreadCount = (db: Knex, viewerId: number) => repo.countUnread(db, viewerId, hiddenFor(db, viewerId));

/** Every count of the top menu in one call (spec §3 Notification counts). */
export async function countsSummary(db: Knex, viewerId: number) {
  const [newNotificationsCount, newVisits, online, mail] = await Promise.all([unreadCount(db, viewerId), newVisitsCount(db, viewerId), onlineFavourites(db, viewerId), mailCounts(db, viewerId)]);
  return { newNotificationsCount, newVisitsCount: newVisits, onlineFavoritesCount: online.length, unreadConversationsCount: mail.unread, messageRequestsCount: mail.requests };
}

// ---- where a notification leads, and its sentence

/** The path a notification opens (on its site). */
export function linkOf(row: Pick<repo.NotificationRow, 'subjectType' | 'subjectId' | 'profileId' | 'actorId' | 'action'>): string {
  switch (row.subjectType) {
    case 'guestbookEntry':
      return `/Profile/${row.profileId}/Guestbook`;
    case 'connection':
      return row.action === 'accepted' ? `/Profile/${row.profileId}/Relations` : '/EditProfile/Relations';
    case 'conversation':
      return `/Mail/${row.subjectId}`;
    default:
      return `/Profile/${row.subjectId}`;
  }
}

export const sentenceKey = (row: Pick<repo.NotificationRow, 'kind' | 'action'>) => `notifications.sentence.${row.kind}.${row.action}`;

// ---- e-mail digests

const digestPayload = z.object({ profileId: z.number().int().positive() });

/**
 * The digest job: one mail with the member's un-e-mailed notifications of the kinds they want by e-mail, in
 * their language, unless their time range says it is too soon (then it runs again when it is due). The rows
 * are claimed (marked e-mailed) in the transaction that queues the mail, so a second run sends nothing.
 */
export async function sendDigest(db: Knex, payload: Record<string, unknown>, now = new Date()): Promise<void> {
  const { profileId } = digestPayload.parse(payload);
  const profile = await getProfile(db, profileId);
  if (!profile) return;
  const settings = await notificationSettingsOf(db, profileId);
  const kinds = Object.entries(settings).filter(([, c]) => c.email).map(([k]) => k);
  const rows = await repo.findUnemailed(db, profileId, kinds);
  if (!rows.length) return;
  const { notificationTimeRange } = await configurationOf(db, profileId);
  const due = await digestDueAt(db, profileId, notificationTimeRange, now);
  if (due > now) return enqueueJob(db, digestJob, { profileId }, due);
  const sites = await listSites(db);
  const site = (rows.every((r) => r.dark) ? sites.find((s) => s.dark) : sites.find((s) => !s.dark)) ?? sites[0];
  if (!site) throw new Error('No site is configured');
  const locale = isLocale(profile.language) ? profile.language : defaultLocale;
  await db.transaction(async (trx) => {
    const claimed = new Set(await repo.markEmailed(trx, rows.map((r) => r.id), now));
    const visible = [];
    for (const r of rows) if (claimed.has(r.id) && !(await isBlockedEitherWay(trx, profileId, r.actorId))) visible.push(r);
    if (!visible.length) return;
    const actors = new Map((await findPublicIdentities(trx, visible.map((r) => r.actorId))).map((p) => [p.id, p.name]));
    const lines = visible.map((r) => `- ${translate(locale, sentenceKey(r), { name: actors.get(r.actorId) ?? '' })}: ${site.origin}${linkOf(r)}`);
    await queueMail(trx, {
      to: profile.email,
      locale,
      template: 'notifications.mail.digest',
      params: { name: profile.name, count: String(visible.length), lines: lines.join('\n'), siteName: site.name },
      link: `${site.origin}/Notifications`,
    });
  });
}
