import type { Knex } from 'knex';

/** Who may see a few of a profile's answers (age, place, orientation, the dark-site answers): everyone by default. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_field_visibility', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('field').notNullable();
    t.text('audience').notNullable();
    t.primary(['profile_id', 'field']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_field_visibility');
}
