import type { Request, Response } from 'express';
import { isEventId, sessionEndedType, type RealtimeEvent } from './events.ts';
import { openRealtimeFeed } from './hub.ts';

export type StreamTimings = {
  /** A comment line often enough that proxies and load balancers never see an idle connection. */
  pingMs: number;
  /** A stream ends after this long and the tab reconnects (with its last id) through the guard again. */
  maxStreamMs: number;
  /** How often a stream checks its session again without being told (a session that expired, a missed signal). */
  sessionCheckMs: number;
};

let timings: StreamTimings = { pingMs: 25_000, maxStreamMs: 15 * 60_000, sessionCheckMs: 60_000 };

/** Other timings for the streams opened from now on (tests); returns the undo. */
export function useStreamTimings(changes: Partial<StreamTimings>): () => void {
  const before = timings;
  timings = { ...timings, ...changes };
  return () => {
    timings = before;
  };
}

/** What the browser waits before reconnecting on its own after the stream ends. */
const retryMs = 2_000;

const frame = (event: RealtimeEvent) => `${event.id ? `id: ${event.id}\n` : ''}data: ${JSON.stringify({ type: event.type, data: event.data })}\n\n`;

/**
 * Serves a member's events as text/event-stream: `hello` with the build version first, then the replay
 * after Last-Event-ID (header, or `lastEventId` in the query for a tab that reconnects by hand), then live.
 *
 * The stream lives only as long as its session: `stillValid` (the caller's check of the session this request
 * came with) is asked once the feed is open, whenever the member's sessions change (recheckRealtimeSessions,
 * from any process) and every `sessionCheckMs`; the stream ends as soon as it answers false (or fails).
 * Events that arrive during a check wait for its answer, so none reaches a session that has just ended. A
 * session found ended gets `sessionEnded` last: the tab stops reconnecting and leaves what it shows.
 */
export async function realtimeStream(req: Request, res: Response, profileId: number, version: string, stillValid: () => Promise<boolean>): Promise<void> {
  const { pingMs, maxStreamMs, sessionCheckMs } = timings;
  const header = req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : null);
  const lastId = isEventId(header) ? header : null;
  // no-transform keeps the compression middleware from buffering the stream.
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' });
  res.write(`retry: ${retryMs}\n\n`);
  res.write(frame({ type: 'hello', data: { version } }));
  let closed = false;
  // Events wait here while the session is checked, from the start (the replay too) until the first answer.
  let held: RealtimeEvent[] | null = [];
  let checking = false;
  let checkAgain = false;
  // An event of one site (`data.site`: 'dark' or 'regular') reaches only that site's tabs: what happens on the
  // dark site stays there.
  const site = req.ctx?.site?.dark ? 'dark' : 'regular';
  const write = (event: RealtimeEvent) => {
    if (!closed && (typeof event.data.site !== 'string' || event.data.site === site)) res.write(frame(event));
  };
  const check = async () => {
    if (checking) return void (checkAgain = true);
    checking = true;
    held ??= [];
    // null: the check itself failed (the store or database is down); the stream ends and the tab reconnects.
    let valid: boolean | null;
    // A signal during a check may mean a change after its read: check again before letting events through.
    do {
      checkAgain = false;
      valid = await stillValid().catch(() => null);
    } while (valid && checkAgain && !closed);
    checking = false;
    const waiting = held;
    held = null;
    if (closed) return;
    if (valid === false) res.write(frame({ type: sessionEndedType, data: {} }));
    if (!valid) return stop();
    for (const event of waiting) write(event);
  };
  // Set once the feed is open; finish may run before (the tab went while it opened).
  const open: { ping?: NodeJS.Timeout; recheck?: NodeJS.Timeout; end?: NodeJS.Timeout; close?: () => Promise<void> } = {};
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(open.ping);
    clearInterval(open.recheck);
    clearTimeout(open.end);
    void open.close?.();
  };
  // Ends the response and stops everything at once: nothing is written after the end (pings, a second check).
  const stop = () => {
    finish();
    res.end();
  };
  res.on('close', finish);
  const close = await openRealtimeFeed(
    profileId,
    lastId,
    (event) => void (held ? held.push(event) : write(event)),
    () => void check(),
  );
  open.close = close;
  // Closed while the feed was opening (the tab went, or a check ended the stream): let go of it at once.
  if (closed || res.destroyed) return void (closed ? close() : finish());
  // The first check reads the session after the feed listens, so a session that ended since the guard let
  // the request in (and whose signal came too early for this feed) is caught here.
  void check();
  open.ping = setInterval(() => res.write(': ping\n\n'), pingMs);
  open.recheck = setInterval(() => void check(), sessionCheckMs);
  open.end = setTimeout(stop, maxStreamMs);
}
