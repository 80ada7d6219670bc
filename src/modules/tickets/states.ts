import { defineStateMachine } from '../../platform/state-machine.ts';
import type { ConversationState, TicketStatus } from './schemas.ts';

/**
 * Spec §4's ticket status. None: a visitor's ticket whose address is not confirmed yet (staff do not see it);
 * New: waiting for support; Open: support has answered or works on it; Pending: waiting for the owner;
 * Forwarded: handed to someone outside the queue; Closed; Deleted (an end: spam, or a never-confirmed ticket).
 */
export const ticketStatusMachine = defineStateMachine<TicketStatus>({
  name: 'tickets.status',
  table: 'tickets',
  column: 'status',
  transitions: {
    None: ['New', 'Deleted'],
    New: ['Open', 'Pending', 'Forwarded', 'Closed', 'Deleted'],
    Open: ['Pending', 'Forwarded', 'Closed', 'Deleted'],
    Pending: ['Open', 'Forwarded', 'Closed', 'Deleted'],
    Forwarded: ['Open', 'Pending', 'Closed', 'Deleted'],
    Closed: ['Open', 'Deleted'],
    Deleted: [],
  },
});

/**
 * Spec §4's ticket conversation state. Normal; ClosePending: support waits for the owner (status Pending) and
 * closes unless they write; Closed; Reopened: a closed conversation written in again (by the owner, or reopened
 * by staff).
 */
export const conversationStateMachine = defineStateMachine<ConversationState>({
  name: 'tickets.conversation',
  table: 'tickets',
  column: 'conversation_state',
  transitions: {
    Normal: ['ClosePending', 'Closed'],
    ClosePending: ['Normal', 'Closed'],
    Closed: ['Reopened'],
    Reopened: ['ClosePending', 'Closed'],
  },
});
