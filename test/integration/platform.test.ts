import { expect } from 'chai';
import request from 'supertest';
import { createClient } from 'redis';
import { testApp, testRedis } from '../support/context.ts';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { createRateLimits } from '../../src/platform/http/rate-limit.ts';
import { createDb } from '../../src/platform/db/knex.ts';
import { healthCheck } from '../../src/platform/http/health.ts';
import express from 'express';
import type { RedisClient } from '../../src/platform/redis.ts';

describe('security headers', () => {
  it('sends a strict CSP: scripts only from our own files, none inline, the same header for every response', async () => {
    const res = await request(testApp()).get('/Support').expect(200);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).to.include("script-src 'self';");
    expect(csp).not.to.include('unsafe-inline');
    expect(csp).not.to.include('unsafe-eval');
    expect(csp).to.include("frame-ancestors 'none'");
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).to.be.greaterThan(0);
    for (const tag of scripts) expect(tag).to.match(/ src="\/build\/[\w-]+\.js"/);
    expect(res.text).not.to.match(/\sstyle="/);
    expect(res.text).not.to.match(/\son[a-z]+="/);
    const again = await request(testApp()).get('/Support');
    expect(again.headers['content-security-policy']).to.equal(csp);
  });

  it('tags each response with a request id and hides the framework', async () => {
    const res = await request(testApp()).get('/Support').expect(200);
    expect(res.headers['x-request-id']).to.match(/^[\w-]{8,}$/);
    expect(res.headers['x-powered-by']).to.equal(undefined);
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    const echoed = await request(testApp()).get('/Support').set('X-Request-Id', 'lb-abc-123456');
    expect(echoed.headers['x-request-id']).to.equal('lb-abc-123456');
  });

  it('creates no session for a mere visitor', async () => {
    const res = await request(testApp()).get('/Support').expect(200);
    expect(String(res.headers['set-cookie'] ?? '')).not.to.include('nordlys.sid');
  });

  it("refuses a member's form post without its CSRF token, and a visitor's from another site", async () => {
    const agent = await loggedOnAs(await buildMember());
    const res = await agent.post('/LogOut').type('form').send({}).expect(403);
    expect(res.text).to.include('Your form has expired');
    await agent.get('/Start').expect(200);
    const visitor = await request(testApp()).post('/LogOn').set('Origin', 'https://evil.example').type('form').send({ name: 'someone', password: 'x' }).expect(403);
    expect(visitor.text).to.include('Your form has expired');
  });

  it('refuses the tokenless cookie-choice form when another site posts it', async () => {
    const app = testApp();
    await request(app).post('/Consent').set('Origin', 'https://evil.example').type('form').send({ choice: 'all', returnTo: '/' }).expect(403);
    await request(app).post('/Consent').set('Sec-Fetch-Site', 'cross-site').type('form').send({ choice: 'all', returnTo: '/' }).expect(403);
    const ours = await request(app).post('/Consent').set('Sec-Fetch-Site', 'same-origin').type('form').send({ choice: 'all', returnTo: '/' }).expect(303);
    expect(String(ours.headers['set-cookie'])).to.include('nordlys_consent=marketing%2Cnecessary%2Cpreferences%2Cstatistics');
  });
});

describe('cookie consent (no JavaScript)', () => {
  it('shows the banner until a choice is posted, then honours it', async () => {
    const agent = request.agent(testApp());
    const first = await agent.get('/').expect(200);
    expect(first.text).to.include('class="cookie-banner"');
    expect(first.text).to.include('class="video-blocked"');
    expect(first.text).not.to.include('<iframe');
    expect(first.text, 'a visitor gets no form token').not.to.include('name="_csrf"');

    await agent.post('/Consent').type('form').send({ choice: 'necessary', returnTo: '/' }).expect(303).expect('Location', '/');
    const necessary = await agent.get('/').expect(200);
    expect(necessary.text).not.to.include('class="cookie-banner"');
    expect(necessary.text).not.to.include('<iframe');

    await agent.post('/Consent').type('form').send({ choice: 'selected', categories: ['marketing'], returnTo: '/' }).expect(303);
    const marketing = await agent.get('/').expect(200);
    expect(marketing.text).to.include('<iframe data-consent="marketing" src="https://www.youtube-nocookie.com/embed/');
  });

  it('never redirects off-site after a choice', async () => {
    const agent = request.agent(testApp());
    await agent.post('/Consent').type('form').send({ choice: 'all', returnTo: '//evil.example/' }).expect(303).expect('Location', '/');
  });
});

