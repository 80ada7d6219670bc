import { expect } from 'chai';
import type { BrowserContext, Page } from 'playwright-core';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { cutTabs, layoutProblems, logOn } from '../support/phone-layout.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { cameraJpeg, upload } from '../support/media.ts';
import { buildProfile } from '../support/factories.ts';
import { testDb } from '../support/context.ts';

/** The search pages on a 390 × 844 touch phone: they fit, infinite scroll loads the rest, and without JavaScript the form and the next link work. */

const b64 = (options: object) => Buffer.from(JSON.stringify(options)).toString('base64url');

/** A searcher, and 35 women of 30 with an area and a text (a page and a bit). */
async function world() {
  const db = testDb();
  const me = await buildMember({ language: 'en-GB' });
  const countryId = Number((await db('countries').where({ code: 'DK' }).first('id')).id);
  const place = await db('postal_codes').where({ country_id: countryId, code: '8000' }).first('latitude', 'longitude');
  const ids: number[] = [];
  for (let i = 0; i < 35; i++) ids.push((await buildProfile({ name: `Searchable_with_a_rather_long_name_${i}` })).id);
  await db('profile_persons').insert(ids.map((id) => ({ profile_id: id, position: 0, birthday: '1995-01-15', gender: 'Female' })));
  await db('profile_areas').insert(ids.map((id) => ({ profile_id: id, country_id: countryId, postal_code: '8000', latitude: place.latitude, longitude: place.longitude })));
  await db('profile_details').insert(ids.map((id) => ({ profile_id: id, presentation: 'Sea swimmer and hiker' })));
  const [saved] = await db('saved_searches').insert({ profile_id: me.id, name: 'Women near Aarhus with a long saved name', options: JSON.stringify({ genders: ['Female'] }) }).returning('id');
  return { me, savedId: Number(saved.id) };
}

describe('search pages on a 390 px phone, with and without JavaScript', () => {
  const env = useBrowserAndServer();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function phonePage(javaScriptEnabled = true): Promise<Page> {
    context = await phoneWithConsent(env.browser, env.baseUrl, { javaScriptEnabled });
    return context.newPage();
  }

  it('fits every search page and view style: 200, an h1, no sideways scroll, 44 px tap targets', async function () {
    this.timeout(120_000);
    const { me, savedId } = await world();
    const page = await phonePage();
    await logOn(page, env.baseUrl, me);
    const paths = ['/Search/Newest?view=Gallery', '/Search/Newest?view=Detailed', '/Search/Newest?view=List', '/Search/Online', '/Search/Advanced', `/Search/Advanced?searchOptions=${b64({ genders: ['Female'], text: 'hiker' })}`, `/Search/${savedId}`];
    const found: string[] = [];
    for (const p of paths) {
      const status = (await page.goto(`${env.baseUrl}${p}`))?.status();
      if (status !== 200) found.push(`${p}: answers ${status}`);
      if ((await page.locator('main h1').count()) === 0) found.push(`${p}: has no h1`);
      for (const problem of await layoutProblems(page)) found.push(`${p}: ${problem}`);
    }
    expect(found).to.deep.equal([]);
  });

  it('names every link of a card with a picture by the profile, the picture link included', async function () {
    this.timeout(60_000);
    const { me } = await world();
    for (const name of ['Pictured_Anna', 'Pictured_Berit']) {
      const agent = await loggedOnAs(await buildMember({ name, language: 'en-GB' }));
      await upload(agent, await agent.csrf('/Start'), await cameraJpeg(600, 800, { seed: name.length }), 'me.jpg', { albumTypeId: 1 }).expect(200);
    }
    const page = await phonePage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Search/Newest?view=Gallery`);
    const unnamed: string[] = [];
    let pictured = 0;
    for (const card of await page.locator('.search-card').all()) {
      const name = (await card.locator('.search-card-text strong').innerText()).trim();
      if ((await card.locator('img').count()) > 0) pictured++;
      const links = await card.getByRole('link').count();
      const named = await card.getByRole('link', { name, exact: true }).count();
      if (named !== links) unnamed.push(`${name}: ${links - named} of ${links} links not named by the profile`);
    }
    expect(pictured, 'cards with a picture').to.equal(2);
    expect(unnamed).to.deep.equal([]);
  });

  it('shows every tab of every tab row whole, with no label cut off (search, the picture editor, a profile, mail)', async function () {
    this.timeout(60_000);
    const { me } = await world();
    const other = await buildMember({ language: 'en-GB' });
    const page = await phonePage();
    await logOn(page, env.baseUrl, me);
    const found: string[] = [];
    for (const p of ['/Search/Newest', '/Search/Advanced', '/EditProfile/PicturesAndVideos/ProfilePictures', `/Profile/${other.id}`, '/Mail']) {
      await page.goto(`${env.baseUrl}${p}`);
      await page.locator('main nav a').first().waitFor();
      for (const label of await cutTabs(page)) found.push(`${p}: "${label}" is cut off`);
    }
    expect(found).to.deep.equal([]);
  });

  it('loads the next page when scrolled to the end (htmx), then stops', async function () {
    this.timeout(60_000);
    const { me } = await world();
    const page = await phonePage();
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Search/Newest?view=List`);
    expect(await page.locator('.search-card').count()).to.equal(30);
    await page.locator('.search-next a').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.search-card').length === 35);
    expect(await page.locator('.search-next').count()).to.equal(0);
  });

  it('works without JavaScript: the form runs a search, and the next link opens the next page', async function () {
    this.timeout(60_000);
    const { me } = await world();
    const page = await phonePage(false);
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Search/Advanced`);
    await page.locator('input[name="genders"][value="Female"]').check();
    await page.fill('#ageFrom', '25');
    await Promise.all([page.waitForURL(/run=1/), page.locator('form.search-form button[type="submit"]').click()]);
    expect(await page.locator('.search-card').count()).to.equal(30);
    await Promise.all([page.waitForURL(/page=2/), page.locator('.search-next a').click()]);
    expect(await page.locator('.search-card').count()).to.equal(5);
    expect(await page.locator('.search-next').count()).to.equal(0);
  });
});
