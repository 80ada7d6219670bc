import type { Knex } from 'knex';

/** A stored WebAuthn credential; it is valid only on the relying party (site host) it was created on. */
export type PasskeyRecord = {
  id: number;
  profileId: number;
  rpId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  userHandle: string | null;
  backedUp: boolean;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export type ChallengePurpose = 'register' | 'authenticate';

type Row = Record<string, unknown>;

/** knex-pglite hands text[] back as an array, node-postgres too; a literal `{a,b}` is parsed just in case. */
function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{')) return value.slice(1, -1).split(',').filter(Boolean);
  return [];
}

const toPasskey = (r: Row): PasskeyRecord => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  rpId: String(r.rp_id),
  credentialId: String(r.credential_id),
  publicKey: new Uint8Array(r.public_key as Uint8Array),
  counter: Number(r.counter),
  transports: textArray(r.transports),
  userHandle: (r.user_handle as string | null) ?? null,
  backedUp: Boolean(r.backed_up),
  name: String(r.name),
  createdAt: new Date(r.created_at as string),
  lastUsedAt: r.last_used_at ? new Date(r.last_used_at as string) : null,
});

/** The profile's passkeys on one relying party, oldest first. */
export async function findPasskeys(db: Knex, profileId: number, rpId: string): Promise<PasskeyRecord[]> {
  const rows = await db('passkeys').where({ profile_id: profileId, rp_id: rpId }).orderBy('id');
  return rows.map(toPasskey);
}

export async function countPasskeys(db: Knex, profileId: number, rpId: string): Promise<number> {
  const row = await db('passkeys').where({ profile_id: profileId, rp_id: rpId }).count<{ count: string }[]>('id as count').first();
  return Number(row?.count ?? 0);
}

/** The passkey with this credential id on this relying party (a credential from another host is not found). */
export async function findPasskeyByCredential(db: Knex, rpId: string, credentialId: string): Promise<PasskeyRecord | null> {
  const row = await db('passkeys').where({ rp_id: rpId, credential_id: credentialId }).first();
  return row ? toPasskey(row) : null;
}

/** The WebAuthn user handle the profile's passkeys already carry, if any. */
export async function findUserHandle(db: Knex, profileId: number): Promise<string | null> {
  const row = await db('passkeys').where({ profile_id: profileId }).whereNotNull('user_handle').orderBy('id').first('user_handle');
  return (row?.user_handle as string | undefined) ?? null;
}

export type NewPasskey = Omit<PasskeyRecord, 'id' | 'createdAt' | 'lastUsedAt'>;

/** Stores a passkey; returns null when the credential id is already registered. */
export async function insertPasskey(db: Knex, p: NewPasskey): Promise<PasskeyRecord | null> {
  const rows = await db('passkeys')
    .insert({
      profile_id: p.profileId,
      rp_id: p.rpId,
      credential_id: p.credentialId,
      public_key: Buffer.from(p.publicKey),
      counter: p.counter,
      transports: p.transports,
      user_handle: p.userHandle,
      backed_up: p.backedUp,
      name: p.name,
    })
    .onConflict('credential_id')
    .ignore()
    .returning('*');
  return rows[0] ? toPasskey(rows[0]) : null;
}

/** Records a successful assertion: the authenticator's new signature counter and the time. */
export async function recordPasskeyUse(db: Knex, id: number, counter: number, backedUp: boolean): Promise<void> {
  await db('passkeys').where({ id }).update({ counter, backed_up: backedUp, last_used_at: db.fn.now() });
}

/** Renames one of the profile's passkeys; null when the profile has no such passkey on this host. */
export async function renamePasskey(db: Knex, profileId: number, rpId: string, id: number, name: string): Promise<PasskeyRecord | null> {
  const rows = await db('passkeys').where({ id, profile_id: profileId, rp_id: rpId }).update({ name }).returning('*');
  return rows[0] ? toPasskey(rows[0]) : null;
}

/** Deletes one of the profile's passkeys; null when the profile has no such passkey on this host. */
export async function deletePasskey(db: Knex, profileId: number, rpId: string, id: number): Promise<PasskeyRecord | null> {
  const rows = await db('passkeys').where({ id, profile_id: profileId, rp_id: rpId }).delete().returning('*');
  return rows[0] ? toPasskey(rows[0]) : null;
}

/** Stores a fresh challenge and purges those long expired; returns the row id. */
export async function insertChallenge(
  db: Knex,
  c: { challenge: string; purpose: ChallengePurpose; rpId: string; profileId: number | null; userHandle?: string | null; ttlMs: number },
): Promise<number> {
  await db('webauthn_challenges').where('expires_at', '<', db.raw(`now() - interval '1 hour'`)).delete();
  const [row] = await db('webauthn_challenges')
    .insert({
      challenge: c.challenge,
      purpose: c.purpose,
      rp_id: c.rpId,
      profile_id: c.profileId,
      user_handle: c.userHandle ?? null,
      expires_at: db.raw(`now() + make_interval(secs => ?)`, [c.ttlMs / 1000]),
    })
    .returning('id');
  return Number((row as Row).id);
}

/**
 * Marks a challenge used, in one statement, if it matches and is still fresh and unused; two requests racing
 * with the same challenge cannot both win. Returns the row's user handle, or undefined when refused.
 */
export async function consumeChallenge(
  db: Knex,
  c: { challenge: string; purpose: ChallengePurpose; rpId: string; profileId?: number; id?: number },
): Promise<{ userHandle: string | null } | undefined> {
  const q = db('webauthn_challenges')
    .where({ challenge: c.challenge, purpose: c.purpose, rp_id: c.rpId })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now());
  if (c.profileId !== undefined) q.where({ profile_id: c.profileId });
  if (c.id !== undefined) q.where({ id: c.id });
  const rows = await q.update({ used_at: db.fn.now() }).returning('user_handle');
  return rows[0] ? { userHandle: ((rows[0] as Row).user_handle as string | null) ?? null } : undefined;
}
