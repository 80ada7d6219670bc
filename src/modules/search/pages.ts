import type { Request, Response } from 'express';
import { may } from '../../platform/auth/authorize.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { showForm } from '../../platform/http/pages.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { automaticMatchWords, configurationOf, matchFilters, personChoices, updateConfiguration } from '../profiles/index.ts';
import { siteCountries } from '../common/index.ts';
import { showSavedSearch, showsSavedSearch } from '../start/index.ts';
import * as service from './service.ts';
import { requestTopRefresh, topRule } from './top.ts';
import { decodeOptions, encodeOptions, optionsOfAdvanced } from './options.ts';
import {
  advancedQuery,
  ageLimits,
  genders,
  listQuery,
  matchWordLimits,
  matchWordsForm,
  maxDistanceKm,
  renameSearchForm,
  saveSearchForm,
  savedSearchParams,
  startPageForm,
  viewStyles,
  type SearchOptions,
  type ViewStyle,
} from './schemas.ts';

/** `at`: the page asked for (its number, the profile it starts after, its view style), as listQuery reads it. */
type Listing = { kind: service.SearchKind; heading: string; options: SearchOptions; at: { page: number; after?: number | undefined; view?: ViewStyle | undefined }; baseUrl: string; extra?: Record<string, unknown> };

/** The view style asked for (then remembered in the member's configuration), else the remembered one. */
async function viewStyleOf(req: Request, actor: ProfileActor, asked: ViewStyle | undefined): Promise<ViewStyle> {
  const saved = (await configurationOf(req.ctx.db, actor.profileId)).searchViewStyle as ViewStyle;
  if (!asked || asked === saved) return saved;
  if (!actor.impersonatedBy) await updateConfiguration(req.ctx.db, actor.profileId, 'searchViewStyle', asked);
  return asked;
}

