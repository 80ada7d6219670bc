import type { Knex } from 'knex';

/**
 * `media_validations`: a profile's validations (identity checks, spec §3/§4), one row per attempt, newest last.
 * - `method`: NationalId (first generation), VideoUpload, Personal, NationalId2 (second generation), MobileId
 *   (the mobile identity provider); `status`: Ongoing (waiting for staff), Valid, Invalid.
 * - `media_id`: the validation video (VideoUpload), `code` the code the member says in it.
 * - `decided_by_id` / `decided_by`: the staff profile (when known) and a readable name of who decided (a staff
 *   name, the admin console's user, or the identity provider); `reason` why a validation was refused.
 * At most one Ongoing validation per profile.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('media_validations', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('method').notNullable();
    t.text('status').notNullable();
    t.bigInteger('media_id').references('media.id').onDelete('SET NULL');
    t.text('code');
    t.bigInteger('decided_by_id').references('profiles.id').onDelete('SET NULL');
    t.text('decided_by');
    t.text('reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.index(['profile_id', 'id']);
  });
  await db.raw(`alter table media_validations add constraint media_validation_method check (method in ('NationalId','VideoUpload','Personal','NationalId2','MobileId'))`);
  await db.raw(`alter table media_validations add constraint media_validation_status check (status in ('Ongoing','Valid','Invalid'))`);
  await db.raw(`create unique index media_validations_one_ongoing on media_validations (profile_id) where status = 'Ongoing'`);
  await db.raw(`create index media_validations_waiting on media_validations (created_at) where status = 'Ongoing'`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('media_validations');
}
