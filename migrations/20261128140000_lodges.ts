import type { Knex } from 'knex';

/**
 * Lodges (issue 33, spec §2 Lodges, §3, §4, §6, §7 Lodges): interest groups on one site (`dark`), with the seven
 * member roles of a profile in a lodge, the requests to join a lodge that admits new members by approval, the
 * activity list of every change of a member's standing and the admins' private notes on members.
 *
 * A profile has at most one row per lodge (`lodge_members`), whose `role` is its standing: Member, Owner,
 * CoOwner, Assistant, Requesting, Declined or Blacklisted (no row: None). At most one Owner per lodge (a unique
 * partial index). `member_count` counts Member, Owner, CoOwner and Assistant rows and is kept in the transaction
 * of each change. The debate, meetup and media areas add their own tables in their own migrations.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lodge_categories', (t) => {
    t.increments('id');
    /** The locale key's last part (`lodges.categories.<key>`). */
    t.text('key').notNullable().unique();
    t.smallint('sort').notNullable();
  });
  await db('lodge_categories').insert(
    ['Dating', 'Friendship', 'Hobbies', 'Sports', 'Culture', 'Travel', 'Food', 'Parents', 'Lgbt', 'Local', 'Kink', 'Other'].map((key, i) => ({ key, sort: i + 1 })),
  );

  await db.schema.createTable('lodges', (t) => {
    t.bigIncrements('id');
    t.boolean('dark').notNullable().defaultTo(false);
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.integer('category_id').notNullable().references('lodge_categories.id');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    /** AccessForAll (anyone may join) or NewMembersApproved (a request an admin approves). */
    t.text('access').notNullable().defaultTo('AccessForAll');
    /** Who sees the member list: All (anyone who sees the lodge), Members, AdminsOnly. */
    t.text('member_visibility').notNullable().defaultTo('All');
    t.integer('country_id');
    t.text('postal_code');
    t.double('latitude');
    t.double('longitude');
    t.integer('member_count').notNullable().defaultTo(0);
    t.bigInteger('created_by').references('profiles.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(`alter table lodges add constraint lodges_access check (access in ('AccessForAll', 'NewMembersApproved'))`);
  await db.raw(`alter table lodges add constraint lodges_member_visibility check (member_visibility in ('All', 'Members', 'AdminsOnly'))`);
  await db.raw(`alter table lodges add constraint lodges_name_length check (char_length(name) between 2 and 80)`);
  await db.raw(`create index lodges_newest on lodges (dark, created_at desc, id desc)`);
  await db.raw(`create index lodges_popular on lodges (dark, member_count desc, id desc)`);
  await db.raw(`create index lodges_search on lodges using gin (to_tsvector('simple', name || ' ' || description))`);

  await db.schema.createTable('lodge_members', (t) => {
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.timestamp('joined_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    /** UpdateLodgeViewTime: when the member last looked at the lodge (what is new since). */
    t.timestamp('viewed_at', { useTz: true });
    t.primary(['lodge_id', 'profile_id']);
  });
  await db.raw(
    `alter table lodge_members add constraint lodge_members_role check (role in ('Member', 'Owner', 'CoOwner', 'Assistant', 'Requesting', 'Declined', 'Blacklisted'))`,
  );
  await db.raw(`create unique index lodge_members_one_owner on lodge_members (lodge_id) where role = 'Owner'`);
  await db.raw(`create index lodge_members_profile on lodge_members (profile_id, role)`);
  await db.raw(`create index lodge_members_joined on lodge_members (lodge_id, joined_at desc, profile_id desc) where role in ('Member', 'Owner', 'CoOwner', 'Assistant')`);

  /** A request to join a NewMembersApproved lodge (spec §4: None → Created → New → Approved | Declined). */
  await db.schema.createTable('lodge_membership_requests', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.text('state').notNullable().defaultTo('Created');
    t.text('message').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('decided_at', { useTz: true });
    t.bigInteger('decided_by').references('profiles.id').onDelete('SET NULL');
  });
  await db.raw(`alter table lodge_membership_requests add constraint lodge_requests_state check (state in ('Created', 'New', 'Approved', 'Declined'))`);
  await db.raw(`create unique index lodge_requests_one_open on lodge_membership_requests (lodge_id, profile_id) where state in ('Created', 'New')`);
  await db.raw(`create index lodge_requests_open on lodge_membership_requests (lodge_id, created_at desc, id desc) where state in ('Created', 'New')`);

  await db.schema.createTable('lodge_activities', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    /** Whose standing changed. */
    t.bigInteger('profile_id').references('profiles.id').onDelete('CASCADE');
    /** Who changed it (the profile itself when it joined or left). */
    t.bigInteger('actor_id').references('profiles.id').onDelete('SET NULL');
    t.text('type').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw(
    `alter table lodge_activities add constraint lodge_activities_type check (type in ('MemberJoined', 'MembershipDeclined', 'ProfileBanned', 'ProfileUnbanned', 'MembershipApproved', 'PromotedToAssistant', 'DemotedFromAssistant', 'LodgeLeft', 'MembershipRevoked', 'OwnershipPassed', 'OwnershipReleased', 'OwnershipTaken'))`,
  );
  await db.raw(`create index lodge_activities_list on lodge_activities (lodge_id, id desc)`);
  await db.raw(`create index lodge_activities_profile on lodge_activities (lodge_id, profile_id, id desc)`);

  await db.schema.createTable('lodge_member_notes', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lodge_id').notNullable().references('lodges.id').onDelete('CASCADE');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    t.bigInteger('author_id').references('profiles.id').onDelete('SET NULL');
    t.text('text').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(['lodge_id', 'profile_id', 'id']);
  });
  await db.raw(`alter table lodge_member_notes add constraint lodge_member_notes_length check (char_length(text) between 1 and 2000)`);

  /** A member's lodge notifications (spec §7: update, delete, default): per lodge, else the member's default. */
  await db.schema.createTable('lodge_notification_settings', (t) => {
    t.bigIncrements('id');
    t.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    /** Null: the member's default for every lodge without its own row. */
    t.bigInteger('lodge_id').references('lodges.id').onDelete('CASCADE');
    t.boolean('debates').notNullable().defaultTo(true);
    t.boolean('meetups').notNullable().defaultTo(true);
    t.boolean('media').notNullable().defaultTo(false);
  });
  await db.raw(`create unique index lodge_notification_settings_one on lodge_notification_settings (profile_id, coalesce(lodge_id, 0))`);
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['lodge_notification_settings', 'lodge_member_notes', 'lodge_activities', 'lodge_membership_requests', 'lodge_members', 'lodges', 'lodge_categories']) {
    await db.schema.dropTableIfExists(table);
  }
}
