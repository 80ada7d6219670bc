import { expect } from 'chai';
import { orderMachine, orderStates, subscriptionMachine, subscriptionStates, findOrder, type OrderState, type SubscriptionState } from '../../../src/modules/payments/index.ts';
import { TransitionConflict, TransitionNotAllowed } from '../../../src/platform/state-machine.ts';
import { testDb } from '../../support/context.ts';
import { buildMember } from '../../support/accounts.ts';
import { catalogueId } from '../../support/payments.ts';

/**
 * Spec §4's payment order and subscription machines on the real tables: every allowed move is one statement that
 * lands, every other move is refused without a write, and of two concurrent moves from one state exactly one wins.
 * (The starting rows are written here directly: these tests are about the machines, not how orders come to be.)
 */
async function orderIn(state: OrderState): Promise<number> {
  const buyer = await buildMember();
  const [row] = await testDb()('payment_orders')
    .insert({
      profile_id: buyer.id, product_id: await catalogueId('membership-1m'), processor: 'Billwerk', state, currency: 'DKK',
      amount_minor: 9900, vat_rate_bp: 2500, vat_minor: 1980, buyer_name: buyer.name,
    })
    .returning('id');
  return Number(row.id);
}

async function subscriptionIn(state: SubscriptionState): Promise<number> {
  const buyer = await buildMember();
  const [row] = await testDb()('payment_subscriptions')
    .insert({ profile_id: buyer.id, product_id: await catalogueId('membership-1m-renewing'), processor: 'Billwerk', state, currency: 'DKK', amount_minor: 8900 })
    .returning('id');
  return Number(row.id);
}

const stateOf = async (table: string, id: number) => (await testDb()(table).where({ id }).first('state')).state as string;

describe('payments: the order and subscription state machines (spec §4)', () => {
  const machines = [
    { name: 'payment order', machine: orderMachine, states: orderStates, table: 'payment_orders', make: orderIn },
    { name: 'subscription', machine: subscriptionMachine, states: subscriptionStates, table: 'payment_subscriptions', make: subscriptionIn },
  ] as const;

  for (const { name, machine, states, table, make } of machines) {
    describe(name, () => {
      for (const from of states) {
        for (const to of states) {
          if (!(machine.canTransition as (a: string, b: string) => boolean)(from, to)) continue;
          it(`moves ${from} → ${to}`, async () => {
            const id = await (make as (s: string) => Promise<number>)(from);
            await (machine.transition as (t: unknown, id: number, a: string, b: string) => Promise<unknown>)(testDb(), id, from, to);
            expect(await stateOf(table, id)).to.equal(to);
          });
        }
        const refused = states.find((to) => to !== from && !(machine.canTransition as (a: string, b: string) => boolean)(from, to));
        if (refused) {
          it(`refuses ${from} → ${refused} and writes nothing`, async () => {
            const id = await (make as (s: string) => Promise<number>)(from);
            let error: unknown;
            try {
              await (machine.transition as (t: unknown, id: number, a: string, b: string) => Promise<unknown>)(testDb(), id, from, refused);
            } catch (err) {
              error = err;
            }
            expect(error).to.be.instanceOf(TransitionNotAllowed);
            expect(await stateOf(table, id)).to.equal(from);
          });
        }
      }
    });
  }

  it('lets exactly one of two concurrent moves from the same state win (the other is a conflict)', async () => {
    const id = await orderIn('Pending');
    const results = await Promise.allSettled([
      testDb().transaction((trx) => orderMachine.transition(trx, id, 'Pending', 'PaidInFull')),
      testDb().transaction((trx) => orderMachine.transition(trx, id, 'Pending', 'Unpaid')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).to.be.instanceOf(TransitionConflict);
    expect(['PaidInFull', 'Unpaid']).to.include(await stateOf('payment_orders', id));
  });

  it('never names the state among the changes of a move', async () => {
    const id = await orderIn('Unpaid');
    let error: unknown;
    try {
      await orderMachine.transition(testDb(), id, 'Unpaid', 'Pending', { state: 'PaidInFull' });
    } catch (err) {
      error = err;
    }
    expect(error).to.be.instanceOf(Error);
    expect((await findOrder(testDb(), id))!.state).to.equal('Unpaid');
  });
});
