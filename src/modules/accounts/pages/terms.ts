import { z } from 'zod';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { acceptTerms, consentToPrivacy } from '../service/terms.ts';

const reAcceptanceForm = z.object({
  acceptTerms: z.literal('on', { error: 'accounts.errors.termsRequired' }),
  consentPrivacy: z.literal('on', { error: 'accounts.errors.privacyRequired' }),
});

const form: FormView = { view: 'accounts/reacceptance', locals: (req) => ({ title: req.ctx.t('accounts.terms.title') }) };

/** /ReAcceptance stays open on the dark site and before the terms are accepted (spec §4); staff acting as the member may not accept for them. */
const rule = { access: 'user', notImpersonating: true, exempt: ['dark', 'terms'] } as const;

export const termsPages = [
  definePage({
    ...rule,
    path: '/ReAcceptance',
    handler: (input, req, res) => (input.viewer.termsAccepted ? res.redirect('/Start') : showForm(req, res, form, input)),
  }),
  definePage({
    ...rule,
    method: 'post',
    path: '/ReAcceptance',
    body: reAcceptanceForm,
    form,
    handler: async ({ viewer }, req, res) => {
      await acceptTerms(req.ctx.db, viewer.id);
      await consentToPrivacy(req.ctx.db, viewer.id);
      res.redirect(303, '/Start');
    },
  }),
];
