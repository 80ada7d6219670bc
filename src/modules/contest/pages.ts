import type { Request } from 'express';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { may } from '../../platform/auth/authorize.ts';
import { pageKey } from '../../platform/db/keyset.ts';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import { presentContest, presentEntry } from './presenter.ts';
import { entriesQuery, enterInput, entryInput, votesPerDay, type EntriesQuery } from './schemas.ts';
import * as service from './service.ts';

/** Only on the regular site 1 (elsewhere a 404 before anything, a visitor's too); a contest on show: the rule `contest.view`. */
const regular = { site: 'regular' as const, feature: 'contest' as const };
const withParam = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/** The page a vote's form came from (its key), so the answer goes back to it, at the entry. */
const back = { after: pageKey.optional().catch(undefined), before: pageKey.optional().catch(undefined) };
const voteForm = entryInput.extend(back);
const backTo = (body: { entryId: number; after?: string | undefined; before?: string | undefined }) =>
  `${body.after ? withParam('/Contest', 'after', body.after) : body.before ? withParam('/Contest', 'before', body.before) : '/Contest'}#entry-${body.entryId}`;

/** /Contest's locals: the contest, a page of entries with their buttons, the pager. */
async function contestLocals(req: Request, actor: ProfileActor, query: EntriesQuery) {
  const { db, locale, t } = req.ctx;
  const { contest, page } = await service.contestPage(db, actor, query);
  const shown = presentContest(contest, locale);
  const entered = contest.ownEntryId !== null;
  return {
    title: t('contest.title'),
    contest: shown,
    opensAt: contest.opensAt,
    entriesCloseAt: contest.entriesCloseAt,
    closesAt: contest.closesAt,
    entries: page.items.map((e) => ({ ...presentEntry(e, contest.phase, actor), pictureView: e.picture })),
    here: { after: query.after ?? '', before: query.before ?? '' },
    mayEnter: may(actor, 'contest.enter', { phase: contest.phase, pictureAllowed: true, entered }),
    member: actor.member,
    votesPerDay,
    nextUrl: page.next ? withParam('/Contest', 'after', page.next) : null,
    prevUrl: page.prev ? withParam('/Contest', 'before', page.prev) : null,
  };
}

const enterForm: FormView<'user'> = {
  view: 'contest/enter',
  locals: async (req, { actor }) => {
    const { contest, pictures } = await service.enterChoices(req.ctx.db, actor);
    return {
      title: req.ctx.t('contest.enter.title'),
      contest: presentContest(contest, req.ctx.locale),
      entriesCloseAt: contest.entriesCloseAt,
      pictures,
      mayEnter: may(actor, 'contest.enter', { phase: contest.phase, pictureAllowed: true, entered: contest.ownEntryId !== null }),
      member: actor.member,
    };
  },
};

export const pages = [
  /** The contest: its theme and dates, the member's own entry, the entries (newest first; ranked once voting closed). */
  definePage({
    path: '/Contest',
    access: 'user',
    ...regular,
    policy: 'contest.view',
    query: entriesQuery,
    handler: async ({ query, actor }, req, res) => res.render('contest/contest', await contestLocals(req, actor, query)),
  }),
  definePage({ path: '/Contest/Enter', access: 'user', ...regular, policy: 'contest.enter', handler: (input, req, res) => showForm(req, res, enterForm, input) }),
  definePage({
    method: 'post',
    path: '/Contest/Enter',
    access: 'member',
    ...regular,
    policy: 'contest.enter',
    body: enterInput,
    form: enterForm,
    handler: async ({ body, actor }, req, res) => {
      const entryId = await service.enter(req.ctx.db, actor, body.mediaId);
      setFlash(req, { kind: 'success', key: 'contest.done.entered' });
      res.redirect(303, `/Contest#entry-${entryId}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Contest/Withdraw',
    access: 'user',
    ...regular,
    policy: 'contest.withdraw',
    body: entryInput,
    handler: async ({ body, actor }, req, res) => {
      await service.withdraw(req.ctx.db, actor, body.entryId);
      setFlash(req, { kind: 'success', key: 'contest.done.withdrawn' });
      res.redirect(303, '/Contest');
    },
  }),
  definePage({
    method: 'post',
    path: '/Contest/Vote',
    access: 'member',
    ...regular,
    policy: 'contest.vote',
    body: voteForm,
    handler: async ({ body, actor }, req, res) => {
      await service.vote(req.ctx.db, actor, body.entryId, req.ctx.locale);
      setFlash(req, { kind: 'success', key: 'contest.done.voted' });
      res.redirect(303, backTo(body));
    },
  }),
  definePage({
    method: 'post',
    path: '/Contest/Unvote',
    access: 'user',
    ...regular,
    policy: 'contest.unvote',
    body: voteForm,
    handler: async ({ body, actor }, req, res) => {
      await service.unvote(req.ctx.db, actor, body.entryId);
      setFlash(req, { kind: 'success', key: 'contest.done.unvoted' });
      res.redirect(303, backTo(body));
    },
  }),
];
