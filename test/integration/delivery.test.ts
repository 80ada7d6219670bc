import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import request from 'supertest';
import { testApp } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { buildDir } from '../../src/platform/render/assets.ts';

/** Raw bytes of a response, undecoded (supertest would otherwise inflate them). */
const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*src="([^"]+)"/g)].map((m) => m[1]!);

describe('what a page costs to download', () => {
  it('compresses pages with brotli or gzip, whichever the browser takes', async () => {
    const plain = await request(testApp()).get('/Support/Privacy').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).to.equal(undefined);
    for (const [asked, sent] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      // The member's page (no visitor cache) and the visitor's page (kept compressed) alike.
      const agent = await loggedOnAs(await buildMember());
      const member = await agent.get('/Settings').set('Accept-Encoding', asked).expect(200);
      expect(member.headers['content-encoding'], asked).to.equal(sent);
      const visitor = await request(testApp()).get('/Support/Privacy').set('Accept-Encoding', asked).expect(200);
      expect(visitor.headers['content-encoding'], asked).to.equal(sent);
      expect(visitor.text).to.equal(plain.text);
      expect(Number(visitor.headers['content-length'])).to.be.below(plain.text.length / 3);
    }
  });

  it('serves the built scripts and stylesheet as compressed at build time, cached for a year', async () => {
    const page = await request(testApp()).get('/Support').expect(200);
    const files = [...scriptsOf(page.text), /<link rel="stylesheet" href="(\/build\/[^"]+)"/.exec(page.text)![1]!];
    for (const file of files) {
      const res = await raw(request(testApp()).get(file).set('Accept-Encoding', 'br, gzip')).expect(200);
      expect(res.headers['content-encoding'], file).to.equal('br');
      expect(res.headers['cache-control'], file).to.include('immutable');
      const built = path.join(buildDir, file.replace(/^\/build\//, ''));
      expect(Number(res.headers['content-length']), file).to.equal(readFileSync(`${built}.br`).length);
      expect((res.body as Buffer).toString(), file).to.equal(readFileSync(built, 'utf8'));
    }
  });

  it('loads no React for a visitor: the front page, sign-up and the FAQ run on the small site script', async () => {
    for (const page of ['/', '/Create', '/Support/FAQ', '/LogOn']) {
      const res = await request(testApp()).get(page).expect(200);
      const scripts = scriptsOf(res.text);
      expect(scripts.some((s) => /\/build\/site-\w+\.js$/.test(s)), page).to.equal(true);
      expect(scripts.some((s) => s.includes('islands')), page).to.equal(false);
      expect(res.text, page).not.to.include('data-island');
    }
  });

  it('loads htmx only where the page uses it', async () => {
    expect(scriptsOf((await request(testApp()).get('/Support/FAQ')).text).some((s) => s.includes('htmx'))).to.equal(true);
    expect(scriptsOf((await request(testApp()).get('/Support/Privacy')).text).some((s) => s.includes('htmx'))).to.equal(false);
  });

  it('loads React on the settings page, whose passkey list is an island', async () => {
    const agent = await loggedOnAs(await buildMember());
    const res = await agent.get('/Settings').expect(200);
    expect(res.text).to.include('data-island="PasskeyManager"');
    expect(scriptsOf(res.text).some((s) => /\/build\/islands-\w+\.js$/.test(s))).to.equal(true);
  });
});

describe('pages for visitors without a session', () => {
  it('sets no cookie at all, not even on pages with a form (a visitor gets no form token)', async () => {
    for (const page of ['/Support/FAQ', '/', '/LogOn', '/Create']) {
      const res = await request(testApp()).get(page).expect(200);
      expect(res.headers['set-cookie'], page).to.equal(undefined);
      expect(res.text, page).not.to.include('name="_csrf"');
    }
  });

  it('gives every visitor the same page once and then answers a revalidation with 304', async () => {
    const first = await request(testApp()).get('/Support/FAQ').expect(200);
    const second = await request(testApp()).get('/Support/FAQ').expect(200);
    expect(second.text).to.equal(first.text);
    const etag = second.headers.etag as string;
    expect(etag).to.match(/^W\/"/);
    await request(testApp()).get('/Support/FAQ').set('If-None-Match', etag).expect(304);
  });

  it("never hands one member's form token to another (members' pages are not kept)", async () => {
    const agent = await loggedOnAs(await buildMember());
    const tokenOf = (html: string) => /<meta name="csrf-token" content="([^"]+)"/.exec(html)![1];
    const a = await agent.get('/Support').expect(200);
    const b = await (await loggedOnAs(await buildMember())).get('/Support').expect(200);
    expect(tokenOf(a.text)).not.to.equal(tokenOf(b.text));
    const visitor = await request(testApp()).get('/Support').expect(200);
    expect(visitor.text).not.to.include('csrf-token');
  });

  it('keeps separate pages per language and per cookie answer', async () => {
    const en = await request(testApp()).get('/Support/FAQ').set('Accept-Language', 'en-GB').expect(200);
    const da = await request(testApp()).get('/Support/FAQ').set('Accept-Language', 'da-DK').expect(200);
    expect(en.text).to.match(/<html lang="en-GB"/);
    expect(da.text).to.match(/<html lang="da-DK"/);
    const answered = await request(testApp()).get('/Support/FAQ').set('Cookie', 'nordlys_consent=necessary').expect(200);
    expect(en.text).to.include('data-consent-banner');
    expect(answered.text).not.to.include('data-consent-banner');
  });

  it('records where a visitor arrived only once statistics or marketing cookies are allowed', async () => {
    const first = (res: request.Response) => String(res.headers['set-cookie'] ?? '').includes('nordlys_first=');
    expect(first(await request(testApp()).get('/Support/Privacy?from=ad'))).to.equal(false);
    expect(first(await request(testApp()).get('/Support/Privacy').set('Cookie', 'nordlys_consent=necessary'))).to.equal(false);
    expect(first(await request(testApp()).get('/Support/Privacy').set('Cookie', 'nordlys_consent=necessary,statistics'))).to.equal(true);
    const answer = await request(testApp())
      .post('/Consent')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Accept', 'application/json')
      .type('form')
      .send({ choice: 'selected', categories: 'statistics', returnTo: '/Support/Privacy?from=ad' })
      .expect(200);
    expect(answer.body).to.deep.equal({ granted: ['necessary', 'statistics'], marketing: false });
    expect(String(answer.headers['set-cookie'])).to.include(`nordlys_first=${encodeURIComponent('/Support/Privacy?from=ad')}`);
    const necessaryOnly = await request(testApp()).post('/Consent').set('Sec-Fetch-Site', 'same-origin').type('form').send({ choice: 'necessary', returnTo: '/' }).expect(303);
    expect(first(necessaryOnly)).to.equal(false);
  });
});
