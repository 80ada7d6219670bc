import { expect } from 'chai';
import request from 'supertest';
import type { Express } from 'express';
import { z } from 'zod';
import { defineWebhook, hmacSha256, hmacSha256Matches, unixSeconds } from '../../src/platform/webhooks/index.ts';
import { defineStateMachine, TransitionConflict } from '../../src/platform/state-machine.ts';
import type { AppModule } from '../../src/platform/http/define.ts';
import { memberWithApi } from '../support/accounts.ts';
import { testAppWith, testDb, testRedis } from '../support/context.ts';

// A provider and a money-like record of a module still to come, declared here as its module will.
const secret = 'whsec-test-0123456789';
const table = 'webhook_test_orders';
type OrderState = 'Unpaid' | 'Pending' | 'PaidInFull' | 'Failed';
const orders = defineStateMachine<OrderState>({
  name: 'test.order',
  table,
  transitions: { Unpaid: ['Pending', 'PaidInFull'], Pending: ['PaidInFull', 'Failed'], PaidInFull: [], Failed: [] },
});

const orderEvent = z.object({
  id: z.string(),
  type: z.enum(['order.settled', 'order.noted', 'order.broken']),
  orderId: z.number().int().positive(),
});

const testPay = defineWebhook({
  provider: 'test-pay',
  path: '/webhooks/test-pay',
  maxBodyBytes: 2048,
  verify: (rawBody, headers) => {
    const timestamp = headers['x-test-timestamp'];
    const signature = headers['x-test-signature'];
    const signedAt = unixSeconds(timestamp);
    if (!signedAt || typeof signature !== 'string' || !hmacSha256Matches(secret, [String(timestamp), rawBody], signature)) return null;
    const payload = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string };
    return { eventId: payload.id, type: payload.type, signedAt, payload };
  },
  event: orderEvent,
  handle: async (trx, event) => {
    if (event.type === 'order.noted') {
      // Not idempotent by itself: only the inbox keeps a second delivery from counting twice. The pause makes
      // two deliveries at once overlap inside their transactions.
      await trx(table).where({ id: event.orderId }).increment('notes', 1);
      await trx.raw('select pg_sleep(0.1)');
      return;
    }
    if (event.type === 'order.broken') {
      await trx(table).where({ id: event.orderId }).increment('notes', 1);
      throw new Error('the handler failed half way');
    }
    try {
      await orders.transitionFromAny(trx, event.orderId, 'PaidInFull', { paid_at: trx.fn.now() });
    } catch (err) {
      if (!(err instanceof TransitionConflict)) throw err; // paid already: a late or repeated settlement
    }
  },
});
const testModule: AppModule = { name: 'testPay', webhooks: [testPay] };

let app: Express;
let orderId: number;

const at = (date: Date) => String(Math.floor(date.getTime() / 1000));

/**
 * Delivers an event as the provider would: JSON signed with its timestamp. Indented and with a non-ASCII text,
 * so only the bytes as sent (not JSON read and written again) match the signature.
 */
function deliver(event: Record<string, unknown>, opts: { signedAt?: Date; secret?: string; headers?: Record<string, string> } = {}) {
  const body = JSON.stringify({ ...event, text: 'Betaling for medlemskab – tak, Åse' }, null, 2);
  const timestamp = at(opts.signedAt ?? new Date());
  const req = request(app)
    .post('/webhooks/test-pay')
    .set('Content-Type', 'application/json')
    .set('X-Test-Timestamp', timestamp)
    .set('X-Test-Signature', hmacSha256(opts.secret ?? secret, [timestamp, body]));
  for (const [name, value] of Object.entries(opts.headers ?? {})) req.set(name, value);
  return req.send(body);
}

const order = async () => (await testDb()(table).where({ id: orderId }).first()) as { state: OrderState; notes: number; paid_at: Date | null };
const inboxRows = () => testDb()('webhook_inbox').where({ provider: 'test-pay' }).orderBy('id');

async function storedSessions(): Promise<number> {
  const redis = testRedis();
  if (redis) return (await redis.keys('sess:*')).length;
  return Number((await testDb()('sessions').count('* as n').first())?.n);
}

