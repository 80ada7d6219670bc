import type { AppModule } from '../../platform/http/define.ts';
import { definePage } from '../../platform/http/define.ts';

/** The logged-in start page; its configurable sections (spec §2) arrive with the start-page issue. */
export const startModule: AppModule = {
  name: 'start',
  pages: [
    definePage({
      path: '/Start',
      access: 'user',
      handler: (_input, req, res) => res.render('start/start', { title: req.ctx.t('start.title') }),
    }),
  ],
};
