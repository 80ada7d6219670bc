import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, loggedOn } from '../../platform/drawer.ts';
import { registerMembersOnlyFeature } from '../../platform/members-only.ts';
import { pages } from './pages.ts';
import { commonActions, currentProfileActions } from './api.ts';
import './personal-data.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';

// Who gets the whole start page (policy.ts), decided through may.
registerPolicies(policies);

/** The logged-in start page (/Start): the member's configurable sections (spec §2, §3, §5) and their order. */
export const startModule: AppModule = {
  name: 'start',
  pages,
  api: [
    { controller: 'Common', actions: commonActions },
    { controller: 'CurrentProfile', actions: currentProfileActions },
  ],
};

/**
 * What other modules add to this page (sections, hints, banners, saved-search answers) they register in the
 * platform's start-page registries (`platform/start-page.ts`: `registerStartSection('NewestMedia', { order: 50,
 * loader, seeAll: '/Pictures' })`), so start imports none of them and none of them imports start.
 */
/** A saved search on the member's start page: shown or not, and put there or taken off (search's /Search/{id}). */
export { showsSavedSearch, showSavedSearch } from './service.ts';
/** The §5 rules one by one (rules.ts) and the reorder merge, for their tests and for anyone who must explain an order. */
export { forceContestFirst, putBirthdaysFourth, onlyFavouritesForNonMembers, hideDisabledSections, contestOnlyOnFirstSite, keepKnownIds } from './rules.ts';
export { mergeOrder } from './service.ts';

// A members-only feature (payments' membership pages list it): Every start section, in the member's own order.
registerMembersOnlyFeature('start', { label: 'payments.membership.features.start', link: '/Start#customise', offersOneDay: false, paths: [], order: 40 });

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  start: { label: 'layout.drawer.start', href: '/Start', order: 10, icon: 'start', shownTo: loggedOn },
});
