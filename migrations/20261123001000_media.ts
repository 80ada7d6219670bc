import type { Knex } from 'knex';

/**
 * The media module's tables.
 * - `media_albums`: a profile's albums by kind (one Profile album of profile pictures, Ordinary and Private albums,
 *   the dark site's Red albums, and one Archive: the file archive).
 * - `media`: one picture or video. Its stored files (`variants`: size and format → storage key, content-hashed)
 *   live in the media storage; `phash` is a 64-bit difference hash for recognising a removed picture again.
 * - `media_blocked_hashes`: pictures staff removed, refused when uploaded again.
 * - `media_copyright_consents`: when a profile confirmed the §5 copyright text, and when staff last required it
 *   again (forced consent: the profile's media are hidden until it confirms after that).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('media_albums', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('name').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['profile_id', 'kind']);
  });
  await db.raw(`alter table media_albums add constraint media_album_kind check (kind in ('Profile','Ordinary','Private','Red','Archive'))`);
  await db.raw(`create unique index media_albums_one_profile_album on media_albums (profile_id, kind) where kind in ('Profile','Archive')`);

  await db.schema.createTable('media', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('album_id').references('media_albums.id').onDelete('SET NULL');
    t.text('type').notNullable();
    t.text('status').notNullable();
    t.boolean('explicit').notNullable().defaultTo(false);
    t.integer('width');
    t.integer('height');
    t.integer('duration_ms');
    t.text('phash');
    t.jsonb('variants').notNullable().defaultTo('{}');
    t.text('source_key');
    t.text('caption').notNullable().defaultTo('');
    t.integer('position').notNullable().defaultTo(0);
    t.text('failure');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['album_id', 'position']);
    t.index(['profile_id', 'created_at']);
  });
  await db.raw(`alter table media add constraint media_type check (type in ('Picture','AlbumVideo','TempVideo','MailAttachmentVideo','LodgeAlbumVideo','ValidationVideo'))`);
  await db.raw(`alter table media add constraint media_status check (status in ('Uploading','ReadyForConversion','ConversionFailed','Live','TemporaryError'))`);
  await db.raw(`create index media_newest_live_pictures on media (created_at desc) where type = 'Picture' and status = 'Live'`);

  await db.schema.createTable('media_blocked_hashes', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.text('phash').notNullable();
    t.text('reason').notNullable().defaultTo('');
    t.bigInteger('media_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable('media_copyright_consents', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.text('text');
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('required_at', { useTz: true });
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('media_copyright_consents');
  await db.schema.dropTable('media_blocked_hashes');
  await db.schema.dropTable('media');
  await db.schema.dropTable('media_albums');
}
