import type { Knex } from 'knex';

/**
 * The stored files of each media item as a searchable array, so "does another item still use this file?" (the
 * same picture uploaded twice shares its content-hashed files) is an index lookup, not a scan of every row.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`alter table media add column variant_keys jsonb generated always as (jsonb_path_query_array(variants, '$.*')) stored`);
  await db.raw('create index media_variant_keys on media using gin (variant_keys)');
}

export async function down(db: Knex): Promise<void> {
  await db.raw('drop index media_variant_keys');
  await db.raw('alter table media drop column variant_keys');
}
