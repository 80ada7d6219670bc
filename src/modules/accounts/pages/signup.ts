import type { Request, Response } from 'express';
import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { countryExists, siteCountries } from '../../common/index.ts';
import { profileName, signUpForm } from '../schemas.ts';
import { signUp } from '../service/signup.ts';
import { startSession } from '../service/session.ts';
import { isNameTaken } from '../repo.ts';
import { firstPathCookie } from '../referrer.ts';

async function renderSignUp(req: Request, res: Response, values: Record<string, unknown>, errors: Record<string, string>, status = 200) {
  const countries = await siteCountries(req.ctx.db, req.ctx.locale);
  res.status(status).render('accounts/signup', { title: req.ctx.t('accounts.signup.title'), values, errors, countries });
}

export const signUpPages = [
  definePage({
    path: ['/Create', '/Opret'],
    access: 'public',
    handler: async (_input, req, res) => {
      if (req.ctx.viewer) return res.redirect('/Start');
      await renderSignUp(req, res, { kind: 'Single' }, {});
    },
  }),
  definePage({
    method: 'post',
    path: ['/Create', '/Opret'],
    access: 'public',
    handler: async (_input, req, res) => {
      if (req.ctx.viewer) return res.redirect(303, '/Start');
      await rateLimitFor('signup', req);
      const values = { ...(req.body as Record<string, unknown>), password: '' };
      const parsed = signUpForm.safeParse(req.body ?? {});
      if (!parsed.success) return renderSignUp(req, res, values, formErrors(parsed.error, req.ctx.t), 400);
      const { db, locale, site, t } = req.ctx;
      const result = await signUp(db, parsed.data, {
        locale,
        referrer: (req.cookies?.[firstPathCookie] as string | undefined) ?? null,
        origin: req.ctx.origin,
        siteName: site.name,
        countryExists: (id) => countryExists(db, id),
      });
      if (!result.ok) {
        const errors = Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key)]));
        return renderSignUp(req, res, values, errors, 400);
      }
      await startSession(req, db, result.profile, false);
      setFlash(req, { kind: 'success', key: 'accounts.signup.welcome', params: { email: result.profile.email } });
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
