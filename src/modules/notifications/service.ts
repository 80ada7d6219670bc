import type { Knex } from 'knex';
import { z } from 'zod';
import { mayEnterDarkSite } from '../../platform/auth/access.ts';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { sendRealtime } from '../../platform/realtime/index.ts';
import { countsChanged } from '../../platform/member-counts.ts';
import { queueMail } from '../../platform/mail/index.ts';
import { isLocale, defaultLocale, translate } from '../../platform/i18n/index.ts';
import { configurationOf, hiddenFor, isBlockedEitherWay, kindChannelsOf, notificationKind, notificationSettingsOf, profilesVisibleTo, registeredKind, visibleAmong } from '../profiles/index.ts';
import { findPublicIdentities, getProfile } from '../accounts/index.ts';
import { listSites } from '../sites/index.ts';
import * as repo from './repo.ts';
import { queuePush, subscribedProfiles, type PushRequest } from '../push/index.ts';

export const digestJob = 'notifications.sendDigest';

/**
 * What happened, as one notification for `profileId`; `dedupeKey` keeps a job that runs twice to one row. `kind`: a
 * registered kind. `aboutOwnAccount`: a notice about the member's own account (a renewal refused, an anonymous
 * gift) whose actor is the member; any other notification to its own actor is dropped.
 */
export type Happening = repo.NewNotification & { aboutOwnAccount?: boolean };

/**
 * Writes the notification when the recipient wants it on the site, by e-mail or as push (e-mail or push only:
 * kept for the digest and as the push's dedupe, not listed), never to oneself, never from a profile blocked
 * either way; when they want it by e-mail, enqueues the digest job at the time their range allows; as push,
 * the push job (in the same transaction, so a re-run job pushes nothing twice).
 */
export async function notify(db: Knex, n: Happening, now = new Date()): Promise<boolean> {
  notificationKind(n.kind);
  if (n.profileId === n.actorId && !n.aboutOwnAccount) return false;
  if (await isBlockedEitherWay(db, n.profileId, n.actorId)) return false;
  const wanted = (await notificationSettingsOf(db, n.profileId))[n.kind] ?? { site: false, email: false, push: false };
  const { site, email } = wanted;
  const push = pushes(n, wanted);
  if (!site && !email && !push) return false;
  const { notificationTimeRange } = await configurationOf(db, n.profileId);
  const written = await db.transaction(async (trx) => {
    const inserted = await repo.insertNotification(trx, { ...n, onSite: site });
    if (inserted && email) await enqueueJob(trx, digestJob, { profileId: n.profileId }, await digestDueAt(trx, n.profileId, notificationTimeRange, now));
    if (inserted && push) await queuePush(trx, n.profileId, pushOf(n));
    return inserted;
  });
  // The menu's counts: the member's next page, and their open tabs of the notification's site (they refresh at most every 5 s).
  if (written && site) {
    await countsChanged(db, [n.profileId]);
    sendRealtime([n.profileId], 'counts', countsEventData(n.dark));
  }
  return written;
}

/** Recipients per round of a fan-out: one settings query and one insert each. */
const fanOutBatch = 1000;

/**
 * One happening for many recipients (a fan-out, e.g. "your favourite is online" to everyone who favourited a
 * profile) under `notify`'s rules, in a few queries per thousand recipients instead of several per recipient:
 * never to the actor or anyone blocked either way, only to those who want the kind on the site or as push
 * (push jobs enqueued with the rows). The few who also want it by e-mail take `notify`'s path, which schedules
 * their digest. Returns how many rows it wrote.
 */
