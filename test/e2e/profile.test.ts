import { expect } from 'chai';
import { usePhonePage, useBrowserAndServer } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';
import { logOn } from '../support/phone-layout.ts';
import { testDb } from '../support/context.ts';

describe('a profile on a phone', () => {
  const env = useBrowserAndServer();
  const phone = usePhonePage(env);

  // Against 390 px, not innerWidth: a phone browser widens its layout to fit content that is too wide.
  const noSidewaysScroll = () => phone.page.evaluate(() => document.documentElement.scrollWidth <= 390);

  it('goes from the avatar to the own profile, edits it, and shows the result', async () => {
    const member = await buildMember();
    await testDb()('profile_persons').insert({ profile_id: member.id, position: 0, birthday: '1988-03-09', gender: 'Female' });
    const denmark = await testDb()('countries').where({ code: 'DK' }).first('id');
    await testDb()('profile_areas').insert({ profile_id: member.id, country_id: denmark.id, postal_code: '2100' });
    await phone.page.goto(`${env.baseUrl}/LogOn`);
    await phone.page.fill('#logon-name', member.name);
    await phone.page.fill('#logon-password', testPassword);
    await Promise.all([phone.page.waitForURL(`${env.baseUrl}/Start`), phone.page.locator('form.logon-form button[type="submit"]').click()]);

    await Promise.all([phone.page.waitForURL(`${env.baseUrl}/Profile/${member.id}`), phone.page.locator('a.topbar-user').click()]);
    expect(await phone.page.locator('h1').innerText()).to.equal(member.name);
    expect(await noSidewaysScroll(), 'profile page fits 390 px').to.equal(true);

    await Promise.all([phone.page.waitForURL(`${env.baseUrl}/EditProfile`), phone.page.getByRole('link', { name: 'Edit profile' }).click()]);
    expect(await noSidewaysScroll(), 'edit form fits 390 px').to.equal(true);
    await phone.page.fill('#presentation', 'Sea swimmer, book lover, bad at karaoke.');
    await phone.page.fill('#heightCm1', '300');
    await phone.page.selectOption('#smoking1', 'NonSmoker');
    // The refused form comes back as a new page (400): wait for it, not for the load state of the page it replaces.
    await Promise.all([phone.page.waitForResponse((r) => r.url() === `${env.baseUrl}/EditProfile` && r.request().method() === 'POST'), phone.page.getByRole('button', { name: 'Save profile' }).click()]);
    const focused = await phone.page.waitForFunction(() => Boolean(document.activeElement?.closest('.error-summary')), undefined, { timeout: 5_000 }).then(() => true, () => false);
    expect(focused, 'focus on the error summary').to.equal(true);
    expect(await phone.page.inputValue('#presentation')).to.equal('Sea swimmer, book lover, bad at karaoke.');

    await phone.page.fill('#heightCm1', '168');
    await phone.page.fill('#postalCode', '8000');
    await Promise.all([phone.page.waitForURL(`${env.baseUrl}/Profile/${member.id}`), phone.page.getByRole('button', { name: 'Save profile' }).click()]);
    const about = await phone.page.locator('main').innerText();
    expect(about).to.include('Your profile is saved.').and.include('Sea swimmer, book lover, bad at karaoke.').and.include('168 cm').and.include('Non-smoker');
    expect(about, 'the town of the new postal code').to.include('Aarhus C, Region Midtjylland, Denmark');
    const tapHeights = await phone.page.locator('.profile-tabs a, .profile-actions a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    for (const height of tapHeights) expect(height).to.be.at.least(44);
  });

  it("puts Write first as another member's one main action, with Block and Report apart behind More", async () => {
    const [me, other] = [await buildMember({ language: 'en-GB' }), await buildMember({ language: 'en-GB' })];
    const page = phone.page;
    await logOn(page, env.baseUrl, me);
    await page.goto(`${env.baseUrl}/Profile/${other.id}`);
    const actions = page.locator('.profile-actions');
    const visible = async () => (await actions.locator('a, button, summary').filter({ visible: true }).allInnerTexts()).map((x) => x.trim());
    expect(await visible(), 'Write first, Block and Report out of the way').to.deep.equal(['Write', 'Add to favourites', 'Private note', 'More']);
    expect(await actions.locator('.primary').allInnerTexts()).to.deep.equal(['Write']);
    const write = await actions.getByRole('link', { name: 'Write' }).boundingBox();
    expect(write!.height).to.be.at.least(44);
    expect(write!.y + write!.height, 'Write in the first screen').to.be.at.most(844);

    await page.getByText('More', { exact: true }).click();
    const block = await actions.getByRole('button', { name: 'Block' }).boundingBox();
    const report = await actions.getByRole('link', { name: 'Report profile' }).boundingBox();
    expect(block!.y, 'Block on a row below Write').to.be.greaterThan(write!.y + write!.height);
    expect(Math.min(block!.height, report!.height)).to.be.at.least(44);
  });
});
