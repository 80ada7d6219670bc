import { definePage } from '../../platform/http/define.ts';
import { changelogDayParams, changelogQuery, faqEntryParams, faqQuery, legalKinds, type LegalKind } from './schemas.ts';
import * as service from './service.ts';
import { formatDate } from '../../platform/i18n/formats.ts';
import { createFormLocals } from '../tickets/index.ts';

const legalByPath = new Map<string, LegalKind>(legalKinds.map((k) => [`/support/${k.toLowerCase()}`, k]));

export const pages = [
  definePage({
    path: '/Support',
    access: 'public',
    handler: async ({ actor }, req, res) => {
      const { categories } = await service.searchFaq(req.ctx.db, req.ctx.locale, undefined, undefined);
      res.render('support/home', { title: req.ctx.t('support.home.title'), categories, ticketForm: createFormLocals(actor), values: {}, errors: {} });
    },
  }),
  definePage({
    path: '/Support/CreateTicket',
    access: 'public',
    handler: (_input, _req, res) => res.redirect('/Support#CreateTicket'),
  }),
  definePage({
    path: '/Support/FAQ',
    access: 'public',
    query: faqQuery,
    handler: async ({ query }, req, res) => {
      const result = await service.searchFaq(req.ctx.db, req.ctx.locale, query.q, query.category);
      const view = req.get('HX-Request') && req.get('HX-Target') === 'faq-results' ? 'support/_faq-results' : 'support/faq';
      res.render(view, { title: req.ctx.t('support.faq.title'), ...result });
    },
  }),
  definePage({
    path: '/Support/FAQ/:id',
    access: 'public',
    params: faqEntryParams,
    handler: async ({ params }, req, res) => {
      const { entry, category } = await service.getFaqEntry(req.ctx.db, req.ctx.locale, params.id);
      res.render('support/faq-entry', { title: entry.question, entry, category });
    },
  }),
  definePage({
    path: legalKinds.map((k) => `/Support/${k}`),
    access: 'public',
    handler: async (_input, req, res) => {
      const kind = legalByPath.get(req.path.toLowerCase().replace(/\/$/, ''))!;
      const page = await service.getLegalPage(req.ctx.db, req.ctx.locale, kind);
      res.render('support/legal', { title: page.title, page });
    },
  }),
  definePage({
    path: '/Support/Changelog',
    access: 'public',
    query: changelogQuery,
    handler: async ({ query }, req, res) => {
      const changelog = await service.listChangelog(req.ctx.db, req.ctx.locale, query.page);
      res.render('support/changelog', { title: req.ctx.t('support.changelog.title'), ...changelog });
    },
  }),
  definePage({
    path: '/Support/Changelog/:date',
    access: 'public',
    params: changelogDayParams,
    handler: async ({ params }, req, res) => {
      const day = await service.getChangelogDay(req.ctx.db, req.ctx.locale, params.date);
      res.render('support/changelog-day', { title: req.ctx.t('support.changelog.dayTitle', { date: formatDate(new Date(params.date), req.ctx.locale, 'UTC') }), ...day });
    },
  }),
];
