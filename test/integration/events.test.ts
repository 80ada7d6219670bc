import { expect } from 'chai';
import { modules } from '../../src/app.ts';
import { publish, registerSubscribers } from '../../src/platform/events/index.ts';
import { pauseJobWorker, testDb } from '../support/context.ts';

/** Waits (up to 5 s) for a condition the job worker brings about. */
async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met within 5 s');
}

async function countEventJobs(): Promise<number> {
  const row = await testDb()('jobs').whereLike('name', 'event:%').count('* as n').first();
  return Number(row?.n);
}

describe('domain events (platform/events)', () => {
  const received: { module: string; payload: Record<string, unknown> }[] = [];
  // Two modules that react to one event, as later modules will (notifications, push) without the writer importing them.
  const listeners = ['notifications', 'push'].map((name) => ({
    name,
    subscribers: {
      'blogs.commentAdded': async (payload: Record<string, unknown>) => {
        received.push({ module: name, payload });
      },
    },
  }));

  let resume: () => void = () => undefined;
  beforeEach(async () => {
    received.length = 0;
    const resumeWorker = await pauseJobWorker();
    registerSubscribers([...modules, ...listeners]);
    resume = resumeWorker;
  });
  afterEach(async () => {
    const resumeWorker = await pauseJobWorker();
    registerSubscribers(modules);
    resumeWorker();
  });

  it('enqueues one durable job per subscriber inside the writer\'s transaction, and each subscriber runs once', async () => {
    const db = testDb();
    await db.transaction(async (trx) => {
      await publish(trx, 'blogs.commentAdded', { commentId: 7, authorId: 3 });
    });
    const jobs = await db('jobs').whereLike('name', 'event:%').orderBy('name').select('name', 'payload');
    expect(jobs.map((j) => j.name)).to.deep.equal(['event:blogs.commentAdded:notifications', 'event:blogs.commentAdded:push']);
    resume();
    await eventually(() => received.length === 2);
    expect(received.map((r) => r.module).sort()).to.deep.equal(['notifications', 'push']);
    expect(received[0]!.payload).to.deep.equal({ commentId: 7, authorId: 3 });
  });

  it('enqueues nothing when the writer\'s transaction rolls back, so no notification is sent for a change that never happened', async () => {
    const db = testDb();
    await db
      .transaction(async (trx) => {
        await publish(trx, 'blogs.commentAdded', { commentId: 8 });
        throw new Error('the comment could not be saved');
      })
      .catch(() => undefined);
    expect(await countEventJobs()).to.equal(0);
    resume();
  });

  it('publishes to no one when no module subscribes, and refuses a name that is not module.pastTense', async () => {
    const db = testDb();
    await publish(db, 'lodges.memberJoined', { lodgeId: 1 });
    expect(await countEventJobs()).to.equal(0);
    let error: unknown;
    await publish(db, 'commentAdded', {}).catch((err: unknown) => (error = err));
    expect(String(error)).to.include('module.pastTense');
    resume();
  });
});
