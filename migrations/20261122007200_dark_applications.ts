import type { Knex } from 'knex';

/**
 * The dark module's application for a dark profile (one row per profile: the presentation, the persons' dark
 * roles, when it was sent and how staff decided), and `member_until` on accounts' profiles: a membership that
 * staff grant for a number of days ends by itself after that moment (null: no end, e.g. the demo member).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('dark_applications', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.text('presentation').notNullable();
    t.text('role1').notNullable();
    t.text('role2');
    t.timestamp('terms_accepted_at', { useTz: true }).notNullable();
    t.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.text('decline_reason');
  });
  await db.raw('create index dark_applications_pending on dark_applications (applied_at) where decided_at is null');
  await db.schema.alterTable('profiles', (t) => {
    t.timestamp('member_until', { useTz: true });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('profiles', (t) => t.dropColumn('member_until'));
  await db.schema.dropTable('dark_applications');
}
