import { apiGet } from '../lib/api.ts';

/** CountsSummary's answer (spec §3 Notification counts). */
export type Counts = {
  newNotificationsCount: number;
  newVisitsCount: number;
  onlineFavoritesCount: number;
  unreadMailCount: number;
  messageRequestsCount: number;
};

/**
 * Counts as of `at` (ms), `fetched` from the server (CountsSummary), `rendered` with the page by the server (as of
 * the navigation's start), or set by a tab that knows (mark all read): what the tabs share.
 */
export type Snapshot = { counts: Counts; at: number; fetched: boolean; rendered?: boolean };

/** Spec §9: counts are fetched at most every 5 s; the last change within that window is fetched when it ends. */
export const countsIntervalMs = 5_000;
/** A follower that asked for fresh counts fetches them itself when no leader answered by then. */
const leaderSilenceMs = 1_000;

type Message = { type: 'counts'; profileId: string; snapshot: Snapshot } | { type: 'want'; profileId: string };

/**
 * The member's counts, coordinated across the tabs of the browser (spec §9: within 150 ms). One tab, the holder
 * of a Web Lock, is the leader: on a change it calls CountsSummary, leading and trailing at most once per 5 s,
 * and posts the answer on a BroadcastChannel, so every tab updates at once and a change costs one request
 * however many tabs are open. When the leader closes, the lock passes to a waiting tab; the last fetch time is
 * kept in localStorage, so the new leader keeps to the 5 s. Without Web Locks or BroadcastChannel each tab
 * leads itself.
 *
 * A change not yet fetched is kept in localStorage too (`:pending`, its time), so a navigation never loses the
 * catch-up the previous page scheduled: the next page's figures (`rendered`, drawn by the server after the
 * navigation started) or its first fetch take it over. Stored counts older than the page's own are never shown.
 */
export function countsCoordinator(profileId: string, onCounts: (snapshot: Snapshot) => void, rendered: Partial<Counts> | null = null) {
  const storageKey = `nordlys-counts:${profileId}`;
  const pendingKey = `${storageKey}:pending`;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('nordlys-counts') : null;
  let leader = !channel || !navigator.locks;
  let current: Snapshot | null = readStored();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let dirty = false;
  let fallback: ReturnType<typeof setTimeout> | null = null;
  let lastFetchAt = 0;

  function readStored(): Snapshot | null {
    try {
      const stored = JSON.parse(read(storageKey) ?? 'null') as Snapshot | null;
      return stored && typeof stored.at === 'number' && stored.counts ? stored : null;
    } catch {
      return null;
    }
  }

  function accept(snapshot: Snapshot) {
    if (current && snapshot.at < current.at) return;
    current = snapshot;
    onCounts(snapshot);
  }

  /** When a change was last heard that no server figures have answered yet (0: none). */
  const pendingAt = () => Number(read(pendingKey) ?? 0);
  const answers = (snapshot: Snapshot | null) => Boolean(snapshot && (snapshot.fetched || snapshot.rendered) && snapshot.at >= pendingAt());

  function share(snapshot: Snapshot) {
    // An answer to a request sent before this tab's own change (mark all read) is older than what it shows.
    if (current && snapshot.at < current.at) return;
    // Server figures as of after the last change heard: nothing is left to catch up.
    if (answers(snapshot)) remove(pendingKey);
    store(storageKey, JSON.stringify(snapshot));
    channel?.postMessage({ type: 'counts', profileId, snapshot } satisfies Message);
    accept(snapshot);
  }

  async function fetchNow() {
    timer = null;
    dirty = false;
    inFlight = true;
    const at = Date.now();
    // Recorded before the answer, so a leader that takes over meanwhile still waits the 5 s.
    lastFetchAt = at;
    store(`${storageKey}:fetched`, String(at));
    try {
      share({ counts: await apiGet<Counts>('Notifications/CountsSummary'), at, fetched: true });
    } catch {
      // Offline or logged out: the next change tries again.
    } finally {
      inFlight = false;
      if (dirty) schedule();
    }
  }

  /** Leader only: fetch now if the last fetch is 5 s old, else once when it is (the trailing fetch). */
  function schedule() {
    dirty = true;
    if (timer || inFlight) return;
    lastFetchAt = Math.max(lastFetchAt, Number(read(`${storageKey}:fetched`) ?? 0));
    timer = setTimeout(() => void fetchNow(), Math.max(0, lastFetchAt + countsIntervalMs - Date.now()));
  }

  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.profileId !== profileId) return;
    if (message.type === 'counts') {
      if (message.snapshot.fetched) lastFetchAt = Math.max(lastFetchAt, message.snapshot.at);
      // The leader answered: a follower's pending change or wish is taken care of.
      if (!leader) dirty = false;
      if (fallback) clearTimeout(fallback);
      fallback = null;
      accept(message.snapshot);
    } else if (leader) {
      if (current) channel.postMessage({ type: 'counts', profileId, snapshot: current } satisfies Message);
      if (!current || Date.now() - current.at >= countsIntervalMs || !answers(current)) schedule();
    }
  });

  // This page's own figures are newer than anything stored before the navigation began: shown and shared.
  if (rendered) share({ counts: { ...(current?.counts ?? emptyCounts), ...rendered }, at: performance.timeOrigin, fetched: false, rendered: true });

  if (!leader) {
    void navigator.locks.request('nordlys-counts-leader', () => {
      leader = true;
      if (dirty || !answers(current)) schedule();
      return new Promise<never>(() => {});
    });
  }

  /** A change heard after the figures shown (on the page before a navigation, say) is fetched, by the leader or asked of it. */
  function catchUp() {
    if (answers(current)) return;
    if (leader) return schedule();
    dirty = true;
    channel?.postMessage({ type: 'want', profileId } satisfies Message);
    fallback ??= setTimeout(() => {
      fallback = null;
      void fetchNow();
    }, leaderSilenceMs);
  }
  if (pendingAt()) catchUp();

  return {
    current: () => current,
    /** Whether a change was heard that the figures shown do not include yet (the fetch is on its way). */
    pending: () => !answers(current),
    /** Something changed (a realtime event): every tab hears it, the leader fetches. */
    changed() {
      store(pendingKey, String(Date.now()));
      if (leader) schedule();
      else dirty = true;
    },
    /** This tab shows the counts now (the menu opened): fresh ones unless they are at most 5 s old. */
    wantFresh() {
      if (current && Date.now() - current.at < countsIntervalMs && answers(current)) return;
      if (leader) return schedule();
      channel?.postMessage({ type: 'want', profileId } satisfies Message);
      fallback ??= setTimeout(() => {
        fallback = null;
        void fetchNow();
      }, leaderSilenceMs);
    },
    /** A change this tab made itself and knows the result of (mark all read): shared without a request. */
    set(change: Partial<Counts>) {
      share({ counts: { ...(current?.counts ?? emptyCounts), ...change }, at: Date.now(), fetched: false });
    },
  };
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Refused: the pending change is fetched once more, which is harmless.
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the channel still carries the counts.
  }
}

const emptyCounts: Counts = { newNotificationsCount: 0, newVisitsCount: 0, onlineFavoritesCount: 0, unreadMailCount: 0, messageRequestsCount: 0 };
