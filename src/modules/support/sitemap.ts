import { registerSitemapSource } from '../../platform/sitemap.ts';
import { sitemapEntries } from './service.ts';
import { legalKinds } from './schemas.ts';

// Support's public pages on both sites: the FAQ and its entries, the legal texts, the changelog and its days.
registerSitemapSource('support', {
  order: 10,
  paths: async (db) => {
    const { faqIds, changelogDays } = await sitemapEntries(db);
    return ['/Support', '/Support/FAQ', ...faqIds.map((id) => `/Support/FAQ/${id}`), ...legalKinds.map((k) => `/Support/${k}`), '/Support/Changelog', ...changelogDays.map((d) => `/Support/Changelog/${d}`)];
  },
});
