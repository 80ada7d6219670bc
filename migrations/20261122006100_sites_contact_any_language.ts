import type { Knex } from 'knex';

/**
 * Opening hours and the company address are now stored in a form no language owns and written out in the
 * reader's language (src/platform/i18n/site-contact.ts). Sites still holding the English demo values get
 * their locale-neutral form; anything an operator typed is left for them to change with `site:set`.
 */
export async function up(db: Knex): Promise<void> {
  await db('sites').where({ opening_hours: 'Mon–Fri 09:00–16:00 CET' }).update({ opening_hours: 'Mo-Fr 09:00-16:00 Europe/Copenhagen' });
  await db('sites')
    .where({ company_address: 'Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark' })
    .update({ company_address: 'Nordlys ApS, Vesterbrogade 12, 1620 København V, DK' });
}
