import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../support/context.ts';

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
