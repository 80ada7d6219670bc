import type { Knex } from 'knex';

/**
 * Support tickets (issue 34, "Support tickets").
 * - `tickets`: one per request for help, by a member (`profile_id`) or a visitor (`profile_id` null, `email`);
 *   `status` (spec §4: None while a visitor's address is unconfirmed, New, Open, Pending, Closed, Deleted,
 *   Forwarded) and `conversation_state` (Normal, ClosePending, Closed, Reopened) change only through their
 *   state machines; the owner's rating (1–5, once, after closing) with an optional comment.
 * - `ticket_messages`: the conversation, by the owner or by staff (`staff_id`).
 * - `ticket_held_replies`: e-mail replies whose sender did not match the ticket, for staff to accept or discard.
 * - `ticket_pictures`: pictures of a message or a held reply, made by media's picture pipeline.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('tickets', (t) => {
    t.bigIncrements('id');
    t.bigInteger('site_id').notNullable().references('sites.id').onDelete('CASCADE');
    t.bigInteger('profile_id').references('profiles.id').onDelete('SET NULL');
    t.text('email');
    t.text('locale').notNullable();
    t.text('category').notNullable();
    t.text('subject').notNullable();
    t.text('status').notNullable().defaultTo('New');
    t.text('conversation_state').notNullable().defaultTo('Normal');
    t.text('forwarded_to');
    t.boolean('owner_unread').notNullable().defaultTo(false);
    t.boolean('staff_unread').notNullable().defaultTo(true);
    t.smallint('rating');
    t.text('rating_comment');
    t.boolean('rating_publish').notNullable().defaultTo(false);
    t.boolean('rating_show_name').notNullable().defaultTo(false);
    t.timestamp('rated_at', { useTz: true });
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('erased_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`alter table tickets add constraint tickets_status check (status in ('None','New','Open','Pending','Closed','Deleted','Forwarded'))`);
  await db.raw(`alter table tickets add constraint tickets_conversation_state check (conversation_state in ('Normal','ClosePending','Closed','Reopened'))`);
  await db.raw(`alter table tickets add constraint tickets_rating check (rating is null or rating between 1 and 5)`);
  await db.raw(`alter table tickets add constraint tickets_category check (category in ('Account','Membership','Payment','Technical','Abuse','Other'))`);
  await db.raw(`create index tickets_owner on tickets (profile_id, id desc) where profile_id is not null`);
  await db.raw(`create index tickets_queue on tickets (status, id desc)`);
  await db.raw(`create index tickets_rated on tickets (rated_at desc) where rating is not null`);

  await db.schema.createTable('ticket_messages', (t) => {
    t.bigIncrements('id');
    t.bigInteger('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE');
    t.text('author').notNullable();
    t.bigInteger('staff_id').references('profiles.id').onDelete('SET NULL');
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['ticket_id', 'id']);
    t.index(['staff_id']);
  });
  await db.raw(`alter table ticket_messages add constraint ticket_messages_author check (author in ('Owner','Staff'))`);

  await db.schema.createTable('ticket_held_replies', (t) => {
    t.bigIncrements('id');
    t.bigInteger('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE');
    t.text('from_address').notNullable();
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['ticket_id', 'id']);
  });

  await db.schema.createTable('ticket_pictures', (t) => {
    t.bigIncrements('id');
    t.bigInteger('ticket_id').notNullable().references('tickets.id').onDelete('CASCADE');
    t.bigInteger('message_id').references('ticket_messages.id').onDelete('CASCADE');
    t.bigInteger('held_reply_id').references('ticket_held_replies.id').onDelete('CASCADE');
    t.jsonb('variants').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['ticket_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['ticket_pictures', 'ticket_held_replies', 'ticket_messages', 'tickets']) await db.schema.dropTableIfExists(table);
}
