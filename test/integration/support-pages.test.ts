import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { faqCategories } from '../../src/demo/data/faq.ts';
import { legalPages } from '../../src/demo/data/legal.ts';
import { changelogDays } from '../../src/demo/data/changelog.ts';
import { landingPages } from '../../src/demo/data/landing.ts';
import { locales, type Locale } from '../../src/platform/i18n/index.ts';

describe('support pages', () => {
  it('renders /Support with the FAQ categories, contact details and a ticket anchor', async () => {
    const res = await request(testApp()).get('/Support').expect(200);
    expect(res.type).to.equal('text/html');
    expect(res.text).to.include('id="CreateTicket"');
    expect(res.text).to.include('support@nordlys.example');
    expect(res.text).to.match(/href="\/Support\/FAQ\?category=\d+"/);
  });

  it('redirects /Support/CreateTicket to the ticket section', async () => {
    await request(testApp()).get('/Support/CreateTicket').expect(302).expect('Location', '/Support#CreateTicket');
  });

  it('lists the FAQ and filters it by words and category', async () => {
    const all = await request(testApp()).get('/Support/FAQ').expect(200);
    const count = (html: string) => (html.match(/class="faq-item"/g) ?? []).length;
    expect(count(all.text)).to.be.greaterThan(10);
    const password = await request(testApp()).get('/Support/FAQ').query({ q: 'password' }).expect(200);
    expect(count(password.text)).to.be.within(1, count(all.text) - 1);
    const categoryId = /category=(\d+)/.exec((await request(testApp()).get('/Support')).text)![1];
    const inCategory = await request(testApp()).get('/Support/FAQ').query({ category: categoryId }).expect(200);
    expect(count(inCategory.text)).to.be.within(1, count(all.text) - 1);
  });

  it('shows a friendly empty state when nothing matches', async () => {
    const res = await request(testApp()).get('/Support/FAQ').query({ q: 'zzqqxxnothing' }).expect(200);
    expect(res.text).to.include('No answers match');
    expect(res.text).to.include('zzqqxxnothing');
  });

  it('answers htmx with only the results fragment', async () => {
    const res = await request(testApp()).get('/Support/FAQ?q=password').set('HX-Request', 'true').set('HX-Target', 'faq-results').expect(200);
    expect(res.text.trim()).to.match(/^<section id="faq-results"/);
    expect(res.text).not.to.include('<html');
  });

  it('ignores a category that is not an id', async () => {
    await request(testApp()).get('/Support/FAQ?category=abc').expect(200);
  });

  it('shows one FAQ entry; a non-digit or unknown id is a 404 page', async () => {
    const list = await request(testApp()).get('/Support/FAQ');
    const id = /href="\/Support\/FAQ\/(\d+)"/.exec(list.text)![1];
    const res = await request(testApp()).get(`/Support/FAQ/${id}`).expect(200);
    expect(res.text).to.include('<h1>');
    for (const bad of ['/Support/FAQ/abc', '/Support/FAQ/12a', '/Support/FAQ/99999999']) {
      const r = await request(testApp()).get(bad).expect(404);
      expect(r.text, bad).to.include('Page not found');
    }
  });

  for (const kind of ['GeneralTerms', 'TradeTerms', 'Privacy', 'Cookies', 'CodeOfConduct']) {
    it(`renders the legal page /Support/${kind}`, async () => {
      const res = await request(testApp()).get(`/Support/${kind}`).expect(200);
      expect(res.text).to.match(/<h1>[^<]+<\/h1>/);
      expect(res.text).to.include('<h2>');
    });
  }

  it('shows the cookie settings on the Cookies page', async () => {
    const res = await request(testApp()).get('/Support/Cookies').expect(200);
    expect(res.text).to.include('id="cookie-settings"');
    expect(res.text).to.include('data-consent-form="settings"');
    expect(res.text).not.to.include('data-island');
  });

  it('lists changelog days and shows one day; bad or empty dates are 404', async () => {
    const list = await request(testApp()).get('/Support/Changelog').expect(200);
    const day = /href="\/Support\/Changelog\/(\d{4}-\d\d-\d\d)"/.exec(list.text)![1]!;
    const res = await request(testApp()).get(`/Support/Changelog/${day}`).expect(200);
    expect(res.text).to.include('<h2>');
    for (const bad of ['2026-13-01', '2026-02-30', '26-11-01', '2026-11-1', '1999-01-01', '2026-01-01']) {
      await request(testApp()).get(`/Support/Changelog/${bad}`).expect(404);
    }
  });

  it('matches routes case-insensitively and with a trailing slash', async () => {
    await request(testApp()).get('/support/faq/').expect(200);
  });
});

