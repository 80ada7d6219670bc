import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ejs from 'ejs';
import { expect } from 'chai';
import { createViewEngine } from '../../src/platform/render/view-engine.ts';
import { createPieces } from '../../src/platform/render/pieces.ts';
import { viewsDir } from '../../src/platform/render/views.ts';
import { translator, locales } from '../../src/platform/i18n/index.ts';

/** What `ejs.renderFile` made of the same file before: the reference the engine must match byte for byte. */
function renderWithEjs(file: string, data: object, root: string): Promise<string> {
  return ejs.renderFile(file, data, { filename: file, root, views: [root] });
}

const site = {
  id: 1,
  name: 'Nordlys',
  dark: false,
  themeColour: '#0b2239',
  supportPhone: '+45 12 34 56 78',
  supportEmail: 'support@example.org',
  openingHours: 'Mon–Fri 9–17',
  companyAddress: 'Nordlys ApS, Example Street 1, Copenhagen',
  publicVapidKey: 'key',
};
const viewer = { id: 42, name: 'Astrid <&> "Ø"', member: true, termsAccepted: true, forcedValidation: true, forcedConsentMedia: true, status: 1 };

const engine = createViewEngine(viewsDir, true);
const piece = createPieces(engine, viewsDir, true);

function pageLocals(who: typeof viewer | null, currentPath: string) {
  return {
    piece,
    ctx: { site, viewer: who, locale: 'da-DK', consent: { decided: false } },
    t: translator('da-DK'),
    locales,
    currentPath,
    currentUrl: `${currentPath}?q=<x>`,
    csrfToken: () => 'token-1',
    csrfField: () => '<input type="hidden" name="_csrf" value="token-1">',
    langUrl: (lang: string) => `?q=%3Cx%3E&lang=${lang}`,
    openingHours: () => site.openingHours,
    companyAddress: () => site.companyAddress,
    notificationBadge: 3,
    notificationCounts: { newNotificationsCount: 3, unreadMailCount: 120, messageRequestsCount: 0, newVisitsCount: 1 },
    drawerLinks: () => JSON.stringify([{ key: 'start', label: 'layout.drawer.start', href: '/Start', icon: 'start' }, { key: 'tags', label: 'tags.title', href: '/Tags', icon: 'tag' }]),
    menuCountLines: [
      { name: 'newNotificationsCount', label: 'notifications.menu.unread', link: '/Notifications' },
      { name: 'unreadMailCount', label: 'notifications.menu.mail', link: '/Mail' },
      { name: 'messageRequestsCount', label: 'notifications.menu.requests', link: '/Mail?tab=Requests' },
      { name: 'newVisitsCount', label: 'notifications.menu.visitors', link: '/Visitors' },
    ],
    showConsentBanner: true,
    uses: { islands: false },
    text: (s: string) => `<p>${s}</p>`,
    title: 'FAQ & <more>',
  };
}