export async function notifyMany(db: Knex, recipientIds: readonly number[], n: Omit<Happening, 'profileId'>, now = new Date()): Promise<number> {
  notificationKind(n.kind);
  if (!recipientIds.length) return 0;
  const hidden = new Set(((await hiddenFor(db, n.actorId)) as { id: unknown }[]).map((r) => Number(r.id)));
  const ids = [...new Set(recipientIds)].filter((id) => id !== n.actorId && !hidden.has(id));
  let written = 0;
  for (let i = 0; i < ids.length; i += fanOutBatch) {
    const batch = ids.slice(i, i + fanOutBatch);
    const channels = await kindChannelsOf(db, batch, n.kind);
    const wanted = (id: number) => channels.get(id) ?? { site: false, email: false, push: false };
    const bulk = batch.filter((id) => !wanted(id).email && (wanted(id).site || pushes(n, wanted(id))));
    // Push jobs only for those with a browser subscribed (one query): most members have none.
    const subscribed = new Set(await subscribedProfiles(db, bulk.filter((id) => pushes(n, wanted(id)))));
    const inserted = await db.transaction(async (trx) => {
      const rows = await repo.insertNotifications(trx, bulk.map((profileId) => ({ ...n, profileId, onSite: wanted(profileId).site })));
      for (const profileId of rows) if (subscribed.has(profileId)) await queuePush(trx, profileId, pushOf({ ...n, profileId }));
      return rows;
    });
    const listed = inserted.filter((id) => wanted(id).site);
    if (listed.length) {
      await countsChanged(db, listed);
      sendRealtime(listed, 'counts', countsEventData(n.dark));
    }
    written += inserted.length;
    for (const profileId of batch.filter((id) => channels.get(id)?.email)) if (await notify(db, { ...n, profileId }, now)) written++;
  }
  return written;
}

/**
 * A dark-site notification's `counts` event names its site, so only the dark site's streams carry it (platform
 * realtime) and only its tabs refetch; any other change refreshes every tab, since both sites' panels show the
 * mail, request and visitor figures (and nothing of the dark site is in it).
 */
const countsEventData = (dark: boolean): Record<string, unknown> => (dark ? { site: 'dark' } : {});

/** A message request never pushes: no push and no preview until the member accepts (issue 10). */
const pushes = (n: Pick<Happening, 'kind' | 'action'>, channels: { push: boolean }) => channels.push && !(n.kind === 'messageRequest' && n.action === 'sent');

/** What push needs: where the notification leads, and a tag so a conversation's (or a kind's) pushes replace each other. */
const pushOf = (n: Happening): PushRequest => ({
  kind: n.kind,
  action: n.action,
  actorId: n.actorId,
  link: linkOf(n),
  dark: n.dark,
  tag: n.subjectType === 'conversation' ? `conversation-${n.subjectId}` : n.kind,
});

/** At once for range 0; otherwise not before `range` hours after the last notification e-mail. */
async function digestDueAt(db: Knex, profileId: number, rangeHours: number, now: Date): Promise<Date> {
  const last = rangeHours > 0 ? await repo.lastEmailedAt(db, profileId) : null;
  const due = last ? new Date(last.getTime() + rangeHours * 3_600_000) : now;
  return due > now ? due : now;
}

// ---- the list

export const tabs = ['All', 'Unread'] as const;
export type Tab = (typeof tabs)[number];

/**
 * What happens on the dark site stays there: every list, count and mark-read takes the site it is asked on
 * (`{ dark }`, the request's site) and sees only that site's notifications.
 */
export type SiteScope = { dark: boolean };

/**
 * Whose notifications the member is shown on the site: nobody blocked either way and, on the dark site, only
 * profiles the member may see there (profiles' rule), so a member whose dark status ended is gone from it.
 */
const actorShown = (db: Knex, viewerId: number, site: SiteScope): repo.ActorFilter => (q) => {
  if (site.dark) q.whereIn('actor_profile_id', profilesVisibleTo(db, { profileId: viewerId, site }, { self: true }));
  else q.whereNotIn('actor_profile_id', hiddenFor(db, viewerId));
};

/** A page of the member's notifications on the site, newest first, before the cursor, with the actors' names. */
export async function listNotifications(db: Knex, viewerId: number, site: SiteScope, tab: Tab, before: { date: Date; id?: number } | null, take: number) {
  const rows = await repo.findNotifications(db, viewerId, { dark: site.dark, unreadOnly: tab === 'Unread', before, take: take + 1, actorShown: actorShown(db, viewerId, site) });
  const items = rows.slice(0, take);
  const actors = new Map((await findPublicIdentities(db, [...new Set(items.map((r) => r.actorId))])).map((p) => [p.id, p]));
  return { items: items.map((row) => ({ row, actorName: actors.get(row.actorId)?.name ?? '' })), hasMore: rows.length > take };
}

