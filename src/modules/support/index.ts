import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, everyone, visitorsOnly } from '../../platform/drawer.ts';
import { pages } from './pages.ts';
import './sitemap.ts';

export { addFaqEntry, addChangelogEntry, seedSupportContent, sitemapEntries, SupportInputError } from './service.ts';
export { legalKinds } from './schemas.ts';
export type { SupportSeed } from './service.ts';

export const supportModule: AppModule = { name: 'support', pages };

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  support: { label: 'layout.drawer.support', href: '/Support', order: 150, icon: 'support', shownTo: everyone },
  faq: { label: 'layout.drawer.faq', href: '/Support/FAQ', order: 160, icon: 'faq', shownTo: everyone },
  changelog: { label: 'layout.drawer.changelog', href: '/Support/Changelog', order: 165, icon: 'changelog', shownTo: visitorsOnly },
});
