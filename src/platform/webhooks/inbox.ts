import type { Knex } from 'knex';
import type { VerifiedDelivery } from './define.ts';

/**
 * Records the event in the inbox unless it is there already; true when this call recorded it. Inside the
 * handler's transaction, so a delivery of the same event at the same moment waits here for the first one's
 * commit (then finds its row) or rollback (then records it and runs the effect itself).
 */
export async function recordInInbox(trx: Knex.Transaction, provider: string, delivery: VerifiedDelivery, receivedAt: Date): Promise<boolean> {
  const rows = await trx('webhook_inbox')
    .insert({ provider, event_id: delivery.eventId, event_type: delivery.type, received_at: receivedAt, payload: JSON.stringify(delivery.payload) })
    .onConflict(['provider', 'event_id'])
    .ignore()
    .returning('id');
  return rows.length > 0;
}
