import { expect } from 'chai';
import { buildMember, loggedOnAs } from '../support/accounts.ts';
import { testDb, usingPostgres } from '../support/context.ts';
import { cookieOf } from '../support/sse.ts';
import { startSecondInstance } from '../support/second-instance.ts';
import { ProfileStatus } from '../../src/platform/auth/access.ts';

/**
 * Issue 32: the logged-on profile's row is kept between requests (no statement for who the viewer is), and a
 * change by any writer shows on the very next request, in every web process: the database's triggers announce it.
 * On Postgres + Redis a second web process (its own pool, LISTEN and kept rows) answers too; on the embedded
 * database there is one process.
 */
const profileData = '/api/CurrentProfile/GetProfileData';

type Answer = { status: number; body: { member?: boolean; forcedValidation?: boolean; status?: number } };
type Web = { name: string; get(cookie: string): Promise<Answer>; stop(): void };

async function secondProcess(): Promise<Web> {
  const { baseUrl, child } = await startSecondInstance('kept-viewer');
  return {
    name: 'the second web process',
    async get(cookie) {
      const res = await fetch(`${baseUrl}${profileData}`, { headers: { cookie, accept: 'application/json' } });
      return { status: res.status, body: res.status === 200 ? ((await res.json()) as Answer['body']) : {} };
    },
    stop: () => child.kill('SIGTERM'),
  };
}

describe('the kept viewer (issue 32): no statement for who is logged on, and every change on the next request', function () {
  this.timeout(60_000);
  const webs: Web[] = [];

  before(async function () {
    if (usingPostgres() && process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL) webs.push(await secondProcess());
  });
  after(() => webs.forEach((w) => w.stop()));

  /** A logged-on paying member, asked once on each web process (so each keeps the row), and how to ask again. */
  async function keptMember() {
    const profile = await buildMember({ member: true });
    const agent = await loggedOnAs(profile);
    const cookie = cookieOf(agent);
    const thisProcess: Web = {
      name: 'this web process',
      async get() {
        const res = await agent.get(profileData).set('accept', 'application/json');
        return { status: res.status, body: res.body as Answer['body'] };
      },
      stop: () => undefined,
    };
    const all = [thisProcess, ...webs];
    for (const web of all) expect((await web.get(cookie)).body.member, web.name).to.equal(true);
    return { profile, cookie, all };
  }

  it('reads nothing about the viewer from the database on a second request', async () => {
    const { all, cookie } = await keptMember();
    const statements: string[] = [];
    const log = (q: { sql: string }) => statements.push(q.sql);
    testDb().on('query', log);
    try {
      await all[0]!.get(cookie);
    } finally {
      testDb().off('query', log);
    }
    expect(statements.filter((sql) => /from "profiles" where "profiles"."id"/.test(sql))).to.deep.equal([]);
  });

  it('a locked (banned) profile is logged out on the next request', async () => {
    const { profile, cookie, all } = await keptMember();
    await testDb()('profiles').where({ id: profile.id }).update({ status: ProfileStatus.Locked });
    for (const web of all) expect((await web.get(cookie)).status, web.name).to.equal(401);
  });

  it('log out everywhere (a new security stamp) ends the session on the next request', async () => {
    const { profile, cookie, all } = await keptMember();
    await testDb()('profiles').where({ id: profile.id }).update({ security_stamp: 'changed-by-log-out-everywhere' });
    for (const web of all) expect((await web.get(cookie)).status, web.name).to.equal(401);
  });

  it('a lost membership shows on the next request', async () => {
    const { profile, cookie, all } = await keptMember();
    await testDb()('profiles').where({ id: profile.id }).update({ member: false, member_until: null });
    for (const web of all) expect((await web.get(cookie)).body.member, web.name).to.equal(false);
  });

  it('a validation hold shows on the next request', async () => {
    const { profile, cookie, all } = await keptMember();
    await testDb()('profiles').where({ id: profile.id }).update({ forced_validation: true });
    for (const web of all) expect((await web.get(cookie)).body.forcedValidation, web.name).to.equal(true);
  });

  it('a membership that runs out by the clock ends without any write', async () => {
    const { profile, cookie, all } = await keptMember();
    // Written before the rows were kept would be the real case; here the end is set, then the clock passes it.
    await testDb()('profiles').where({ id: profile.id }).update({ member_until: new Date(Date.now() + 1500) });
    for (const web of all) expect((await web.get(cookie)).body.member, web.name).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    for (const web of all) expect((await web.get(cookie)).body.member, web.name).to.equal(false);
  });
});
