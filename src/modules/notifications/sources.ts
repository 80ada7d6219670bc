import type { Knex } from 'knex';
import type { z } from 'zod';
import { on, type DomainEvent, type EventPayloadSchema, type Subscription } from '../../platform/events/index.ts';
import { createRegistry } from '../../platform/registry.ts';
import { notify, type Happening } from './service.ts';

type Reaction = (payload: unknown, db: Knex) => Promise<void>;
type Source = { event: DomainEvent; react: Reaction };

/**
 * Who notifies of what: the module whose happening it is registers, from its own notifications.ts, what its
 * event means as a notification (`notifyOn`) or what else notifications should do on it (`notificationsOn`: a
 * fan-out with `notifyMany`, mark a conversation's notifications read). This module writes the rows in its own
 * durable job per event (`event:<event>:notifications`), so it imports no module that notifies, and a module
 * that already subscribes to its own event for something else (payments' receipts, lists' visits) keeps that
 * job apart: a failed notification never sends a receipt twice.
 */
const sources = createRegistry<string, Source>('notification sources');

/**
 * On `event`, notifications runs `react` (several registrations of one event run in the order registered, in one
 * job; each must be safe to run twice, as `notify`'s dedupe key makes a notification). `name` tells two
 * registrations of one event apart (lists' and tags' `accounts.loggedOn`). Returns the undo (tests).
 */
export function notificationsOn<S extends EventPayloadSchema>(event: DomainEvent<S>, name: string, react: (e: z.output<S>, db: Knex) => Promise<void>): () => void {
  return sources.register(`${event.name}#${name}`, { event, react: (payload, db) => react(payload as z.output<S>, db) });
}

/** On `event`, the notification of one recipient it means (or none: null). */
export function notifyOn<S extends EventPayloadSchema>(event: DomainEvent<S>, name: string, toHappening: (e: z.output<S>, db: Knex) => Happening | null | Promise<Happening | null>): () => void {
  return notificationsOn(event, name, async (e, db) => {
    const happening = await toHappening(e, db);
    if (happening) await notify(db, happening);
  });
}

/** This module's subscriptions: one per registered event, read when the app wires its modules (after every index.ts ran). */
export function notificationSubscribers(): Subscription[] {
  const byEvent = new Map<string, Source[]>();
  for (const source of sources.values()) byEvent.set(source.event.name, [...(byEvent.get(source.event.name) ?? []), source]);
  return [...byEvent.values()].map((group) =>
    on(group[0]!.event, async (e, { db }) => {
      for (const { react } of group) await react(e, db);
    }),
  );
}

/** Today's UTC day (`2025-06-01`), for a dedupe key that allows one notification per day. */
export const utcDay = () => new Date().toISOString().slice(0, 10);
