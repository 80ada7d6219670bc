import { definePage } from '../../platform/http/define.ts';
import { may } from '../../platform/auth/authorize.ts';
import * as service from './service.ts';
import { hintsFor } from './hints.ts';
import { bannersFor } from './banners.ts';
import { showBirthdaySplash } from '../profiles/index.ts';
import { condensedForm, moveForm } from './schemas.ts';

export const pages = [
  /** The member's start page: a welcome, then their sections in their order (spec §2, §5). */
  definePage({
    path: '/Start',
    access: 'user',
    handler: async ({ actor }, req, res) => {
      const [{ options, sections, defaults }, hints, birthdaySplash, banners] = await Promise.all([service.startPage(req.ctx.db, actor, req.ctx.site), hintsFor(req.ctx.db, actor, req.ctx.site), showBirthdaySplash(req.ctx.db, actor.profileId), bannersFor(req.ctx.db, actor, req.ctx.site)]);
      res.render('start/start', { title: req.ctx.t('start.title'), options, sections, defaults, hints, birthdaySplash, banners, allSections: may(actor, 'start.allSections', null) });
    },
  }),
  /** Up/down without JavaScript: moves one section and comes back to it. */
  definePage({
    method: 'post',
    path: '/Start/Move',
    access: 'user',
    body: moveForm,
    handler: async ({ body, actor }, req, res) => {
      await service.moveSection(req.ctx.db, actor, req.ctx.site, body.id, body.direction);
      res.redirect(303, `/Start#order-${body.id}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Start/Condensed',
    access: 'user',
    body: condensedForm,
    handler: async ({ body, actor }, req, res) => {
      await service.setCondensed(req.ctx.db, actor, body.condensed === 'on');
      res.redirect(303, '/Start');
    },
  }),
];
