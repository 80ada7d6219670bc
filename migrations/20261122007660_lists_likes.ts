import type { Knex } from 'knex';

/** Likes of items (spec §7 Likes: itemType and itemId): one per member and item. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('likes', (t) => {
    t.text('item_type').notNullable();
    t.bigInteger('item_id').notNullable();
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['item_type', 'item_id', 'profile_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('likes');
}
