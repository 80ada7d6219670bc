import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { acceptTerms, consentToPrivacy } from '../service/terms.ts';

const reAcceptanceForm = z.object({
  acceptTerms: z.literal('on', { error: 'accounts.errors.termsRequired' }),
  consentPrivacy: z.literal('on', { error: 'accounts.errors.privacyRequired' }),
});

export const termsPages = [
  definePage({
    path: '/ReAcceptance',
    access: 'user',
    handler: (_input, req, res) => {
      if (req.ctx.viewer!.termsAccepted) return res.redirect('/Start');
      res.render('accounts/reacceptance', { title: req.ctx.t('accounts.terms.title'), errors: {} });
    },
  }),
  definePage({
    method: 'post',
    path: '/ReAcceptance',
    access: 'user',
    handler: async (_input, req, res) => {
      const parsed = reAcceptanceForm.safeParse(req.body ?? {});
      if (!parsed.success) {
        return res.status(400).render('accounts/reacceptance', { title: req.ctx.t('accounts.terms.title'), errors: formErrors(parsed.error, req.ctx.t) });
      }
      const { db, viewer } = req.ctx;
      await acceptTerms(db, viewer!.id);
      await consentToPrivacy(db, viewer!.id);
      res.redirect(303, '/Start');
    },
  }),
];
