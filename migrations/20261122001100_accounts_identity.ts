import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('profiles', (t) => {
    t.timestamp('email_confirmed_at', { useTz: true });
    t.bigInteger('country_id').references('countries.id');
    t.text('postal_code');
    t.timestamp('terms_accepted_at', { useTz: true });
    t.timestamp('privacy_consent_at', { useTz: true });
    t.timestamp('password_changed_at', { useTz: true });
    t.timestamp('deletion_requested_at', { useTz: true });
    t.timestamp('last_logon_at', { useTz: true });
    t.text('totp_secret');
    t.timestamp('totp_enabled_at', { useTz: true });
    t.bigInteger('totp_last_step');
  });
  await db.schema.createTable('profile_persons', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.smallint('position').notNullable();
    t.date('birthday').notNullable();
    t.text('gender').notNullable();
    t.primary(['profile_id', 'position']);
  });
  await db.raw(`alter table profile_persons add constraint person_gender check (gender in ('Male','Female','Couple','Transsexual'))`);
  await db.raw('alter table profile_persons add constraint person_position check (position in (0, 1))');

  await db.schema.createTable('terms_versions', (t) => {
    t.integer('version').primary();
    t.timestamp('published_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db('terms_versions').insert({ version: 1 });

  // One-time links sent by e-mail (confirm address, reset password, change address) and staff impersonation links.
  await db.schema.createTable('account_tokens', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('token_hash').notNullable().unique();
    t.text('new_email');
    t.bigInteger('actor_profile_id').references('profiles.id');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['profile_id', 'purpose']);
  });
  await db.raw(`alter table account_tokens add constraint account_token_purpose check (purpose in ('confirmEmail','resetPassword','changeEmail','impersonate','sso'))`);

  await db.schema.createTable('recovery_codes', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true });
  });

  await db.schema.createTable('passkeys', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.text('rp_id').notNullable();
    t.text('credential_id').notNullable().unique();
    t.binary('public_key').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.specificType('transports', 'text[]').notNullable().defaultTo('{}');
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('last_used_at', { useTz: true });
  });

  await db.schema.createTable('webauthn_challenges', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.text('challenge').notNullable().unique();
    t.text('purpose').notNullable();
    t.text('rp_id').notNullable();
    t.bigInteger('profile_id').references('profiles.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
  });

  await db.schema.createTable('impersonation_audit', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('staff_profile_id').notNullable().references('profiles.id');
    t.bigInteger('profile_id').notNullable().references('profiles.id');
    t.text('ip');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('ended_at', { useTz: true });
  });
}
