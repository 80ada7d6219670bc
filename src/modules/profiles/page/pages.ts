import type { Request, Response } from 'express';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { abilities } from '../../../platform/auth/authorize.ts';
import { definePage } from '../../../platform/http/define.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { findPostalCode, siteCountries } from '../../common/index.ts';
import * as service from './service.ts';
import { presentPersons } from './presenter.ts';
import { visibleFields, withDefaults } from '../visibility/fields.ts';
import { aboutColumns, aboutSections } from './about-sections.ts';
import { avatarColumn, avatarOf } from './avatar.ts';
import { shownProfileSubject } from '../visibility/subject.ts';
import { profileParams, profileTabParams, type ProfileTab } from './schemas.ts';
import { profileTabsOn, tabOnSite } from './tabs.ts';

/** The actions of the profile page's header, each shown only when the viewer may do it. */
const profileButtons = ['mail.write', 'connections.request', 'payments.gift'] as const;

/**
 * A tab's own content, from the module that owns it: the view to include in the tab's place and its locals.
 * The profile's header, tabs and visibility rule stay here.
 */
export type TabContent = { view: string; locals: Record<string, unknown> };

export async function showProfile(req: Request, res: Response, id: number, tab: ProfileTab, actor: ProfileActor, content?: TabContent) {
  // Spec §2: a dark-site tab (Relations, Guestbook) is About elsewhere.
  if (!tabOnSite(tab, req.ctx.site)) return res.redirect(302, `/Profile/${id}`);
  const { view, locals } = await profileTabPage(req, id, tab, actor, content);
  res.render(view, locals);
}

/**
 * A profile page with a tab, as a host page for a form in the tab (FormView's `host`): its view and locals.
 * A tab this site does not have is a 404 here (the page itself redirects to About).
 */
export async function profileTabPage(req: Request, id: number, tab: ProfileTab, actor: ProfileActor, content?: TabContent) {
  const { db, t, site, locale } = req.ctx;
  if (!tabOnSite(tab, site)) throw notFound();
  // One statement reads the profile, its visibility facts, the viewer's configuration and the avatar's picture.
  const avatar = avatarColumn(db, id);
  const page = await service.getProfilePage(db, id, actor, !actor.impersonatedBy, { ...(avatar ? { avatar } : {}), ...(tab === 'About' ? aboutColumns(db, id) : {}) });
  const shown = await visibleFields(db, id, withDefaults(page.visibility), actor);
  const subject = shownProfileSubject(actor, id);
  const { countryId, postalCode } = page.area ?? {};
  // The countries are kept in memory (common); the city and region the postal code names, the code itself when
  // the catalogue does not know it.
  const [country, place] = await Promise.all([
    countryId ? siteCountries(db, locale).then((all) => all.find((c) => c.id === countryId)?.name) : undefined,
    shown.place && countryId && postalCode ? findPostalCode(db, countryId, postalCode) : null,
  ]);
  const [sections, picture] = await Promise.all([
    tab === 'About' ? aboutSections(db, { profileId: id, actor, subject, own: page.own, locale, dark: Boolean(site.dark), shown }, page.extra) : [],
    avatarOf(db, page.extra.avatar, { profileId: id, actor, ownerVisible: true, showExplicit: page.viewerConfiguration.showExplicitMedia }),
  ]);
  const tabs = profileTabsOn(site);
  const locals = {
    title: page.identity.name,
    profile: page.identity,
    own: page.own,
    persons: presentPersons(page, t, Boolean(site.dark), shown),
    details: page.details,
    place: shown.place ? (place ? [place.city, place.countryArea, country] : [postalCode, country]).filter(Boolean).join(', ') : '',
    tab,
    tabs,
    tabContent: content ?? null,
    // The header's buttons, from the same rules the actions are decided by (policy.ts of mail, connections).
    abilities: abilities(actor, subject, profileButtons),
    sections,
    avatar: picture,
  };
  return { view: 'profiles/profile', locals };
}

export const pages = [
  /** A profile: About by default; the other tabs fill in as their modules arrive. */
  definePage({
    path: '/Profile/:id',
    access: 'user',
    params: profileParams,
    handler: ({ params, actor }, req, res) => showProfile(req, res, params.id, 'About', actor),
  }),
  definePage({
    path: '/Profile/:id/:tab',
    access: 'user',
    params: profileTabParams,
    handler: ({ params, actor }, req, res) => showProfile(req, res, params.id, params.tab, actor),
  }),
];
