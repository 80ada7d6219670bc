import type { Knex } from 'knex';

/**
 * The canonical origin of each site (`https://nordlys.example`): every absolute URL we hand out (mail links,
 * passkey relying party, sitemap, single sign-on) is built from it, never from the request's Host header.
 * Existing rows get the embedded default for the demo sites and https on their first host name otherwise;
 * set the real one with `npm run admin -- site:set <id> origin <url>`.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('sites', (t) => {
    t.text('origin');
  });
  await db.raw(`
    update sites set origin = case
      when id = 1 then 'http://localhost:3000'
      when id = 2 then 'http://dark.localhost:3000'
      else 'https://' || coalesce(hostnames[1], 'site' || id || '.invalid')
    end`);
  await db.raw(`alter table sites alter column origin set not null`);
  // No `?` in the pattern: knex would read it as a binding.
  await db.raw(`alter table sites add constraint site_origin check (origin ~ '^(http|https)://[a-z0-9.-]+(:[0-9]{1,5}){0,1}$')`);
}
