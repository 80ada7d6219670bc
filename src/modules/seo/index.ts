import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';
import { actions } from './api.ts';
import { registerPolicies } from '../../platform/auth/authorize.ts';
import { policies } from './policy.ts';

// Who goes past the front page (policy.ts), decided through may.
registerPolicies(policies);

export { addLandingPage, seedLandingPages, LandingInputError } from './service.ts';
export type { LandingSeed } from './service.ts';

/** Must be the last module: its catch-all answers every path no other module claimed. */
export const seoModule: AppModule = { name: 'seo', pages, api: [{ controller: 'SEO', actions }] };
