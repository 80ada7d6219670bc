import type { Knex } from 'knex';

/**
 * The lists module's tables: a member's favourites, the visits to a member's profile (one row per visitor,
 * its time moved on at each visit; `hidden_at` when the member hid that visitor), when the member last
 * looked at their visitors, and private notes about other profiles.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_favourites', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('favourite_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['profile_id', 'favourite_id']);
  });
  await db.schema.createTable('profile_visits', (t) => {
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('visitor_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.timestamp('visited_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('hidden_at', { useTz: true });
    t.primary(['profile_id', 'visitor_id']);
    t.index(['profile_id', 'visited_at']);
  });
  await db.schema.createTable('profile_visits_seen', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.timestamp('seen_at', { useTz: true }).notNullable();
  });
  await db.schema.createTable('profile_notes', (t) => {
    t.bigInteger('author_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE').index();
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['author_id', 'profile_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_notes');
  await db.schema.dropTable('profile_visits_seen');
  await db.schema.dropTable('profile_visits');
  await db.schema.dropTable('profile_favourites');
}
