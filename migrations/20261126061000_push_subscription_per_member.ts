import type { Knex } from 'knex';

/**
 * A push endpoint belongs to the member who registered it: one row per (member, endpoint) instead of one per
 * endpoint, so a second member on the same browser (or someone who learnt the endpoint) gets a row of their own
 * and never takes over another member's row, keys or pushes.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('push_subscriptions', (t) => {
    t.dropUnique(['endpoint']);
    t.unique(['profile_id', 'endpoint']);
  });
}

export async function down(db: Knex): Promise<void> {
  // Back to one row per endpoint: the most recently stored row of each endpoint stays.
  await db.raw('delete from push_subscriptions p using push_subscriptions q where p.endpoint = q.endpoint and p.id < q.id');
  await db.schema.alterTable('push_subscriptions', (t) => {
    t.dropUnique(['profile_id', 'endpoint']);
    t.unique(['endpoint']);
  });
}
