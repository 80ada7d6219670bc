import { expect } from 'chai';
import { defineStateMachine, TransitionConflict, TransitionNotAllowed } from '../../src/platform/state-machine.ts';
import { testDb } from '../support/context.ts';

// An invoice of a module still to come, on a table of this test's own.
const table = 'state_machine_test_invoices';
type InvoiceState = 'Unpaid' | 'Pending' | 'PaidInFull' | 'Failed';
type Invoice = { id: number; state: InvoiceState; paid_at: Date | null; note: string | null };
const invoices = defineStateMachine<InvoiceState, Invoice>({
  name: 'test.invoice',
  table,
  transitions: { Unpaid: ['Pending', 'PaidInFull'], Pending: ['PaidInFull', 'Failed'], PaidInFull: [], Failed: [] },
});

async function newInvoice(state: InvoiceState = 'Unpaid'): Promise<number> {
  const [row] = (await testDb()(table).insert({ state }).returning('id')) as { id: number }[];
  return row!.id;
}
const stateOf = async (id: number) => ((await testDb()(table).where({ id }).first()) as Invoice).state;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a refusal');
}

describe('state machines (platform/state-machine)', () => {
  before(async () => {
    await testDb().schema.dropTableIfExists(table);
    await testDb().schema.createTable(table, (t) => {
      t.bigIncrements('id');
      t.text('state').notNullable();
      t.timestamp('paid_at', { useTz: true });
      t.text('note');
    });
  });

  after(async () => {
    await testDb().schema.dropTableIfExists(table);
  });

  beforeEach(async () => {
    await testDb()(table).delete();
  });

  it('applies an allowed move with its changes and returns the row', async () => {
    const id = await newInvoice();
    const row = await testDb().transaction((trx) => invoices.transition(trx, id, 'Unpaid', 'PaidInFull', { paid_at: trx.fn.now(), note: 'card' }));
    expect(row).to.include({ id, state: 'PaidInFull', note: 'card' });
    expect(row.paid_at).to.be.instanceOf(Date);
    expect(await stateOf(id)).to.equal('PaidInFull');
  });

  it('refuses a move the machine does not have, and leaves the row as it was', async () => {
    const id = await newInvoice('PaidInFull');
    const err = await rejection(invoices.transition(testDb(), id, 'PaidInFull', 'Unpaid'));
    expect(err).to.be.instanceOf(TransitionNotAllowed);
    expect((err as TransitionNotAllowed).message).to.include('test.invoice');
    expect(await rejection(invoices.transition(testDb(), id, 'Unpaid', 'Failed'))).to.be.instanceOf(TransitionNotAllowed);
    expect(await stateOf(id)).to.equal('PaidInFull');
  });

  it('is a conflict (409) when the record is not in the state the move starts from, or is gone', async () => {
    const id = await newInvoice('Pending');
    const err = await rejection(invoices.transition(testDb(), id, 'Unpaid', 'PaidInFull'));
    expect(err).to.be.instanceOf(TransitionConflict);
    expect(err).to.include({ status: 409, code: 'stateConflict', machine: 'test.invoice', id, from: 'Unpaid', to: 'PaidInFull' });
    expect(await stateOf(id)).to.equal('Pending');
    expect(await rejection(invoices.transition(testDb(), id + 1000, 'Pending', 'Failed'))).to.be.instanceOf(TransitionConflict);
  });

  it('lets exactly one of two concurrent moves from the same state win', async () => {
    const id = await newInvoice('Pending');
    // Each move holds its transaction open a moment after its update, so the other one runs meanwhile.
    const move = (to: InvoiceState) =>
      testDb().transaction(async (trx) => {
        const row = await invoices.transition(trx, id, 'Pending', to);
        await trx.raw('select pg_sleep(0.1)');
        return row;
      });
    const results = await Promise.allSettled([move('PaidInFull'), move('Failed'), move('PaidInFull')]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).to.have.length(1);
    expect(lost.map((r) => r.reason)).to.satisfy((errors: unknown[]) => errors.every((e) => e instanceof TransitionConflict));
    expect(await stateOf(id)).to.equal(won[0]!.value.state);
  });

  it('moves from any state that may reach the target, in one statement', async () => {
    const fromUnpaid = await newInvoice('Unpaid');
    const fromPending = await newInvoice('Pending');
    const failed = await newInvoice('Failed');
    await invoices.transitionFromAny(testDb(), fromUnpaid, 'PaidInFull');
    await invoices.transitionFromAny(testDb(), fromPending, 'PaidInFull', { note: 'wallet' });
    expect([await stateOf(fromUnpaid), await stateOf(fromPending)]).to.deep.equal(['PaidInFull', 'PaidInFull']);
    const err = await rejection(invoices.transitionFromAny(testDb(), failed, 'PaidInFull'));
    expect(err).to.be.instanceOf(TransitionConflict);
    expect((err as TransitionConflict).from).to.deep.equal(['Unpaid', 'Pending']);
    expect(await rejection(invoices.transitionFromAny(testDb(), fromPending, 'PaidInFull'))).to.be.instanceOf(TransitionConflict);
    // No state moves back to Unpaid.
    expect(await rejection(invoices.transitionFromAny(testDb(), failed, 'Unpaid'))).to.be.instanceOf(TransitionNotAllowed);
  });

  it('changes the state only through the move, and refuses a machine naming a state it does not have', async () => {
    const id = await newInvoice();
    const err = await rejection(invoices.transition(testDb(), id, 'Unpaid', 'Pending', { state: 'PaidInFull' }));
    expect(err).to.be.instanceOf(Error);
    expect(await stateOf(id)).to.equal('Unpaid');
    expect(() => defineStateMachine<'A' | 'B'>({ name: 'broken', table, transitions: { A: ['B', 'C' as 'B'], B: [] } })).to.throw(/C, which is not a state/);
  });
});
