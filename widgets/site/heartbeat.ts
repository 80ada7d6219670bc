import { apiPost } from '../lib/api.ts';

/**
 * Spec §4 heartbeat: while logged on, the one tab holding the Web Lock `nordlys-heartbeat` tells the server every
 * 60 s that the member is here, and any tab at once when it becomes visible. The server counts a member online
 * for 3 minutes after a beat, so one lost beat does not drop them. Hidden tabs do not beat.
 */
export const heartbeatIntervalMs = 60_000;
const lockName = 'nordlys-heartbeat';

export function startHeartbeat(): void {
  if (document.body.dataset.keepalive !== 'true') return;
  const beat = () => {
    if (document.visibilityState !== 'visible') return;
    apiPost('Common/UpdateHeartbeat').catch(() => {
      // Offline or a hiccup: the next beat comes within a minute.
    });
  };
  document.addEventListener('visibilitychange', beat);
  const lead = () =>
    new Promise<never>(() => {
      beat();
      setInterval(beat, heartbeatIntervalMs);
    });
  // Without Web Locks (old browsers) each tab beats for itself.
  if (navigator.locks) void navigator.locks.request(lockName, lead);
  else void lead();
}
