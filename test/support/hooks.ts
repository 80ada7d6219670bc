import { startTestContext, stopTestContext, resetRateLimits, testDb, mailbox } from './context.ts';
import { resetMemberData } from './db.ts';
import { clearVisitorPages } from '../../src/platform/http/visitor-page-cache.ts';
import { forgetRecentViews } from '../../src/modules/profiles/index.ts';
import { forgetPresence } from '../../src/modules/presence/index.ts';
import { forgetMemberCounts } from '../../src/platform/member-counts.ts';

before(async function () {
  this.timeout(120_000);
  await startTestContext();
});

beforeEach(async () => {
  resetRateLimits();
  clearVisitorPages();
  forgetRecentViews();
  mailbox().clear();
  await resetMemberData(testDb());
  await forgetPresence(testDb());
  await forgetMemberCounts(testDb());
});

after(async () => {
  await stopTestContext();
});
