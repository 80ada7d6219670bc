import type { Request, Response } from 'express';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { definePage } from '../../../platform/http/define.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { may } from '../../../platform/auth/authorize.ts';
import type { PageStart } from '../../../platform/db/keyset.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showProfileTab } from '../../profiles/index.ts';
import { backForm, allQuery, entryParams, myBlogsQuery, pageQuery, pageSize, periods, topQuery, type Period } from './schemas.ts';
import * as service from './service.ts';
import type { AuthorList, EntryList } from './service.ts';
import type { MarkList } from './repo.ts';

export const blogsRoot = '/Community/Blogs';

/** Where a list page starts, as its query gives it: by key, or a page number from an older link. */
type Place = { page: number; after?: string | undefined; before?: string | undefined };
const startOf = (place: Place): PageStart => (place.after || place.before ? { after: place.after, before: place.before } : { skip: (place.page - 1) * pageSize });
const isFirst = (place: Place) => !place.after && !place.before && place.page === 1;
const withParam = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
/** The pager's links and the page's own address (where its forms come back to). */
function around(baseUrl: string, place: Place, page: { next: string | null; prev: string | null }) {
  const here = place.after ? withParam(baseUrl, 'after', place.after) : place.before ? withParam(baseUrl, 'before', place.before) : place.page > 1 ? withParam(baseUrl, 'page', String(place.page)) : baseUrl;
  return {
    first: isFirst(place),
    here,
    nextUrl: page.next ? withParam(baseUrl, 'after', page.next) : null,
    prevUrl: page.prev ? withParam(baseUrl, 'before', page.prev) : null,
  };
}
/** A key that does not decode (an edited or very old link) leads to the list's first page rather than an error. */
async function orFirstPage(res: Response, baseUrl: string, show: () => Promise<void>): Promise<void> {
  try {
    await show();
  } catch (err) {
    if (err instanceof AppError && err.messageKey === 'common.errors.pageKey') return res.redirect(303, baseUrl);
    throw err;
  }
}

/** The tab rows: the main tabs, and the sub-tabs of Top, Followed and Hidden (spec §2). */
export const mainTabs = ['All', 'MyComments', 'Top', 'MyBlogs', 'Followed', 'Hidden'] as const;
type MainTab = (typeof mainTabs)[number];
const subTabs: Partial<Record<MainTab, { key: string; path: string }[]>> = {
  Top: [
    { key: 'TopRead', path: '/Top/Read' },
    { key: 'TopCommented', path: '/Top/Commented' },
    { key: 'TopFollowers', path: '/Top/Followers' },
    { key: 'TopCurated', path: '/Top/Curated' },
  ],
  Followed: [
    { key: 'Followed', path: '/Followed' },
    { key: 'FromFollowedAuthors', path: '/Followed/BlogsFromFollowedAuthors' },
    { key: 'FollowedAuthors', path: '/Followed/Authors' },
    { key: 'MyFollowers', path: '/Followed/MyFollowers' },
  ],
  Hidden: [
    { key: 'Hidden', path: '/Hidden' },
    { key: 'HiddenAuthors', path: '/Hidden/Authors' },
  ],
};

type View = {
  tab: MainTab;
  sub: string;
  /** This list's address with its query but without the page (the pager adds it). */
  baseUrl: string;
  place: Place;
  period?: Period;
  sort?: 'activity' | 'newest';
  order?: 'comment' | 'newest';
  tag?: string | undefined;
  q?: string | undefined;
};

const common = (req: Request, view: View) => ({
  title: req.ctx.t(`blogs.lists.tabs.${view.sub}`),
  mainTabs,
  subTabs: subTabs[view.tab] ?? [],
  root: blogsRoot,
  periods,
  mayWrite: may(req.ctx.actor, 'blogs.create', null),
  ...view,
});

const showEntries = (req: Request, res: Response, actor: ProfileActor, list: EntryList, view: View, mark?: MarkList) =>
  orFirstPage(res, view.baseUrl, async () => {
    const page = await service.listEntries(req.ctx.db, actor, list, startOf(view.place), pageSize);
    if (mark && isFirst(view.place)) await service.markRead(req.ctx.db, actor, mark);
    const pager = around(view.baseUrl, view.place, page);
    res.render('blogs/lists/entries', { ...common(req, view), ...pager, back: pager.here, entries: page.items, viewerId: actor.profileId });
  });

