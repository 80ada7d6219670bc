import { apiPost } from '../lib/api.ts';

/** Spec §4/§9: while logged on, terms accepted and the tab visible, ask every 60 s whether the session is still valid. */
export const keepAliveIntervalMs = 60_000;

export function startKeepAlive(): void {
  if (document.body.dataset.keepalive !== 'true') return;
  const check = async () => {
    if (document.visibilityState !== 'visible') return;
    try {
      const valid = await apiPost<boolean>('LogOn/CheckStamp');
      if (!valid) showExpired();
    } catch {
      // Offline or a server hiccup: try again at the next tick.
    }
  };
  const timer = setInterval(check, keepAliveIntervalMs);
  function showExpired() {
    clearInterval(timer);
    document.body.dataset.sessionExpired = 'true';
    document.querySelector<HTMLElement>('.stamp-expired')?.removeAttribute('hidden');
  }
}
