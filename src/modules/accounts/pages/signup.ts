import { z } from 'zod';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { countryExists, siteCountries } from '../../common/index.ts';
import { profileName, signUpForm } from '../schemas.ts';
import { signUp } from '../service/signup.ts';
import { startSession } from '../session.ts';
import { isNameTaken } from '../repo.ts';
import { firstPathCookie } from '../referrer.ts';

const form: FormView = {
  view: 'accounts/signup',
  locals: async (req) => ({ title: req.ctx.t('accounts.signup.title'), countries: await siteCountries(req.ctx.db, req.ctx.locale) }),
};

const paths = ['/Create', '/Opret'];

export const signUpPages = [
  definePage({ path: paths, access: 'guest', handler: (_input, req, res) => showForm(req, res, form, { values: { kind: 'Single' } }) }),
  definePage({
    method: 'post',
    path: paths,
    access: 'guest',
    body: signUpForm,
    form,
    handler: async ({ body }, req, res) => {
      await rateLimitFor('signup', req);
      const { db, locale, site } = req.ctx;
      const profile = await signUp(db, body, {
        locale,
        referrer: (req.cookies?.[firstPathCookie] as string | undefined) ?? null,
        origin: req.ctx.origin,
        siteName: site.name,
        countryExists: (id) => countryExists(db, id),
      });
      await startSession(req, db, profile, false);
      setFlash(req, { kind: 'success', key: 'accounts.signup.welcome', params: { email: profile.email } });
      res.redirect(303, '/Start');
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