const withParams = (baseUrl: string, params: Record<string, string | number>) =>
  `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

/** A page of results: the whole page, or for htmx's infinite scroll only the next cards (and the next trigger). */
async function renderResults(req: Request, res: Response, actor: ProfileActor, l: Listing): Promise<void> {
  // The view style does not change the query: both at once.
  const [view, results] = await Promise.all([viewStyleOf(req, actor, l.at.view), service.search(req.ctx.db, actor, l.kind, l.options, l.at.page, undefined, l.at.after)]);
  const pageUrl = (page: number) => withParams(l.baseUrl, { view, page });
  const last = results.items.at(-1);
  const nextUrl = !results.hasMore ? null : last && service.pagesByKey(l.kind) ? withParams(l.baseUrl, { view, page: l.at.page + 1, after: last.id }) : pageUrl(l.at.page + 1);
  const locals = {
    title: l.heading,
    heading: l.heading,
    cards: results.items,
    view,
    page: l.at.page,
    nextUrl,
    prevUrl: l.at.page > 1 ? pageUrl(l.at.page - 1) : null,
    viewUrl: (style: string) => withParams(l.baseUrl, { view: style }),
    viewStyles,
    kind: l.kind,
    ...l.extra,
  };
  res.render(req.get('HX-Request') ? 'search/_page' : 'search/results', locals);
}

/** The Advanced page's form, its share link and the member's saved searches. */
async function advancedLocals(req: Request, actor: ProfileActor, options: SearchOptions | null) {
  return {
    form: { options: options ?? {}, genders, choices: personChoices, ageLimits, maxDistanceKm, countries: await siteCountries(req.ctx.db, req.ctx.locale) },
    shareUrl: options ? `/Search/Advanced?searchOptions=${encodeOptions(options)}` : null,
    encoded: options ? encodeOptions(options) : null,
    saved: await service.savedSearches(req.ctx.db, actor.profileId),
  };
}

/** /Search/MatchWord without words yet (prefilled with suggestions from the member's own texts), or a bad form again. */
const matchWordForm: FormView<'user'> = {
  view: 'search/match-word',
  locals: async (req, { actor }) => ({ title: req.ctx.t('search.matchWord.title'), limits: matchWordLimits, suggestions: await automaticMatchWords(req.ctx.db, actor.profileId) }),
};

/** An empty result with a way forward: a line and a link. */
const emptyState = (req: Request, key: string, href: string, link: string) => ({ emptyState: { text: req.ctx.t(key), href, link: req.ctx.t(link) } });

export const pages = [
  /** Search's entry: the member's default search (Newest). */
  definePage({ path: '/Search', access: 'user', handler: (_i, _req, res) => res.redirect(302, '/Search/Newest') }),
  definePage({
    path: '/Search/Newest',
    access: 'user',
    query: listQuery,
    handler: ({ query, actor }, req, res) => renderResults(req, res, actor, { kind: 'Newest', heading: req.ctx.t('search.newest.title'), options: {}, at: query, baseUrl: '/Search/Newest' }),
  }),
  definePage({
    path: '/Search/Online',
    access: 'user',
    query: listQuery,
    handler: ({ query, actor }, req, res) => renderResults(req, res, actor, { kind: 'Online', heading: req.ctx.t('search.online.title'), options: {}, at: query, baseUrl: '/Search/Online' }),
  }),
  /** Most visited and liked lately (service.topRule), the rule in one line on the page. */
  definePage({
    path: '/Search/Top',
    access: 'user',
    query: listQuery,
    handler: async ({ query, actor }, req, res) => {
      await requestTopRefresh(req.ctx.db);
      await renderResults(req, res, actor, {
        kind: 'Top',
        heading: req.ctx.t('search.top.title'),
        options: {},
        at: query,
        baseUrl: '/Search/Top',
        extra: { rule: req.ctx.t('search.top.rule', { days: topRule.days, weight: topRule.likeWeight, minutes: topRule.refreshMinutes }), ...emptyState(req, 'search.top.empty', '/Search/Newest', 'search.top.seeNewest') },
      });
    },
  }),
  /** Profiles whose texts hold any of the member's match words; without words, the form (suggestions prefilled). */
  definePage({
    path: '/Search/MatchWord',
    access: 'user',
    query: listQuery,
    handler: async (input, req, res) => {
      const { query, actor } = input;
      const words = await service.matchWordsOf(req.ctx.db, actor.profileId);
      if (!words.length) return showForm(req, res, matchWordForm, input, { values: { words: (await automaticMatchWords(req.ctx.db, actor.profileId)).join(', ') } });
      await renderResults(req, res, actor, {
        kind: 'MatchWord',
        heading: req.ctx.t('search.matchWord.title'),
        options: {},
        at: query,
        baseUrl: '/Search/MatchWord',
        extra: { matchWords: { value: words.join(', '), limits: matchWordLimits }, ...emptyState(req, 'search.matchWord.empty', '#match-words', 'search.matchWord.change') },
      });
    },
  }),
  definePage({
    method: 'post',
    path: '/Search/MatchWord',
    access: 'user',
    body: matchWordsForm,
    form: matchWordForm,
    handler: async ({ body, actor }, req, res) => {
      await service.saveMatchWords(req.ctx.db, actor.profileId, body.words);
      setFlash(req, { kind: 'success', key: 'search.matchWord.saved' });
      res.redirect(303, '/Search/MatchWord');
    },
  }),
  /** Profiles that match the member's match settings and whose settings the member matches. */
  definePage({
    path: '/Search/MatchProfiles',
    access: 'user',
    query: listQuery,
    handler: async ({ query, actor }, req, res) => {
      const self = await matchFilters.matchSelfOf(req.ctx.db, actor.profileId);
      await renderResults(req, res, actor, {
        kind: 'MatchProfiles',
        heading: req.ctx.t('search.matchProfiles.title'),
        options: {},
        at: query,
        baseUrl: '/Search/MatchProfiles',
        extra: { matchSettings: { missing: !self.hasSettings }, ...emptyState(req, 'search.matchProfiles.empty', '/EditProfile/MatchSettings', 'search.matchProfiles.change') },
      });
    },
  }),
  /** The form (no JavaScript needed: a GET whose fields become searchOptions), and its results once run. */
  definePage({
    path: '/Search/Advanced',
    access: 'user',
    query: advancedQuery,
    handler: async ({ query, actor }, req, res) => {
      const ran = query.searchOptions !== undefined || query.run !== undefined || query.textSearch !== undefined;
      const options = ran ? optionsOfAdvanced(query) : null;
      const title = req.ctx.t('search.advanced.title');
      if (!options) return res.render('search/advanced', { title, ...(await advancedLocals(req, actor, null)) });
      const baseUrl = `/Search/Advanced?searchOptions=${encodeOptions(options)}`;
      await renderResults(req, res, actor, { kind: 'Advanced', heading: title, options, at: query, baseUrl, extra: { advanced: await advancedLocals(req, actor, options) } });
    },
  }),
  definePage({
    method: 'post',
    path: '/Search/Save',
    access: 'user',
    body: saveSearchForm,
    handler: async ({ body, actor }, req, res) => {
      const saved = await service.saveSearch(req.ctx.db, actor.profileId, body.name, decodeOptions(body.searchOptions));
      setFlash(req, { kind: 'success', key: 'search.saved.created', params: { name: saved.name } });
      res.redirect(303, `/Search/${saved.id}`);
    },
  }),
  /** A saved search, re-run; only its owner's (another member's id is a 404). */
  definePage({
    path: '/Search/:id',
    access: 'user',
    params: savedSearchParams,
    query: listQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const saved = await service.getSavedSearch(req.ctx.db, actor.profileId, params.id);
      await renderResults(req, res, actor, {
        kind: 'Advanced',
        heading: saved.name,
        options: saved.options,
        at: query,
        baseUrl: `/Search/${saved.id}`,
        extra: {
          savedSearch: {
            id: saved.id,
            name: saved.name,
            shareUrl: `/Search/Advanced?searchOptions=${encodeOptions(saved.options)}`,
            onStart: may(actor, 'start.allSections', null) ? await showsSavedSearch(req.ctx.db, actor, req.ctx.site, saved.id) : null,
          },
        },
      });
    },
  }),
  /** Shows the saved search on the member's start page, or takes it off (start keeps the order). */
  definePage({
    method: 'post',
    path: '/Search/:id/StartPage',
    access: 'user',
    params: savedSearchParams,
    body: startPageForm,
    handler: async ({ params, body, actor }, req, res) => {
      const saved = await service.getSavedSearch(req.ctx.db, actor.profileId, params.id);
      await showSavedSearch(req.ctx.db, actor, req.ctx.site, saved.id, body.show === '1');
      setFlash(req, { kind: 'success', key: body.show === '1' ? 'search.saved.onStart' : 'search.saved.offStart', params: { name: saved.name } });
      res.redirect(303, `/Search/${saved.id}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Search/:id/Rename',
    access: 'user',
    params: savedSearchParams,
    body: renameSearchForm,
    handler: async ({ params, body, actor }, req, res) => {
      await service.renameSearch(req.ctx.db, actor.profileId, params.id, body.name);
      setFlash(req, { kind: 'success', key: 'search.saved.renamed', params: { name: body.name } });
      res.redirect(303, `/Search/${params.id}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Search/:id/Delete',
    access: 'user',
    params: savedSearchParams,
    handler: async ({ params, actor }, req, res) => {
      const removed = await service.deleteSearch(req.ctx.db, actor.profileId, params.id);
      setFlash(req, { kind: 'success', key: 'search.saved.deleted', params: { name: removed.name } });
      res.redirect(303, '/Search/Advanced');
    },
  }),
];
