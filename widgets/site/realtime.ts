import { realtimeEventName, type RealtimeDetail } from '../lib/realtime.ts';

/**
 * The realtime connection (spec §4, §9): one EventSource per browser, not per tab. The tab holding the Web Lock
 * opens the stream and shares every event with the other tabs over a BroadcastChannel; when it closes, the
 * lock passes to a waiting tab at once (well within §9's 150 ms), which reconnects from the last event id any
 * tab saw. Every tab gets each event as a window CustomEvent (widgets/lib/realtime.ts onRealtime).
 */
const lockName = 'nordlys-realtime';
const channelName = 'nordlys-realtime';
const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

type Shared = { detail: RealtimeDetail; id: string | null };

export function startRealtime(): void {
  const url = document.body.dataset.realtime;
  if (!url || typeof EventSource === 'undefined') return;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  let lastEventId: string | null = null;
  const dispatch = (detail: RealtimeDetail) => window.dispatchEvent(new CustomEvent(realtimeEventName, { detail }));
  channel?.addEventListener('message', (message: MessageEvent<Shared>) => {
    if (message.data.detail.type === 'sessionEnded') return reloadUnlessLeaving();
    if (message.data.id) lastEventId = message.data.id;
    dispatch(message.data.detail);
  });

  const lead = () =>
    new Promise<never>(() => {
      // When this tab took the connection over (the browser tests time the hand-over).
      document.body.dataset.realtimeLeaderAt = String(Date.now());
      let retryMs = firstRetryMs;
      const connect = () => {
        const source = new EventSource(lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url);
        document.body.dataset.realtimeState = 'connecting';
        source.onopen = () => {
          retryMs = firstRetryMs;
          document.body.dataset.realtimeState = 'open';
        };
        source.onmessage = (event: MessageEvent<string>) => {
          const detail = JSON.parse(event.data) as RealtimeDetail;
          if (event.lastEventId) lastEventId = event.lastEventId;
          if (detail.type === 'hello') return checkVersion(detail.data.version);
          if (detail.type === 'sessionEnded') return leaveEndedSession(source, channel);
          dispatch(detail);
          channel?.postMessage({ detail, id: lastEventId } satisfies Shared);
        };
        // Reconnect ourselves, with back-off and jitter, from the last id: the browser's own retry has neither.
        source.onerror = () => {
          source.close();
          document.body.dataset.realtimeState = 'retrying';
          setTimeout(connect, retryMs * (0.75 + Math.random() / 2));
          retryMs = Math.min(retryMs * 2, maxRetryMs);
        };
      };
      connect();
    });

  // Without Web Locks (old browsers) each tab holds its own stream.
  if (navigator.locks) void navigator.locks.request(lockName, lead);
  else void lead();
}

/**
 * The session ended (log out here or in another tab, log out everywhere, a new password elsewhere): no more
 * reconnecting, and every tab of this browser leaves the private page it shows; the reload lands on log on.
 */
function leaveEndedSession(source: EventSource, channel: BroadcastChannel | null): void {
  source.close();
  channel?.postMessage({ detail: { type: 'sessionEnded', data: {} }, id: null } satisfies Shared);
  reloadUnlessLeaving();
}

/** Set when this tab posts a form (the log out itself): its own navigation is under way, a reload would cut it short. */
let leaving = false;
document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented) leaving = true;
});
const reloadUnlessLeaving = () => {
  if (!leaving) location.reload();
};

/** The stream says which build is live; a tab running an older one offers a reload (the "new content" notice). */
function checkVersion(version: unknown): void {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/build/site-"]');
  if (typeof version !== 'string' || !script || new URL(script.src).pathname === version) return;
  const notice = document.querySelector<HTMLElement>('.new-version');
  if (!notice) return;
  notice.hidden = false;
  notice.querySelector('button')?.addEventListener('click', () => location.reload(), { once: true });
}
