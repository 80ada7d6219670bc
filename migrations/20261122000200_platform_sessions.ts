import type { Knex } from 'knex';

/** express-session rows for the embedded mode (no Redis); shape of connect-session-knex. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary();
    t.json('sess').notNullable();
    t.timestamp('expired', { useTz: true }).notNullable().index();
  });
}
