import type { Knex } from 'knex';

/**
 * Site-wide events (issue 34, spec §2 Events, §3 eventAdmin, §6 event admin role): the event admins (a role given
 * from the admin CLI), the events themselves (on one site each: `dark`), what, where and when (instants, with the
 * time zone their local times are entered and shown in), the price as text, who sees the attendee list, a
 * cancellation (the row stays, so those signed up see what became of it). Places, guests and the waiting list are
 * the signups module's (subject type 'events.event'); comments the comments module's; conversations mail's
 * (`event_conversations` names which group conversation is whose, with whether it waits for the organisers' answer).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('event_admins', (t) => {
    t.bigInteger('profile_id').primary().references('profiles.id').onDelete('CASCADE');
    t.timestamp('granted_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.schema.createTable('events', (t) => {
    t.bigIncrements('id');
    t.boolean('dark').notNullable().defaultTo(false);
    t.bigInteger('created_by').references('profiles.id').onDelete('SET NULL');
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('place').notNullable().defaultTo('');
    t.text('price').notNullable().defaultTo('');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true });
    t.text('time_zone').notNullable().defaultTo('Europe/Copenhagen');
    t.integer('capacity');
    t.timestamp('sign_up_deadline', { useTz: true });
    /** Who sees the attendee list: Everyone (who sees the event), Attendees (those signed up), Organisers. */
    t.text('attendee_visibility').notNullable().defaultTo('Attendees');
    t.integer('comment_count').notNullable().defaultTo(0);
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`alter table events add constraint events_title check (char_length(title) between 1 and 120)`);
  await db.raw(`alter table events add constraint events_times check (ends_at is null or ends_at > starts_at)`);
  await db.raw(`alter table events add constraint events_attendee_visibility check (attendee_visibility in ('Everyone', 'Attendees', 'Organisers'))`);
  await db.raw(`create index events_upcoming on events (dark, starts_at, id)`);
  await db.raw(`create index events_created_by on events (created_by)`);
  await db.schema.createTable('event_conversations', (t) => {
    t.bigInteger('conversation_id').primary().references('conversations.id').onDelete('CASCADE');
    t.bigInteger('event_id').notNullable().references('events.id').onDelete('CASCADE');
    t.bigInteger('member_id').notNullable().references('profiles.id').onDelete('CASCADE');
    /** The last message is the member's: it waits for an organiser's answer (the event admin count). */
    t.boolean('awaiting_answer').notNullable().defaultTo(false);
    /** The message `awaiting_answer` was decided by: a later one only changes it (mail's events may arrive late). */
    t.bigInteger('last_message_id').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.unique(['event_id', 'member_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('event_conversations');
  await db.schema.dropTableIfExists('events');
  await db.schema.dropTableIfExists('event_admins');
}
