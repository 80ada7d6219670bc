import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { phoneWithConsent, untilNextPage, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { contestant, contestRunning, noContests } from '../support/contest.ts';

async function shot(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `contest-${name}.png`), fullPage: true });
}

/** The photo contest on a 390 × 844 touch phone: the start section, /Contest and voting by plain forms, 44 px targets, nothing cut off. */
describe('photo contest on a 390 px phone', () => {
  const env = useBrowserAndServer();
  const contexts: BrowserContext[] = [];
  beforeEach(noContests);
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    await noContests();
  });
  const phoneAs = async (profile: ProfileRecord) => {
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, profile);
    return page;
  };

  it('a member finds the contest first on /Start, votes for an entry without JavaScript and sees the page fit', async function () {
    this.timeout(120_000);
    await contestRunning();
    const owner = await contestant();
    const entryId = await owner.enter(await owner.picture());
    const voter = await buildMember({ member: true, language: 'en-GB' });
    const page = await phoneAs(voter);

    await page.goto(`${env.baseUrl}/Start`);
    expect(await page.locator('section.start-section').first().getAttribute('id')).to.equal('section-Contest');
    expect(await layoutProblems(page)).to.deep.equal([]);

    await page.goto(`${env.baseUrl}/Contest`);
    expect(await page.locator('h1').textContent()).to.equal('Photo contest');
    expect(await layoutProblems(page)).to.deep.equal([]);
    await untilNextPage(page, () => page.locator(`#entry-${entryId} button`, { hasText: 'Vote' }).click());
    expect(new URL(page.url()).hash).to.equal(`#entry-${entryId}`);
    expect(await page.locator(`#entry-${entryId}`).textContent()).to.include('You voted');
    expect(await layoutProblems(page)).to.deep.equal([]);
    await shot(page, 'voted');

    await page.goto(`${env.baseUrl}/Contest/Enter`);
    expect(await layoutProblems(page)).to.deep.equal([]);
  });
});
