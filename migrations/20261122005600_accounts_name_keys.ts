import type { Knex } from 'knex';
import { nameKey, nameSkeleton } from '../src/modules/accounts/index.ts';

const batchSize = 500;

/**
 * Profile names get the case-folded key and the look-alike skeleton of accounts/names.ts, computed in
 * TypeScript: the unique index moves from Postgres' lower(name), which disagrees with the code (`İstanbul`), to
 * the key. Names keep their display form. Where two existing names share a key (`Annabel` and `Ａnnabel`),
 * the oldest profile keeps it and the later ones get `<key>#<id>`: they log on with their e-mail until renamed.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('profiles', (t) => {
    t.text('name_key');
    t.text('name_skeleton');
  });
  const used = new Set<string>();
  for (let lastId = 0; ; ) {
    const rows = (await db('profiles').where('id', '>', lastId).orderBy('id').limit(batchSize).select('id', 'name')) as { id: number; name: string }[];
    if (!rows.length) break;
    const values = rows.map((r) => {
      const key = used.has(nameKey(r.name)) ? `${nameKey(r.name)}#${r.id}` : nameKey(r.name);
      used.add(key);
      return [r.id, key, nameSkeleton(r.name)];
    });
    await db.raw(
      `update profiles set name_key = v.k, name_skeleton = v.s from (values ${values.map(() => '(?::bigint, ?, ?)').join(', ')}) as v(id, k, s) where profiles.id = v.id`,
      values.flat(),
    );
    lastId = Number(rows[rows.length - 1]!.id);
  }
  await db.raw('alter table profiles alter column name_key set not null, alter column name_skeleton set not null');
  await db.raw('create unique index profiles_name_key_unique on profiles (name_key)');
  await db.raw('create index profiles_name_skeleton on profiles (name_skeleton)');
  await db.raw('drop index profiles_name_unique');
}
