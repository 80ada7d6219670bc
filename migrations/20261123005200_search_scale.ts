import type { Knex } from 'knex';

/**
 * Search at a million profiles (search module, profiles' search filters; figures in scripts/bench/search.ts).
 * Distance: a search walks its order (newest first) and probes each profile's area, so the area's primary key
 * carries the coordinates (an index-only probe); the (latitude, longitude) bounding-box btree goes. A GiST index on
 * cube + earthdistance's `ll_to_earth` was measured and left out: the planner prices `earth_box @>` at a fixed 0.1% of
 * the rows, starts from the box, and at a million profiles that was 5–30 times slower than the walk. Text: each
 * profile's texts are stemmed in its language (`text_config`: english, danish, norwegian, swedish, else simple), kept
 * in step with the profile's language by two triggers, GIN on that expression. Names: `pg_trgm` on the case-folded name.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('create extension if not exists pg_trgm');

  await db.raw('drop index if exists profile_areas_search_lat_lon');
  await db.raw('create index profile_areas_search_point on profile_areas (profile_id) include (latitude, longitude)');

  await db.raw(`create function profile_text_config(language text) returns regconfig language sql immutable as $$
    select case language when 'en-GB' then 'english'::regconfig when 'da-DK' then 'danish'::regconfig
      when 'nb-NO' then 'norwegian'::regconfig when 'sv-SE' then 'swedish'::regconfig else 'simple'::regconfig end $$`);
  await db.raw(`alter table profile_details add column text_config regconfig not null default 'simple'`);
  await db.raw('update profile_details d set text_config = profile_text_config(p.language) from profiles p where p.id = d.profile_id');
  await db.raw(`create function profile_details_text_config() returns trigger language plpgsql as $$
    begin
      new.text_config := profile_text_config((select p.language from profiles p where p.id = new.profile_id));
      return new;
    end $$`);
  await db.raw('create trigger profile_details_text_config before insert on profile_details for each row execute function profile_details_text_config()');
  await db.raw(`create function profiles_language_text_config() returns trigger language plpgsql as $$
    begin
      update profile_details set text_config = profile_text_config(new.language) where profile_id = new.id;
      return null;
    end $$`);
  await db.raw(`create trigger profiles_language_text_config after update of language on profiles for each row
    when (old.language is distinct from new.language) execute function profiles_language_text_config()`);
  await db.raw('drop index if exists profile_details_search_text');
  await db.raw(`create index profile_details_search_text on profile_details using gin (to_tsvector(text_config, presentation || ' ' || looking_for))`);

  await db.raw('create index profiles_search_name on profiles using gin (name_key gin_trgm_ops)');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index if exists profiles_search_name');
  await db.raw('drop index if exists profile_details_search_text');
  await db.raw(`create index profile_details_search_text on profile_details using gin (to_tsvector('simple', presentation || ' ' || looking_for))`);
  await db.raw('drop trigger if exists profiles_language_text_config on profiles');
  await db.raw('drop trigger if exists profile_details_text_config on profile_details');
  await db.raw('drop function if exists profiles_language_text_config()');
  await db.raw('drop function if exists profile_details_text_config()');
  await db.raw('alter table profile_details drop column text_config');
  await db.raw('drop function if exists profile_text_config(text)');
  await db.raw('drop index if exists profile_areas_search_point');
  await db.raw('create index profile_areas_search_lat_lon on profile_areas (latitude, longitude, profile_id) where latitude is not null');
}
