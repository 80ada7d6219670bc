import { expect } from 'chai';
import { TransitionConflict, TransitionNotAllowed } from '../../../src/platform/state-machine.ts';
import { conversationStateMachine, conversationStates, ticketStatusMachine, ticketStatuses } from '../../../src/modules/tickets/index.ts';
import { testDb } from '../../support/context.ts';
import { memberTicket, ticketRow } from './helpers.ts';

/** Spec §4's moves, as the machines allow them (every other pair is refused). */
const allowedStatus: Record<string, string[]> = {
  None: ['New', 'Deleted'],
  New: ['Open', 'Pending', 'Forwarded', 'Closed', 'Deleted'],
  Open: ['Pending', 'Forwarded', 'Closed', 'Deleted'],
  Pending: ['Open', 'Forwarded', 'Closed', 'Deleted'],
  Forwarded: ['Open', 'Pending', 'Closed', 'Deleted'],
  Closed: ['Open', 'Deleted'],
  Deleted: [],
};
const allowedConversation: Record<string, string[]> = {
  Normal: ['ClosePending', 'Closed'],
  ClosePending: ['Normal', 'Closed'],
  Closed: ['Reopened'],
  Reopened: ['ClosePending', 'Closed'],
};

describe('tickets: every status and conversation transition, allowed and refused', () => {
  it(`status (${ticketStatuses.length ** 2} pairs): the allowed ones move the row in one statement, every other is refused and writes nothing`, async () => {
    const { id } = await memberTicket();
    let allowed = 0;
    let refused = 0;
    for (const from of ticketStatuses) {
      for (const to of ticketStatuses) {
        await testDb()('tickets').where({ id }).update({ status: from });
        const expected = allowedStatus[from]!.includes(to);
        expect(ticketStatusMachine.canTransition(from, to), `${from} → ${to}`).to.equal(expected);
        if (expected) {
          await ticketStatusMachine.transition(testDb(), id, from, to);
          expect((await ticketRow(id)).status, `${from} → ${to}`).to.equal(to);
          allowed++;
        } else {
          const err = await ticketStatusMachine.transition(testDb(), id, from, to).catch((e: unknown) => e);
          expect(err, `${from} → ${to}`).to.be.instanceOf(TransitionNotAllowed);
          expect((await ticketRow(id)).status).to.equal(from);
          refused++;
        }
      }
    }
    expect({ allowed, refused }).to.deep.equal({ allowed: 21, refused: 28 });
  });

  it(`conversation state (${conversationStates.length ** 2} pairs): the same`, async () => {
    const { id } = await memberTicket();
    let allowed = 0;
    let refused = 0;
    for (const from of conversationStates) {
      for (const to of conversationStates) {
        await testDb()('tickets').where({ id }).update({ conversation_state: from });
        const expected = allowedConversation[from]!.includes(to);
        expect(conversationStateMachine.canTransition(from, to), `${from} → ${to}`).to.equal(expected);
        if (expected) {
          await conversationStateMachine.transition(testDb(), id, from, to);
          expect((await ticketRow(id)).conversation_state).to.equal(to);
          allowed++;
        } else {
          expect(await conversationStateMachine.transition(testDb(), id, from, to).catch((e: unknown) => e), `${from} → ${to}`).to.be.instanceOf(TransitionNotAllowed);
          expect((await ticketRow(id)).conversation_state).to.equal(from);
          refused++;
        }
      }
    }
    expect({ allowed, refused }).to.deep.equal({ allowed: 7, refused: 9 });
  });

  it('a move from a state the row has left is a conflict (two staff at once: one wins)', async () => {
    const { id } = await memberTicket();
    const results = await Promise.allSettled([ticketStatusMachine.transition(testDb(), id, 'New', 'Closed'), ticketStatusMachine.transition(testDb(), id, 'New', 'Pending')]);
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).to.be.instanceOf(TransitionConflict);
  });
});