const showAuthors = (req: Request, res: Response, actor: ProfileActor, list: AuthorList, view: View, mark?: MarkList) =>
  orFirstPage(res, view.baseUrl, async () => {
    const page = await service.listAuthors(req.ctx.db, actor, list, startOf(view.place), pageSize);
    if (mark && isFirst(view.place)) await service.markRead(req.ctx.db, actor, mark);
    const pager = around(view.baseUrl, view.place, page);
    res.render('blogs/lists/authors', { ...common(req, view), ...pager, back: pager.here, authors: page.items, list });
  });

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(Object.entries(query).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '').map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
};

/** A follow/hide form's page: does it, then 303 back (a local path only) with a flash. */
const toggleForm = (path: string, run: (req: Request, actor: ProfileActor, id: number) => Promise<void>, flash: string, fallback: (id: number) => string) =>
  definePage({
    method: 'post',
    path: `${blogsRoot}${path}/:id`,
    access: 'user',
    notImpersonating: true,
    params: entryParams,
    body: backForm,
    handler: async ({ params, body, actor }, req, res) => {
      await run(req, actor, params.id);
      setFlash(req, { kind: 'success', key: `blogs.lists.flash.${flash}` });
      res.redirect(303, body.back ?? fallback(params.id));
    },
  });
const toAll = () => `${blogsRoot}/All`;
const toAuthor = (id: number) => `/Profile/${id}/Blog`;

