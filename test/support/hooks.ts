import { startTestContext, stopTestContext, resetRateLimits, testDb, mailbox } from './context.ts';
import { resetMemberData } from './db.ts';

before(async function () {
  this.timeout(120_000);
  await startTestContext();
});

beforeEach(async () => {
  resetRateLimits();
  mailbox().clear();
  await resetMemberData(testDb());
});

after(async () => {
  await stopTestContext();
});
