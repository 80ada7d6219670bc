import type { AppModule } from '../../platform/http/define.ts';
import { may, registerPolicies } from '../../platform/auth/authorize.ts';
import { registerDrawerLinks } from '../../platform/drawer.ts';
import { policies } from './policy.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { provideAboutSection } from '../profiles/index.ts';
import { profileKinkNames } from './service.ts';
import './personal-data.ts';

// Who may use kinks (policy.ts), decided through authorize.
registerPolicies(policies);

// A dark profile's kinks under About, for whoever may see its dark answers (per-field visibility).
provideAboutSection(async (db, { profileId, own, locale, dark, shown }) => {
  if (!dark || !shown.dark) return null;
  const names = await profileKinkNames(db, profileId, locale);
  return names.length || own ? { view: 'kinks/_profile-kinks', locals: { names } } : null;
});

/** Kinks (dark site): the catalogue with its popular flags, custom kinks and the kinks of each profile. */
export const kinksModule: AppModule = {
  name: 'kinks',
  pages,
  api: [{ controller: 'DarkKinks', actions }],
};

/** For demo and staff seeding: adds the catalogue once. */
export { seedKinks } from './service.ts';
export type { NewKink } from './repo.ts';
/** The names of a profile's kinks in `locale` (catalogue kinks, then custom ones). */
export { profileKinkNames } from './service.ts';
/** Filters for other modules' lists: profiles with every kink of a kink list, and the popular kinks to choose from. */
export { profilesWithKinks } from './repo.ts';
export { popularKinkChoices } from './service.ts';
/** For blogs' DarkKinks/SearchKinksWithBlogTags: the same search and shapes as SearchKinks. */
export { searchKinks } from './service.ts';
export { kinkShape, presentKink, presentCustom } from './presenter.ts';

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  kinks: { label: 'layout.drawer.kinks', href: '/Kinks', order: 140, icon: 'favourites', shownTo: (a) => may(a, 'kinks.use', null) },
});
