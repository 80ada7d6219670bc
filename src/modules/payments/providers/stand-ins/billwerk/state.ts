import { randomBytes } from 'node:crypto';
import type { BillwerkCharge, BillwerkRefund, PaymentFailureReason } from '../../billwerk/schemas.ts';

/** A saved card: whose it is, when it expires on the stand-in's clock, and a failure forced on its next charge. */
export type SavedPaymentMethod = { id: string; customer: string; createdAt: Date; expiresAt: Date; failNext: PaymentFailureReason | null };

/** A hosted-page session: a charge (`order`), or only saving a card (`recurring`). */
export type Session = {
  id: string;
  kind: 'charge' | 'recurring';
  customer: string;
  order: { handle: string; amount: number; currency: string } | null;
  saveCard: boolean;
  acceptUrl: string;
  cancelUrl: string;
  done: boolean;
};

export const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** What the card stand-in knows, all in memory: its clock (not wall time), sessions, charges by handle and saved cards. */
export type BillwerkState = ReturnType<typeof createBillwerkState>;

export function createBillwerkState(options: { now?: Date; cardValidMonths?: number }) {
  const cardValidMonths = options.cardValidMonths ?? 36;
  let clock = options.now ?? new Date();
  const methods = new Map<string, SavedPaymentMethod>();
  return {
    /** The next `POST /v1/charge` gets no answer (its connection is cut) before or after the charge is made: a timeout as our side sees it. */
    dropNextChargeAnswer: null as 'before' | 'after' | null,
    /** The next `POST /v1/refund` is carried out but gets no answer (its connection is cut): a timeout as our side sees it. */
    dropNextRefundAnswer: false,
    sessions: new Map<string, Session>(),
    /** Refunds by their idempotency key. */
    refunds: new Map<string, BillwerkRefund>(),
    charges: new Map<string, BillwerkCharge>(),
    methods,
    /** The clock itself (callers copy it before handing it out). */
    clock: () => clock,
    setClock: (at: Date) => {
      clock = new Date(at);
    },
    advanceClock: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
    /** Saves a card valid for `cardValidMonths` from now on the stand-in's clock. */
    saveCard(customer: string): SavedPaymentMethod {
      const expiresAt = new Date(clock);
      expiresAt.setUTCMonth(expiresAt.getUTCMonth() + cardValidMonths);
      const method = { id: token('ca'), customer, createdAt: new Date(clock), expiresAt, failNext: null };
      methods.set(method.id, method);
      return method;
    },
  };
}
