import type { Knex } from 'knex';
import { mediaStorage } from '../../../platform/storage/index.ts';
import * as repo from '../repo.ts';

/**
 * The one way stored files are deleted: of `keys`, only those no media item refers to. Picture files are named by
 * their content, so the same picture uploaded twice — by two members, or again after staff blocked one copy — has
 * the same files, and deleting one item's files blindly would take another's. (A video's source key is made per
 * upload and never shared.) Call it after the change that let go of the files has committed.
 */
export async function deleteStoredFilesIfUnused(db: Knex, keys: readonly string[]): Promise<void> {
  const used = await repo.keysInUse(db, keys);
  const unused = [...new Set(keys)].filter((key) => !used.has(key));
  if (unused.length) await mediaStorage().delete(unused);
}