describe('languages', () => {
  it('follows Accept-Language, including a bare language code', async () => {
    expect((await request(testApp()).get('/Support').set('Accept-Language', 'sv-SE,sv;q=0.9')).text).to.match(/<html lang="sv-SE"/);
    expect((await request(testApp()).get('/Support').set('Accept-Language', 'nb')).text).to.match(/<html lang="nb-NO"/);
    expect((await request(testApp()).get('/Support').set('Accept-Language', 'fr-FR')).text).to.match(/<html lang="en-GB"/);
  });

  it('remembers the switcher choice in a cookie, over Accept-Language', async () => {
    const agent = request.agent(testApp());
    const switched = await agent.get('/Support?lang=da-DK').set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(switched.text).to.match(/<html lang="da-DK"/);
    const next = await agent.get('/Support/FAQ').set('Accept-Language', 'sv-SE').expect(200);
    expect(next.text).to.match(/<html lang="da-DK"/);
    expect(next.text).to.include('Ofte stillede spørgsmål');
  });

  it('shows a ?lang= link from another site in that language without setting a cookie (only the switcher does)', async () => {
    for (const source of ['cross-site', 'none']) {
      const res = await request(testApp()).get('/Support?lang=da-DK').set('Sec-Fetch-Site', source).expect(200);
      expect(res.text).to.match(/<html lang="da-DK"/);
      expect(res.headers['set-cookie'], source).to.equal(undefined);
    }
  });

  it('ignores an unknown lang value', async () => {
    expect((await request(testApp()).get('/Support?lang=xx-XX')).text).to.match(/<html lang="en-GB"/);
  });
});

describe('guard on real routes', () => {
  it('sends a visitor of a logged-in page to / with the path in u', async () => {
    await request(testApp()).get('/Start?tab=new').expect(302).expect('Location', '/?u=%2FStart%3Ftab%3Dnew');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After and a message in the visitor language once the budget is spent', async () => {
    const app = testApp();
    app.locals.rateLimits = createRateLimits(testRedis(), `rl-429-${Date.now()}`, { api: { points: 3, duration: 60 } });
    for (let i = 0; i < 3; i++) await request(app).get('/api/Common/GetSiteCountries').expect(200);
    const res = await request(app).get('/api/Common/GetSiteCountries').set('Accept-Language', 'nb-NO').expect(429);
    expect(Number(res.headers['retry-after'])).to.be.within(1, 60);
    expect(res.body.error.message, 'when, in words').to.match(/^For mange forsøk\. Prøv igjen om (\d+ sekunder|1 minutt)\.$/);
  });
});

describe('/healthz', () => {
  it('is 200 when the database (and Redis) answer', async () => {
    const res = await request(testApp()).get('/healthz').expect(200);
    expect(res.body.status).to.equal('ok');
    expect(res.body.database).to.equal('ok');
  });

  it('is 503 within 5 s when the database and Redis are down', async function () {
    this.timeout(10_000);
    const deadDb = createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const deadRedis = createClient({ url: 'redis://127.0.0.1:1', socket: { connectTimeout: 500, reconnectStrategy: false } }) as unknown as RedisClient;
    const app = express().get('/healthz', healthCheck(deadDb, deadRedis));
    const started = Date.now();
    const res = await request(app).get('/healthz').expect(503);
    expect(Date.now() - started).to.be.below(5000);
    expect(res.body).to.deep.equal({ status: 'unavailable', database: 'down', redis: 'down' });
    await deadDb.destroy();
  });
});
