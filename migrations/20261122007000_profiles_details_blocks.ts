import type { Knex } from 'knex';

/**
 * The profiles module's tables: a profile's own texts (`profile_details`), the persons' details beside
 * their birthday and gender (`profile_persons` changes owner: accounts writes the first row at sign-up), and
 * blocks between profiles (`profile_blocks`, the blacklist).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_details', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.text('presentation').notNullable().defaultTo('');
    t.text('looking_for').notNullable().defaultTo('');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.schema.alterTable('profile_persons', (t) => {
    t.text('orientation');
    t.text('relationship');
    t.integer('height_cm');
    t.integer('weight_kg');
    t.text('body_build');
    t.text('eye_colour');
    t.text('hair_colour');
    t.text('smoking');
    t.text('dominance');
  });
  await db.schema.createTable('profile_blocks', (t) => {
    t.bigInteger('blocker_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('blocked_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['blocker_id', 'blocked_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_blocks');
  await db.schema.alterTable('profile_persons', (t) => {
    t.dropColumns('orientation', 'relationship', 'height_cm', 'weight_kg', 'body_build', 'eye_colour', 'hair_colour', 'smoking', 'dominance');
  });
  await db.schema.dropTable('profile_details');
}
