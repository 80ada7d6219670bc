import type { Knex } from 'knex';

/** A single sign-on token is good on one site only: the site it was minted for. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('account_tokens', (t) => {
    t.bigInteger('site_id').references('sites.id');
  });
  await db.raw(`alter table account_tokens add constraint account_token_sso_site check (purpose <> 'sso' or site_id is not null)`);
}
