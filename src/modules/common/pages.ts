import { z } from 'zod';
import { definePage } from '../../platform/http/define.ts';
import { consentCategories, consentCookie, consentCookieValue, consentFrom, consentMaxAgeMs } from '../../platform/consent.ts';
import { rememberFirstPathOnConsent } from '../../platform/http/first-path.ts';
import * as service from './service.ts';
import { presentGlossary } from './presenter.ts';
import { glossaryQuery } from './schemas.ts';

const consentForm = z.object({
  choice: z.enum(['all', 'necessary', 'selected']),
  categories: z.union([z.enum(consentCategories), z.array(z.enum(consentCategories))]).optional(),
  returnTo: z.string().regex(/^\/(?!\/)[^\s\\]*$/).max(2000).catch('/'),
});

export const pages = [
  /** /Glossary: the site's words in the member's language, A–Z with a jump list, narrowed by ?q= (a plain GET form). */
  definePage({
    path: '/Glossary',
    access: 'user',
    query: glossaryQuery,
    handler: async ({ query }, req, res) => {
      const { entries, total, q } = await service.searchGlossary(req.ctx.db, req.ctx.site.id, req.ctx.locale, query.q);
      res.render('common/glossary', { title: req.ctx.t('common.glossary.title'), q, total, count: entries.length, ...presentGlossary(entries, req.ctx.locale) });
    },
  }),
  /**
   * The cookie choices (views/partials/consent.ejs). The form carries no CSRF token, so every visitor's page
   * is the same: a post from another site is refused instead (platform/http/same-origin.ts). The site script
   * sends it in the background and gets JSON; without JavaScript it is a redirect back.
   */
  definePage({
    method: 'post',
    path: '/Consent',
    access: 'public',
    body: consentForm,
    handler: ({ body }, req, res) => {
      const chosen = body.choice === 'all' ? consentCategories : body.choice === 'necessary' ? [] : [body.categories ?? []].flat();
      const value = consentCookieValue(chosen);
      res.cookie(consentCookie, value, { maxAge: consentMaxAgeMs, sameSite: 'lax', path: '/', secure: req.secure });
      const consent = consentFrom(value, true);
      rememberFirstPathOnConsent(res, consent, body.returnTo);
      if (req.accepts(['html', 'json']) === 'json') {
        res.json({ granted: consentCategories.filter((c) => consent[c]), marketing: consent.marketing });
        return;
      }
      res.redirect(303, body.returnTo);
    },
  }),
];
