import type { Knex } from 'knex';

/**
 * Columns that hold a profile id without a foreign key, with the rows in which they do. A new one is found by
 * `suspectedProfileColumns` (a name like writer_id, owner_id …) and must be listed here or in `notProfileReferences`.
 */
export const profileReferencesWithoutForeignKey: Record<string, string> = {
  'likes.item_id': "item_type = 'Profile'",
  'notifications.subject_id': "subject_type = 'profile'",
};

/** Columns whose name looks like a profile reference but that hold something else, and why. */
export const notProfileReferences: Record<string, string> = {
  'comments.subject_id': 'the commented subject (subject_type: a blog entry, later a lodge debate entry or an event), never a profile',
  'signups.subject_id': 'what was signed up for (subject_type: a lodge meetup, later an event), never a profile; the member is profile_id',
  'signup_subjects.subject_id': 'the subject that has places (subject_type: a lodge meetup, later an event), never a profile',
  'conversations.owner_id': 'the owner of a group conversation (owner_type: a lodge, an event), never a profile',
  'jobs.payload': 'job payloads carry ids only while the job runs; they are not personal data at rest',
  'sessions.sess': "a session names its profile until it expires; deletion changes the security stamp, which ends every one",
};

const profileLike = /^(profile|actor|author|owner|writer|visitor|sender|requester|target|reporter|reported|blocker|blocked|favourite|staff|decided_by|subject|item|inviter|invitee|member|user|recipient|creator|admin)(_profile)?_id$|^(actor|staff)_profile_id$|^profile_(low|high)$/;

/** `table.column` of every column with a foreign key to profiles. */
export async function foreignKeysToProfiles(db: Knex): Promise<string[]> {
  const { rows } = await db.raw<{ rows: { ref: string }[] }>(
    `select c.conrelid::regclass::text || '.' || a.attname as ref
       from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'profiles'::regclass`,
  );
  return rows.map((r) => r.ref).sort();
}

/** Integer columns named like a profile reference (writer_id, owner_id …) that have no foreign key to profiles. */
export async function suspectedProfileColumns(db: Knex): Promise<string[]> {
  const withKey = new Set(await foreignKeysToProfiles(db));
  const { rows } = await db.raw<{ rows: { ref: string; name: string }[] }>(
    `select c.relname || '.' || a.attname as ref, a.attname as name
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = current_schema() and a.attnum > 0 and not a.attisdropped
        and a.atttypid in ('bigint'::regtype, 'integer'::regtype)`,
  );
  return rows.filter((r) => profileLike.test(r.name) && !withKey.has(r.ref)).map((r) => r.ref).sort();
}
