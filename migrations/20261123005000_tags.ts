import type { Knex } from 'knex';

/**
 * The tags module's table: a member's private labels on other profiles ("yoga", "met at the Aarhus party").
 * One row per owner, profile and tag; a tag is unique per profile whatever its case. The owner's lists read
 * by (owner, lower(tag)) and (owner, profile, …); "a profile I tagged came online" reads by the tagged profile.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_tags', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('owner_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('tag').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    // Who tagged a profile (the online fan-out) and the cascade when a tagged profile is deleted. Reads by
    // (owner, profile) use the unique index below, whose first two columns they are.
    t.index(['profile_id', 'owner_id']);
  });
  await db.raw(`alter table profile_tags add constraint profile_tags_tag_length check (char_length(tag) between 1 and 40)`);
  await db.raw('create unique index profile_tags_owner_profile_tag_unique on profile_tags (owner_id, profile_id, lower(tag))');
  await db.raw('create index profile_tags_owner_tag_index on profile_tags (owner_id, lower(tag))');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('profile_tags');
}
