import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { mediaStorage } from '../../../platform/storage/index.ts';
import { ownDataExport, requestDataExport } from './service.ts';

const params = z.object({ id: z.coerce.number().int().positive() });

/** "Download my data" on /Settings and the mailed link; the settings page is the form shown again (409: one at a time). */
export function dataExportPages(settingsForm: FormView<'user'>) {
  return [
    definePage({
      method: 'post',
      path: '/Settings/DownloadMyData',
      access: 'user',
      // The member's own data: staff acting as them may not take it away.
      notImpersonating: true,
      body: z.object({}),
      form: settingsForm,
      handler: async ({ viewer }, req, res) => {
        await requestDataExport(req.ctx.db, viewer.id, { siteId: req.ctx.site.id, origin: req.ctx.origin, siteName: req.ctx.site.name });
        setFlash(req, { kind: 'success', key: 'accounts.dataExport.started' });
        res.redirect(303, '/Settings');
      },
    }),
    /** The archive, to its owner only, on the site it was asked on (anyone else: 404); after 24 hours a page to ask again. */
    definePage({
      path: '/Settings/MyData/:id',
      access: 'user',
      notImpersonating: true,
      params,
      handler: async ({ params, viewer }, req, res) => {
        const found = await ownDataExport(req.ctx.db, params.id, viewer.id, req.ctx.site.id);
        if (!found) throw notFound();
        res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
        if (found.expired) return res.status(410).render('accounts/data-export/expired', { title: req.ctx.t('accounts.dataExport.expired.title') });
        const stored = await mediaStorage().get(found.storageKey!);
        if (!stored) throw notFound();
        const day = found.requestedAt.toISOString().slice(0, 10);
        res.set({ 'Content-Type': 'application/zip', 'Content-Length': String(stored.size), 'Content-Disposition': `attachment; filename="my-data-${day}.zip"` });
        await pipeline(stored.stream, res).catch(() => res.destroy());
      },
    }),
  ];
}
