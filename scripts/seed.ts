import type { Knex } from 'knex';
import { ensureSites } from '../src/modules/sites/index.ts';
import { seedSupportContent } from '../src/modules/support/index.ts';
import { seedLandingPages } from '../src/modules/seo/index.ts';
import { seedCommonData } from '../src/modules/common/index.ts';
import { demoSites } from './seed-data/sites.ts';
import { faqCategories } from './seed-data/faq.ts';
import { legalPages } from './seed-data/legal.ts';
import { changelogDays } from './seed-data/changelog.ts';
import { landingPages } from './seed-data/landing.ts';
import { countries, glossary, newsTicker, contentTokens } from './seed-data/common.ts';

/** Seeds the two sites and the demo content through the modules' services; each part runs once. Returns true when anything was added. */
export async function seedDemoContent(db: Knex): Promise<boolean> {
  await ensureSites(db, demoSites);
  const support = await seedSupportContent(db, { faqCategories, legalPages, changelogDays });
  const landing = await seedLandingPages(db, landingPages);
  const common = await seedCommonData(db, { countries, glossary, newsTicker, contentTokens });
  return support || landing || common;
}
