import { z } from 'zod';
import type { Request } from 'express';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { countryExists, siteCountries } from '../../common/index.ts';
import { profileName, signUpForm } from '../schemas.ts';
import { checkSignUp, signUp, type SignUpContext } from '../service/signup.ts';
import { isNameTaken } from '../repo.ts';
import { firstPathOf } from '../../../platform/http/first-path.ts';
import { countCompletedSignUp, countingFailures, refuseSpentSignUps } from '../signup-limits.ts';
import { renderCheckEmail } from './confirm-email.ts';

const form: FormView = {
  view: 'accounts/signup',
  locals: async (req) => ({ title: req.ctx.t('accounts.signup.title'), countries: await siteCountries(req.ctx.db, req.ctx.locale) }),
};

const paths = ['/Create', '/Opret'];

const signUpContext = (req: Request): SignUpContext => ({
  locale: req.ctx.locale,
  referrer: firstPathOf(req),
  origin: req.ctx.origin,
  siteName: req.ctx.site.name,
  countryExists: (id) => countryExists(req.ctx.db, id),
});

export const signUpPages = [
  definePage({ path: paths, access: 'guest', handler: (input, req, res) => showForm(req, res, form, input, { values: { kind: 'Single' } }) }),
  /**
   * Answers "check your e-mail" (200, no session, no cookie of its own) for every sign-up that passes the
   * rules, so the answer never says whether the address already has a profile (service/signup.ts).
   */
  definePage({
    method: 'post',
    path: paths,
    access: 'guest',
    body: signUpForm,
    form,
    handler: async ({ body }, req, res) => {
      await refuseSpentSignUps(req);
      const ctx = signUpContext(req);
      await countingFailures(req, () => checkSignUp(req.ctx.db, body, ctx));
      await countCompletedSignUp(req);
      await signUp(req.ctx.db, body, ctx);
      renderCheckEmail(req, res, body.email);
    },
  }),
  /** htmx: is this profile name free? Answers a small status fragment while the visitor types. */
  definePage({
    path: '/Create/NameAvailable',
    access: 'public',
    query: z.object({ name: z.string().max(100).catch('') }),
    handler: async ({ query }, req, res) => {
      const parsed = profileName.safeParse(query.name);
      const state = !query.name ? 'empty' : !parsed.success ? 'invalid' : (await isNameTaken(req.ctx.db, parsed.data)) ? 'taken' : 'free';
      const message = state === 'invalid' && !parsed.success ? req.ctx.t(parsed.error.issues[0]!.message) : state === 'empty' ? '' : req.ctx.t(`accounts.signup.name_${state}`);
      res.render('accounts/_name-availability', { state, message });
    },
  }),
];
