import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { createRegistry } from '../registry.ts';

/**
 * What each module holds about a member (GDPR Art. 15, 17 and 20). Every module that keeps a profile's data
 * registers, from its own `index.ts`, the tables and profile-reference columns it covers, an exporter (the
 * member's own data for "Download my data") and an eraser (run inside account deletion's transaction).
 * A test walks the database for columns that hold a profile id and fails on any no holder covers.
 */

/** A file to put in the archive, read only when the archive is written (a large video is streamed). */
export type ExportedFile = { path: string; open: () => Promise<Readable | Buffer> };

/** JSON-able data for `<module>.json` in the archive, and the member's own files to include beside it. */
export type ExportedData = { data: unknown; files?: ExportedFile[] };

/** One profile-reference column: `profile_id`, or `item_id` where only some rows (`item_type = 'Profile'`) name a profile. */
export type CoveredColumns = Record<string, readonly string[]>;

export type PersonalDataHolder = {
  /** The module's name; the archive's file is `<module>.json`. */
  module: string;
  /** Table → the columns of it that hold a profile id; the coverage test compares these with the database. */
  covers: CoveredColumns;
  /**
   * Of `covers`, the columns whose rows the eraser leaves on purpose (they then point at the blanked profile row:
   * the other member's copy of a conversation, a report against someone else, staff's audit); the why is in the
   * module's CONTEXT.md. The deletion test checks that every other covered column no longer names the member.
   */
  keeps?: CoveredColumns;
  /** The member's own data; never another member's private data (their notes, who else liked something). */
  exporter: (db: Knex, profileId: number) => Promise<ExportedData>;
  /** Erases what this module holds about the member, in the deletion's transaction. Must be safe to run twice. */
  eraser: (trx: Knex.Transaction, profileId: number) => Promise<void>;
};

const holders = createRegistry<string, PersonalDataHolder>('personal data');

/** Called once per module from its index.ts; returns its undo (tests). */
export function registerPersonalData(holder: PersonalDataHolder): () => void {
  return holders.register(holder.module, holder);
}

/** Every registered holder, in module-name order (the archive's files and the erasers run in a stable order). */
export function personalDataHolders(): PersonalDataHolder[] {
  return holders.values().sort((a, b) => a.module.localeCompare(b.module));
}

/** Runs every eraser inside the deletion's transaction. */
export async function eraseEverywhere(trx: Knex.Transaction, profileId: number): Promise<void> {
  for (const holder of personalDataHolders()) await holder.eraser(trx, profileId);
}

/** Rows of `table` whose `column` is the member, as plain objects with the listed columns (an exporter's usual query). */
export async function rowsOf(db: Knex, table: string, column: string, profileId: number, columns: readonly string[]): Promise<Record<string, unknown>[]> {
  return db(table).where(column, profileId).select(columns as string[]).orderBy(columns[0]!);
}
