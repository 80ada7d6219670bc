import type { Knex } from 'knex';

/**
 * Issue 32: every web process keeps the logged-on profile's row (and the rows it reads with it) between requests.
 * A change to any of them, by whatever writer (the site, the admin CLI, a hand-written statement), sends the
 * profile's id on the channel `nordlys_profile_changed` when it commits; each process listens and forgets what it
 * kept of that profile (platform/db/kept-rows.ts). The trigger's argument names the row's profile id column.
 */
const watched: [table: string, idColumn: string][] = [
  ['profiles', 'id'],
  ['media_copyright_consents', 'profile_id'],
  ['profile_configuration', 'profile_id'],
];

export async function up(db: Knex): Promise<void> {
  await db.raw(`
    create function notify_profile_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('nordlys_profile_changed', to_jsonb(coalesce(new, old)) ->> tg_argv[0]);
      if tg_op = 'UPDATE' and (to_jsonb(old) ->> tg_argv[0]) is distinct from (to_jsonb(new) ->> tg_argv[0]) then
        perform pg_notify('nordlys_profile_changed', to_jsonb(old) ->> tg_argv[0]);
      end if;
      return null;
    end $$`);
  for (const [table, column] of watched) {
    // A trigger's arguments are literals, not parameters: the column names above are this file's own constants.
    await db.raw(`create trigger ?? after insert or update or delete on ?? for each row execute function notify_profile_changed('${column}')`, [`${table}_notify_profile_changed`, table]);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const [table] of watched) await db.raw('drop trigger if exists ?? on ??', [`${table}_notify_profile_changed`, table]);
  await db.raw('drop function if exists notify_profile_changed()');
}
