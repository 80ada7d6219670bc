import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import * as service from './service.ts';
import { spendRating } from './api.ts';
import { rateForm, scores } from './schemas.ts';

/** /QuickScor: one picture, five score buttons and Skip; the empty state when nobody is left to rate. */
const ratingForm: FormView<'user'> = {
  view: 'quickscor/page',
  locals: async (req, { viewer }) => ({
    title: req.ctx.t('quickscor.title'),
    candidate: await service.nextCandidate(req.ctx.db, viewer, req.ctx.site),
    scores,
  }),
};

export const pages = [
  definePage({ path: '/QuickScor', access: 'user', handler: (input, req, res) => showForm(req, res, ratingForm, input) }),
  /** Works without JavaScript: a score (or Skip) is posted, and the answer is the next picture. */
  definePage({
    method: 'post',
    path: '/QuickScor',
    access: 'user',
    notImpersonating: true,
    body: rateForm,
    form: ratingForm,
    handler: async ({ body, viewer }, req, res) => {
      await spendRating(req, viewer.id);
      await service.rate(req.ctx.db, viewer, req.ctx.site, body);
      setFlash(req, body.score === null ? { kind: 'info', key: 'quickscor.skipped' } : { kind: 'success', key: 'quickscor.rated', params: { score: body.score } });
      res.redirect(303, '/QuickScor');
    },
  }),
];
