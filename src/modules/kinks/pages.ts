import type { Request } from 'express';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import * as service from './service.ts';
import { presentKink, presentProfileKinks } from './presenter.ts';
import { customKinkMaxLength, customKinksMax, kinksPageQuery, kinksPageSize, kinkTabs, myKinksForm } from './schemas.ts';

/** /Kinks/Mine: every catalogue kink (popular first) to tick, and the member's custom kinks. */
const mineForm: FormView = {
  view: 'kinks/mine',
  locals: async (req: Request) => {
    const all = (await service.allKinks(req.ctx.db, req.ctx.locale)).map(presentKink);
    return {
      title: req.ctx.t('kinks.mine.title'),
      popular: all.filter((k) => k.popular),
      others: all.filter((k) => !k.popular),
      maxLength: customKinkMaxLength,
      maxCustom: customKinksMax,
    };
  },
};

export const pages = [
  /** The catalogue: Popular (default) or All, 60 a page; and the member's own kinks with a link to change them. */
  definePage({
    path: '/Kinks',
    access: 'user',
    site: 'dark',
    query: kinksPageQuery,
    handler: async ({ query, viewer }, req, res) => {
      const { db, locale, t } = req.ctx;
      const page = query.tab === 'All' ? query.page : 1;
      const list =
        query.tab === 'All'
          ? await service.kinksPage(db, locale, (page - 1) * kinksPageSize, kinksPageSize)
          : { items: await service.popularKinks(db, locale), hasMore: false };
      res.render('kinks/kinks', {
        title: t('kinks.title'),
        tab: query.tab,
        tabs: kinkTabs,
        kinks: list.items.map(presentKink),
        page,
        hasNext: list.hasMore,
        mine: presentProfileKinks(await service.ownKinks(db, viewer.id, locale)),
      });
    },
  }),
  definePage({
    path: '/Kinks/Mine',
    access: 'user',
    site: 'dark',
    handler: async (input, req, res) => {
        const own = await service.ownKinks(req.ctx.db, input.viewer.id, req.ctx.locale);
      await showForm(req, res, mineForm, input, { values: { kinkIds: own.kinks.map((k) => k.id), customKinks: own.custom.map((c) => c.text), newKink: '' } });
    },
  }),
  definePage({
    method: 'post',
    path: '/Kinks/Mine',
    access: 'user',
    site: 'dark',
    body: myKinksForm,
    form: mineForm,
    handler: async ({ body, actor }, req, res) => {
        const customKinks = body.newKink ? [...body.customKinks, body.newKink] : body.customKinks;
      await service.setProfileKinks(req.ctx.db, actor, { kinkIds: body.kinkIds, customKinks });
      setFlash(req, { kind: 'success', key: 'kinks.mine.saved' });
      res.redirect(303, '/Kinks');
    },
  }),
];
