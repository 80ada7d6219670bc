import type { Knex } from 'knex';
import * as errors from '../errors.ts';
import { findOrder, type Order } from '../repo.ts';
import { settleOrder } from './settle.ts';

/**
 * Staff (admin CLI): the bank transfer with this order's reference has arrived. The order is paid and what it
 * bought granted, as a provider's webhook would; a second call finds it paid and changes nothing.
 */
export async function markBankTransferPaid(db: Knex, orderId: number): Promise<{ order: Order; settled: boolean }> {
  const order = await findOrder(db, orderId);
  if (!order || order.processor !== 'BankTransfer') throw errors.orderNotFound();
  const settled = await db.transaction((trx) => settleOrder(trx, order));
  return { order: (await findOrder(db, orderId))!, settled };
}
