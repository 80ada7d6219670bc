import type { Knex } from 'knex';
import { openSecret, sealSecret } from '../../../platform/secrets.ts';

/** The two-factor columns of a profile. */
export type TotpState = { secret: string | null; enabledAt: Date | null; lastStep: number | null };

export async function findTotpState(db: Knex, profileId: number): Promise<TotpState | null> {
  const row = await db('profiles').where({ id: profileId }).first('totp_secret', 'totp_enabled_at', 'totp_last_step');
  if (!row) return null;
  return {
    secret: row.totp_secret ? openSecret(row.totp_secret as string) : null,
    enabledAt: row.totp_enabled_at ? new Date(row.totp_enabled_at as string) : null,
    lastStep: row.totp_last_step == null ? null : Number(row.totp_last_step),
  };
}

/**
 * Records a time step as used, only when it is later than the last one: false means the code was already
 * used (or an older one), which is how a TOTP code is accepted once. Atomic, so two parallel requests with
 * the same code cannot both win.
 */
export async function claimTotpStep(db: Knex, profileId: number, step: number): Promise<boolean> {
  const updated = await db('profiles')
    .where({ id: profileId })
    .whereNotNull('totp_enabled_at')
    .where((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return updated > 0;
}

/** Turns two-factor on with a verified secret; false when it was already on. */
export async function enableTotp(db: Knex, profileId: number, secret: string, step: number): Promise<boolean> {
  const updated = await db('profiles')
    .where({ id: profileId })
    .whereNull('totp_enabled_at')
    .update({ totp_secret: sealSecret(secret), totp_enabled_at: db.fn.now(), totp_last_step: step, updated_at: db.fn.now() });
  return updated > 0;
}

export async function disableTotp(db: Knex, profileId: number): Promise<void> {
  await db('profiles').where({ id: profileId }).update({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: db.fn.now() });
}

export async function replaceRecoveryCodes(db: Knex, profileId: number, hashes: string[]): Promise<void> {
  await db('recovery_codes').where({ profile_id: profileId }).delete();
  if (hashes.length) await db('recovery_codes').insert(hashes.map((code_hash) => ({ profile_id: profileId, code_hash })));
}

export async function deleteRecoveryCodes(db: Knex, profileId: number): Promise<void> {
  await db('recovery_codes').where({ profile_id: profileId }).delete();
}

export async function findUnusedRecoveryCodes(db: Knex, profileId: number): Promise<{ id: number; hash: string }[]> {
  const rows = await db('recovery_codes').where({ profile_id: profileId }).whereNull('used_at').orderBy('id').select('id', 'code_hash');
  return rows.map((r: Record<string, unknown>) => ({ id: Number(r.id), hash: String(r.code_hash) }));
}

export async function countUnusedRecoveryCodes(db: Knex, profileId: number): Promise<number> {
  const row = await db('recovery_codes').where({ profile_id: profileId }).whereNull('used_at').count('* as n').first();
  return Number(row?.n ?? 0);
}

/** Uses a recovery code up; false when another request used it first. */
export async function useRecoveryCode(db: Knex, id: number): Promise<boolean> {
  return (await db('recovery_codes').where({ id }).whereNull('used_at').update({ used_at: db.fn.now() })) > 0;
}
