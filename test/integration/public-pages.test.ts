import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../support/context.ts';

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
      expect(res.text).to.include('Please log on to see that page.');
    });
  });

  it('shows the expired-link notice at /LinkExpired', async () => {
    const res = await request(testApp()).get('/LinkExpired').expect(200);
    expect(res.text).to.include('expired');
  });

  it('sends /ResetPassword without q to /Start', async () => {
    await request(testApp()).get('/ResetPassword').expect(302).expect('Location', '/Start');
  });

  it('renders the crawler blog list with its empty state', async () => {
    const res = await request(testApp()).get('/Blog').expect(200);
    expect(res.text).to.include('There are no public blog posts yet.');
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
