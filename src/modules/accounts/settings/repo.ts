import type { Knex } from 'knex';
import { ProfileStatus } from '../../../platform/auth/access.ts';
import { nameColumns } from '../repo.ts';

/**
 * Queries of the settings area that the shared accounts repo does not have: the deletion request with an
 * exact timestamp (the deletion job is matched to it) and the removal of personal data.
 */

/** Marks a profile ToBeDeleted as of `requestedAt` and changes its security stamp, which ends every session. */
export async function markDeletionRequested(db: Knex, id: number, requestedAt: Date): Promise<boolean> {
  const updated = await db('profiles')
    .where({ id })
    .whereNot({ status: ProfileStatus.Deleted })
    .update({
      status: ProfileStatus.ToBeDeleted,
      deletion_requested_at: requestedAt,
      security_stamp: db.raw('md5(random()::text || clock_timestamp()::text)'),
      updated_at: db.fn.now(),
    });
  return updated > 0;
}

/** Sets a ToBeDeleted profile Active again (a log on in the grace period); false when it was not ToBeDeleted. */
export async function cancelScheduledDeletion(db: Knex, id: number): Promise<boolean> {
  const updated = await db('profiles')
    .where({ id, status: ProfileStatus.ToBeDeleted })
    .update({ status: ProfileStatus.Active, deletion_requested_at: null, updated_at: db.fn.now() });
  return updated > 0;
}

/** The deletion state of a profile, locked for the rest of the transaction so a log on cannot race the purge. */
export async function lockDeletionState(trx: Knex.Transaction, id: number): Promise<{ status: number; deletionRequestedAt: Date | null } | null> {
  const row = await trx('profiles').where({ id }).forUpdate().first('status', 'deletion_requested_at');
  if (!row) return null;
  return { status: Number(row.status), deletionRequestedAt: row.deletion_requested_at ? new Date(row.deletion_requested_at as string) : null };
}

/**
 * Removes a profile's personal data and marks it Deleted; the row stays so ids referenced elsewhere keep
 * pointing somewhere. Everything else, of accounts and of every other module, goes through the registered
 * erasers (platform/personal-data), which the deletion job runs right after this in the same transaction.
 */
export async function purgePersonalData(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('profiles')
    .where({ id })
    .update({
      // The old name's key and skeleton go with it, so the name is free again.
      ...nameColumns(`deleted-${id}`),
      email: `deleted-${id}@invalid`,
      password_hash: null,
      password_changed_at: null,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      referrer: null,
      language: null,
      email_confirmed_at: null,
      status: ProfileStatus.Deleted,
      security_stamp: trx.raw('md5(random()::text || clock_timestamp()::text)'),
      updated_at: trx.fn.now(),
    });
}

/** The address a change is waiting to be confirmed for (the newest unused, unexpired link), if any. */
export async function findPendingEmailChange(db: Knex, profileId: number): Promise<string | null> {
  const row = await db('account_tokens')
    .where({ profile_id: profileId, purpose: 'changeEmail' })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .orderBy('id', 'desc')
    .first('new_email');
  return (row?.new_email as string | null | undefined) ?? null;
}
