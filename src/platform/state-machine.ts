import type { Knex } from 'knex';
import { AppError } from './http/errors.ts';

/** A move the machine does not have (a bug in the caller, not a race): never applied. */
export class TransitionNotAllowed extends Error {
  constructor(readonly machine: string, readonly from: string | readonly string[], readonly to: string) {
    super(`${machine}: no transition from ${Array.isArray(from) ? from.join('|') || '(none)' : String(from)} to ${to}`);
    this.name = 'TransitionNotAllowed';
  }
}

/**
 * The record was not in the state the move starts from (or is gone): someone else moved it first. A caller that
 * moves it where it already is (a replayed webhook) treats this as done; shown to a member, it is a 409.
 */
export class TransitionConflict extends AppError {
  constructor(readonly machine: string, readonly id: number | string, readonly from: string | readonly string[], readonly to: string) {
    super(409, 'stateConflict', 'common.errors.stateConflict');
    this.name = 'TransitionConflict';
    this.message = `${machine} ${id}: not in ${Array.isArray(from) ? from.join('|') : String(from)}, so not moved to ${to}`;
  }
}

export type StateMachineDef<S extends string> = {
  /** Named in errors and logs (`payments.invoice`). */
  name: string;
  table: string;
  /** The column holding the state; `state` when not given. */
  column?: string;
  /** Every state, with the states it may move to (an end state lists none). */
  transitions: { readonly [From in S]: readonly S[] };
};

type Changes = Record<string, unknown>;

export type StateMachine<S extends string, Row> = {
  name: string;
  states: readonly S[];
  canTransition: (from: S, to: S) => boolean;
  /**
   * Moves the record from `from` to `to` with `changes` in one statement (`update … where id = ? and state =
   * from`), never read-then-write. Refuses a move the machine lacks (TransitionNotAllowed); TransitionConflict
   * when the record was not in `from`. Returns the updated row.
   */
  transition: (trx: Knex, id: number | string, from: S, to: S, changes?: Changes) => Promise<Row>;
  /** Moves the record to `to` from whichever state it is in that may move there, in one statement. */
  transitionFromAny: (trx: Knex, id: number | string, to: S, changes?: Changes) => Promise<Row>;
};

/**
 * One transition function per state machine of a money-like record (an invoice, a subscription): every change
 * of its state goes through it, so a move the machine does not allow never happens and two concurrent moves
 * from the same state cannot both win.
 */
export function defineStateMachine<S extends string, Row = Record<string, unknown>>(def: StateMachineDef<S>): StateMachine<S, Row> {
  const column = def.column ?? 'state';
  const states = Object.keys(def.transitions) as S[];
  for (const [from, targets] of Object.entries(def.transitions) as [S, readonly S[]][]) {
    const unknown = targets.find((to) => !states.includes(to));
    if (unknown) throw new Error(`${def.name}: ${from} moves to ${unknown}, which is not a state`);
  }
  const canTransition = (from: S, to: S) => def.transitions[from]?.includes(to) ?? false;

  async function move(trx: Knex, id: number | string, from: readonly S[], to: S, changes: Changes): Promise<Row> {
    if (column in changes) throw new Error(`${def.name}: the state changes only through the transition, not in its changes`);
    const rows = (await trx(def.table)
      .where({ id })
      .whereIn(column, from)
      .update({ ...changes, [column]: to })
      .returning('*')) as Row[];
    if (!rows[0]) throw new TransitionConflict(def.name, id, from.length === 1 ? from[0]! : from, to);
    return rows[0];
  }

  return {
    name: def.name,
    states,
    canTransition,
    transition: (trx, id, from, to, changes = {}) => {
      if (!canTransition(from, to)) return Promise.reject(new TransitionNotAllowed(def.name, from, to));
      return move(trx, id, [from], to, changes);
    },
    transitionFromAny: (trx, id, to, changes = {}) => {
      const from = states.filter((state) => canTransition(state, to));
      if (!from.length) return Promise.reject(new TransitionNotAllowed(def.name, from, to));
      return move(trx, id, from, to, changes);
    },
  };
}
