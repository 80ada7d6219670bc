import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { VippsWebhookEvent } from '../../vipps/schemas.ts';

/**
 * How webhooks leave: at once; each twice, one after the other (a replay); each twice at the same moment (a race
 * between two of our dynos); held until `flush()` (late); or held and flushed newest first (out of order).
 */
export type VippsDeliveryMode = 'normal' | 'twice' | 'twiceAtOnce' | 'late' | 'outOfOrder';

/** One webhook as the stand-in sent it: the last answer it got, after how many attempts. */
export type VippsSentWebhook = { eventType: string; id: string; attempts: number; status: number | null };

type Outgoing = { id: string; event: VippsWebhookEvent };

/**
 * The Webhooks API v1 signature: `x-ms-content-sha256` is the base64 SHA-256 of the body, and `Authorization`
 * carries the base64 HMAC-SHA256, under the webhook's secret, of "POST\n<path and query>\n<x-ms-date>;<host>;<hash>".
 */
export function signVippsWebhook(input: { pathAndQuery: string; host: string; body: string; date: Date }, secret: string): Record<string, string> {
  const contentHash = createHash('sha256').update(input.body, 'utf8').digest('base64');
  const date = input.date.toUTCString();
  const signature = createHmac('sha256', secret).update(`POST\n${input.pathAndQuery}\n${date};${input.host};${contentHash}`, 'utf8').digest('base64');
  return {
    'x-ms-date': date,
    'x-ms-content-sha256': contentHash,
    authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
  };
}

export type VippsWebhooks = ReturnType<typeof createVippsWebhooks>;

/** The wallet stand-in's webhooks to `webhookUrl`: signed per attempt, retried `attempts` times, sent as the mode says. */
export function createVippsWebhooks(options: { webhookUrl: string; webhookSecret: string; attempts: number; retryDelayMs: number }) {
  const { attempts, retryDelayMs: retryDelay } = options;
  let mode: VippsDeliveryMode = 'normal';
  const held: Outgoing[] = [];
  const inFlight = new Set<Promise<void>>();
  const sent: VippsSentWebhook[] = [];

  async function send(out: Outgoing): Promise<void> {
    const record: VippsSentWebhook = { eventType: out.event.eventType, id: out.id, attempts: 0, status: null };
    sent.push(record);
    const url = new URL(options.webhookUrl);
    const body = JSON.stringify(out.event);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelay * (attempt - 1)));
      record.attempts = attempt;
      // Signed anew for each attempt, with the wall time: the receiver checks it against its own clock.
      const headers = signVippsWebhook({ pathAndQuery: url.pathname + url.search, host: url.host, body, date: new Date() }, options.webhookSecret);
      try {
        const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
        record.status = res.status;
        await res.arrayBuffer();
        if (res.ok) return;
      } catch {
        record.status = null;
      }
    }
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  /** Queues the events one change caused, in the order they happened. */
  function emit(events: VippsWebhookEvent[]): void {
    const outgoing = events.map((event) => ({ id: randomUUID(), event }));
    if (mode === 'late' || mode === 'outOfOrder') {
      held.push(...outgoing);
      return;
    }
    const copies = mode === 'twice' ? 2 : 1;
    const atOnce = mode === 'twiceAtOnce';
    void track(
      (async () => {
        for (const out of outgoing) {
          if (atOnce) await Promise.all([send(out), send(out)]);
          else for (let i = 0; i < copies; i++) await send(out);
        }
      })(),
    );
  }

  async function flush(): Promise<void> {
    const batch = held.splice(0, held.length);
    if (mode === 'outOfOrder') batch.reverse();
    await track(
      (async () => {
        for (const out of batch) await send(out);
      })(),
    );
  }

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  return {
    emit,
    flush,
    idle,
    setMode(next: VippsDeliveryMode): void {
      mode = next;
    },
    sent: () => sent.map((s) => ({ ...s })),
  };
}
