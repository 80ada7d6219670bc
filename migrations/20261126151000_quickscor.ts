import type { Knex } from 'knex';

/**
 * QuickScor (spec §2 /QuickScor): one row per rater and rated profile, a score 1–5 or null for a skip (a re-rate
 * replaces it), and each rated profile's running sum and count of scores, changed in the transaction of the rating
 * so the profile page reads the average from one row.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('quickscor_ratings', (t) => {
    t.bigInteger('rater_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('rated_id').notNullable().references('profiles.id').onDelete('CASCADE');
    /** 1–5; null: the rater skipped the profile (it is not shown to them again). */
    t.smallint('score');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['rater_id', 'rated_id']);
    t.index(['rated_id']);
  });
  await db.raw('alter table quickscor_ratings add constraint quickscor_ratings_score check (score is null or score between 1 and 5)');
  await db.raw('alter table quickscor_ratings add constraint quickscor_ratings_not_own check (rater_id <> rated_id)');
  await db.schema.createTable('quickscor_scores', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    /** The sum and the number of the scores given to the profile (skips not counted). */
    t.integer('total').notNullable().defaultTo(0);
    t.integer('count').notNullable().defaultTo(0);
  });
  await db.raw('alter table quickscor_scores add constraint quickscor_scores_sane check (count >= 0 and total between count and count * 5)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('quickscor_scores');
  await db.schema.dropTable('quickscor_ratings');
}
