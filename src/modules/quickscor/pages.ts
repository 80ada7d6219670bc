import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import * as service from './service.ts';
import { spendRating } from './api.ts';
import { rateForm, scores } from './schemas.ts';

/** /QuickScor: one picture, five score buttons and Skip; the empty state when nobody is left to rate. */
const ratingForm: FormView<'user'> = {
  view: 'quickscor/page',
  locals: async (req, { actor }) => ({
    title: req.ctx.t('quickscor.title'),
    candidate: await service.nextCandidate(req.ctx.db, actor),
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
    handler: async ({ body, actor }, req, res) => {
      await spendRating(req, actor.profileId);
      await service.rate(req.ctx.db, actor, body);
      setFlash(req, body.score === null ? { kind: 'info', key: 'quickscor.skipped' } : { kind: 'success', key: 'quickscor.rated', params: { score: body.score } });
      res.redirect(303, '/QuickScor');
    },
  }),
];
