import { expect } from 'chai';
import { testDb } from '../../support/context.ts';
import { personalDataHolders } from '../../../src/platform/personal-data/index.ts';
import { foreignKeysToProfiles, notProfileReferences, profileReferencesWithoutForeignKey, suspectedProfileColumns } from './references.ts';

/** `table.column` → the modules whose exporter and eraser cover it. */
function coverage(): Map<string, string[]> {
  const covered = new Map<string, string[]>();
  for (const holder of personalDataHolders()) {
    for (const [table, columns] of Object.entries(holder.covers)) {
      for (const column of columns) covered.set(`${table}.${column}`, [...(covered.get(`${table}.${column}`) ?? []), holder.module]);
    }
  }
  return covered;
}

describe('personal data: every profile reference is covered by an exporter and an eraser', () => {
  it('covers every column with a foreign key to profiles', async () => {
    const covered = coverage();
    const missing = (await foreignKeysToProfiles(testDb())).filter((ref) => !covered.has(ref));
    expect(missing, `no module's personal-data.ts (exporter and eraser) covers: ${missing.join(', ')}`).to.deep.equal([]);
  });

  it('covers every column that holds a profile id without a foreign key, and a new one of that kind is noticed', async () => {
    const covered = coverage();
    const missing = Object.keys(profileReferencesWithoutForeignKey).filter((ref) => !covered.has(ref));
    expect(missing, `not covered: ${missing.join(', ')}`).to.deep.equal([]);
    const unknown = (await suspectedProfileColumns(testDb())).filter((ref) => !(ref in profileReferencesWithoutForeignKey) && !(ref in notProfileReferences));
    expect(unknown, `named like a profile reference, without a foreign key: cover it (and list it in references.ts) or say there why it is not one: ${unknown.join(', ')}`).to.deep.equal([]);
  });

  it('notices a table a module adds later without registering it (a foreign key, or a column named like one)', async () => {
    await testDb()
      .transaction(async (trx) => {
        await trx.raw('create table lodge_members_unregistered (lodge_id bigint, profile_id bigint references profiles(id), inviter_id bigint)');
        const covered = coverage();
        expect((await foreignKeysToProfiles(trx)).filter((ref) => !covered.has(ref))).to.deep.equal(['lodge_members_unregistered.profile_id']);
        expect(await suspectedProfileColumns(trx)).to.include('lodge_members_unregistered.inviter_id').and.not.include('lodge_members_unregistered.lodge_id');
        throw new Error('rollback');
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === 'rollback')) throw err;
      });
  });

  it('registers only columns that exist, each by one module, every kept column a covered one', async () => {
    const { rows } = await testDb().raw<{ rows: { ref: string }[] }>(
      `select c.relname || '.' || a.attname as ref from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname = current_schema() and a.attnum > 0`,
    );
    const existing = new Set(rows.map((r) => r.ref));
    const covered = coverage();
    expect([...covered.keys()].filter((ref) => !existing.has(ref)), 'registered but not in the database').to.deep.equal([]);
    expect([...covered].filter(([, modules]) => modules.length > 1).map(([ref]) => ref), 'covered by two modules').to.deep.equal([]);
    for (const holder of personalDataHolders()) {
      for (const [table, columns] of Object.entries(holder.keeps ?? {})) {
        for (const column of columns) expect(holder.covers[table], `${holder.module} keeps ${table}.${column}`).to.include(column);
      }
    }
  });
});
