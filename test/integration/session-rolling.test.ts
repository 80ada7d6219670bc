import { expect } from 'chai';
import request from 'supertest';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { testApp, testDb, testRedis } from '../support/context.ts';
import { cookieOf } from '../support/sse.ts';
import type { Agent } from '../support/http.ts';

type Stored = { sid: string; sess: { rolledAt?: number; cookie: { expires: string }; passport?: { user?: { id: number } } }; expiresAt: number };

/** The browser's session as the store holds it (Redis with REDIS_URL, else the sessions table). */
async function storedSessionOf(browser: Agent): Promise<Stored> {
  const sid = decodeURIComponent(/nordlys\.sid=([^;]+)/.exec(cookieOf(browser))![1]!).replace(/^s:/, '').replace(/\.[^.]*$/, '');
  const redis = testRedis();
  if (redis) {
    const sess = JSON.parse((await redis.get(`sess:${sid}`)) ?? 'null') as Stored['sess'] | null;
    if (sess) return { sid, sess, expiresAt: Date.now() + (await redis.pTTL(`sess:${sid}`)) };
  } else {
    const row = (await testDb()('sessions').where({ sid }).first('sess', 'expired')) as { sess: string | Stored['sess']; expired: Date | string } | undefined;
    if (row) return { sid, sess: (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as Stored['sess'], expiresAt: new Date(row.expired).getTime() };
  }
  throw new Error(`no stored session ${sid}`);
}

const cookiesSet = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie']].flat().filter(Boolean) as string[];

describe('A page view reads the session and writes nothing to the store', () => {
  it('page views within the minute leave the stored session as it is (its expiry moves at most once a minute) and reuse one CSRF token, still accepted', async () => {
    const member = await buildMember();
    const browser = await loggedOnAs(member);
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec((await browser.get('/Support').expect(200)).text)?.[1];
    const before = await storedSessionOf(browser);

    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const path of ['/Start', '/Support/FAQ', '/Notifications']) {
      const page = await browser.get(path).expect(200);
      expect(cookiesSet(page).some((c) => c.startsWith('nordlys.csrf=')), `${path} sent a new CSRF cookie`).to.equal(false);
      expect(/<meta name="csrf-token" content="([^"]+)"/.exec(page.text)?.[1], 'the page carries the same token').to.equal(token);
    }
    const within = await storedSessionOf(browser);
    expect(within.sess, 'the stored session was not written').to.deep.equal(before.sess);
    expect(within.expiresAt, 'the stored expiry did not move').to.be.at.most(before.expiresAt + 5);
    // The token the pages kept reusing still posts a form.
    await browser.post('/LogOut').type('form').send({ _csrf: token }).expect(303);
  });

  it('a log-out shows on the very next request: the old cookie is a visitor\'s, on pages and on the API', async () => {
    const member = await buildMember();
    const browser = await loggedOnAs(member);
    await browser.get('/Start').expect(200);
    const cookie = cookieOf(browser);
    await browser.postForm('/LogOut', {}).expect(303);

    const page = await request(testApp()).get('/Start').set('Cookie', cookie);
    expect(page.status).to.equal(302);
    expect(page.headers.location, 'a visitor is sent to the front page to log on').to.equal('/?u=%2FStart');
    await request(testApp()).get('/api/Notifications/CountsSummary').set('Cookie', cookie).expect(401);
  });
});
