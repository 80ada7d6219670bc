import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export type TokenPurpose = 'confirmEmail' | 'resetPassword' | 'changeEmail' | 'impersonate' | 'sso';

/** How long each kind of one-time link lives. */
export const tokenLifetimesMs: Record<TokenPurpose, number> = {
  confirmEmail: 7 * 24 * 3600_000,
  resetPassword: 60 * 60_000,
  changeEmail: 24 * 3600_000,
  impersonate: 10 * 60_000,
  sso: 60_000,
};

export type TokenRecord = { id: number; profileId: number; purpose: TokenPurpose; newEmail: string | null; actorProfileId: number | null; siteId: number | null };

const digest = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** Creates a single-use token; only its hash is stored, the raw value goes into the link. */
export async function issueToken(
  db: Knex,
  profileId: number,
  purpose: TokenPurpose,
  extra: { newEmail?: string; actorProfileId?: number; siteId?: number } = {},
): Promise<string> {
  const raw = randomBytes(32).toString('base64url');
  await db('account_tokens').insert({
    profile_id: profileId,
    purpose,
    token_hash: digest(raw),
    new_email: extra.newEmail ?? null,
    actor_profile_id: extra.actorProfileId ?? null,
    site_id: extra.siteId ?? null,
    expires_at: new Date(Date.now() + tokenLifetimesMs[purpose]),
  });
  return raw;
}

const toToken = (r: Record<string, unknown>): TokenRecord => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  purpose: r.purpose as TokenPurpose,
  newEmail: (r.new_email as string | null) ?? null,
  actorProfileId: r.actor_profile_id == null ? null : Number(r.actor_profile_id),
  siteId: r.site_id == null ? null : Number(r.site_id),
});

/** When the newest link of this purpose stops working (used or not), or null when there is none. */
export async function latestTokenExpiry(db: Knex, profileId: number, purpose: TokenPurpose): Promise<Date | null> {
  const row = await db('account_tokens').where({ profile_id: profileId, purpose }).max<{ latest: Date | string | null }>('expires_at as latest').first();
  return row?.latest ? new Date(row.latest) : null;
}

/** The token if it is unused and unexpired, without using it up (to show a form first). */
export async function peekToken(db: Knex, purpose: TokenPurpose, raw: string): Promise<TokenRecord | null> {
  if (!/^[\w-]{20,100}$/.test(raw)) return null;
  const row = await db('account_tokens')
    .where({ token_hash: digest(raw), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .first();
  return row ? toToken(row) : null;
}

/** The token whether or not it is still usable (used, voided or expired too): to tell "done already" from "expired". */
export async function findTokenInAnyState(db: Knex, purpose: TokenPurpose, raw: string): Promise<TokenRecord | null> {
  if (!/^[\w-]{20,100}$/.test(raw)) return null;
  const row = await db('account_tokens').where({ token_hash: digest(raw), purpose }).first();
  return row ? toToken(row) : null;
}

/** Uses a token up atomically: a second use, or a use after expiry, returns null. */
export async function consumeToken(db: Knex, purpose: TokenPurpose, raw: string): Promise<TokenRecord | null> {
  if (!/^[\w-]{20,100}$/.test(raw)) return null;
  const [row] = await db('account_tokens')
    .where({ token_hash: digest(raw), purpose })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning('*');
  return row ? toToken(row) : null;
}

/** Voids the unused tokens of a purpose (e.g. older reset links once the password changed). */
export async function revokeTokens(db: Knex, profileId: number, purpose: TokenPurpose): Promise<void> {
  await db('account_tokens').where({ profile_id: profileId, purpose }).whereNull('used_at').update({ used_at: db.fn.now() });
}