describe('support pages: one word for support, in every language', () => {
  const word: Record<Locale, string> = { 'en-GB': 'Support', 'da-DK': 'Kundeservice', 'nb-NO': 'Kundeservice', 'sv-SE': 'Kundtjänst' };
  const drawerLabel = (html: string) => /<nav id="drawer"[\s\S]*?href="\/Support"[^>]*>[\s\S]*?<span>([^<]+)<\/span>/.exec(html)?.[1];
  const footerHeading = (html: string) => /id="footer-support-heading"[^>]*>([^<]+)</.exec(html)?.[1];

  for (const lang of locales) {
    it(`names it alike in the menu, the page title, the heading, the breadcrumb and the footer (${lang})`, async () => {
      const home = await request(testApp()).get('/Support').query({ lang }).expect(200);
      expect(drawerLabel(home.text), 'menu').to.equal(word[lang]);
      expect(/<title>([^<]+)<\/title>/.exec(home.text)?.[1], 'title').to.match(new RegExp(`^${word[lang]} · `));
      expect(/<h1>([^<]+)<\/h1>/.exec(home.text)?.[1], 'heading').to.equal(word[lang]);
      expect(footerHeading(home.text)?.toLowerCase(), 'footer').to.include(word[lang].toLowerCase());
      const faq = await request(testApp()).get('/Support/FAQ').query({ lang }).expect(200);
      expect(/<p class="breadcrumb"><a href="\/Support">([^<]+)<\/a>/.exec(faq.text)?.[1], 'breadcrumb').to.equal(word[lang]);
    });
  }
});

describe('support pages: demo content', () => {
  /** `[words](/Path#anchor)` links in the demo texts of a site, in every language. */
  function demoLinks(siteId: 1 | 2): string[] {
    const texts = [
      ...(siteId === 1 ? faqCategories.flatMap((c) => c.entries.map((e) => e.answer)) : []),
      ...(siteId === 1 ? legalPages.map((p) => p.body) : []),
      ...(siteId === 1 ? changelogDays.flatMap((d) => d.items.map((i) => i.body)) : []),
      ...landingPages.filter((p) => p.siteId === siteId).map((p) => p.body),
    ].flatMap((t) => Object.values(t));
    return [...new Set(texts.flatMap((t) => [...t.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!)))];
  }

  it('links only to pages that answer 200, for a visitor or else for a logged-on member, and to anchors they have', async () => {
    const member = await loggedOnAs(await buildMember({ emailConfirmed: true }));
    const links = demoLinks(1);
    expect(links.length).to.be.greaterThan(8);
    for (const link of links) {
      const [path, anchor] = link.split('#') as [string, string | undefined];
      let res = await request(testApp()).get(path);
      if (res.status === 302 && /^\/\?u=/.test(res.headers.location ?? '')) res = await member.get(path);
      expect(res.status, link).to.equal(200);
      if (anchor) expect(res.text, link).to.include(`id="${anchor}"`);
    }
  });

  it("links the dark site's landing pages to pages of the dark site", async () => {
    const links = demoLinks(2);
    expect(links).to.include('/safe-play');
    for (const link of links) expect((await request(testApp()).get(link).set('Host', 'dark.localhost')).status, link).to.equal(200);
  });

  it('shows the links in FAQ answers as links, and finds answers by their words, not their addresses', async () => {
    const res = await request(testApp()).get('/Support/FAQ').query({ q: 'passkey' }).expect(200);
    expect(res.text).to.include('<a href="/Settings#settings-security">Settings › Security</a>');
    expect(res.text).not.to.match(/\]\(\/Settings/);
    const byAddress = await request(testApp()).get('/Support/FAQ').query({ q: 'EditProfile' }).expect(200);
    expect(byAddress.text).not.to.include('class="faq-item"');
  });

  for (const lang of locales) {
    it(`speaks the interface's words in the FAQ and the terms (${lang})`, async () => {
      const logOn = { 'en-GB': 'log on', 'da-DK': 'log ind', 'nb-NO': 'logg inn', 'sv-SE': 'logga in' }[lang];
      const other = { 'en-GB': /\blog(?:ged)? in\b|\blogin\b/i, 'da-DK': /\blog(?:ge|get)? på(?!\p{L})/iu, 'nb-NO': /\blogg(?:e|et)? på(?!\p{L})/iu, 'sv-SE': /\blogga(?:r)? på(?!\p{L})/iu }[lang];
      for (const path of ['/Support/FAQ', '/Support/GeneralTerms', '/Support/Privacy', '/Support/Cookies', '/Support/Changelog']) {
        const html = (await request(testApp()).get(path).query({ lang }).expect(200)).text;
        const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
        expect(main, path).not.to.match(other);
        if (path === '/Support/FAQ') expect(main.toLowerCase(), path).to.include(logOn);
      }
    });
  }

  it("announces in What's new only what the site has", async () => {
    const res = await request(testApp()).get('/Support/Changelog').expect(200);
    for (const missing of [/lodge/i, /QuickScor/i, /dark mode/i, /Settings › (?:Membership|Appearance|Privacy)/]) expect(res.text).not.to.match(missing);
    expect(res.text).to.include('Log on with a passkey');
  });
});
