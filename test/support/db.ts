import type { Knex } from 'knex';

/** Tables that tests write to; emptied before each test. Seeded reference content stays. */
const memberTables = ['sessions', 'jobs', 'profiles', 'media_blocked_hashes', 'push_subscriptions', 'profile_presence', 'breaking_news', 'signup_subjects'];

type ResetPlan = { tables: string[]; sequences: string[] };
const plans = new WeakMap<Knex, Promise<ResetPlan>>();

/**
 * Empties the member tables and every table that references them, and restarts their ids: what
 * `truncate … restart identity cascade` does, but a truncate rewrites every table and index (about 30 ms a
 * test on PGlite, a tenth of the suite), while deleting the few rows a test wrote takes a millisecond or two.
 */
export async function resetMemberData(db: Knex): Promise<void> {
  let plan = plans.get(db);
  if (!plan) plans.set(db, (plan = resetPlan(db)));
  const { tables, sequences } = await plan;
  // One statement: its foreign keys are checked at its end, when parents and children are gone alike.
  const deletes = tables.map((_, i) => `d${i} as (delete from ??)`).join(', ');
  await db.raw(`with ${deletes} select setval(seqrelid, seqstart, false) from pg_sequence where seqrelid = any(?::regclass[])`, [...tables, sequences]);
}

/** Read from the catalog once, so a table that references a member table is emptied without being listed here. */
async function resetPlan(db: Knex): Promise<ResetPlan> {
  const { rows: tables } = await db.raw<{ rows: { name: string }[] }>(
    `with recursive referencing(oid) as (
       select c.oid from pg_class c where c.oid = any(?::regclass[])
       union
       select fk.conrelid from referencing r join pg_constraint fk on fk.contype = 'f' and fk.confrelid = r.oid
     )
     select c.relname as name from referencing r join pg_class c on c.oid = r.oid`,
    [memberTables],
  );
  const names = tables.map((t) => t.name);
  const { rows: sequences } = await db.raw<{ rows: { name: string }[] }>(
    `select d.objid::regclass::text as name from pg_depend d join pg_class s on s.oid = d.objid and s.relkind = 'S'
     where d.refobjid = any(?::regclass[]) and d.deptype in ('a', 'i')`,
    [names],
  );
  // Job ids keep counting: a job still finishing from the previous test must not mark this test's job
  // with the same id as done.
  return { tables: names, sequences: sequences.map((s) => s.name).filter((name) => !name.startsWith('jobs_')) };
}