describe('view engine (templates compiled once, includes resolved once)', () => {
  it('renders real views and the layout to the same bytes as ejs.renderFile, for a member and a visitor', async () => {
    const faq = { ...pageLocals(viewer, '/Support/FAQ'), q: 'a&b', category: null, categories: [{ id: 1, name: 'Konto' }], entries: [{ id: 7, question: 'Hvordan <b>?', answer: 'Svar' }] };
    const copyright = { ...pageLocals(viewer, '/ProfileValidation/ConfirmCopyright'), values: {}, back: '/Start', errors: { confirm: 'Sæt kryds' } };
    const cases: [string, object][] = [
      ['support/faq.ejs', faq],
      ['support/faq.ejs', { ...faq, ctx: { ...faq.ctx, viewer: null } }],
      ['media/validation/confirm-copyright.ejs', copyright],
    ];
    for (const [view, data] of cases) {
      const file = path.join(viewsDir, view);
      const body = engine.render(file, data);
      expect(body, view).to.equal(await renderWithEjs(file, data, viewsDir));
      const layout = path.join(viewsDir, 'layout.ejs');
      const page = engine.render(layout, data, { body });
      expect(page, `${view} in the layout`).to.equal(await renderWithEjs(layout, { ...data, body }, viewsDir));
      // Rendered twice, from the compiled functions and the resolved includes: still the same page.
      expect(engine.render(layout, data, { body })).to.equal(page);
    }
    const memberPage = engine.render(path.join(viewsDir, 'layout.ejs'), faq, { body: '' });
    // The includes really ran: the bell (topbar → notification-menu beside it), the consent form reached by
    // `../media/validation/_confirm-form` from partials/, the banner's include data, the footer.
    expect(memberPage).to.include('data-notification-menu').and.include('action="/ProfileValidation/ConfirmCopyright"');
    expect(memberPage).to.include('data-consent-banner').and.include('site-footer').and.include('Astrid &lt;&amp;&gt; &#34;Ø&#34;');
  });

  describe('with templates of its own', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'view-engine-'));
      mkdirSync(path.join(dir, 'partials'));
      mkdirSync(path.join(dir, 'area'));
      writeFileSync(path.join(dir, 'partials', 'box.ejs'), '<b><%= label %>|<%= locals.extra || "-" %></b>');
      writeFileSync(path.join(dir, 'area', 'box.ejs'), '<i><%= label %></i>');
      writeFileSync(
        path.join(dir, 'area', 'page.ejs'),
        [
          '<%- include("box") %>', // beside the including file first
          '<%- include("partials/box", { extra: "x" }) %>', // not beside it: from the views folder
          '<%- include("/partials/box.ejs", { label: "abs" }) %>', // absolute: from the views folder
          // A template that assigns to a local changes its own copy, not what its includes get.
          '<%- include("../partials/box") %><% label = "changed" %><%- include("box") %>',
        ].join('\n'),
      );
      writeFileSync(path.join(dir, 'area', 'broken.ejs'), 'one\n<%- include("box") %>\n<%= missing.value %>\nfour\n');
      writeFileSync(path.join(dir, 'area', 'lost.ejs'), '<%- include("nowhere") %>');
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('resolves includes beside the file, then in the views folder, with the same locals merging as EJS', async () => {
      const file = path.join(dir, 'area', 'page.ejs');
      const data = { label: 'L<1>' };
      const rendered = createViewEngine(dir, true).render(file, data);
      expect(rendered).to.equal(await renderWithEjs(file, data, dir));
      expect(rendered).to.equal('<i>L&lt;1&gt;</i>\n<b>L&lt;1&gt;|x</b>\n<b>abs|-</b>\n<b>L&lt;1&gt;|-</b><i>L&lt;1&gt;</i>');
    });

    it('names the template file and line of an error, as EJS does', async () => {
      const file = path.join(dir, 'area', 'broken.ejs');
      const expected = await renderWithEjs(file, { label: 'x' }, dir).then(
        () => expect.fail('EJS rendered a broken template'),
        (err: Error) => err.message,
      );
      expect(() => createViewEngine(dir, true).render(file, { label: 'x' })).to.throw(Error, expected);
      expect(expected).to.match(/broken\.ejs:3\n/).and.include(' >> 3| <%= missing.value %>').and.include('missing is not defined');
      expect(() => createViewEngine(dir, true).render(path.join(dir, 'area', 'lost.ejs'), {})).to.throw(/lost\.ejs:1[\s\S]*Could not find the include file "nowhere"/);
    });

    it('reads the files again on every render when the cache is off (development), so edits show', () => {
      const file = path.join(dir, 'area', 'edited.ejs');
      writeFileSync(file, 'before <%- include("box") %>');
      const development = createViewEngine(dir, false);
      expect(development.render(file, { label: 'a' })).to.equal('before <i>a</i>');
      writeFileSync(file, 'after <%- include("box") %>');
      writeFileSync(path.join(dir, 'area', 'box.ejs'), '<u><%= label %></u>');
      expect(development.render(file, { label: 'a' })).to.equal('after <u>a</u>');
      writeFileSync(path.join(dir, 'area', 'box.ejs'), '<i><%= label %></i>');
    });
  });
});
