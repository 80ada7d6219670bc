import path from 'node:path';
import { definePage } from '../../platform/http/define.ts';
import { notFound } from '../../platform/http/errors.ts';
import { mediaStorage } from '../../platform/storage/index.ts';
import { sightOf } from './access.ts';
import { fileParams } from './schemas.ts';
import * as repo from './repo.ts';

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
    handler: async ({ params, viewer }, req, res) => {
      const { db, site } = req.ctx;
      const media = await repo.findMedia(db, params.id);
      if (!media) throw notFound();
      const sight = await sightOf(db, media, viewer, site);
      const name = Object.entries(media.variants).find(([, key]) => path.posix.basename(key) === params.file)?.[0];
      if (!sight || !name || (sight === 'blurred' && !name.startsWith('blur.'))) throw notFound();
      const stored = await mediaStorage().get(media.variants[name]!);
      if (!stored) throw notFound();
      res.set({
        'Content-Type': stored.contentType,
        'Content-Length': String(stored.size),
        'Cache-Control': 'private, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      });
      stored.stream.pipe(res);
    },
  }),
];
