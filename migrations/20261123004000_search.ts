import type { Knex } from 'knex';

/**
 * Search (search module): the members' saved searches, and the indexes its queries use. Newest and online
 * read visible profiles in order from partial indexes; ages are birthday ranges on persons (gender first for the
 * common "women 25–35"); distance is a bounding box on the areas' (latitude, longitude) then an exact haversine;
 * text is the `simple` tsvector of the presentation texts (GIN on that very expression). Has-picture and validated
 * use media's existing per-profile indexes.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('saved_searches', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.jsonb('options').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['profile_id', 'created_at']);
  });
  await db.raw('create index profiles_search_newest on profiles (created_at desc, id desc) where status = 3 and forced_validation = false');
  await db.raw('create index profiles_search_online on profiles (last_logon_at desc, id desc) where status = 3 and forced_validation = false');
  await db.raw('create index profile_persons_search_gender_birthday on profile_persons (gender, birthday, profile_id) where confirmed_at is not null');
  await db.raw('create index profile_persons_search_birthday on profile_persons (birthday, profile_id) where confirmed_at is not null');
  await db.raw('create index profile_areas_search_lat_lon on profile_areas (latitude, longitude, profile_id) where latitude is not null');
  await db.raw(`create index profile_details_search_text on profile_details using gin (to_tsvector('simple', presentation || ' ' || looking_for))`);
}

export async function down(db: Knex): Promise<void> {
  for (const index of ['profiles_search_newest', 'profiles_search_online', 'profile_persons_search_gender_birthday', 'profile_persons_search_birthday', 'profile_areas_search_lat_lon', 'profile_details_search_text']) {
    await db.raw('drop index if exists ??', [index]);
  }
  await db.schema.dropTable('saved_searches');
}
