import type { Knex } from 'knex';

/**
 * Search (search module): each member's match words (/Search/MatchWord) and /Search/Top's scores. Top's score (the
 * last 30 days' distinct visitors plus 3 × likes) is an aggregate no index can order, and summing a month of visits
 * per request takes seconds at scale (1.8 s over 570,000 recent rows, measured), so it is kept in
 * `search_top_scores`, rebuilt by a job at most every 10 minutes and read in Top's order from its index. The
 * rebuild reads only recent rows: the visits' and likes' time indexes carry the profile id.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('search_match_words', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.specificType('words', 'text[]').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.schema.createTable('search_top_scores', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.integer('score').notNullable();
    // The profile's own created_at, copied: ties go newest first straight from this table's index.
    t.timestamp('profile_created_at', { useTz: true }).notNullable();
  });
  await db.raw('create index search_top_scores_order on search_top_scores (score desc, profile_created_at desc, profile_id desc)');
  // One row: when a rebuild was last asked for (a read that finds it stale asks once, atomically).
  await db.schema.createTable('search_top_refresh', (t) => {
    t.integer('id').primary();
    t.timestamp('requested_at', { useTz: true }).notNullable();
    t.timestamp('refreshed_at', { useTz: true });
  });
  await db('search_top_refresh').insert({ id: 1, requested_at: new Date(0) });
  await db.raw('create index if not exists profile_visits_search_recent on profile_visits (visited_at, profile_id)');
  await db.raw('create index if not exists likes_search_recent on likes (item_type, created_at, item_id)');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index if exists likes_search_recent');
  await db.raw('drop index if exists profile_visits_search_recent');
  await db.schema.dropTable('search_top_refresh');
  await db.schema.dropTable('search_top_scores');
  await db.schema.dropTable('search_match_words');
}
