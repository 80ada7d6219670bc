import { expect } from 'chai';
import { usePhonePage, useBrowserAndServer } from '../support/browser.ts';
import { buildMember, testPassword } from '../support/accounts.ts';

describe('the glossary on a phone', () => {
  const env = useBrowserAndServer();
  const phone = usePhonePage(env);

  it('fits 390 px, jumps to a letter with a thumb-sized link, and narrows the list with the search form', async () => {
    const member = await buildMember({ language: 'en-GB' });
    await phone.page.goto(`${env.baseUrl}/LogOn`);
    await phone.page.fill('#logon-name', member.name);
    await phone.page.fill('#logon-password', testPassword);
    await Promise.all([phone.page.waitForURL(`${env.baseUrl}/Start`), phone.page.locator('form.logon-form button[type="submit"]').click()]);

    await phone.page.goto(`${env.baseUrl}/Glossary`);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll').to.equal(true);
    const letters = await phone.page.locator('.az-jump a, .az-jump span').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
    for (const box of letters) expect(Math.min(box.width, box.height)).to.be.at.least(44);
    await phone.page.locator('.az-jump a', { hasText: 'T' }).click();
    await phone.page.waitForURL(/#letter-t$/);
    expect(await phone.page.locator('#term-two-factor-log-on').isVisible()).to.equal(true);

    await phone.page.fill('input[name="q"]', 'phone');
    await Promise.all([phone.page.waitForURL(/q=phone/), phone.page.press('input[name="q"]', 'Enter')]);
    expect(await phone.page.locator('.glossary dt').allInnerTexts()).to.deep.equal(['Recovery code', 'Two-factor log-on']);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
  });
});
