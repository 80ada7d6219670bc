import { z } from 'zod';
import { definePage } from '../../platform/http/define.ts';
import { notFound } from '../../platform/http/errors.ts';
import { may } from '../../platform/auth/authorize.ts';
import { isProfileActor } from '../../platform/auth/actor.ts';
import { logOnReturn } from '../accounts/index.ts';
import { showDarkStanding } from '../dark/index.ts';
import * as service from './service.ts';
import { sitemapPaths } from '../../platform/sitemap.ts';
import { sitemapXml } from './sitemap.ts';

const frontQuery = z.object({ cp: z.string().optional(), prid: z.string().optional(), u: z.string().optional() }).loose();

export const pages = [
  definePage({
    path: '/',
    access: 'public',
    query: frontQuery,
    handler: async ({ query, actor }, req, res) => {
      const { site, db, locale, t } = req.ctx;
      if (isProfileActor(actor)) {
        if (may(actor, 'seo.skipFront', null)) return res.redirect('/Start');
        // Logged on but not let in (yet): where the profile stands and what to do next, never "please log on".
        return showDarkStanding(req, res, actor, query.u);
      }
      if (query.cp !== undefined || query.prid !== undefined) {
        return res.redirect(`/Create?${new URLSearchParams(req.query as Record<string, string>).toString()}`);
      }
      const landingPages = await service.listFrontpageLandingPages(db, site.id, locale);
      const texts = site.dark ? 'seo.front.dark' : 'seo.front';
      // A logged-out deep link (the guard's `/?u=/Settings`): the log-on form comes first, saying why.
      const deepLink = logOnReturn(query.u, t);
      res.render('seo/front', { title: t(`${texts}.title`), description: t(`${texts}.description`), landingPages, returnTo: deepLink?.u ?? '', returnNotice: deepLink?.notice ?? null });
    },
  }),
  definePage({
    path: '/robots.txt',
    access: 'public',
    handler: (_input, req, res) => {
      const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /Settings', 'Disallow: /EditProfile', 'Disallow: /Mail', 'Disallow: /ResetPassword', 'Allow: /', `Sitemap: ${req.ctx.origin}/sitemap.xml`];
      // The body names the site's origin, and the Host chooses the site: a cache must key on it.
      res.type('text/plain').set('Cache-Control', 'public, max-age=3600').vary('Host').send(`${lines.join('\n')}\n`);
    },
  }),
  definePage({
    path: '/sitemap.xml',
    access: 'public',
    handler: async (_input, req, res) => {
      const { db, site } = req.ctx;
      // The front page, what the modules registered (support's pages, blogs' entries …), then the landing pages.
      const [registered, landing] = await Promise.all([sitemapPaths(db, site), service.listLandingPages(db, site.id, 'en-GB')]);
      const paths = ['/', ...registered, ...landing.map((p) => p.path)];
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600').vary('Host').send(sitemapXml(req.ctx.origin, paths));
    },
  }),
  definePage({
    path: '/{*path}',
    access: 'public',
    handler: async (_input, req, res) => {
      const { db, site, locale } = req.ctx;
      const page = await service.findLandingPage(db, site.id, locale, req.path);
      if (!page) throw notFound();
      res.render('seo/landing', { title: page.title, description: page.summary, page });
    },
  }),
];
