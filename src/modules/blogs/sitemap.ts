import { registerSitemapSource } from '../../platform/sitemap.ts';
import { publicEntryPaths } from './lists/index.ts';

// /Blog and the public entries (the newest 5,000): the regular site's only.
registerSitemapSource('blogs', { order: 50, paths: async (db, site) => (site.dark ? [] : ['/Blog', ...(await publicEntryPaths(db, 5000))]) });
