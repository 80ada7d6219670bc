import { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { birthdaysToday, dismissBirthdaySplash } from './service.ts';
import { presentCards } from '../cards/card.ts';

/** Spec §9: pages of 30. */
export const birthdaysPageSize = 30;

/** /Birthdays: today's birthdays the viewer may see, as profile cards (their pictures and online dots are provided); highlighted ones first, labelled. */
export const birthdaysPages = [
  definePage({
    path: '/Birthdays',
    access: 'user',
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    handler: async ({ query, actor }, req, res) => {
      const { db } = req.ctx;
      const { ids, hasMore, highlighted, label } = await birthdaysToday(db, actor, { skip: (query.page - 1) * birthdaysPageSize, take: birthdaysPageSize });
      const profiles = await presentCards(db, ids, actor);
      res.render('profiles/birthdays', { title: req.ctx.t('profiles.birthdays.title'), profiles, page: query.page, hasNext: hasMore, highlighted, label });
    },
  }),
  // The splash's close button: a plain form, so it works without JavaScript; it does not show again this year.
  definePage({
    method: 'post',
    path: '/Birthdays/CloseSplash',
    access: 'user',
    handler: async ({ viewer }, req, res) => {
      await dismissBirthdaySplash(req.ctx.db, viewer.id);
      res.redirect(303, '/Start');
    },
  }),
];
