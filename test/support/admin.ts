import type { Knex } from 'knex';
import { runAdmin } from '../../scripts/admin/program.ts';
import { testDb } from './context.ts';

/** One admin command in this process on `db`, as `npm run admin -- …` runs it; stdout and stderr together. */
export async function admin(db: Knex, ...args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  const write = (text: string) => {
    out += text;
  };
  const code = await runAdmin(args, { openDb: () => ({ db, close: async () => {} }), out: write, err: write });
  return { code, out };
}

/** The same on the test database. */
export const adminOnTestDb = (...args: string[]) => admin(testDb(), ...args);
