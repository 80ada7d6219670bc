import type { AppModule } from '../../platform/http/define.ts';
import { pages } from './pages.ts';

export { resolveSite, listSites, setSiteSetting, ensureSites, SiteSettingError, provideVapidKey, followLocalPort } from './service.ts';
export { siteSettings } from './schemas.ts';

/** The platform asks sites which site a Host header belongs to; its one route is the theme stylesheet. */
export const sitesModule: AppModule = { name: 'sites', pages };
