import { expect } from 'chai';
import { phoneWithConsent, useBrowserAndServer } from '../support/browser.ts';
import { buildMember } from '../support/accounts.ts';
import { shot } from '../support/blogs-browser.ts';
import { layoutProblems, logOn } from '../support/phone-layout.ts';

/** Issue 30 §4 on a 390 px phone: the drawer's way into the blogs, and the editor toolbar's names. */
describe('blogs as a newcomer finds them, on a phone (390 px) in Chromium', function () {
  this.timeout(120_000);
  const env = useBrowserAndServer();

  for (const site of [{ name: 'regular', host: null }, { name: 'dark', host: 'dark.localhost' }] as const) {
    it(`on the ${site.name} site the logged-on drawer has Blogs, a 44 px tap target that opens the blogs`, async () => {
      const member = await buildMember({ member: true, language: 'en-GB', ...(site.host ? { darkStatus: 3 } : {}) });
      const origin = site.host ? env.baseUrl.replace('//localhost', `//${site.host}`) : env.baseUrl;
      const context = await phoneWithConsent(env.browser, origin);
      try {
        const page = await context.newPage();
        await logOn(page, origin, member);
        await page.goto(`${origin}/Start`);
        await page.locator('label[for="drawer-toggle"]').first().click();
        const link = page.locator('#drawer').getByRole('link', { name: 'Blogs', exact: true });
        await link.waitFor();
        // The drawer slides in: measure once it has stopped moving.
        let box = (await link.boundingBox())!;
        for (let settled = false; !settled; ) {
          await page.waitForTimeout(100);
          const next = (await link.boundingBox())!;
          settled = next.x === box.x && next.y === box.y;
          box = next;
        }
        await shot(page, `drawer-blogs-${site.name}`);
        expect(box.height).to.be.at.least(44);
        expect(box.x).to.be.at.least(0);
        expect(box.x + box.width).to.be.at.most(390);
        expect(await layoutProblems(page)).to.deep.equal([]);
        await Promise.all([page.waitForURL(/\/Community\/Blogs/), link.click()]);
      } finally {
        await context.close();
      }
    });
  }

  /**
   * Label in Name (WCAG 2.5.3; axe's label-content-name-mismatch, issue 30 §4): a toolbar button that shows a text
   * ("H2", "1.") is named by something that contains it, so a voice-control user can say what they see. Names are
   * read from Chromium's accessibility tree (Playwright's aria snapshot), not from the markup.
   */
  const cases = [
    { language: 'en-GB', names: ['Bold', 'Italic', 'Link', 'H2 Heading', 'H3 Subheading', 'Bulleted list', '1. Numbered list', 'Quote', 'Picture'] },
    { language: 'da-DK', names: ['B Fed', 'I Kursiv', 'H2 Overskrift', '1. Nummereret liste', 'Punktliste', 'Citat', 'Billede'] },
  ] as const;

  for (const { language, names } of cases) {
    it(`the editor toolbar in ${language}: every button's name holds its visible text, and each button is found by that name`, async () => {
      const writer = await buildMember({ member: true, language });
      const context = await phoneWithConsent(env.browser, env.baseUrl);
      try {
        const page = await context.newPage();
        await logOn(page, env.baseUrl, writer);
        await page.goto(`${env.baseUrl}/Community/Blogs/Create`);
        const toolbar = page.locator('.blog-editor-toolbar');
        await toolbar.waitFor();
        const buttons = toolbar.getByRole('button');
        const shown = (await buttons.allInnerTexts()).map((text) => text.trim());
        // `- button "H2 Heading" [pressed=false]`: the names in the order of the buttons.
        const named = [...(await toolbar.ariaSnapshot()).matchAll(/- button "([^"]+)"/g)].map((m) => m[1]!);
        expect(named).to.have.length(shown.length);
        shown.forEach((text, i) => {
          if (/[\p{L}\p{N}]/u.test(text)) expect(named[i]!.toLocaleLowerCase(), `the button showing "${text}"`).to.include(text.toLocaleLowerCase());
        });
        for (const name of names) expect(await toolbar.getByRole('button', { name, exact: true }).count(), name).to.equal(1);
        // Still a working button by its new name: H2 makes a heading.
        await page.locator('.blog-editor-content').click();
        await toolbar.getByRole('button', { name: names.find((n) => n.startsWith('H2'))!, exact: true }).click();
        await page.keyboard.type('Fjord');
        expect(await page.locator('.blog-editor-content h2').innerText()).to.equal('Fjord');
      } finally {
        await context.close();
      }
    });
  }
});
