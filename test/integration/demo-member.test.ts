import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { demoMember, seedDemoMember, seedDemoMemberAtStart, wantsDemoMember } from '../../src/demo/demo-member.ts';
import { testDb } from '../support/context.ts';
import { browser } from '../support/http.ts';

/** A browser logged on through the real log-on form, on the given site. */
async function logOn(host: string, name: string, password: string) {
  const agent = browser(host);
  await agent.csrf('/LogOn');
  const res = await agent.postForm('/LogOn', { name, password });
  return { agent, status: res.status };
}

describe('the demo member (embedded default only)', () => {
  const embedded = { env: 'development', databaseUrl: undefined, seedDemo: 'auto' } as const;

  it('is wanted only by `npm start` on the embedded database: never in production, on Postgres, in tests or with SEED_DEMO=no', () => {
    expect(wantsDemoMember(embedded)).to.equal(true);
    expect(wantsDemoMember({ ...embedded, seedDemo: 'yes' })).to.equal(true);
    expect(wantsDemoMember({ ...embedded, env: 'production' })).to.equal(false);
    expect(wantsDemoMember({ ...embedded, env: 'test' })).to.equal(false);
    expect(wantsDemoMember({ ...embedded, databaseUrl: 'postgres://db.example/nordlys' })).to.equal(false);
    expect(wantsDemoMember({ ...embedded, seedDemo: 'no' })).to.equal(false);
  });

  it('logs on with the password it was created with, on the regular site and on the dark site\'s member pages', async () => {
    const created = await seedDemoMember(testDb());
    expect(created?.name).to.equal(demoMember.name);
    expect(created!.password).to.have.length.greaterThan(12);
    const regular = await logOn('localhost', created!.name, created!.password);
    expect(regular.status).to.equal(303);
    await regular.agent.get('/Settings').expect(200);
    const dark = await logOn('dark.localhost', created!.name, created!.password);
    expect(dark.status).to.equal(303);
    await dark.agent.get('/Start').expect(200);
  });

  it('is created once: a second start keeps it and its password', async () => {
    const created = await seedDemoMember(testDb());
    expect(await seedDemoMember(testDb())).to.equal(null);
    expect((await logOn('localhost', created!.name, created!.password)).status).to.equal(303);
  });

  it('prints its password in the start-up log the one time it is created, and not where it is not wanted', async () => {
    let log = '';
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => ((log += chunk.toString()), done()) }));
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3000', DATA_DIR: 'var/test', SESSION_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: '0'.repeat(64) });
    await seedDemoMemberAtStart(testDb(), { ...config, env: 'production' }, logger);
    expect(log).to.equal('');
    await seedDemoMemberAtStart(testDb(), config, logger);
    const password = /with the password (\S+)/.exec(log)?.[1];
    expect(log).to.include('as \\"demo\\"').and.to.include('http://dark.localhost:3000');
    expect((await logOn('localhost', 'demo', password!)).status).to.equal(303);
    log = '';
    await seedDemoMemberAtStart(testDb(), config, logger);
    expect(log).to.equal('');
  });
});