export const pages = [
  definePage({ path: blogsRoot, access: 'user', handler: (_i, _req, res) => res.redirect(303, `${blogsRoot}/All`) }),
  definePage({
    path: `${blogsRoot}/All`,
    access: 'user',
    query: allQuery,
    handler: ({ query, actor }, req, res) =>
      showEntries(req, res, actor, { kind: 'All', sortByActivity: query.sort === 'activity', tag: query.tag || undefined, text: query.q || undefined }, {
        tab: 'All',
        sub: 'All',
        baseUrl: withQuery(`${blogsRoot}/All`, { sort: query.sort === 'newest' ? 'newest' : undefined, tag: query.tag, q: query.q }),
        place: query,
        sort: query.sort,
        tag: query.tag || undefined,
        q: query.q || undefined,
      }),
  }),
  definePage({
    path: `${blogsRoot}/MyComments`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) => showEntries(req, res, actor, { kind: 'MyComments' }, { tab: 'MyComments', sub: 'MyComments', baseUrl: `${blogsRoot}/MyComments`, place: query }, 'MyComments'),
  }),
  definePage({ path: `${blogsRoot}/Top`, access: 'user', handler: (_i, _req, res) => res.redirect(303, `${blogsRoot}/Top/Read`) }),
  ...(['Read', 'Commented', 'Curated'] as const).map((which) =>
    definePage({
      path: `${blogsRoot}/Top/${which}`,
      access: 'user',
      query: topQuery,
      handler: ({ query, actor }, req, res) => {
        const kind = which === 'Read' ? 'TopRead' : which === 'Commented' ? 'TopCommented' : 'Curated';
        const view: View = { tab: 'Top', sub: `Top${which}`, baseUrl: withQuery(`${blogsRoot}/Top/${which}`, { period: query.period }), place: query, period: query.period };
        return showEntries(req, res, actor, { kind, period: query.period }, view, which === 'Curated' ? 'Curated' : undefined);
      },
    }),
  ),
  definePage({
    path: `${blogsRoot}/Top/Followers`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) => showAuthors(req, res, actor, 'TopFollowed', { tab: 'Top', sub: 'TopFollowers', baseUrl: `${blogsRoot}/Top/Followers`, place: query }),
  }),
  definePage({
    path: `${blogsRoot}/MyBlogs`,
    access: 'user',
    query: myBlogsQuery,
    handler: ({ query, actor }, req, res) =>
      showEntries(req, res, actor, { kind: 'MyBlogs', orderByCommentDate: query.order === 'comment' }, { tab: 'MyBlogs', sub: 'MyBlogs', baseUrl: withQuery(`${blogsRoot}/MyBlogs`, { order: query.order === 'comment' ? 'comment' : undefined }), place: query, order: query.order }, 'MyBlogs'),
  }),
  definePage({
    path: `${blogsRoot}/Followed`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) => showEntries(req, res, actor, { kind: 'Followed', sortByActivity: true }, { tab: 'Followed', sub: 'Followed', baseUrl: `${blogsRoot}/Followed`, place: query }, 'Followed'),
  }),
  definePage({
    path: `${blogsRoot}/Followed/BlogsFromFollowedAuthors`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) =>
      showEntries(req, res, actor, { kind: 'FromFollowedAuthors', sortByActivity: false }, { tab: 'Followed', sub: 'FromFollowedAuthors', baseUrl: `${blogsRoot}/Followed/BlogsFromFollowedAuthors`, place: query }, 'FromFollowedAuthors'),
  }),
  definePage({
    path: `${blogsRoot}/Followed/Authors`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) => showAuthors(req, res, actor, 'FollowedAuthors', { tab: 'Followed', sub: 'FollowedAuthors', baseUrl: `${blogsRoot}/Followed/Authors`, place: query }),
  }),
  definePage({
    path: `${blogsRoot}/Followed/MyFollowers`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) => showAuthors(req, res, actor, 'Followers', { tab: 'Followed', sub: 'MyFollowers', baseUrl: `${blogsRoot}/Followed/MyFollowers`, place: query }, 'Followers'),
  }),
  definePage({
    path: `${blogsRoot}/Hidden`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) => showEntries(req, res, actor, { kind: 'Hidden' }, { tab: 'Hidden', sub: 'Hidden', baseUrl: `${blogsRoot}/Hidden`, place: query }),
  }),
  definePage({
    path: `${blogsRoot}/Hidden/Authors`,
    access: 'user',
    query: pageQuery,
    handler: ({ query, actor }, req, res) => showAuthors(req, res, actor, 'HiddenAuthors', { tab: 'Hidden', sub: 'HiddenAuthors', baseUrl: `${blogsRoot}/Hidden/Authors`, place: query }),
  }),

  toggleForm('/Follow/Entry', (req, actor, id) => service.setEntry(req.ctx.db, actor, 'follow', true, id, req.ctx.locale), 'followedEntry', toAll),
  toggleForm('/Unfollow/Entry', (req, actor, id) => service.setEntry(req.ctx.db, actor, 'follow', false, id, req.ctx.locale), 'unfollowedEntry', toAll),
  toggleForm('/Hide/Entry', (req, actor, id) => service.setEntry(req.ctx.db, actor, 'hide', true, id, req.ctx.locale), 'hidEntry', toAll),
  toggleForm('/Unhide/Entry', (req, actor, id) => service.setEntry(req.ctx.db, actor, 'hide', false, id, req.ctx.locale), 'unhidEntry', () => `${blogsRoot}/Hidden`),
  toggleForm('/Follow/Author', (req, actor, id) => service.setAuthor(req.ctx.db, actor, 'follow', true, id, req.ctx.locale), 'followedAuthor', toAuthor),
  toggleForm('/Unfollow/Author', (req, actor, id) => service.setAuthor(req.ctx.db, actor, 'follow', false, id, req.ctx.locale), 'unfollowedAuthor', toAuthor),
  toggleForm('/Hide/Author', (req, actor, id) => service.setAuthor(req.ctx.db, actor, 'hide', true, id, req.ctx.locale), 'hidAuthor', toAll),
  toggleForm('/Unhide/Author', (req, actor, id) => service.setAuthor(req.ctx.db, actor, 'hide', false, id, req.ctx.locale), 'unhidAuthor', () => `${blogsRoot}/Hidden/Authors`),

  /** The profile's Blog tab: their published entries the viewer may read, 30 a page. */
  definePage({
    path: '/Profile/:id/Blog',
    access: 'user',
    params: entryParams,
    query: pageQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const baseUrl = `/Profile/${params.id}/Blog`;
      await orFirstPage(res, baseUrl, async () => {
        const page = await service.listEntries(req.ctx.db, actor, { kind: 'Profile', profileId: params.id }, startOf(query), pageSize);
        const locals = { entries: page.items, ...around(baseUrl, query, page), viewerId: actor.profileId };
        await showProfileTab(req, res, params.id, 'Blog', actor, { view: 'blogs/lists/profile-tab', locals });
      });
    },
  }),

  /** For search engines: the regular site's published entries, 30 a page; the dark site shows none of its own. */
  definePage({
    path: '/Blog',
    access: 'public',
    site: 'regular',
    query: pageQuery,
    handler: async ({ query }, req, res) => {
      await orFirstPage(res, '/Blog', async () => {
        const page = await service.publicEntries(req.ctx.db, startOf(query), pageSize);
        res.render('blogs/lists/public', { title: req.ctx.t('blogs.lists.public.title'), description: req.ctx.t('blogs.lists.public.intro'), entries: page.items, ...around('/Blog', query, page) });
      });
    },
  }),
];

/** Any other address under /Community/Blogs: a 404 page with a way back to All. Mounted after every blogs area. */
export const fallbackPages = [
  definePage({
    path: `${blogsRoot}/{*rest}`,
    access: 'user',
    handler: (_i, req, res) => res.status(404).render('blogs/lists/not-found', { title: req.ctx.t('blogs.lists.notFound.title'), root: blogsRoot }),
  }),
];
