import { expect } from 'chai';
import { modules } from '../../src/app.ts';
import { z } from 'zod';
import { defineEvent, on, publish, registerSubscribers } from '../../src/platform/events/index.ts';
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

const id = z.number().int().positive();
// Events of modules still to come, defined here as their module's index.ts will.
const commentAdded = defineEvent('blogs.commentAdded', z.object({ commentId: id, authorId: id }));
const memberJoined = defineEvent('lodges.memberJoined', z.object({ lodgeId: id }));

describe('domain events (platform/events)', () => {
  const received: { module: string; payload: { commentId: number; authorId: number } }[] = [];
  // Two modules that react to one event, as later modules will (notifications, push) without the writer importing them.
  const listeners = ['notifications', 'push'].map((name) => ({
    name,
    subscribers: [
      on(commentAdded, async (payload) => {
        received.push({ module: name, payload });
      }),
    ],
  }));

  let resume: () => void = () => undefined;
  beforeEach(async () => {
    received.length = 0;
    const resumeWorker = await pauseJobWorker();
    registerSubscribers([...modules.filter((m) => !['notifications', 'push'].includes(m.name)), ...listeners]);
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
      await publish(trx, commentAdded, { commentId: 7, authorId: 3 });
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
        await publish(trx, commentAdded, { commentId: 8, authorId: 3 });
        throw new Error('the comment could not be saved');
      })
      .catch(() => undefined);
    expect(await countEventJobs()).to.equal(0);
    resume();
  });

  it('publishes to no one when no module subscribes', async () => {
    await publish(testDb(), memberJoined, { lodgeId: 1 });
    expect(await countEventJobs()).to.equal(0);
    resume();
  });

  it('fails the job loudly when a stored payload no longer fits the event, and the subscriber never sees it', async () => {
    const [job] = await testDb()('jobs').insert({ name: 'event:blogs.commentAdded:push', payload: JSON.stringify({ commentId: 'seven' }), max_attempts: 1 }).returning('id');
    resume();
    await eventually(async () => Boolean((await testDb()('jobs').where({ id: job.id }).first()).failed_at));
    expect((await testDb()('jobs').where({ id: job.id }).first()).last_error).to.include('commentId');
    expect(received).to.deep.equal([]);
  });
});
