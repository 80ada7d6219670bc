import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { loadVisibleLodge } from './load.ts';
import { showLodgeTab } from './shell.ts';

export const lodgeParams = z.object({ id: z.coerce.number().int().positive() });

export const pages = [
  definePage({
    path: '/Community/Lodges/Lodge/:id',
    access: 'public',
    feature: 'lodges',
    params: lodgeParams,
    handler: async ({ params, actor }, req, res) => {
      const loaded = await loadVisibleLodge(req.ctx.db, actor, params.id);
      showLodgeTab(req, res, loaded, 'About', { view: 'lodges/about' });
    },
  }),
];
