import type { Knex } from 'knex';

/**
 * A couple profile's second person confirms by e-mail (profiles/couple-partner.ts). On the person's row:
 * when they confirmed (null: not yet; other members see the profile without them until then), the address the
 * owner invited and the sha256 of the secret link mailed there, which stays their way to leave later.
 * Every person already on a profile (demo data, older sign-ups) counts as confirmed: the column's default fills
 * them in, and rows written without it stay confirmed; the profiles repo writes a new second person with null.
 * `profile_partner_invitations` counts the invitations a profile sent, for the daily limit.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('profile_persons', (t) => {
    t.timestamp('confirmed_at', { useTz: true }).defaultTo(db.fn.now());
    t.text('partner_email');
    t.text('partner_token_hash').unique();
  });
  await db.schema.createTable('profile_partner_invitations', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['profile_id', 'sent_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_partner_invitations');
  await db.schema.alterTable('profile_persons', (t) => {
    t.dropColumns('confirmed_at', 'partner_email', 'partner_token_hash');
  });
}
