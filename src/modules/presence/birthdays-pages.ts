import { z } from 'zod';
import { definePage } from '../../platform/http/define.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import { birthdaysToday, dismissBirthdaySplash, profileCards } from '../profiles/index.ts';
import { mainPictures } from '../media/index.ts';

/** Spec §9: pages of 30. */
export const birthdaysPageSize = 30;

/**
 * /Birthdays lives here rather than in profiles (which owns the query, `birthdaysToday`) because its cards carry
 * main pictures, and profiles cannot import media (media reads profiles).
 */
export const birthdaysPages = [
  definePage({
    path: '/Birthdays',
    access: 'user',
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    handler: async ({ query, viewer }, req, res) => {
      const { db, site } = req.ctx;
      const { ids, hasMore } = await birthdaysToday(db, viewer, { skip: (query.page - 1) * birthdaysPageSize, take: birthdaysPageSize });
      const [identities, cards, pictures] = await Promise.all([findPublicIdentities(db, ids), profileCards(db, viewer, ids), mainPictures(db, ids, viewer, site)]);
      const names = new Map(identities.map((p) => [p.id, p.name]));
      const profiles = ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)!, ages: cards.get(id)?.ages ?? [], town: cards.get(id)?.town ?? null, picture: pictures.get(id) ?? null }] : []));
      res.render('presence/birthdays', { title: req.ctx.t('presence.birthdays.title'), profiles, page: query.page, hasNext: hasMore });
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
