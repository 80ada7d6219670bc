import type { Knex } from 'knex';

/**
 * What an area must do before a lodge's rows go (its comments live in the comments module, its files on disk):
 * each area registers one step from its index.ts; DeleteLodge runs them in its transaction, then deletes the lodge
 * (its own tables follow by `on delete cascade`).
 */
type Cleanup = (trx: Knex.Transaction, lodgeId: number) => Promise<void>;
const cleanups: Cleanup[] = [];

export function onLodgeDeleted(cleanup: Cleanup): () => void {
  cleanups.push(cleanup);
  return () => void cleanups.splice(cleanups.indexOf(cleanup), 1);
}

export async function runLodgeCleanups(trx: Knex.Transaction, lodgeId: number): Promise<void> {
  for (const cleanup of cleanups) await cleanup(trx, lodgeId);
}
