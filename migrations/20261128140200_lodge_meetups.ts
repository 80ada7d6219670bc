import type { Knex } from 'knex';

/**
 * A lodge's meetups (issue 33 §4, spec §2 Calendar, §4 Meetups, §7): what, where and when (instants, with the time
 * zone of the lodge's site that their local times are shown and entered in), the capacity and sign-up deadline
 * (the places themselves are the signups module's, subject type 'lodges.meetup'), and a cancellation (DeleteMeetup
 * cancels: the row stays so those signed up see what happened). Comments are the comments module's.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lodge_meetups', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.bigInteger('created_by').references('profiles.id').onDelete('SET NULL');
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('place').notNullable().defaultTo('');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true });
    /** The IANA zone local times are entered and shown in: Europe/London on an en-GB site, else Europe/Copenhagen. */
    t.text('time_zone').notNullable().defaultTo('Europe/Copenhagen');
    t.integer('capacity');
    t.timestamp('sign_up_deadline', { useTz: true });
    t.integer('comment_count').notNullable().defaultTo(0);
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`alter table lodge_meetups add constraint lodge_meetups_title check (char_length(title) between 1 and 120)`);
  await db.raw(`alter table lodge_meetups add constraint lodge_meetups_times check (ends_at is null or ends_at > starts_at)`);
  await db.raw(`create index lodge_meetups_calendar on lodge_meetups (lodge_id, starts_at, id)`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('lodge_meetups');
}
