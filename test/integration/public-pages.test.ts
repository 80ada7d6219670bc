import { expect } from 'chai';
import request from 'supertest';
import { testApp, testDb } from '../support/context.ts';
import { up as contactAnyLanguage } from '../../migrations/20261122006100_sites_contact_any_language.ts';
import { locales, translate, translator, type Locale } from '../../src/platform/i18n/index.ts';

describe('public pages', () => {
  describe('front page', () => {
    it('renders for visitors with a create-profile call to action', async () => {
      const res = await request(testApp()).get('/').expect(200);
      expect(res.text).to.include('href="/Create"');
      expect(res.text).to.match(/<html lang="en-GB"/);
    });

    it('sends cp and prid campaign links to /Create, keeping the query', async () => {
      await request(testApp()).get('/?cp=summer').expect(302).expect('Location', '/Create?cp=summer');
      await request(testApp()).get('/?prid=42&x=1').expect(302).expect('Location', '/Create?prid=42&x=1');
    });

    it("speaks to the dark site's own audience", async () => {
      const dark = await request(testApp()).get('/').set('Host', 'dark.localhost').expect(200);
      expect(dark.text).to.include('Curious, open, and always consensual.');
      expect(dark.text).not.to.include('Real people. Real conversations.');
    });

    it('tells a visitor sent back from a protected page to log on', async () => {
      const res = await request(testApp()).get('/?u=%2FStart').expect(200);
      expect(res.text).to.include('Log on to see that page.');
    });
  });

  it('shows the expired-link notice at /LinkExpired', async () => {
    const res = await request(testApp()).get('/LinkExpired').expect(200);
    expect(res.text).to.include('expired');
  });

  it('sends /ResetPassword without q to /Start', async () => {
    await request(testApp()).get('/ResetPassword').expect(302).expect('Location', '/Start');
  });

  it('renders the crawler blog list (blogs: the regular site\'s published entries, or its empty state)', async () => {
    const res = await request(testApp()).get('/Blog').expect(200);
    expect(res.text).to.include('Blog entries written by our members.');
  });

  it('serves a landing page from the catch-all, per site', async () => {
    const res = await request(testApp()).get('/dating-copenhagen').expect(200);
    expect(res.text).to.match(/<h1>[^<]+<\/h1>/);
    await request(testApp()).get('/Dating-Copenhagen/').expect(200);
    await request(testApp()).get('/kink-community').expect(404);
    await request(testApp()).get('/kink-community').set('Host', 'dark.localhost').expect(200);
  });

  it('answers an unknown path with a 404 page in the layout', async () => {
    const res = await request(testApp()).get('/no/such/page').expect(404);
    expect(res.text).to.include('Page not found');
    expect(res.text).to.include('<footer');
  });

  it('serves robots.txt pointing at the sitemap on the site\'s configured origin', async () => {
    const res = await request(testApp()).get('/robots.txt').expect(200);
    expect(res.type).to.equal('text/plain');
    expect(res.text).to.include('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.text).to.include('Disallow: /api/');
  });

  it('serves sitemap.xml with hreflang alternates for the four languages', async () => {
    const res = await request(testApp()).get('/sitemap.xml').expect(200);
    expect(res.type).to.equal('application/xml');
    expect(res.text).to.include('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const lang of ['en-GB', 'da-DK', 'nb-NO', 'sv-SE', 'x-default']) expect(res.text).to.include(`hreflang="${lang}"`);
    expect(res.text).to.match(/<loc>http:\/\/[^<]+\/Support\/FAQ\/\d+<\/loc>/);
    expect(res.text, 'the trust-rating page').to.include('/Support/Reviews</loc>');
    expect(res.text).to.include('/dating-copenhagen</loc>');
    expect(res.text).not.to.include('/kink-community</loc>');
  });

  it('serves the service worker uncached at the root scope', async () => {
    const res = await request(testApp()).get('/service-worker.js').expect(200);
    expect(res.type).to.equal('text/javascript');
    expect(res.headers['cache-control']).to.equal('no-cache');
    expect(res.text).to.include("addEventListener('push'");
  });

  it('serves the site theme per host', async () => {
    const regular = await request(testApp()).get('/site-theme.css').expect(200);
    const dark = await request(testApp()).get('/site-theme.css').set('Host', 'dark.localhost').expect(200);
    expect(regular.text).to.include('--brand: #0f766e');
    expect(dark.text).to.include('--brand: #c2410c');
  });
});

describe('layout', () => {
  it('has the top bar, drawer, footer from the site configuration and no impersonation banner', async () => {
    const res = await request(testApp()).get('/Support').expect(200);
    expect(res.text).to.include('id="drawer"');
    expect(res.text).to.include('href="/Create"');
    expect(res.text).to.include('+45 70 20 30 40');
    expect(res.text).to.include('Vesterbrogade 12');
    expect(res.text).to.include('href="/Support/CreateTicket"');
    for (const k of ['GeneralTerms', 'TradeTerms', 'Privacy', 'Cookies', 'CodeOfConduct']) expect(res.text).to.include(`href="/Support/${k}"`);
    expect(res.text).not.to.include('class="impersonation-banner');
  });

  it('themes the dark site', async () => {
    const regular = await request(testApp()).get('/Support');
    const dark = await request(testApp()).get('/Support').set('Host', 'dark.localhost');
    expect(regular.text).to.include('class="theme-regular"');
    expect(dark.text).to.include('class="theme-dark"');
    expect(dark.text).to.include('Nordlys Nights');
  });
});

/** The sentences a reader sees in an error page's main text, compared without case, punctuation or contractions. */
function errorSentences(html: string): string[] {
  const section = /<section class="error-page"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  const text = section.replace(/<span class="error-code">\d+<\/span>/, '').replace(/<[^>]+>/g, '\n').replace(/&#39;/g, "'");
  return text
    .split(/[\n.!?]+/)
    .map((s) => s.toLowerCase().replace(/n't\b/g, ' not').replace(/[^\p{L}\p{N}]+/gu, ' ').trim())
    .filter((s) => s.split(' ').length > 2);
}

describe('error pages', () => {
  for (const lang of locales) {
    it(`says each thing once on the 404 page, and says what may have happened (${lang})`, async () => {
      const res = await request(testApp()).get('/no/such/page').query({ lang }).expect(404);
      const sentences = errorSentences(res.text);
      expect(sentences.length).to.be.greaterThan(2);
      expect(sentences.filter((s, i) => sentences.indexOf(s) !== i), 'repeated').to.deep.equal([]);
      expect(res.text).to.include(translate(lang, 'layout.error.texts.404'));
    });
  }

  const stock: Record<number, string> = { 400: 'badRequest', 401: 'unauthorized', 403: 'forbidden', 404: 'notFound', 413: 'payloadTooLarge', 429: 'tooManyRequests', 500: 'generic', 503: 'unavailable' };
  const render = (locale: Locale, status: number, message: string) =>
    new Promise<string>((resolve, reject) => testApp().render('error', { layout: false, t: translator(locale), status, message }, (err, html) => (err ? reject(err) : resolve(html))));

  it('never repeats the heading in the text below it, for any status with a stock message, in any language', async () => {
    const repeats: string[] = [];
    for (const lang of locales) {
      for (const [status, key] of Object.entries(stock)) {
        const sentences = errorSentences(await render(lang, Number(status), translate(lang, `common.errors.${key}`, { wait: '1', seconds: 1 })));
        if (new Set(sentences).size !== sentences.length) repeats.push(`${lang} ${status}: ${sentences.join(' | ')}`);
      }
    }
    expect(repeats).to.deep.equal([]);
  });

  it('still shows a message that says something the heading does not', async () => {
    const html = await render('en-GB', 404, translate('en-GB', 'support.errors.faqNotFound'));
    expect(html).to.include(translate('en-GB', 'support.errors.faqNotFound'));
  });
});

describe('footer contact details', () => {
  const expected: Record<Locale, { hours: RegExp; country: string; notThere: string[] }> = {
    'en-GB': { hours: /Mon–Fri 09:00–16:00 CES?T/, country: '1620 København V, Denmark', notThere: [] },
    'da-DK': { hours: /Man\.–fre\. kl\. 9\.00–16\.00 \(dansk tid\)/, country: '1620 København V, Danmark', notThere: ['Mon–Fri', 'Denmark', 'CET'] },
    'nb-NO': { hours: /Man\.–fre\. kl\. 09\.00–16\.00 \(norsk tid\)/, country: '1620 København V, Danmark', notThere: ['Mon–Fri', 'Denmark', 'CET'] },
    'sv-SE': { hours: /Mån–fre kl\. 09\.00–16\.00 \(svensk tid\)/, country: '1620 København V, Danmark', notThere: ['Mon–Fri', 'Denmark', 'CET'] },
  };
  for (const lang of locales) {
    it(`gives the opening hours and the company's country in the reader's language (${lang})`, async () => {
      const res = await request(testApp()).get('/Support').query({ lang }).expect(200);
      const footer = /<footer[\s\S]*<\/footer>/.exec(res.text)![0];
      expect(footer).to.match(expected[lang].hours);
      expect(footer).to.include(expected[lang].country);
      for (const english of expected[lang].notThere) expect(footer).not.to.include(english);
      expect(res.text.replace(footer, '')).to.match(expected[lang].hours); // the contact card on /Support too
    });
  }

  it('are moved out of English in a database seeded before (migration)', async () => {
    const db = testDb();
    const seeded = await db('sites').where({ id: 1 }).first('opening_hours', 'company_address');
    try {
      await db('sites').where({ id: 1 }).update({ opening_hours: 'Mon–Fri 09:00–16:00 CET', company_address: 'Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark' });
      await contactAnyLanguage(db);
      expect(await db('sites').where({ id: 1 }).first('opening_hours', 'company_address')).to.deep.equal({
        opening_hours: 'Mo-Fr 09:00-16:00 Europe/Copenhagen',
        company_address: 'Nordlys ApS, Vesterbrogade 12, 1620 København V, DK',
      });
    } finally {
      await db('sites').where({ id: 1 }).update(seeded);
    }
  });
});
