import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { Knex } from 'knex';
import { personalDataHolders } from '../../../platform/personal-data/index.ts';

/**
 * Writes the member's archive to `file`: `<module>.json` for every module that holds something about them, and
 * the files each module includes (pictures and videos, stored as they are: already compressed). Streamed, so a
 * large video never sits in memory.
 */
export async function writeArchive(db: Knex, profileId: number, file: string): Promise<void> {
  const out = createWriteStream(file);
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else out.write(chunk);
    if (final || err) out.end();
  });
  const write = async (entry: ZipDeflate | ZipPassThrough, data: Readable | Buffer) => {
    zip.add(entry);
    if (Buffer.isBuffer(data)) return entry.push(data, true);
    for await (const chunk of data) {
      entry.push(chunk as Buffer);
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    entry.push(new Uint8Array(0), true);
  };
  try {
    for (const holder of personalDataHolders()) {
      const exported = await holder.exporter(db, profileId);
      const json = strToU8(JSON.stringify(exported.data, null, 2));
      await write(new ZipDeflate(`${holder.module}.json`, { level: 6 }), Buffer.from(json));
      for (const f of exported.files ?? []) await write(new ZipPassThrough(f.path), await f.open());
    }
    zip.end();
  } catch (err) {
    zip.terminate();
    out.destroy();
    throw err;
  }
  await finished(out);
  if (failure) throw failure;
}
