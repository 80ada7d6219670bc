import type { Logger } from 'pino';
import { compareIds, sessionsChangedType, type RealtimeEvent } from './events.ts';
import { localTransport } from './local-transport.ts';
import { redisTransport } from './redis-transport.ts';
import type { Transport } from './transport.ts';

export type { RealtimeEvent } from './events.ts';
type Listener = (event: RealtimeEvent) => void;

/** The process's streams by member, and the way events travel; one per process (web and worker alike). */
const listeners = new Map<number, Set<Listener>>();
/** Started channels, newest last; the newest sends. (Tests start a second set of services in one process.) */
const started: { transport: Transport; logger: Logger }[] = [];
const current = () => started.at(-1) ?? null;
let delivered = 0;

/** What startRealtime returns and stopRealtime takes back. */
export type RealtimeChannel = { readonly transport: Transport; readonly logger: Logger };

function deliver(profileId: number, event: RealtimeEvent): void {
  for (const listener of listeners.get(profileId) ?? []) {
    delivered++;
    listener(event);
  }
}

/** Starts the channel: Redis pub/sub when a URL is given, in process otherwise. */
export async function startRealtime(options: { redisUrl?: string; logger: Logger }): Promise<RealtimeChannel> {
  const transport = options.redisUrl ? await redisTransport(options.redisUrl, deliver, options.logger) : localTransport(deliver);
  const channel = { transport, logger: options.logger };
  started.push(channel);
  return channel;
}

export async function stopRealtime(channel: RealtimeChannel): Promise<void> {
  const index = started.indexOf(channel);
  if (index >= 0) started.splice(index, 1);
  if (started.length === 0) listeners.clear();
  await channel.transport.stop();
}

/**
 * Sends an event to every open tab of the given members, in whatever process holds them. Never throws and
 * never delays the caller's answer: the change is already committed, and a tab that misses the event
 * catches up from its last event id or resyncs. `ephemeral` events (typing) are not kept for replay.
 */
export function sendRealtime(profileIds: readonly number[], type: string, data: Record<string, unknown> = {}, options: { ephemeral?: boolean } = {}): void {
  const channel = current();
  if (!channel) return;
  for (const profileId of new Set(profileIds)) {
    channel.transport.publish(profileId, { type, data }, !options.ephemeral).catch((err: unknown) => channel.logger.warn({ err, type }, 'realtime event not sent'));
  }
}

/** The longest a caller waits for recheckRealtimeSessions' signal to be sent. */
const signalWaitMs = 2_000;

/**
 * Tells the members' open streams, in every web process, that a session of theirs ended or their security
 * stamp changed: each stream checks its own session again and ends if it is no longer valid. Call it after
 * the commit (or the session's removal), wherever a session ends. Never throws; it resolves once the signal
 * is sent (or after 2 s at most), so an event sent after it reaches a stream after it.
 */
export async function recheckRealtimeSessions(profileIds: readonly number[]): Promise<void> {
  const channel = current();
  if (!channel) return;
  const signal = { type: sessionsChangedType, data: {} };
  const sent = Promise.all(
    [...new Set(profileIds)].map((profileId) => channel.transport.publish(profileId, signal, false).catch((err: unknown) => channel.logger.warn({ err, profileId }, 'realtime session check not sent'))),
  );
  // A Redis that does not answer must not hold up a log out: the streams' own 60 s check is the backstop.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([sent, new Promise((resolve) => (timer = setTimeout(resolve, signalWaitMs)))]);
  clearTimeout(timer);
}

/**
 * Opens a member's feed in this process: replays what came after `lastId` (or says `resync` when events may
 * have been lost), then passes every new event to `listener` until the returned close is called. The hub's
 * session signal (recheckRealtimeSessions) goes to `onSessionsChanged` instead, never to the listener.
 */
export async function openRealtimeFeed(profileId: number, lastId: string | null, listener: Listener, onSessionsChanged: () => void = () => undefined): Promise<() => Promise<void>> {
  const channel = current();
  if (!channel) throw new Error('The realtime channel is not started (startRealtime at start-up)');
  const { transport } = channel;
  const set = listeners.get(profileId) ?? new Set<Listener>();
  const first = set.size === 0;
  // Live events that arrive while the replay is read are held back, then sent after it without repeats.
  let held: RealtimeEvent[] | null = lastId ? [] : null;
  let lastSent = lastId;
  const send = (event: RealtimeEvent) => {
    if (event.type === sessionsChangedType) return onSessionsChanged();
    if (held) return void held.push(event);
    if (event.id && lastSent && compareIds(event.id, lastSent) <= 0) return;
    if (event.id) lastSent = event.id;
    listener(event);
  };
  set.add(send);
  listeners.set(profileId, set);
  if (first) await transport.listen(profileId);
  if (lastId) {
    const replay = await transport.since(profileId, lastId);
    const waiting = held ?? [];
    held = null;
    if (replay.gap) send({ type: 'resync', data: {} });
    for (const event of [...replay.events, ...waiting]) send(event);
  }
  return async () => {
    set.delete(send);
    if (set.size === 0) {
      listeners.delete(profileId);
      await transport.unlisten(profileId).catch(() => undefined);
    }
  };
}

/** Open streams and members in this process, and events handed to streams since start (for /healthz and the bench). */
export function realtimeStats(): { streams: number; members: number; delivered: number } {
  let streams = 0;
  for (const set of listeners.values()) streams += set.size;
  return { streams, members: listeners.size, delivered };
}
