import { featureDisabled, type GuardSite, type SiteFeature } from '../../../platform/auth/access.ts';
import { createRegistry } from '../../../platform/registry.ts';

/**
 * The profile page's tabs, each registered by the module whose content it shows, from its index.ts
 * (`registerProfileTab('Guestbook', { label: 'profiles.tabs.Guestbook', order: 40, site: 'dark' })`); that module
 * mounts `/Profile/:id/<name>` itself and hands its content to profiles' `showProfileTab` / `profileTabPage`.
 * - `label`: the tab's locale key; `order`: its place (ascending; About, profiles' own, is first);
 * - `site`: 'dark' for a tab only the dark site has (elsewhere its page redirects to About and a form on it is 404);
 * - `feature`: the part of the product it shows, when a site may switch it off (the tab goes with it).
 */
export type ProfileTabEntry = Readonly<{ label: string; order: number; site: 'both' | 'dark'; feature?: SiteFeature }>;

const tabs = createRegistry<string, ProfileTabEntry>('profile tabs');

/** Registers a tab of the profile page; returns the undo (tests). */
export const registerProfileTab = (name: string, entry: ProfileTabEntry) => tabs.register(name, entry);

export const isProfileTab = (name: string): boolean => tabs.lookup(name) !== undefined;

/** Whether the site has the tab (a dark tab only on the dark site). */
export const tabOnSite = (name: string, site: GuardSite): boolean => {
  const tab = tabs.lookup(name);
  return Boolean(tab && (site.dark || tab.site !== 'dark') && !(tab.feature && featureDisabled(site, tab.feature)));
};

/** The site's tabs in order: name and label key. */
export const profileTabsOn = (site: GuardSite): { name: string; label: string }[] =>
  tabs
    .list()
    .filter(([name]) => tabOnSite(name, site))
    .sort(([, a], [, b]) => a.order - b.order)
    .map(([name, t]) => ({ name, label: t.label }));

// The tab profiles shows itself.
registerProfileTab('About', { label: 'profiles.tabs.About', order: 10, site: 'both' });
