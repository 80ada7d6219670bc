import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import type { ProfileRecord } from '../../src/modules/accounts/index.ts';
import { phoneWithConsent, untilNextPage, useBrowserAndServer } from '../support/browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember } from '../support/accounts.ts';
import { testDb } from '../support/context.ts';
import { cameraJpeg } from '../support/media.ts';

/** Lodge media and mail on a 390 × 844 touch phone: the forms work as plain forms, 44 px targets, nothing cut off. SHOTS_DIR keeps screenshots. */

async function shot(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `lodges-media-${name}.png`), fullPage: true });
}

describe('lodge media and mail on a 390 px phone', () => {
  const env = useBrowserAndServer();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  const phoneAs = async (profile: ProfileRecord) => {
    const context = await phoneWithConsent(env.browser, env.baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    await logOn(page, env.baseUrl, profile);
    return page;
  };

  it('an owner makes an album; a member uploads a picture, which waits; the owner approves it; the member writes to the admins', async function () {
    this.timeout(120_000);
    const [owner, member] = [await buildMember({ language: 'en-GB' }), await buildMember({ language: 'en-GB' })];
    const [row] = await testDb()('lodges').insert({ name: 'Harbour swimmers', category_id: 1 }).returning('id');
    const lodgeId = Number(row.id);
    await testDb()('lodge_members').insert([
      { lodge_id: lodgeId, profile_id: owner.id, role: 'Owner', joined_at: new Date() },
      { lodge_id: lodgeId, profile_id: member.id, role: 'Member', joined_at: new Date() },
    ]);
    const base = `${env.baseUrl}/Community/Lodges/Lodge/${lodgeId}`;

    const ownerPage = await phoneAs(owner);
    await ownerPage.goto(`${base}/Media`);
    await ownerPage.fill('#name', 'Morning swims');
    await untilNextPage(ownerPage, () => ownerPage.locator('#album button[type="submit"]').click());
    const albumUrl = ownerPage.url().split('#')[0]!;
    expect(albumUrl).to.match(/\/Media\/Album\/\d+$/);
    expect(await layoutProblems(ownerPage)).to.deep.equal([]);

    const memberPage = await phoneAs(member);
    await memberPage.goto(albumUrl);
    const picture = path.join(tmpdir(), `lodge-phone-${process.pid}.jpg`);
    writeFileSync(picture, await cameraJpeg(800, 600, { seed: 31 }));
    await memberPage.setInputFiles('#file', picture);
    await memberPage.check('#copyright');
    await untilNextPage(memberPage, () => memberPage.locator('#upload button[type="submit"]').click());
    expect(await memberPage.locator('main').textContent()).to.include('Your uploads waiting for approval here: 1');
    expect(await memberPage.locator('.media-tile').count()).to.equal(0);
    expect(await layoutProblems(memberPage)).to.deep.equal([]);
    await shot(memberPage, 'album-waiting');

    await ownerPage.goto(`${base}/Media`);
    await untilNextPage(ownerPage, () => ownerPage.locator('a', { hasText: 'Waiting for approval: 1' }).click());
    expect(await ownerPage.locator('.media-tile').count()).to.equal(1);
    expect(await layoutProblems(ownerPage)).to.deep.equal([]);
    await shot(ownerPage, 'validation');
    await untilNextPage(ownerPage, () => ownerPage.locator('.media-tile button', { hasText: 'Approve' }).click());

    await memberPage.goto(albumUrl);
    expect(await memberPage.locator('.media-tile img').count()).to.equal(1);
    expect(await memberPage.locator('.media-tile img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).to.be.greaterThan(0);
    expect(await layoutProblems(memberPage)).to.deep.equal([]);
    await shot(memberPage, 'album');

    await memberPage.goto(`${base}/Mail`);
    await memberPage.fill('#body', 'Is the swim on Sunday still on?');
    await untilNextPage(memberPage, () => memberPage.locator('#mail button[type="submit"]').click());
    expect(await memberPage.locator('main').textContent()).to.include('Is the swim on Sunday still on?');
    expect(await layoutProblems(memberPage)).to.deep.equal([]);
    await shot(memberPage, 'mail');
  });
});
