import net from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'chai';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import type { SessionData } from 'express-session';
import { loadConfig } from '../../src/config.ts';
import { startServices, stopServices, type Services } from '../../src/boot.ts';
import { createApp } from '../../src/app.ts';
import { createDb } from '../../src/platform/db/knex.ts';
import { isDependencyDown } from '../../src/platform/http/errors.ts';
import { createRateLimits } from '../../src/platform/http/rate-limit.ts';
import { KnexSessionStore } from '../../src/platform/http/session-store.ts';
import { createProfile, hashPassword, requiredTermsVersion } from '../../src/modules/accounts/index.ts';
import { ensureSites } from '../../src/modules/sites/index.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';

/**
 * Postgres and Redis cut under running apps, through a TCP proxy to the machine's real servers: what a
 * visitor, a member and an API client get while a dependency is down, and that the site comes back by itself.
 */
const pgTarget = { host: '127.0.0.1', port: 5432 };
const redisTarget = { host: '127.0.0.1', port: 6379 };
const dbName = `nordlys_faults_${process.pid}`;
const password = 'correct horse battery';
const deadlineMs = 5000;

type Agent = ReturnType<typeof request.agent>;
type Stack = { server: Server; services: Services };

function reachable(target: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(target.port, target.host);
    socket.setTimeout(1000);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://postgres@${pgTarget.host}:${pgTarget.port}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('a dependency cut under the running app', function () {
  this.timeout(20_000);
  const pgProxy = new TcpProxy(pgTarget);
  const redisProxy = new TcpProxy(redisTarget);
  const databaseUrl = () => `postgres://postgres@127.0.0.1:${pgProxy.port}/${dbName}`;
  const started: Stack[] = [];
  /** Sessions in Redis (production's shape), and beside it an app without REDIS_URL (sessions in Postgres). */
  let withRedis: Stack;
  let withoutRedis: Stack;
  let memberInRedis: Agent;
  let memberInPostgres: Agent;
  let created = false;

  async function startStack(redis: boolean): Promise<Stack> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl(),
      REDIS_URL: redis ? `redis://127.0.0.1:${redisProxy.port}/0` : undefined,
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_ENCRYPTION_KEY: '6e6f72646c7973207465737420646174612d656e6372797074696f6e2d6b6579',
      DATA_DIR: 'var/test',
      SEED_DEMO: 'yes',
    });
    const logger = pino({ level: config.logLevel });
    const services = await startServices(config, logger, { migrate: true, worker: false });
    const app = createApp({ config, logger, ...services });
    app.locals.rateLimits = createRateLimits(services.redis, `rl-faults-${process.pid}-${started.length}`);
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const stack = { server, services };
    started.push(stack);
    return stack;
  }

  /** A member logged on through the real form, holding the session cookie. */
  async function loggedOnMember(stack: Stack): Promise<Agent> {
    const db = stack.services.db;
    const name = `fault${Math.random().toString(36).slice(2, 10)}`;
    const profile = {
      name,
      email: `${name}@example.test`,
      passwordHash: await hashPassword(password),
      kind: 'Single',
      status: 3,
      darkStatus: 0,
      member: false,
      termsVersion: await requiredTermsVersion(db),
      forcedValidation: false,
      staffRole: 0,
      language: null,
    } as const;
    await createProfile(db, profile);
    const agent = request.agent(stack.server);
    const form = await agent.get('/LogOn');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form.text)?.[1];
    expect((await agent.post('/LogOn').type('form').send({ _csrf: csrf, name, password })).status).to.equal(303);
    expect((await agent.get('/Settings')).status).to.equal(200);
    return agent;
  }

  before(async function () {
    this.timeout(60_000);
    if (!(await reachable(pgTarget)) || !(await reachable(redisTarget))) this.skip();
    await adminQuery(`drop database if exists ${dbName}`);
    await adminQuery(`create database ${dbName}`);
    created = true;
    await pgProxy.start();
    await redisProxy.start();
    withRedis = await startStack(true);
    withoutRedis = await startStack(false);
    memberInRedis = await loggedOnMember(withRedis);
    memberInPostgres = await loggedOnMember(withoutRedis);
  });

  afterEach(async () => {
    if (!created) return;
    await pgProxy.forward();
    await redisProxy.forward();
  });

  after(async function () {
    this.timeout(20_000);
    if (!created) return;
    await pgProxy.forward();
    await redisProxy.forward();
    for (const { server, services } of started) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stopServices(services);
    }
    await pgProxy.stop();
    await redisProxy.stop();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  /** Sends the request and checks it is the "back soon" answer with Retry-After, within 5 s. */
  async function expectUnavailable(send: () => request.Test, kind: 'page' | 'api', heading = 'We&#39;ll be back in a moment') {
    const startedAt = Date.now();
    const res = await send();
    const took = Date.now() - startedAt;
    expect(res.status, res.text.slice(0, 300)).to.equal(503);
    expect(took, 'answered within 5 s').to.be.below(deadlineMs);
    expect(res.headers['retry-after']).to.match(/^\d+$/);
    expect(res.headers['cache-control']).to.equal('no-store');
    if (kind === 'api') {
      expect(res.body).to.deep.equal({ error: { code: 'unavailable', message: 'The site is having trouble right now. Please try again in a minute.' } });
    } else {
      expect(res.headers['content-type']).to.match(/^text\/html/);
      expect(res.text).to.include(heading);
      expect(res.text, 'styled').to.match(/<link rel="stylesheet" href="\/build\/app-[^"]+\.css">/);
    }
  }

  /** The site recovers by itself: the same request answers 200 again soon after the dependency returns. */
  async function expectRecovered(send: () => request.Test) {
    const until = Date.now() + deadlineMs;
    let status = 0;
    while (Date.now() < until) {
      status = (await send()).status;
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status, 'recovered within 5 s').to.equal(200);
  }

  const visitorPage = (stack: Stack) => () => request(stack.server).get('/Support/Changelog');
  const visitorApi = (stack: Stack) => () => request(stack.server).get('/api/Common/GetSiteCountries');
  const memberPage = (agent: Agent) => () => agent.get('/Settings');
  const memberApi = (agent: Agent) => () => agent.get('/api/Common/GetSiteCountries');

  const cuts = { refuse: 'connections dropped and refused', blackhole: 'connections dropped, new ones unanswered' } as const;
  for (const cut of ['refuse', 'blackhole'] as const) {
    it(`Postgres (${cuts[cut]}): visitors, members with sessions in Redis and in Postgres, and the API get 503 in time; then it recovers`, async () => {
      // Cold site cache: the site lookup itself fails, so the page is rendered without the site.
      await ensureSites(withRedis.services.db, []);
      await pgProxy[cut]();
      // All at once, as a busy site meets an outage: every answer still comes within 5 s.
      await Promise.all([
        expectUnavailable(visitorPage(withRedis), 'page'),
        expectUnavailable(visitorPage(withoutRedis), 'page'),
        expectUnavailable(() => memberPage(memberInRedis)().set('Accept-Language', 'da-DK'), 'page', 'Vi er tilbage om et øjeblik'),
        expectUnavailable(memberPage(memberInPostgres), 'page'),
        expectUnavailable(visitorApi(withRedis), 'api'),
        expectUnavailable(memberApi(memberInPostgres), 'api'),
        request(withRedis.server)
          .get('/healthz')
          .then((res) => expect(res.status).to.equal(503)),
      ]);

      await pgProxy.forward();
      await expectRecovered(visitorPage(withRedis));
      await expectRecovered(memberPage(memberInRedis));
      await expectRecovered(memberPage(memberInPostgres));
      await expectRecovered(visitorApi(withoutRedis));
    });

    it(`Redis (${cuts[cut]}): a member whose session is in Redis, and a visitor's log-on, get 503 in time; then it recovers`, async () => {
      const visitor = request.agent(withRedis.server);
      const csrf = /name="_csrf" value="([^"]+)"/.exec((await visitor.get('/LogOn')).text)?.[1];
      await redisProxy[cut]();
      await Promise.all([
        expectUnavailable(memberPage(memberInRedis), 'page'),
        expectUnavailable(memberApi(memberInRedis), 'api'),
        // The log-on's rate limit lives in Redis: no limit is no log-on (failing closed), not an error.
        expectUnavailable(() => visitor.post('/LogOn').type('form').send({ _csrf: csrf, name: 'nobody', password }), 'page'),
      ]);
      // Only what needs Redis fails: a visitor's page does not, nor a member whose session is in Postgres.
      expect((await visitorPage(withRedis)()).status).to.equal(200);
      expect((await memberPage(memberInPostgres)()).status).to.equal(200);

      await redisProxy.forward();
      await expectRecovered(memberPage(memberInRedis));
      await expectRecovered(memberApi(memberInRedis));
    });
  }

  it('the Postgres session store hands every failure to express-session instead of leaving the request hanging', async () => {
    const db = createDb({ databaseUrl: databaseUrl(), logger: pino({ level: 'silent' }) });
    const store = new KnexSessionStore(db);
    const sess = { cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000) } } as SessionData;
    const call = (method: (done: (err?: unknown) => void) => void) =>
      new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no callback within 5 s')), deadlineMs);
        method((err) => {
          clearTimeout(timer);
          resolve(err);
        });
      });
    try {
      expect(await call((done) => store.set('faults-sid', sess, done))).to.equal(undefined);
      await pgProxy.refuse();
      for (const failed of [
        await call((done) => store.get('faults-sid', done)),
        await call((done) => store.set('faults-sid', sess, done)),
        await call((done) => store.touch('faults-sid', sess, done)),
        await call((done) => store.destroy('faults-sid', done)),
      ]) {
        expect(isDependencyDown(failed), String(failed)).to.equal(true);
      }
    } finally {
      store.close();
      await pgProxy.forward();
      await db.destroy();
    }
  });
});