describe('webhooks (platform/webhooks)', () => {
  before(async () => {
    app = testAppWith([testModule]);
    await testDb().schema.dropTableIfExists(table);
    await testDb().schema.createTable(table, (t) => {
      t.bigIncrements('id');
      t.text('state').notNullable().defaultTo('Unpaid');
      t.integer('notes').notNullable().defaultTo(0);
      t.timestamp('paid_at', { useTz: true });
    });
  });

  after(async () => {
    await testDb().schema.dropTableIfExists(table);
    await testDb()('webhook_inbox').where({ provider: 'test-pay' }).delete();
  });

  beforeEach(async () => {
    await testDb()('webhook_inbox').where({ provider: 'test-pay' }).delete();
    await testDb()(table).delete();
    const [row] = (await testDb()(table).insert({}).returning('id')) as { id: number }[];
    orderId = row!.id;
  });

  it('handles a correctly signed call: 200, the effect, and the event in the inbox', async () => {
    await deliver({ id: 'evt_1', type: 'order.settled', orderId }).expect(200);
    const after = await order();
    expect(after.state).to.equal('PaidInFull');
    expect(after.paid_at).to.be.instanceOf(Date);
    const [row, ...more] = await inboxRows();
    expect(more).to.have.length(0);
    expect(row).to.include({ provider: 'test-pay', event_id: 'evt_1', event_type: 'order.settled' });
    expect(row.payload).to.deep.equal({ id: 'evt_1', type: 'order.settled', orderId, text: 'Betaling for medlemskab – tak, Åse' });
    expect(row.received_at).to.be.instanceOf(Date);
  });

  it('refuses a bad signature with a 401 that says nothing, and changes nothing', async () => {
    const res = await deliver({ id: 'evt_1', type: 'order.settled', orderId }, { secret: 'someone-else' }).expect(401);
    expect(JSON.stringify(res.body)).not.to.match(/signature|secret/i);
    await request(app).post('/webhooks/test-pay').set('Content-Type', 'application/json').send({ id: 'evt_1', type: 'order.settled', orderId }).expect(401);
    expect((await order()).state).to.equal('Unpaid');
    expect(await inboxRows()).to.have.length(0);
  });

  it('refuses a delivery signed more than five minutes ago or ahead, and takes one within them', async () => {
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);
    await deliver({ id: 'evt_old', type: 'order.settled', orderId }, { signedAt: minutes(-6) }).expect(401);
    await deliver({ id: 'evt_future', type: 'order.settled', orderId }, { signedAt: minutes(6) }).expect(401);
    expect((await order()).state).to.equal('Unpaid');
    expect(await inboxRows()).to.have.length(0);
    await deliver({ id: 'evt_late', type: 'order.settled', orderId }, { signedAt: minutes(-4) }).expect(200);
    expect((await order()).state).to.equal('PaidInFull');
  });

  it('answers 200 to the same event again and changes nothing more', async () => {
    await deliver({ id: 'evt_note', type: 'order.noted', orderId }).expect(200);
    await deliver({ id: 'evt_note', type: 'order.noted', orderId }).expect(200);
    expect((await order()).notes).to.equal(1);
    expect(await inboxRows()).to.have.length(1);
  });

  it('counts two deliveries of one event at the same moment once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => deliver({ id: 'evt_twice', type: 'order.noted', orderId })));
    expect(answers.map((r) => r.status)).to.deep.equal([200, 200, 200]);
    expect((await order()).notes).to.equal(1);
    expect(await inboxRows()).to.have.length(1);
  });

  it('leaves out the session and CSRF: a member cookie from another site gets no cookie back and needs no token', async () => {
    const member = await memberWithApi();
    const sessions = await storedSessions();
    const res = await deliver({ id: 'evt_1', type: 'order.settled', orderId }, { headers: { Cookie: member.cookie, Origin: 'https://provider.example' } }).expect(200);
    expect(res.headers['set-cookie']).to.equal(undefined);
    expect((await order()).state).to.equal('PaidInFull');
    await deliver({ id: 'evt_2', type: 'order.noted', orderId }).expect(200).expect((r) => expect(r.headers['set-cookie']).to.equal(undefined));
    expect(await storedSessions()).to.equal(sessions);
  });

  it('rolls back the inbox row and the effect when the handler throws, and answers 500 so the provider retries', async () => {
    const res = await deliver({ id: 'evt_broken', type: 'order.broken', orderId }).expect(500);
    expect(JSON.stringify(res.body)).not.to.include('half way');
    expect((await order()).notes).to.equal(0);
    expect(await inboxRows()).to.have.length(0);
  });

  it('answers a late settlement of an order already paid with 200, moving nothing', async () => {
    await deliver({ id: 'evt_a', type: 'order.settled', orderId }).expect(200);
    const paidAt = (await order()).paid_at;
    await deliver({ id: 'evt_b', type: 'order.settled', orderId }).expect(200);
    expect(await order()).to.include({ state: 'PaidInFull' });
    expect((await order()).paid_at?.getTime()).to.equal(paidAt?.getTime());
    expect(await inboxRows()).to.have.length(2);
  });

  it('refuses a signed event of the wrong shape with a 400 naming the field, and a body over the limit with a 413', async () => {
    const res = await deliver({ id: 'evt_1', type: 'order.settled', orderId: 'seven' }).expect(400);
    expect(res.body.error).to.deep.equal({ code: 'invalidInput', field: 'orderId' });
    await deliver({ id: 'evt_nul', type: 'order.settled', orderId, note: 'a\u0000b' }).expect(400);
    await deliver({ id: 'evt_big', type: 'order.settled', orderId, padding: 'x'.repeat(3000) }).expect(413);
    expect(await inboxRows()).to.have.length(0);
    expect((await order()).state).to.equal('Unpaid');
  });
});
