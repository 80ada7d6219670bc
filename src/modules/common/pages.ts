import { z } from 'zod';
import { definePage } from '../../platform/http/define.ts';
import { consentCategories, consentCookie, consentCookieValue, consentMaxAgeMs } from '../../platform/consent.ts';

const consentForm = z.object({
  choice: z.enum(['all', 'necessary', 'selected']),
  categories: z.union([z.enum(consentCategories), z.array(z.enum(consentCategories))]).optional(),
  returnTo: z.string().regex(/^\/(?!\/)[^\s\\]*$/).max(2000).catch('/'),
});

export const pages = [
  /** The cookie-consent choice without JavaScript (the island writes the same cookie itself). */
  definePage({
    method: 'post',
    path: '/Consent',
    access: 'public',
    body: consentForm,
    handler: ({ body }, _req, res) => {
      const chosen = body.choice === 'all' ? consentCategories : body.choice === 'necessary' ? [] : [body.categories ?? []].flat();
      res.cookie(consentCookie, consentCookieValue(chosen), { maxAge: consentMaxAgeMs, sameSite: 'lax', path: '/' });
      res.redirect(303, body.returnTo);
    },
  }),
];
