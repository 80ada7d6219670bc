import { hmacSha256 } from '../../../../../platform/webhooks/index.ts';
import { token } from './state.ts';

/** How the next webhooks are delivered until changed. */
export type DeliveryMode =
  | { kind: 'normal' }
  /** Each event waits `afterMs` before its first attempt. */
  | { kind: 'late'; afterMs: number }
  /** Each event is delivered twice: one after the other, or both at once when `together` (a race on our side). */
  | { kind: 'twice'; together?: boolean }
  /** Events are swapped in pairs: one is held until the next has been delivered (`releaseHeld` sends a lone one). */
  | { kind: 'outOfOrder' };

/** One attempt to deliver a webhook, as the stand-in saw it. */
export type DeliveryAttempt = { id: string; eventType: string; attempt: number; status: number | 'network-error' };

/** A webhook: `id` is this webhook's (signed, the same on every delivery), `eventId` the happening's it reports. */
type Outgoing = { id: string; eventId: string; eventType: string; fields: Record<string, string> };

export type BillwerkWebhooks = ReturnType<typeof createBillwerkWebhooks>;

/**
 * The card stand-in's webhooks to `webhookUrl`: signed hex(HMAC-SHA256(secret, timestamp + id)) in the body, retried
 * on a non-2xx after each of `retryDelaysMs`, delivered as the current `DeliveryMode` says.
 */
export function createBillwerkWebhooks(options: { webhookUrl: string; webhookSecret: string; retryDelaysMs: number[] }) {
  const { retryDelaysMs } = options;
  let mode: DeliveryMode = { kind: 'normal' };
  let held: Outgoing | null = null;
  let stopped = false;
  const attempts: DeliveryAttempt[] = [];
  const pending = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();

  /** A pause that `stop` ends at once (the delivery loop then sees `stopped`), so `idle` never hangs after it. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    });

  /** One delivery with its retries; the body is signed at each attempt, so a retry carries a fresh timestamp. */
  async function deliver(event: Outgoing, delayMs = 0): Promise<void> {
    if (delayMs > 0) await wait(delayMs);
    if (stopped) return;
    for (let attempt = 1; attempt <= retryDelaysMs.length + 1 && !stopped; attempt += 1) {
      const timestamp = new Date().toISOString();
      const body = { id: event.id, event_id: event.eventId, event_type: event.eventType, timestamp, ...event.fields, signature: hmacSha256(options.webhookSecret, timestamp + event.id) };
      let status: DeliveryAttempt['status'];
      try {
        const res = await fetch(options.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 'network-error';
      }
      attempts.push({ id: event.id, eventType: event.eventType, attempt, status });
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      const delay = retryDelaysMs[attempt - 1];
      if (delay === undefined) return;
      await wait(delay);
    }
  }

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return work;
  };

  return {
    /** Queues one event (fields left undefined are left out of the body). */
    queue(eventType: string, fields: Record<string, string | undefined>): void {
      const event: Outgoing = { id: token('wh'), eventId: token('ev'), eventType, fields: Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)) };
      switch (mode.kind) {
        case 'late':
          track(deliver(event, mode.afterMs));
          return;
        case 'twice':
          track(mode.together ? Promise.all([deliver(event), deliver(event)]).then(() => undefined) : deliver(event).then(() => deliver(event)));
          return;
        case 'outOfOrder': {
          if (!held) {
            held = event;
            return;
          }
          const first = held;
          held = null;
          track(deliver(event).then(() => deliver(first)));
          return;
        }
        default:
          track(deliver(event));
      }
    },
    setMode(next: DeliveryMode): void {
      mode = next;
    },
    releaseHeld(): void {
      const lone = held;
      held = null;
      if (lone) track(deliver(lone));
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    attempts: () => [...attempts],
    /** Ends every pause at once; deliveries not yet attempted are dropped. */
    stop(): void {
      stopped = true;
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}
