import type { Knex } from 'knex';
import { ensureSites } from '../modules/sites/index.ts';
import { seedSupportContent } from '../modules/support/index.ts';
import { seedLandingPages } from '../modules/seo/index.ts';
import { seedCommonData, seedPostalCodes } from '../modules/common/index.ts';
import { seedKinks } from '../modules/kinks/index.ts';
import { demoSites } from './data/sites.ts';
import { faqCategories } from './data/faq.ts';
import { legalPages } from './data/legal.ts';
import { changelogDays } from './data/changelog.ts';
import { landingPages } from './data/landing.ts';
import { countries, glossary, newsTicker, contentTokens } from './data/common.ts';
import { cityPostalCodes } from './data/postal-codes.ts';
import { kinks } from './data/kinks.ts';

/**
 * Seeds the two sites and the demo content through the modules' services; each part runs once. Returns true
 * when anything was added. The embedded default runs it at start (src/boot.ts), `npm run admin -- seed` on demand.
 */
export async function seedDemoContent(db: Knex): Promise<boolean> {
  await ensureSites(db, demoSites);
  const support = await seedSupportContent(db, { faqCategories, legalPages, changelogDays });
  const landing = await seedLandingPages(db, landingPages);
  const common = await seedCommonData(db, { countries, glossary, newsTicker, contentTokens });
  const postalCodes = await seedPostalCodes(db, cityPostalCodes);
  const kinkCatalogue = await seedKinks(db, kinks);
  return support || landing || common || postalCodes || kinkCatalogue;
}
