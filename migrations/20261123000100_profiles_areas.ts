import type { Knex } from 'knex';

/**
 * A profile's area moves from accounts' `profiles` row to the profiles module's `profile_areas`: country and
 * postal code as the member gave them, and the postal code's coordinates (null when the catalogue does not know
 * the code) for distance search. Existing answers are copied, with coordinates where the code is known.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profile_areas', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('country_id').notNullable().references('countries.id');
    t.text('postal_code').notNullable();
    t.double('latitude');
    t.double('longitude');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['country_id', 'postal_code']);
  });
  await db.raw('alter table profile_areas add constraint profile_area_coordinates check ((latitude is null) = (longitude is null))');
  await db.raw(`
    insert into profile_areas (profile_id, country_id, postal_code, latitude, longitude)
    select p.id, p.country_id, p.postal_code, pc.latitude, pc.longitude
    from profiles p
    left join lateral (
      select latitude, longitude from postal_codes c
      where c.country_id = p.country_id and c.code_key = upper(regexp_replace(p.postal_code, '\\s+', '', 'g'))
      order by c.id limit 1
    ) pc on true
    where p.country_id is not null and p.postal_code is not null`);
  await db.schema.alterTable('profiles', (t) => {
    t.dropColumn('postal_code');
    t.dropColumn('country_id');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('profiles', (t) => {
    t.bigInteger('country_id').references('countries.id');
    t.text('postal_code');
  });
  await db.raw('update profiles p set country_id = a.country_id, postal_code = a.postal_code from profile_areas a where a.profile_id = p.id');
  await db.schema.dropTable('profile_areas');
}
