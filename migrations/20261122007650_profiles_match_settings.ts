import type { Knex } from 'knex';

/** Whom a member wants to meet (spec §2 /EditProfile/MatchSettings): the search module matches both ways on it. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_match_settings', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.specificType('genders', 'text[]').notNullable().defaultTo('{}');
    t.smallint('age_min').notNullable().defaultTo(18);
    t.smallint('age_max').notNullable().defaultTo(99);
    t.integer('distance_km');
    t.specificType('looking_for', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_match_settings');
}
