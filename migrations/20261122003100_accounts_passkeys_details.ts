import type { Knex } from 'knex';

/**
 * Passkeys: the WebAuthn user handle (one random value per profile, repeated on each of its passkeys, so the
 * authenticator replaces rather than piles up credentials and an assertion's userHandle can be checked), and
 * whether the credential is synced. Challenges: the two purposes, the user handle offered with a registration
 * challenge (kept until the passkey is stored), and an index to purge expired ones.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('passkeys', (t) => {
    t.text('user_handle');
    t.boolean('backed_up').notNullable().defaultTo(false);
  });
  await db.raw(`alter table webauthn_challenges add constraint webauthn_challenge_purpose check (purpose in ('register','authenticate'))`);
  await db.schema.alterTable('webauthn_challenges', (t) => {
    t.text('user_handle');
    t.index(['expires_at']);
  });
}
