import type { Knex } from 'knex';

/**
 * Mail, issue 10 items 1 and 3: pictures attached to messages, explicit pictures opt-in, and group conversations.
 * - `messages.body` may now be empty (a message of pictures only; the service requires text or a picture).
 * - `conversations` of a group (profile pair empty) carry a `title` and the module that owns them
 *   (`owner_type`, `owner_id`: a lodge, an event).
 * - `message_attachments`: the pictures of a message, each one media item (media's pipeline and storage), once.
 * - `message_attachment_shown`: the recipients who tapped to see an explicit attachment (it stays shown for them).
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('alter table messages drop constraint messages_body_length');
  await db.raw('alter table messages add constraint messages_body_length check (char_length(body) <= 5000)');

  await db.schema.alterTable('conversations', (t) => {
    t.text('title').nullable();
    t.text('owner_type').nullable();
    t.bigInteger('owner_id').nullable();
    t.index(['owner_type', 'owner_id']);
  });
  await db.raw('alter table conversations add constraint conversations_pair_or_group check ((profile_low is not null and profile_high is not null) or title is not null)');

  await db.schema.createTable('message_attachments', (t) => {
    t.bigIncrements('id');
    t.bigInteger('message_id').notNullable().references('messages.id').onDelete('CASCADE');
    t.bigInteger('media_id').notNullable().unique().references('media.id').onDelete('CASCADE');
    t.boolean('explicit').notNullable().defaultTo(false);
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.smallint('position').notNullable().defaultTo(0);
    t.index(['message_id']);
  });

  await db.schema.createTable('message_attachment_shown', (t) => {
    t.bigInteger('attachment_id').notNullable().references('message_attachments.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('shown_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['attachment_id', 'profile_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('message_attachment_shown');
  await db.schema.dropTable('message_attachments');
  await db.raw('alter table conversations drop constraint conversations_pair_or_group');
  await db.schema.alterTable('conversations', (t) => {
    t.dropIndex(['owner_type', 'owner_id']);
    t.dropColumn('title');
    t.dropColumn('owner_type');
    t.dropColumn('owner_id');
  });
  await db.raw('alter table messages drop constraint messages_body_length');
  await db.raw('alter table messages add constraint messages_body_length check (char_length(body) between 1 and 5000)');
}
