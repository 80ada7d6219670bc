import { featureDisabled, type GuardSite, type SiteFeature } from './auth/access.ts';
import type { Actor } from './auth/actor.ts';
import { createRegistry } from './registry.ts';

/**
 * One link of the drawer (views/partials/drawer-list.ejs), registered by the module that owns the page from its
 * index.ts: `registerDrawerLinks({ favourites: { label: 'layout.drawer.favourites', href: '/Favorites', order: 90,
 * icon: 'favourites', shownTo: loggedOn } })`. Who sees it is decided here, by `shownTo` (a predicate over the
 * actor, or a policy: `(a) => may(a, 'tags.use', null)`), never in the view, which only draws the links it gets.
 * - `href`: the path, or a function of the actor (the member's own profile);
 * - `order`: its place (ascending); `icon`: a name of the drawer's icons (drawer-list.ejs);
 * - `feature`: the part of the product it leads to, when a site may switch it off (the link goes with it).
 */
export type DrawerLink = Readonly<{
  label: string;
  href: string | ((actor: Actor) => string);
  order: number;
  icon?: string;
  shownTo: (actor: Actor) => boolean;
  feature?: SiteFeature;
}>;

/** Shown to every logged-on profile, or only to visitors, or to everyone. */
export const loggedOn = (actor: Actor) => actor.profileId !== null;
export const visitorsOnly = (actor: Actor) => actor.profileId === null;
export const everyone = () => true;

const links = createRegistry<string, DrawerLink>('drawer links');

/** Registers a module's drawer links by key; returns the undo of them all (tests). */
export function registerDrawerLinks(entries: Readonly<Record<string, DrawerLink>>): () => void {
  const undos = Object.entries(entries).map(([key, link]) => links.register(key, link));
  return () => undos.forEach((undo) => undo());
}

export type ShownDrawerLink = { key: string; label: string; href: string; icon: string };

/** The links this actor sees, in order, with their paths made. */
export const drawerLinksFor = (actor: Actor, site: GuardSite = actor.site): ShownDrawerLink[] =>
  links
    .list()
    .filter(([, l]) => l.shownTo(actor) && !(l.feature && featureDisabled(site, l.feature)))
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([key, l]) => ({ key, label: l.label, href: typeof l.href === 'function' ? l.href(actor) : l.href, icon: l.icon ?? 'changelog' }));
