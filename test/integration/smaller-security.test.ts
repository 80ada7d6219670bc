import net from 'node:net';
import { expect } from 'chai';
import request from 'supertest';
import pino from 'pino';
import { testApp, testDb, testRedis } from '../support/context.ts';
import { browser } from '../support/http.ts';
import { buildMember, loggedOnAs, testPassword } from '../support/accounts.ts';
import { loadConfig } from '../../src/config.ts';
import { createApp } from '../../src/app.ts';
import { createRateLimits } from '../../src/platform/http/rate-limit.ts';
import { assetUrl } from '../../src/platform/render/assets.ts';

const setCookies = (res: request.Response): string[] => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const cookieNamed = (res: request.Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));

/** Sends one raw request line (supertest cannot send `*` as the target) and answers the status line. */
async function rawStatusLine(requestLine: string): Promise<string> {
  const server = testApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      let out = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`));
      socket.on('data', (chunk) => (out += String(chunk)));
      socket.on('close', () => resolve(out.split('\r\n')[0] ?? ''));
      socket.on('error', reject);
    });
  } finally {
    server.close();
  }
}

/** A browser on the log-on page, coming from `ip` (the app trusts X-Forwarded-For from loopback). */
async function browserFrom(ip: string) {
  const agent = browser();
  agent.set('X-Forwarded-For', ip);
  await agent.csrf('/LogOn');
  return agent;
}

const logOnFrom = async (ip: string, name: string, password: string) => (await browserFrom(ip)).postForm('/LogOn', { name, password });

describe('Cache-Control for logged-on viewers', () => {
  it('sends no-store on pages and API answers to a logged-on viewer, not to visitors, and keeps /build immutable', async () => {
    const agent = await loggedOnAs(await buildMember());
    expect((await agent.get('/Start').expect(200)).headers['cache-control']).to.equal('no-store');
    expect((await agent.get('/Support').expect(200)).headers['cache-control']).to.equal('no-store');
    const api = await agent.get('/api/EditProfile/IsProfileNameTaken').query({ name: 'abc' }).expect(200);
    expect(api.headers['cache-control']).to.equal('no-store');
    const asset = await agent.get(assetUrl('app.css')).expect(200);
    expect(asset.headers['cache-control']).to.include('immutable').and.include('max-age=31536000');

    expect((await request(testApp()).get('/Support').expect(200)).headers['cache-control'] ?? '').not.to.include('no-store');
  });
});

describe('request targets that are not a path', () => {
  it('answers OPTIONS * and GET * with 400, not 500', async () => {
    expect(await rawStatusLine('OPTIONS * HTTP/1.1')).to.equal('HTTP/1.1 400 Bad Request');
    expect(await rawStatusLine('GET * HTTP/1.1')).to.equal('HTTP/1.1 400 Bad Request');
    expect(await rawStatusLine('GET /Support HTTP/1.1')).to.equal('HTTP/1.1 200 OK');
  });
});

describe('language links', () => {
  it('are query-only, so a path like //evil.example cannot send them off the site', async () => {
    const res = await request(testApp()).get('//evil.example/x?a=1');
    const links = res.text.match(/<a href="[^"]*" hreflang="[^"]+"/g) ?? [];
    expect(links).to.have.length(4);
    expect(links).to.include('<a href="?a=1&amp;lang=da-DK" hreflang="da-DK"');
    expect(res.text).not.to.match(/href="[^"?]*evil\.example/);
  });

  it('keep the page and its query, repeated keys included', async () => {
    const res = await request(testApp()).get('/Support/FAQ?q=x&tag=a&tag=b&lang=sv-SE').expect(200);
    expect(res.text).to.include('href="?q=x&amp;tag=a&amp;tag=b&amp;lang=nb-NO"');
  });
});

describe('log out', () => {
  const expired = (cookie: string | undefined) => {
    expect(cookie).to.be.a('string');
    expect(cookie).to.match(/^nordlys\.sid=;/);
    expect(cookie).to.include('Expires=Thu, 01 Jan 1970 00:00:00 GMT').and.include('Path=/').and.include('HttpOnly').and.include('SameSite=Lax');
  };

  it('POST /LogOut expires the session cookie', async () => {
    const agent = await loggedOnAs(await buildMember());
    expired(cookieNamed(await agent.postForm('/LogOut', {}).expect(303), 'nordlys.sid'));
  });

  it('/api/LogOn/LogOut expires the session cookie', async () => {
    const agent = await loggedOnAs(await buildMember());
    const token = await agent.csrf('/Support');
    expired(cookieNamed(await agent.post('/api/LogOn/LogOut').set('x-csrf-token', token).send({}).expect(200), 'nordlys.sid'));
  });
});

describe('the session cookie in production', () => {
  /** The app as production builds it, on the test database; a TLS-terminating proxy in front says https. */
  function productionApp() {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'production-test-secret-0123456789abcdef',
      DATA_ENCRYPTION_KEY: '6e6f72646c7973207465737420646174612d656e6372797074696f6e2d6b6579',
      DATA_DIR: 'var/test',
    });
    const app = createApp({ config, db: testDb(), redis: testRedis(), logger: pino({ level: 'silent' }) });
    app.locals.rateLimits = createRateLimits(testRedis(), `rl-prod-${process.pid}-${Date.now()}`);
    return app;
  }
  const cookiePair = (cookie: string | undefined) => cookie?.split(';')[0] ?? '';
  const tokenOn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '';

  it('is __Host- prefixed, Secure, Path=/ and without Domain, and log-out expires it under the same name', async () => {
    const app = productionApp();
    const https = (req: request.Test) => req.set('X-Forwarded-Proto', 'https');
    const member = await buildMember();

    const form = await https(request(app).get('/LogOn')).expect(200);
    expect(form.headers['set-cookie'], 'a visitor gets no cookie from the log-on page').to.equal(undefined);
    const logon = await https(request(app).post('/LogOn')).set('Sec-Fetch-Site', 'same-origin').type('form').send({ name: member.name, password: testPassword }).expect(303);
    const session = cookieNamed(logon, '__Host-nordlys.sid');
    expect(session).to.be.a('string');
    expect(session).to.include('; Secure').and.include('Path=/').and.include('HttpOnly');
    expect(session).not.to.match(/domain=/i);
    expect(cookieNamed(logon, 'nordlys.sid')).to.equal(undefined);

    const page = await https(request(app).get('/Support')).set('Cookie', cookiePair(session)).expect(200);
    expect(page.text).to.include(member.name);
    const csrfCookie = cookieNamed(page, '__Host-nordlys.csrf');
    expect(csrfCookie, "a member's form token cookie").to.include('; Secure').and.include('Path=/').and.include('HttpOnly');
    const cookies = `${cookiePair(csrfCookie)}; ${cookiePair(session)}`;
    const logout = await https(request(app).post('/LogOut')).set('Cookie', cookies).type('form').send({ _csrf: tokenOn(page.text) }).expect(303);
    const cleared = cookieNamed(logout, '__Host-nordlys.sid');
    expect(cleared).to.match(/^__Host-nordlys\.sid=;/);
    expect(cleared).to.include('Expires=Thu, 01 Jan 1970 00:00:00 GMT').and.include('; Secure').and.include('Path=/');
  });
});

describe('log-on limits never lock the owner out', () => {
  it("someone else's failures on an account do not stop the right password from another IP", async () => {
    const member = await buildMember();
    for (let i = 0; i < 10; i++) await logOnFrom('203.0.113.10', member.name, 'a wrong guess').then((r) => expect(r.status).to.equal(401));
    await logOnFrom('203.0.113.10', member.name, testPassword).then((r) => expect(r.status).to.equal(429));
    const owner = await logOnFrom('198.51.100.20', member.name, testPassword);
    expect(owner.status).to.equal(303);
    expect(owner.headers.location).to.equal('/Start');
  });

  it('counts only failures per IP, across accounts', async () => {
    testApp().locals.rateLimits = createRateLimits(testRedis(), `rl-ip-${process.pid}-${Date.now()}`, { auth: { points: 3, duration: 900 } });
    const member = await buildMember();
    for (let i = 0; i < 4; i++) await logOnFrom('192.0.2.30', member.name, testPassword).then((r) => expect(r.status, `log-on ${i + 1}`).to.equal(303));
    for (const name of ['ghost-one', 'ghost-two', 'ghost-three']) await logOnFrom('192.0.2.30', name, 'a guess').then((r) => expect(r.status).to.equal(401));
    await logOnFrom('192.0.2.30', member.name, testPassword).then((r) => expect(r.status).to.equal(429));
    await logOnFrom('192.0.2.31', member.name, testPassword).then((r) => expect(r.status).to.equal(303));
  });

  it('under distributed guessing gives each IP fewer tries on the account, and the owner still gets in', async () => {
    testApp().locals.rateLimits = createRateLimits(testRedis(), `rl-all-${process.pid}-${Date.now()}`, { authAccountAll: { points: 4, duration: 3600 } });
    const member = await buildMember();
    for (let i = 1; i <= 4; i++) await logOnFrom(`203.0.113.${i}`, member.name, 'a guess').then((r) => expect(r.status).to.equal(401));
    for (let i = 0; i < 3; i++) await logOnFrom('203.0.113.50', member.name, 'a guess').then((r) => expect(r.status).to.equal(401));
    const limited = await logOnFrom('203.0.113.50', member.name, testPassword);
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers['retry-after'])).to.be.greaterThan(0);
    await logOnFrom('198.51.100.20', member.name, testPassword).then((r) => expect(r.status).to.equal(303));
  });
});
