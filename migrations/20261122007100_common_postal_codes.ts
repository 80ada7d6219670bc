import type { Knex } from 'knex';

/**
 * The postal-code catalogue (GeoNames postal-code format), imported with `npm run admin -- geo:import`.
 * `code_key` is the code without spaces in capitals ("111 20" → "11120", "SW1A" → "SW1A") so a member may type
 * it either way. A code may name several places, so (country, code) is indexed but not unique. Nearest-code
 * search narrows by the (latitude, longitude) index with a bounding box before ordering by exact distance.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('postal_codes', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('country_id').notNullable().references('countries.id').onDelete('CASCADE');
    t.text('code').notNullable();
    t.text('code_key').notNullable();
    t.text('place_name').notNullable();
    t.text('admin1_name');
    t.text('admin1_code');
    t.text('admin2_name');
    t.text('admin2_code');
    t.text('admin3_name');
    t.text('admin3_code');
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.index(['country_id', 'code_key'], 'postal_codes_country_code');
    t.index(['latitude', 'longitude'], 'postal_codes_lat_lon');
  });
  await db.raw('alter table postal_codes add constraint postal_codes_coordinates check (latitude between -90 and 90 and longitude between -180 and 180)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('postal_codes');
}
