import { expect } from 'chai';
import type { Knex } from 'knex';
import { createDb } from '../../src/platform/db/knex.ts';
import { enqueueDueSchedules, enqueueJob, pruneFinishedJobs, runDueJobs, startJobWorker, type JobHandlers, type JobWorker, type Schedule } from '../../src/platform/jobs/index.ts';
import { queueMail } from '../../src/platform/mail/index.ts';
import { sweepDailyActions } from '../../src/platform/limits/sweep.ts';
import { jobSchedules } from '../../src/boot.ts';
import { mailbox, pauseJobWorker, testDb, testJobHandlers, testLogger, usingPostgres } from '../support/context.ts';
import { buildMember } from '../support/accounts.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const jobsNamed = (name: string) => testDb()('jobs').where({ name }).orderBy('id');

async function until(check: () => Promise<boolean>, what: string, ms = 5000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms; await sleep(20)) if (await check()) return;
  throw new Error(`${what}: not within ${ms} ms`);
}

describe('Jobs: idempotency keys, schedules, lanes, pruning', () => {
  let resumeAppWorker: () => void;
  const workers: JobWorker[] = [];
  const otherDbs: Knex[] = [];

  beforeEach(async () => {
    // The app's own worker would claim this file's test jobs (and fail them: it has no handler for them).
    resumeAppWorker = await pauseJobWorker();
    await testDb()('job_schedules').delete();
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await Promise.all(otherDbs.splice(0).map((db) => db.destroy()));
    await testDb()('job_schedules').delete();
    resumeAppWorker();
  });

  /** Another process's connections: a second knex on Postgres; on the embedded database, the same one. */
  function secondDb(): Knex {
    if (!usingPostgres()) return testDb();
    const db = createDb({ databaseUrl: process.env.TEST_DATABASE_URL });
    otherDbs.push(db);
    return db;
  }

  function worker(db: Knex, handlers: JobHandlers, schedules: Schedule[] = []): JobWorker {
    const started = startJobWorker(db, handlers, testLogger(), 50, { schedules });
    workers.push(started);
    return started;
  }

  describe('idempotency key', () => {
    it('enqueues a key that is pending once, however many enqueue it at once', async () => {
      const db = testDb();
      const other = secondDb();
      await Promise.all([db, other, db, other].map((conn, i) => enqueueJob(conn, 'test.renew', { attempt: i }, { key: 'renew:7' })));
      await db.transaction((trx) => enqueueJob(trx, 'test.renew', { attempt: 9 }, { key: 'renew:7' }));
      const rows = await jobsNamed('test.renew');
      expect(rows).to.have.length(1);
      expect(rows[0].key).to.equal('renew:7');
    });

    it('enqueues the key again once its job is done or failed, and never touches jobs without a key', async () => {
      const db = testDb();
      let runs = 0;
      const handlers: JobHandlers = { 'test.renew': async () => void runs++ };
      await enqueueJob(db, 'test.renew', {}, { key: 'renew:8' });
      expect(await runDueJobs(db, handlers, testLogger())).to.equal(1);
      await enqueueJob(db, 'test.renew', {}, { key: 'renew:8' });
      await enqueueJob(db, 'test.renew', {}, { key: 'renew:8' });
      expect(await runDueJobs(db, handlers, testLogger())).to.equal(1);
      expect(runs).to.equal(2);

      await enqueueJob(db, 'test.renew', {}, { key: 'renew:9' });
      await db('jobs').where({ key: 'renew:9' }).update({ failed_at: db.fn.now() });
      await enqueueJob(db, 'test.renew', {}, { key: 'renew:9' });
      await enqueueJob(db, 'test.plain', {});
      await enqueueJob(db, 'test.plain', {}, new Date(Date.now() + 60_000));
      expect(await db('jobs').where({ key: 'renew:9' }).whereNull('failed_at')).to.have.length(1);
      expect(await jobsNamed('test.plain')).to.have.length(2);
    });
  });

  describe('schedules', () => {
    it('runs each due run once, whatever the number of processes racing for it', async () => {
      const other = secondDb();
      const ran: string[] = [];
      const handlers: JobHandlers = { 'test.tick': async (payload) => void ran.push(String(payload.dueAt)) };
      const schedules: Schedule[] = [{ name: 'test.tick', every: '1 hour', job: 'test.tick' }];
      worker(testDb(), handlers, schedules);
      worker(other, handlers, schedules);
      await until(async () => ran.length > 0, 'the first run');
      // Both processes poll every 50 ms: give them time to run it twice if they could.
      await sleep(400);
      expect(ran).to.have.length(1);
      const next = await testDb()('job_schedules').where({ name: 'test.tick' }).first();
      expect(new Date(next.next_run_at).getTime() - new Date(ran[0]!).getTime()).to.equal(3600_000);

      // The next due time (here: made due now) is one more run, with its own key.
      await testDb()('job_schedules').where({ name: 'test.tick' }).update({ next_run_at: testDb().raw(`now() - interval '1 second'`) });
      await until(async () => ran.length > 1, 'the second run');
      await sleep(400);
      expect(ran).to.have.length(2);
      const keys = (await jobsNamed('test.tick')).map((j) => j.key);
      expect(keys).to.deep.equal(ran.map((due) => `test.tick@${due}`));
    });

    it('claims a due run atomically when two connections ask at the same moment', async () => {
      const schedules: Schedule[] = [{ name: 'test.tock', every: '5 minutes', job: 'test.tock' }];
      await testDb()('job_schedules').insert({ name: 'test.tock', next_run_at: testDb().raw(`now() - interval '2 hours'`) });
      const other = secondDb();
      const claimed = await Promise.all([testDb(), other, testDb(), other].map((db) => enqueueDueSchedules(db, schedules)));
      expect(claimed.reduce((a, b) => a + b, 0)).to.equal(1);
      expect(await jobsNamed('test.tock')).to.have.length(1);
      // Missed runs happen once: the next one is a full interval from now, not in the past.
      const next = await testDb()('job_schedules').where({ name: 'test.tock' }).first();
      expect(new Date(next.next_run_at).getTime()).to.be.greaterThan(Date.now() + 4 * 60_000);
    });

    it('refuses a schedule whose job has no handler, at start', () => {
      expect(() => startJobWorker(testDb(), {}, testLogger(), 50, { schedules: [{ name: 'x', every: '1 day', job: 'test.missing' }] })).to.throw(/test\.missing/);
    });
  });

  describe('lanes', () => {
    it('sends a mail within 2 s while a long job holds the slow lane', async function () {
      this.timeout(15_000);
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let started = false;
      worker(testDb(), {
        ...testJobHandlers(),
        'test.hold': async () => {
          started = true;
          await released;
        },
      });
      try {
        await enqueueJob(testDb(), 'test.hold', {}, { lane: 'slow' });
        await until(async () => started, 'the long job starting');
        const queuedAt = Date.now();
        await queueMail(testDb(), { to: 'lanes@example.test', locale: 'en-GB', template: 'accounts.mail.resetPassword', params: {}, link: 'https://example.test/x' });
        await until(async () => mailbox().messages.some((m) => m.to.includes('lanes@example.test')), 'the mail arriving', 2000);
        const tookMs = Date.now() - queuedAt;
        expect(tookMs).to.be.below(2000);
        if (process.env.JOBS_TEST_MEASURE) console.log(`mail arrived ${tookMs} ms after it was queued`);
        await until(async () => (await jobsNamed('mail.send'))[0]?.done_at !== null, 'the mail job done', 1000);
        expect((await jobsNamed('mail.send'))[0].lane).to.equal('mail');
        const [hold] = await jobsNamed('test.hold');
        expect(hold.done_at, 'the long job is still running').to.equal(null);
      } finally {
        release();
      }
      await until(async () => (await jobsNamed('test.hold'))[0].done_at !== null, 'the long job finishing');
    });

    it('runs the default lane too while the slow lane is held', async () => {
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let quickRan = false;
      worker(testDb(), { 'test.hold': () => released, 'test.quick': async () => void (quickRan = true) });
      try {
        await enqueueJob(testDb(), 'test.hold', {}, { lane: 'slow' });
        await enqueueJob(testDb(), 'test.quick', {});
        await until(async () => quickRan, 'the quick job', 2000);
      } finally {
        release();
      }
    });
  });

  describe('pruning', () => {
    it('forgets done jobs after 7 days and failed ones after 30, keeping pending ones', async () => {
      const db = testDb();
      const ago = (days: number) => db.raw(`now() - make_interval(days => ?)`, [days]);
      await db('jobs').insert([
        { name: 'test.old', payload: '{}', done_at: ago(8) },
        { name: 'test.recent', payload: '{}', done_at: ago(6) },
        { name: 'test.old', payload: '{}', failed_at: ago(31) },
        { name: 'test.recent', payload: '{}', failed_at: ago(29) },
        { name: 'test.pending', payload: '{}', run_at: ago(60), created_at: ago(60) },
      ]);
      expect(await pruneFinishedJobs(db)).to.equal(2);
      expect((await db('jobs').where('name', 'like', 'test.%').orderBy('id')).map((j) => j.name)).to.deep.equal(['test.recent', 'test.recent', 'test.pending']);
    });

    it('sweeps daily-cap rows older than 48 hours', async () => {
      const db = testDb();
      const member = await buildMember();
      await db('daily_actions').insert([
        { actor_id: member.id, action: 'test.like', created_at: db.raw(`now() - interval '49 hours'`) },
        { actor_id: member.id, action: 'test.like', created_at: db.raw(`now() - interval '47 hours'`) },
      ]);
      expect(await sweepDailyActions(db)).to.equal(1);
      expect(await db('daily_actions').where({ actor_id: member.id })).to.have.length(1);
    });

    it('runs pruning and the sweep on their schedules from start-up', async () => {
      const db = testDb();
      await db('jobs').insert({ name: 'test.old', payload: '{}', done_at: db.raw(`now() - interval '8 days'`) });
      worker(db, testJobHandlers(), jobSchedules());
      await until(async () => (await jobsNamed('test.old')).length === 0, 'pruning');
      await until(async () => (await db('jobs').whereIn('name', ['jobs.prune', 'limits.sweepDailyActions']).whereNotNull('done_at')).length === 2, 'both runs done');
    });
  });
});
