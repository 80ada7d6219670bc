import type { IncomingHttpHeaders } from 'node:http';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { z } from 'zod';

/** What a provider's `verify` read from a delivery whose signature holds. */
export type VerifiedDelivery = {
  /** The provider's id of the event: every delivery of the same event carries it. */
  eventId: string;
  /** The provider's name for what happened (`invoice_settled`); stored in the inbox. */
  type: string;
  /** When the provider signed the delivery; one outside the tolerance is refused. */
  signedAt: Date;
  /** The event as sent (parsed JSON): checked by the declaration's `event` schema and stored in the inbox. */
  payload: unknown;
};

/** What a handler knows besides its event. */
export type WebhookContext = { provider: string; eventId: string; type: string; receivedAt: Date; logger: Logger };

/** A route for calls from one outside provider (payments, inbound mail): see mount.ts for what the platform does. */
export type WebhookDef<E = unknown> = {
  /** Short stable name, the inbox's key with the event id (`billwerk`). */
  provider: string;
  path: string;
  /**
   * Checks the signature over the raw body's bytes and reads the event's id, type and signing time; null (or a
   * throw) refuses the delivery with a 401 that says nothing more. The platform then checks the signing time.
   */
  verify: (rawBody: Buffer, headers: IncomingHttpHeaders) => VerifiedDelivery | null | Promise<VerifiedDelivery | null>;
  /** The event's shape; a signed payload that fails it is a 400 naming the field. */
  event: z.ZodType<E>;
  /**
   * The event's effect, in the transaction that has just recorded the event in the inbox: a throw rolls both back
   * and answers 500, so the provider delivers it again. Runs once per (provider, event id).
   */
  handle: (trx: Knex.Transaction, event: E, ctx: WebhookContext) => Promise<void>;
  /** Seconds a signing time may lie before or after ours; 5 minutes when not given. */
  toleranceSeconds?: number;
  /** Largest body accepted (413 above it); 256 KiB when not given. */
  maxBodyBytes?: number;
};

/** Declares a provider's webhook; the handler's event type comes from the `event` schema. */
export function defineWebhook<E>(def: WebhookDef<E>): WebhookDef {
  return def as unknown as WebhookDef;
}
