/** The window event every tab of the browser receives for each realtime event (widgets/site/realtime.ts). */
export const realtimeEventName = 'nordlys:realtime';

export type RealtimeData = Record<string, unknown>;
export type RealtimeDetail = { type: string; data: RealtimeData };

/** Calls `handler` for each realtime event of `type` in this tab; returns the function that stops it. */
export function onRealtime(type: string, handler: (data: RealtimeData) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<RealtimeDetail>).detail;
    if (detail?.type === type) handler(detail.data);
  };
  window.addEventListener(realtimeEventName, listener);
  return () => window.removeEventListener(realtimeEventName, listener);
}
