import type { Knex } from 'knex';

/**
 * The mail module's tables (spec §2 /Mail, issue 10). A conversation has participants; a two-person
 * conversation stores its pair ordered (`profile_low` < `profile_high`, unique) so each pair has one; group
 * conversations (lodges, events) leave the pair empty. Per participant: `state` (Inbox, or Request while a first
 * contact is not accepted by that side), read state, "delete for me" (messages up to and including
 * `deleted_before_message_id` are hidden for that member only) and `muted`. Messages carry a generated
 * `tsvector` (simple configuration: works for all four languages) with a GIN index for search.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('conversations', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_low').nullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('profile_high').nullable().references('profiles.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('last_message_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['profile_low', 'profile_high']);
  });
  await db.raw('alter table conversations add constraint conversations_pair_ordered check (profile_low < profile_high)');
  await db.schema.createTable('conversation_participants', (t) => {
    t.bigInteger('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('state').notNullable().defaultTo('Inbox');
    t.bigInteger('last_read_message_id').nullable();
    t.bigInteger('deleted_before_message_id').nullable();
    t.boolean('muted').notNullable().defaultTo(false);
    t.primary(['conversation_id', 'profile_id']);
    t.index(['profile_id', 'state']);
  });
  await db.raw(`alter table conversation_participants add constraint conversation_participants_state check (state in ('Inbox','Request'))`);
  await db.schema.createTable('messages', (t) => {
    t.bigIncrements('id');
    t.bigInteger('conversation_id').notNullable().references('conversations.id').onDelete('CASCADE');
    t.bigInteger('sender_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['conversation_id', 'id']);
  });
  await db.raw('alter table messages add constraint messages_body_length check (char_length(body) between 1 and 5000)');
  await db.raw(`alter table messages add column search tsvector generated always as (to_tsvector('simple', body)) stored`);
  await db.raw('create index messages_search on messages using gin (search)');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('messages');
  await db.schema.dropTable('conversation_participants');
  await db.schema.dropTable('conversations');
}
