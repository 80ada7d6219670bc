import type { Knex } from 'knex';

/**
 * Lodges' media and mail (issue 33 items 5 and 6).
 * - `lodge_media_albums`: a lodge's albums, owned by the lodge (not a profile).
 * - `lodge_media`: which media item (media's own row: a Picture or LodgeAlbumVideo without a profile album) is in
 *   which lodge album, who uploaded it and whether a moderator has approved it (`Waiting` → `Approved`; a rejected
 *   item is deleted with its files). Members see only Approved items; the uploader and moderators see Waiting ones.
 * - `lodge_conversations`: a member's conversation with the lodge's admins (mail's group conversation), one per
 *   member and lodge. Who may open it is asked of the lodge on every request, never kept in mail.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lodge_media_albums', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.bigInteger('created_by').references('profiles.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['lodge_id', 'id']);
  });
  await db.raw(`alter table lodge_media_albums add constraint lodge_media_albums_name check (char_length(name) between 1 and 80)`);

  await db.schema.createTable('lodge_media', (t) => {
    t.bigInteger('media_id').primary().references('media.id').onDelete('CASCADE');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.bigInteger('album_id').notNullable().references('lodge_media_albums.id').onDelete('CASCADE');
    t.bigInteger('uploader_id').references('profiles.id').onDelete('CASCADE');
    t.text('state').notNullable();
    t.bigInteger('decided_by').references('profiles.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('decided_at', { useTz: true });
  });
  await db.raw(`alter table lodge_media add constraint lodge_media_state check (state in ('Waiting', 'Approved'))`);
  await db.raw(`create index lodge_media_album on lodge_media (album_id, media_id desc) where state = 'Approved'`);
  await db.raw(`create index lodge_media_waiting on lodge_media (lodge_id, media_id) where state = 'Waiting'`);
  await db.raw(`create index lodge_media_uploader on lodge_media (uploader_id)`);

  await db.schema.createTable('lodge_conversations', (t) => {
    t.bigInteger('conversation_id').primary().references('conversations.id').onDelete('CASCADE');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.bigInteger('member_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['lodge_id', 'member_id']);
    t.index(['member_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['lodge_conversations', 'lodge_media', 'lodge_media_albums']) await db.schema.dropTableIfExists(table);
}
