import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';

export { addLandingPage, seedLandingPages, LandingInputError } from './service.ts';
export type { LandingSeed } from './service.ts';

/** Must be the last module: its catch-all answers every path no other module claimed. */
export const seoModule: AppModule = { name: 'seo', pages, api: [{ controller: 'SEO', actions }] };
