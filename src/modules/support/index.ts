import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import './sitemap.ts';

export { addFaqEntry, addChangelogEntry, seedSupportContent, sitemapEntries, SupportInputError } from './service.ts';
export { legalKinds } from './schemas.ts';
export type { SupportSeed } from './service.ts';

export const supportModule: AppModule = { name: 'support', pages };
