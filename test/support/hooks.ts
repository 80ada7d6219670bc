import type { Context } from 'mocha';
import { startTestContext, stopTestContext, resetRateLimits, testDb, mailbox } from './context.ts';
import { resetMemberData } from './db.ts';
import { prepareRun, finishRun } from './run.ts';
import { timingHooks, printTimings } from './timings.ts';
import { clearVisitorPages } from '../../src/platform/http/visitor-page-cache.ts';
import { forgetRecentViews } from '../../src/modules/profiles/index.ts';
import { forgetPresence } from '../../src/modules/presence/index.ts';
import { forgetMemberCounts } from '../../src/platform/member-counts.ts';

/**
 * The suite's root hooks (mocha `require`), for a run in one process or in parallel workers: the run's main
 * process prepares the database every test process starts from (run.ts); each test process starts the app
 * once, before its first file (in a parallel run the root `beforeAll` runs before every file), and every
 * test starts from empty member tables.
 */
let started: Promise<unknown> | null = null;

export const mochaHooks = {
  async beforeAll(this: Context) {
    this.timeout(120_000);
    await (started ??= startTestContext());
  },
  beforeEach: [
    timingHooks.beforeEach,
    async () => {
      resetRateLimits();
      clearVisitorPages();
      forgetRecentViews();
      mailbox().clear();
      await resetMemberData(testDb());
      await forgetPresence(testDb());
      await forgetMemberCounts(testDb());
    },
  ],
  afterEach: timingHooks.afterEach,
  afterAll: timingHooks.afterAll,
};

export async function mochaGlobalSetup(): Promise<void> {
  await prepareRun();
}

/** In a run in one process, stops the app too; parallel workers end with their process. */
export async function mochaGlobalTeardown(): Promise<void> {
  await stopTestContext();
  await finishRun();
  printTimings();
}
