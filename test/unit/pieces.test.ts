import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { createViewEngine } from '../../src/platform/render/view-engine.ts';
import { createPieces } from '../../src/platform/render/pieces.ts';
import { viewsDir } from '../../src/platform/render/views.ts';
import { translator, locales } from '../../src/platform/i18n/index.ts';
import { actorOf } from '../../src/platform/auth/actor.ts';
import { drawerLinksFor } from '../../src/platform/drawer.ts';
import type { Viewer } from '../../src/platform/auth/access.ts';
// The modules' registrations (the drawer's links), as every process has them.
import '../../src/wiring.ts';

const site = () => ({ id: 1, name: 'Nordlys', dark: false, supportPhone: '+45 12 34 56 78', supportEmail: 'support@example.org', openingHours: 'Mo-Fr 09:00-16:00', companyAddress: 'Example Street 1' });

describe('layout pieces (rendered once per site, language and named inputs)', () => {
  const engine = createViewEngine(viewsDir, true);

  function layoutFor(piece: ReturnType<typeof createPieces>, siteConfig: object, viewer: object | null, currentPath: string, locale: 'da-DK' | 'en-GB' = 'da-DK') {
    return engine.render(path.join(viewsDir, 'layout.ejs'), {
      piece,
      ctx: { site: siteConfig, viewer, locale, consent: { decided: true } },
      t: translator(locale),
      locales,
      currentPath,
      csrfField: () => `<input type="hidden" name="_csrf" value="${viewer ? 'token-of-' + String((viewer as { id: number }).id) : ''}">`,
      langUrl: (l: string) => `?lang=${l}`,
      // What the view helpers give a page: the drawer's links this viewer sees (platform/drawer.ts).
      drawerLinks: () => JSON.stringify(drawerLinksFor(actorOf(viewer as Viewer | null, siteConfig as { id: number; dark: boolean }))),
      body: '<p>page</p>',
    });
  }

  it('never shows one member what belongs to another: name, own profile link, log-out token; membership changes the links', () => {
    const piece = createPieces(engine, viewsDir, true);
    const s = site();
    const astrid = { id: 11, name: 'Astrid', member: true, termsAccepted: true };
    const bo = { id: 12, name: 'Bo', member: false, termsAccepted: true };
    const first = layoutFor(piece, s, astrid, '/Start');
    const second = layoutFor(piece, s, bo, '/Start');
    expect(first).to.include('href="/Profile/11"').and.include('Astrid').and.include('token-of-11').and.include('href="/Tags"');
    expect(second).to.include('href="/Profile/12"').and.include('Bo').and.include('token-of-12');
    expect(second).not.to.include('/Profile/11').and.not.include('Astrid').and.not.include('token-of-11').and.not.include('href="/Tags"');
    // Astrid's membership ends: the next page has no Tags link.
    expect(layoutFor(piece, s, { ...astrid, member: false }, '/Start')).not.to.include('href="/Tags"');
  });

  it('marks the page the member is on, and follows the language', () => {
    const piece = createPieces(engine, viewsDir, true);
    const s = site();
    const member = { id: 11, name: 'Astrid', member: true, termsAccepted: true };
    expect(layoutFor(piece, s, member, '/Mail')).to.match(/href="\/Mail" aria-current="page"/);
    const onFaq = layoutFor(piece, s, member, '/Support/FAQ');
    expect(onFaq).to.match(/href="\/Support\/FAQ" aria-current="page"/).and.not.match(/href="\/Mail" aria-current/);
    expect(layoutFor(piece, s, null, '/Support/Privacy')).to.match(/href="\/Support\/Privacy" aria-current="page"/);
    const english = layoutFor(piece, s, member, '/Mail', 'en-GB');
    expect(english).to.include(translator('en-GB')('layout.footer.legalHeading')).and.include(translator('en-GB')('notifications.menu.seeAll'));
    expect(english).not.to.include(translator('da-DK')('layout.footer.legalHeading'));
  });

  it('shows a changed site setting on the next page (a new site configuration object)', () => {
    const piece = createPieces(engine, viewsDir, true);
    expect(layoutFor(piece, site(), null, '/')).to.include('+45 12 34 56 78');
    const changed = { ...site(), supportPhone: '+45 87 65 43 21', name: 'Nordlys Ny' };
    const page = layoutFor(piece, changed, null, '/');
    expect(page).to.include('+45 87 65 43 21').and.include('Nordlys Ny').and.not.include('+45 12 34 56 78');
  });

  describe('with pieces of its own', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'pieces-'));
      writeFileSync(path.join(dir, 'probe.ejs'), '<%= typeof ctx %>|<%= typeof locals.viewer %>|<%= n %>|<%= t("layout.skipToContent") %>');
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('sees only its inputs (and t), so it cannot show what its key does not name', () => {
      const piece = createPieces(createViewEngine(dir, true), dir, true);
      expect(piece('probe', { site: {}, locale: 'en-GB', n: 1 })).to.equal(`undefined|undefined|1|${translator('en-GB')('layout.skipToContent')}`);
      expect(() => piece('probe', { site: {}, locale: 'en-GB', n: { id: 1 } })).to.throw(/plain value/);
    });

    it('is rendered once per key in production, and every time in development', () => {
      const s = {};
      const production = createPieces(createViewEngine(dir, true), dir, true);
      const development = createPieces(createViewEngine(dir, false), dir, false);
      expect(production('probe', { site: s, locale: 'en-GB', n: 1 })).to.match(/\|1\|/);
      expect(development('probe', { site: s, locale: 'en-GB', n: 1 })).to.match(/\|1\|/);
      writeFileSync(path.join(dir, 'probe.ejs'), 'edited <%= n %>');
      expect(production('probe', { site: s, locale: 'en-GB', n: 1 })).to.match(/\|1\|/);
      expect(production('probe', { site: s, locale: 'en-GB', n: '1' })).to.match(/\|1\|/, 'the compiled template is kept too');
      expect(development('probe', { site: s, locale: 'en-GB', n: 1 })).to.equal('edited 1');
    });
  });
});
