import type { Knex } from 'knex';

/**
 * Sign-ups (issue 33 §4, reused by site-wide events in issue 34): places for any subject another module owns
 * (`subject_type`, `subject_id`: 'lodges.meetup' today). `signup_subjects` is the subject's counter row: its
 * capacity (null: unlimited), its sign-up deadline and the places taken and people waiting, kept in the
 * transaction of every change; every change locks it first (`for update`), so two sign-ups at once are taken one
 * after the other and a subject is never overbooked. `signups` holds one row per profile and subject: Confirmed
 * (a place, plus `guests` counted against the capacity) or Waiting (the waiting list, in arrival order: `id`).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('signup_subjects', (t) => {
    t.text('subject_type').notNullable();
    t.bigInteger('subject_id').notNullable();
    t.integer('capacity');
    t.timestamp('deadline', { useTz: true });
    t.integer('taken').notNullable().defaultTo(0);
    t.integer('waiting').notNullable().defaultTo(0);
    t.primary(['subject_type', 'subject_id']);
  });
  await db.raw(`alter table signup_subjects add constraint signup_subjects_capacity check (capacity is null or capacity between 1 and 100000)`);
  await db.raw(`alter table signup_subjects add constraint signup_subjects_never_overbooked check (taken >= 0 and waiting >= 0 and (capacity is null or taken <= capacity))`);

  await db.schema.createTable('signups', (t) => {
    t.bigIncrements('id');
    t.text('subject_type').notNullable();
    t.bigInteger('subject_id').notNullable();
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.smallint('guests').notNullable().defaultTo(0);
    t.text('state').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('promoted_at', { useTz: true });
    t.foreign(['subject_type', 'subject_id']).references(['subject_type', 'subject_id']).inTable('signup_subjects').onDelete('CASCADE');
    t.unique(['subject_type', 'subject_id', 'profile_id']);
  });
  await db.raw(`alter table signups add constraint signups_state check (state in ('Confirmed', 'Waiting'))`);
  await db.raw(`alter table signups add constraint signups_guests check (guests between 0 and 5)`);
  await db.raw(`create index signups_list on signups (subject_type, subject_id, state, id)`);
  await db.raw(`create index signups_profile on signups (profile_id)`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('signups');
  await db.schema.dropTableIfExists('signup_subjects');
}
