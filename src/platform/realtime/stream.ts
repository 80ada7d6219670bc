import type { Request, Response } from 'express';
import { isEventId, type RealtimeEvent } from './events.ts';
import { openRealtimeFeed } from './hub.ts';

/** A comment line often enough that proxies and load balancers never see an idle connection. */
const pingMs = 25_000;
/** A stream ends after this long and the tab reconnects (with its last id), so a session that ended stops receiving. */
const maxStreamMs = 15 * 60_000;
/** What the browser waits before reconnecting on its own after the stream ends. */
const retryMs = 2_000;

const frame = (event: RealtimeEvent) => `${event.id ? `id: ${event.id}\n` : ''}data: ${JSON.stringify({ type: event.type, data: event.data })}\n\n`;

/**
 * Serves a member's events as text/event-stream: `hello` with the build version first, then the replay
 * after Last-Event-ID (header, or `lastEventId` in the query for a tab that reconnects by hand), then live.
 */
export async function realtimeStream(req: Request, res: Response, profileId: number, version: string, options = { pingMs, maxStreamMs }): Promise<void> {
  const header = req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : null);
  const lastId = isEventId(header) ? header : null;
  // no-transform keeps the compression middleware from buffering the stream.
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' });
  res.write(`retry: ${retryMs}\n\n`);
  res.write(frame({ type: 'hello', data: { version } }));
  let closed = false;
  const close = await openRealtimeFeed(profileId, lastId, (event) => {
    if (!closed) res.write(frame(event));
  });
  const ping = setInterval(() => res.write(': ping\n\n'), options.pingMs);
  const end = setTimeout(() => res.end(), options.maxStreamMs);
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(ping);
    clearTimeout(end);
    void close();
  };
  res.on('close', finish);
  if (res.destroyed) finish();
}
