import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { mediaStorage, RangeNotSatisfiable, type ByteRange, type StoredObject } from '../../../platform/storage/index.ts';
import { sightOf } from '../access.ts';
import { fileParams } from './schemas.ts';
import * as repo from '../repo.ts';

/**
 * /media/{id}/{hash}.{ext}: one stored file, after the access check of its media item, so no public path leads
 * to a private picture. The name is content-hashed, so the browser may keep it for a year (but no shared cache:
 * `private`). A blurred viewer gets only the blurred files.
 */
export const filePages = [
  definePage({
    path: '/media/:id/:file',
    access: 'user',
    exempt: ['terms', 'validation'],
    params: fileParams,
    handler: async ({ params, actor }, req, res) => {
      const { db } = req.ctx;
      const media = await repo.findMedia(db, params.id);
      if (!media) throw notFound();
      const sight = await sightOf(db, media, actor);
      const name = Object.entries(media.variants).find(([, key]) => path.posix.basename(key) === params.file)?.[0];
      if (!sight || !name || (sight === 'blurred' && !name.startsWith('blur.'))) throw notFound();
      await sendFile(res, media.variants[name]!, req.headers.range);
    },
  }),
];

const headers = {
  'Accept-Ranges': 'bytes',
  'Cache-Control': 'private, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Streams the stored file, or the one range of it asked for (206); 416 for a range past its end. */
async function sendFile(res: Response, key: string, range: string | undefined): Promise<void> {
  let stored: StoredObject | null;
  try {
    stored = await mediaStorage().get(key, byteRange(range));
  } catch (err) {
    if (!(err instanceof RangeNotSatisfiable)) throw err;
    res.status(416).set({ ...headers, 'Content-Range': `bytes */${err.size}` }).end();
    return;
  }
  if (!stored) throw notFound();
  const { start, end } = stored.range ?? { start: 0, end: stored.size - 1 };
  res.set({ ...headers, 'Content-Type': stored.contentType, 'Content-Length': String(end - start + 1) });
  if (stored.range) res.status(206).set('Content-Range', `bytes ${start}-${end}/${stored.size}`);
  // A storage failure mid-file (a dropped S3 connection) ends the response instead of leaving it hanging.
  await pipeline(stored.stream, res).catch(() => res.destroy());
}

/**
 * One range of a `Range: bytes=…` header (how a browser seeks in a video). A header we cannot read, or one asking
 * for several ranges, is ignored and the whole file is sent, as HTTP allows.
 */
function byteRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.replace(/\s+/g, '')) : null;
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return { suffix: Number(match[2]) };
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}
