import type { Knex } from 'knex';

export type NotificationRow = {
  id: number;
  profileId: number;
  kind: string;
  action: string;
  actorId: number;
  subjectType: string;
  subjectId: number;
  dark: boolean;
  createdAt: Date;
  readAt: Date | null;
  emailedAt: Date | null;
};

export type NewNotification = Omit<NotificationRow, 'id' | 'createdAt' | 'readAt' | 'emailedAt'> & { dedupeKey: string; onSite?: boolean };

const toRow = (r: Record<string, unknown>): NotificationRow => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  kind: String(r.kind),
  action: String(r.action),
  actorId: Number(r.actor_profile_id),
  subjectType: String(r.subject_type),
  subjectId: Number(r.subject_id),
  dark: Boolean(r.dark),
  createdAt: new Date(r.created_at as string),
  readAt: r.read_at ? new Date(r.read_at as string) : null,
  emailedAt: r.emailed_at ? new Date(r.emailed_at as string) : null,
});

const toColumns = (n: NewNotification) => ({
  profile_id: n.profileId,
  kind: n.kind,
  action: n.action,
  actor_profile_id: n.actorId,
  subject_type: n.subjectType,
  subject_id: n.subjectId,
  dark: n.dark,
  dedupe_key: n.dedupeKey,
  on_site: n.onSite ?? true,
});

/** Inserts the notification unless one with the same dedupe key exists; true when a row was written. */
export async function insertNotification(db: Knex, n: NewNotification): Promise<boolean> {
  return (await insertNotifications(db, [n])).length > 0;
}

/** Inserts one notification for each recipient, skipping those that have the dedupe key; the recipients written. */
export async function insertNotifications(db: Knex, rows: readonly NewNotification[]): Promise<number[]> {
  if (!rows.length) return [];
  const written = await db('notifications').insert(rows.map(toColumns)).onConflict(['profile_id', 'dedupe_key']).ignore().returning('profile_id');
  return written.map((r: { profile_id: unknown }) => Number(r.profile_id));
}

/**
 * A page of the member's notifications of one site (`dark`: the dark site's, else the regular site's), newest
 * first, older than the cursor; only from actors `actorShown` keeps.
 */
export async function findNotifications(
  db: Knex,
  profileId: number,
  opts: { dark: boolean; unreadOnly: boolean; before: { date: Date; id?: number } | null; take: number; actorShown: ActorFilter },
): Promise<NotificationRow[]> {
  const q = db('notifications').where({ profile_id: profileId, on_site: true, dark: opts.dark }).where(opts.actorShown);
  if (opts.unreadOnly) q.whereNull('read_at');
  const { before } = opts;
  if (before) {
    if (before.id === undefined) q.where('created_at', '<', before.date);
    else q.where((w) => w.where('created_at', '<', before.date).orWhere((o) => o.where('created_at', '=', before.date).andWhere('id', '<', before.id!)));
  }
  const rows = await q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(opts.take).select('*');
  return rows.map(toRow);
}

/** The unread count of one site (partial index on read_at is null); up to `atMost` when given (a badge that shows "99+"). */
/** Narrows a query over notifications to the actors the member is shown (the service's privacy rule for the site). */
export type ActorFilter = (q: Knex.QueryBuilder) => void;

export async function countUnread(db: Knex, profileId: number, dark: boolean, actorShown: ActorFilter, atMost?: number): Promise<number> {
  const unread = db('notifications').where({ profile_id: profileId, on_site: true, dark }).whereNull('read_at').where(actorShown);
  const row = atMost ? await db.from(unread.select(db.raw('1')).limit(atMost).as('u')).count('* as n').first() : await unread.count('* as n').first();
  return Number(row?.n ?? 0);
}

/** Marks the given (or all) unread notifications of the member on one site read; returns how many changed. */
export async function markRead(db: Knex, profileId: number, dark: boolean, ids: readonly number[] | null, at: Date): Promise<number> {
  const q = db('notifications').where({ profile_id: profileId, dark }).whereNull('read_at');
  if (ids) q.whereIn('id', ids);
  return q.update({ read_at: at });
}

/** The member's unread message notifications of one conversation, marked read; how many. */
export async function markConversationRead(db: Knex, profileId: number, conversationId: number, at: Date): Promise<number> {
  return db('notifications')
    .where({ profile_id: profileId, subject_type: 'conversation', subject_id: conversationId })
    .whereIn('kind', ['newMessage', 'messageRequest'])
    .whereNull('read_at')
    .update({ read_at: at });
}

/** The member's notifications of the given sites (`dark` flags) not yet e-mailed, of the given kinds, oldest first. */
export async function findUnemailed(db: Knex, profileId: number, kinds: readonly string[], darkFlags: readonly boolean[]): Promise<NotificationRow[]> {
  if (!kinds.length || !darkFlags.length) return [];
  const rows = await db('notifications').where({ profile_id: profileId }).whereIn('dark', darkFlags).whereNull('emailed_at').whereIn('kind', kinds).orderBy('id').select('*');
  return rows.map(toRow);
}

/** When the member was last sent a notification e-mail (null: never). */
export async function lastEmailedAt(db: Knex, profileId: number): Promise<Date | null> {
  const row = await db('notifications').where({ profile_id: profileId }).max('emailed_at as at').first();
  return row?.at ? new Date(row.at as string) : null;
}

/** Marks the rows e-mailed, only those still un-emailed: the ids that this call claimed. */
export async function markEmailed(db: Knex, ids: readonly number[], at: Date): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db('notifications').whereIn('id', ids).whereNull('emailed_at').update({ emailed_at: at }).returning('id');
  return rows.map((r: { id: unknown }) => Number(r.id));
}
