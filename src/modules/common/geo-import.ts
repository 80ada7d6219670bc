import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Knex } from 'knex';
import { parsePostalCodeLine, type PostalCodeLine } from './geo-parse.ts';
import * as repo from './geo-repo.ts';
import { forgetRegions } from './geo-service.ts';

export type ImportResult = { imported: Map<string, number>; skipped: Map<string, number>; ms: number };
type Row = PostalCodeLine & { countryId: number };

const batchSize = 1000; // 12 columns a row: well under Postgres' 65 535 parameters per statement

/** The lines of a file, one at a time: a 100 MB GeoNames file is never held in memory whole. */
async function* fileLines(path: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  yield* lines;
}

async function* parsedLines(lines: AsyncIterable<string> | Iterable<string>): AsyncGenerator<PostalCodeLine> {
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (!line.trim()) continue;
    try {
      yield parsePostalCodeLine(line);
    } catch (err) {
      throw new Error(`Line ${number}: ${(err as Error).message}.`, { cause: err });
    }
  }
}

/**
 * Imports GeoNames postal-code lines. The whole input is checked first, so a malformed line (named by its
 * number) changes nothing; then rows go in batches, one transaction each. A country's old rows are deleted in
 * the transaction of its first batch: a re-import replaces them. Lines of countries we do not have are skipped.
 */
export async function importPostalCodes(db: Knex, readLines: () => AsyncIterable<string>): Promise<ImportResult> {
  const started = Date.now();
  for await (const line of parsedLines(readLines())) void line;
  const countries = await repo.countryIdsByCode(db);
  const imported = new Map<string, number>();
  const skipped = new Map<string, number>();
  let batch: Row[] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    await db.transaction(async (trx) => {
      for (const row of rows) {
        if (imported.has(row.countryCode)) continue;
        imported.set(row.countryCode, 0);
        await repo.deletePostalCodes(trx, row.countryId);
      }
      await repo.insertPostalCodes(trx, rows);
    });
    for (const row of rows) imported.set(row.countryCode, imported.get(row.countryCode)! + 1);
  };
  try {
    for await (const line of parsedLines(readLines())) {
      const countryId = countries.get(line.countryCode);
      if (countryId === undefined) {
        skipped.set(line.countryCode, (skipped.get(line.countryCode) ?? 0) + 1);
        continue;
      }
      batch.push({ ...line, countryId });
      if (batch.length >= batchSize) await flush();
    }
    if (batch.length) await flush();
  } finally {
    forgetRegions();
  }
  return { imported, skipped, ms: Date.now() - started };
}

export const importPostalCodeFile = (db: Knex, path: string) => importPostalCodes(db, () => fileLines(path));

/** What `geo:import` prints: rows per country, what was skipped, how long it took. */
export function describeImport(result: ImportResult): string {
  const lines = [...result.imported].map(([code, n]) => `${code}: ${n} postal code${n === 1 ? '' : 's'} imported`);
  if (lines.length === 0) lines.push('No postal codes imported.');
  const skipped = [...result.skipped].map(([code, n]) => `${code} (${n})`);
  if (skipped.length) lines.push(`Skipped lines of countries we do not have: ${skipped.join(', ')}`);
  lines.push(`Done in ${(result.ms / 1000).toFixed(1)} s.`);
  return lines.join('\n');
}

/** Demo postal codes for every country that has none yet (an import is never overwritten). True when any were added. */
export async function seedPostalCodes(db: Knex, geoNamesText: string): Promise<boolean> {
  const countries = await repo.countryIdsByCode(db);
  const byCountry = new Map<number, Row[]>();
  for await (const line of parsedLines(geoNamesText.split('\n'))) {
    const countryId = countries.get(line.countryCode);
    if (countryId !== undefined) byCountry.set(countryId, [...(byCountry.get(countryId) ?? []), { ...line, countryId }]);
  }
  let added = false;
  await db.transaction(async (trx) => {
    for (const [countryId, rows] of byCountry) {
      if ((await repo.countPostalCodes(trx, countryId)) > 0) continue;
      await repo.insertPostalCodes(trx, rows);
      added = true;
    }
  });
  if (added) forgetRegions();
  return added;
}
