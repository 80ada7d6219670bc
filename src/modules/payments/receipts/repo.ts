import type { Knex } from 'knex';
import { ordersQuery, toOrder, type Order } from '../orders/repo.ts';

/**
 * What a member's history lists: paid, part paid, free and pending orders, and unpaid ones the provider refused
 * (not those the member abandoned or cancelled at the provider's page).
 */
const listed = (q: Knex.QueryBuilder) =>
  q.where((w) =>
    w.whereIn('o.state', ['PaidInFull', 'PaidDeposit', 'Free', 'Pending']).orWhere((u) => u.where('o.state', 'Unpaid').whereNotNull('o.failure_reason').whereRaw(`coalesce(o.data->>'cancelled', 'false') <> 'true'`)),
  );

/** The buyer's listed orders older than `before` (an order id), newest first: `take` and whether more follow. */
export async function historyPage(db: Knex, buyerId: number, before: number | undefined, take: number): Promise<{ orders: Order[]; more: boolean }> {
  const q = ordersQuery(db).where('o.profile_id', buyerId).modify(listed).orderBy('o.id', 'desc').limit(take + 1);
  if (before !== undefined) q.where('o.id', '<', before);
  const rows = (await q) as Record<string, unknown>[];
  return { orders: rows.slice(0, take).map(toOrder), more: rows.length > take };
}

/** Marks the receipt dialog shown; true only for the one call that marked it (a reload, a second tab: false). */
export async function markReceiptShown(db: Knex, orderId: number): Promise<boolean> {
  const rows = await db('payment_orders').where({ id: orderId }).whereNull('receipt_shown_at').update({ receipt_shown_at: db.fn.now() }).returning('id');
  return rows.length > 0;
}

/** Gifts a profile received that were paid (or granted), newest first; `unseen` only those not yet shown to it. */
export async function receivedGifts(db: Knex, recipientId: number, opts: { unseen?: boolean; take?: number } = {}): Promise<(Order & { seen: boolean })[]> {
  const q = ordersQuery(db)
    .select(db.raw(`(o.data->>'giftSeenAt') is not null as gift_seen`))
    .where('o.present_profile_id', recipientId)
    .whereIn('o.state', ['PaidInFull', 'Free'])
    .orderBy('o.id', 'desc')
    .limit(opts.take ?? 50);
  if (opts.unseen) q.whereRaw(`(o.data->>'giftSeenAt') is null`);
  return ((await q) as Record<string, unknown>[]).map((r) => ({ ...toOrder(r), seen: Boolean(r.gift_seen) }));
}

/** The recipient has seen these gifts (kept in the order's data: not a state, and nothing else reads it). */
export async function markGiftsSeen(db: Knex, recipientId: number, orderIds: readonly number[]): Promise<void> {
  if (!orderIds.length) return;
  await db('payment_orders')
    .where({ present_profile_id: recipientId })
    .whereIn('id', orderIds)
    .whereRaw(`(data->>'giftSeenAt') is null`)
    .update({ data: db.raw(`data || jsonb_build_object('giftSeenAt', now())`) });
}

/** Claims the receipt e-mail of an order: true once (a subscriber job that runs twice mails once). */
export async function claimReceiptMail(db: Knex, orderId: number): Promise<boolean> {
  const rows = await db('payment_orders')
    .where({ id: orderId })
    .whereRaw(`(data->>'receiptMailedAt') is null`)
    .update({ data: db.raw(`data || jsonb_build_object('receiptMailedAt', now())`) })
    .returning('id');
  return rows.length > 0;
}
