import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('profiles', (t) => {
    t.bigIncrements('id', { primaryKey: true });
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('password_hash');
    t.text('kind').notNullable().defaultTo('Single');
    t.smallint('status').notNullable().defaultTo(3);
    t.smallint('dark_status').notNullable().defaultTo(0);
    t.boolean('member').notNullable().defaultTo(false);
    t.integer('terms_version').notNullable().defaultTo(0);
    t.boolean('forced_validation').notNullable().defaultTo(false);
    t.smallint('staff_role').notNullable().defaultTo(0);
    t.text('language');
    t.text('referrer');
    t.text('security_stamp').notNullable().defaultTo(db.raw('md5(random()::text)'));
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw('create unique index profiles_name_unique on profiles (lower(name))');
  await db.raw('create unique index profiles_email_unique on profiles (lower(email))');
  await db.raw(`alter table profiles add constraint profile_status check (status in (0,3,4,5,6,7,8))`);
  await db.raw(`alter table profiles add constraint profile_kind check (kind in ('Single','Couple'))`);
  await db.raw(`alter table profiles add constraint staff_role check (staff_role in (0,1,20,30,35,40,50))`);
  await db.raw(`alter table profiles add constraint profile_language check (language is null or language in ('en-GB','da-DK','nb-NO','sv-SE'))`);
}
