import type { Knex } from 'knex';

/** Tables that tests write to; emptied before each test. Seeded reference content stays. */
const memberTables = ['sessions', 'jobs', 'profiles'];

export async function resetMemberData(db: Knex): Promise<void> {
  await db.raw(`truncate ${memberTables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
}
