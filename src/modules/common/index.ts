import type { AppModule } from '../../platform/http/define.ts';
import { registerDrawerLinks, visitorsOnly } from '../../platform/drawer.ts';
import { actions } from './api.ts';
import { pages } from './pages.ts';

export { seedCommonData } from './service.ts';
export type { CommonSeed } from './service.ts';

export const commonModule: AppModule = { name: 'common', pages, api: [{ controller: 'Common', actions }] };
/** The countries catalogue, read once per process and database; `forgetCountries` after changing it elsewhere. */
export { listCountries as siteCountries, countryExists, forgetCountries } from './service.ts';
export { getContentTokens } from './service.ts';
export { findPostalCode, knowsPostalCodesOf, nearestPostalCode, postalCodeSample, type PostalPlace } from './geo-service.ts';
export { importPostalCodeFile, describeImport, seedPostalCodes } from './geo-import.ts';

// Its links in the drawer (platform/drawer.ts): who sees each is decided here, never in the view.
registerDrawerLinks({
  frontPage: { label: 'layout.drawer.frontPage', href: '/', order: 5, icon: 'home', shownTo: visitorsOnly },
});
