/** One event on a member's stream. `id` is set for replayable events ("<ms>-<seq>", ordered like Redis stream ids). */
export type RealtimeEvent = { id?: string; type: string; data: Record<string, unknown> };

/** How many events a member's replay buffer keeps; a tab further behind is told to resync. */
export const replayLength = 100;

/** Compares two event ids of the form "<ms>-<seq>". */
export function compareIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am !== bm ? (am ?? 0) - (bm ?? 0) : (as ?? 0) - (bs ?? 0);
}

export const isEventId = (id: unknown): id is string => typeof id === 'string' && /^\d{1,15}-\d{1,10}$/.test(id);

/**
 * The hub's own signal on a member's channel: a session of theirs ended or their security stamp changed, so
 * each of their open streams checks its own session again. Never replayed, never written to a browser.
 */
export const sessionsChangedType = '$sessionsChanged';

/** The last event of a stream whose session ended: the tab stops reconnecting and reloads (to the log-on page). */
export const sessionEndedType = 'sessionEnded';