/** Marks the given notifications (or all of them) of the site read; the member's other tabs and devices update their counts. */
export async function markRead(db: Knex, viewerId: number, site: SiteScope, ids: readonly number[] | null, at = new Date()): Promise<number> {
  const marked = await repo.markRead(db, viewerId, site.dark, ids, at);
  if (marked > 0) {
    await countsChanged(db, [viewerId]);
    sendRealtime([viewerId], 'counts', countsEventData(site.dark));
  }
  return marked;
}

/** The member read a conversation: its message notifications are read too (and the tabs' counts refresh). */
export async function markConversationRead(db: Knex, viewerId: number, conversationId: number, at = new Date()): Promise<void> {
  if ((await repo.markConversationRead(db, viewerId, conversationId, at)) > 0) {
    await countsChanged(db, [viewerId]);
    sendRealtime([viewerId], 'counts', countsEventData(false));
  }
}

/** The unread count of the site the top bar and the page show; `atMost` stops counting there (the bell shows "99+"). */
export const unreadCount = (db: Knex, viewerId: number, site: SiteScope, atMost?: number) => repo.countUnread(db, viewerId, site.dark, actorShown(db, viewerId, site), atMost);

// ---- where a notification leads, and its sentence

// A stored row of a kind no module registers any more still lists: it opens /Notifications, worded by the old key.
/** The path a notification opens (on its site): its kind's link (the kind's module registered it). */
export const linkOf = (row: Pick<repo.NotificationRow, 'kind' | 'subjectType' | 'subjectId' | 'profileId' | 'actorId' | 'action'>): string =>
  registeredKind(row.kind)?.link(row) ?? '/Notifications';

/** The locale key of the notification's sentence: its kind's sentence for the action. */
export const sentenceKey = (row: Pick<repo.NotificationRow, 'kind' | 'action'>): string =>
  registeredKind(row.kind)?.sentences[row.action] ?? `notifications.sentence.${row.kind}.${row.action}`;

// ---- e-mail digests

const digestPayload = z.object({ profileId: z.number().int().positive() });

/**
 * The digest job: one mail per site with the member's un-e-mailed notifications of that site, of the kinds they
 * want by e-mail, in their language, linking to that site's configured origin (a dark-site mail only while the
 * member may still enter the dark site), unless their time range says it is too soon (then it runs again when
 * it is due). The rows are claimed (marked e-mailed) in the transaction that queues their mail, so a second run
 * sends nothing.
 */
export async function sendDigest(db: Knex, payload: Record<string, unknown>, now = new Date()): Promise<void> {
  const { profileId } = digestPayload.parse(payload);
  const profile = await getProfile(db, profileId);
  if (!profile) return;
  const settings = await notificationSettingsOf(db, profileId);
  const kinds = Object.entries(settings).filter(([, c]) => c.email).map(([k]) => k);
  const darkFlags = mayEnterDarkSite(profile) ? [false, true] : [false];
  const rows = await repo.findUnemailed(db, profileId, kinds, darkFlags);
  if (!rows.length) return;
  const { notificationTimeRange } = await configurationOf(db, profileId);
  const due = await digestDueAt(db, profileId, notificationTimeRange, now);
  if (due > now) return enqueueJob(db, digestJob, { profileId }, due);
  const sites = await listSites(db);
  for (const dark of darkFlags) {
    const site = sites.find((s) => s.dark === dark);
    const ofSite = rows.filter((r) => r.dark === dark);
    if (site && ofSite.length) await mailDigest(db, profile, site, ofSite, now);
  }
}

/**
 * One site's digest: claims the rows and queues the mail in one transaction. Only actors the member may see on
 * that site (profiles' rule: no block either way; on the dark site, only those who may be there) are named.
 */
async function mailDigest(db: Knex, profile: DigestRecipient, site: DigestSite, rows: readonly repo.NotificationRow[], now: Date): Promise<void> {
  const locale = isLocale(profile.language) ? profile.language : defaultLocale;
  await db.transaction(async (trx) => {
    const claimed = new Set(await repo.markEmailed(trx, rows.map((r) => r.id), now));
    const seen = await visibleAmong(trx, [...new Set(rows.map((r) => r.actorId))], { profileId: profile.id, site });
    const visible = rows.filter((r) => claimed.has(r.id) && seen.has(r.actorId));
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

type DigestRecipient = { id: number; name: string; email: string; language: string | null };
type DigestSite = { name: string; origin: string; dark: boolean };
