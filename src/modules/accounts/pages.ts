import { z } from 'zod';
import { definePage } from '../../platform/http/define.ts';

export const pages = [
  definePage({
    path: '/LinkExpired',
    access: 'public',
    handler: (_input, req, res) => res.render('accounts/link-expired', { title: req.ctx.t('accounts.linkExpired.title') }),
  }),
  definePage({
    path: '/ResetPassword',
    access: 'public',
    query: z.object({ q: z.string().optional() }).loose(),
    handler: ({ query }, _req, res) => res.redirect(query.q ? '/LinkExpired' : '/Start'),
  }),
];
