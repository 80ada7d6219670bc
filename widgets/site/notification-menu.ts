import { apiGet, apiPost } from '../lib/api.ts';
import { onRealtime } from '../lib/realtime.ts';
import { countsCoordinator, countsIntervalMs, type Counts, type Snapshot } from './notification-counts.ts';

/** Spec §9: the online favourites are refreshed every 5 minutes while the tab is visible. */
export const onlineFavouritesIntervalMs = 5 * 60_000;
const newestTake = 8;

type Notification = { id: number; link: string; text: string; createdAt: string; read: boolean };
type OnlineFavourite = { id: number; name: string };

/**
 * The top bar's notification menu (views/partials/notification-menu.ejs; spec §2, §3, §9). The bell link becomes
 * the button of a disclosure: its badge is the unread notifications (new messages and requests are notifications
 * too, so nothing is counted twice); the panel shows the separate figures (notifications, unread mail, message
 * requests, new visitors), the newest notifications and the favourites online. The server draws the badge and
 * the panel's figures with every page (`data-counts`, this site's only), so they agree from the first paint;
 * then counts follow the realtime events of this site through the cross-tab coordinator. While a change is still
 * to be fetched, opening the panel waits for the counts before it loads the newest, so the figures and the list
 * beside them always come from the same moment. Without JavaScript the bell stays a link to /Notifications.
 */
export function initNotificationMenu(): void {
  const root = document.querySelector<HTMLElement>('[data-notification-menu]');
  const link = root?.querySelector<HTMLAnchorElement>('[data-bell]');
  const panel = root?.querySelector<HTMLElement>('[data-panel]');
  if (!root || !link || !panel || !root.dataset.profile) return;
  const profileId = root.dataset.profile;
  const badge = root.querySelector<HTMLElement>('[data-badge]')!;
  const status = root.querySelector<HTMLElement>('[data-bell-status]')!;
  const rtf = new Intl.RelativeTimeFormat(root.dataset.locale ?? document.documentElement.lang, { numeric: 'auto' });

  const bell = document.createElement('button');
  bell.type = 'button';
  bell.className = link.className;
  bell.title = link.title;
  bell.setAttribute('aria-expanded', 'false');
  bell.setAttribute('aria-controls', panel.id);
  bell.append(...link.childNodes);
  link.replaceWith(bell);

  const online = onlineFavourites(profileId, panel);
  let unread = root.dataset.unread === undefined ? null : Number(root.dataset.unread);
  let listShownAt = 0;
  const showUnread = (count: number) => {
    const changed = unread !== null && count !== unread;
    unread = count;
    const shown = count > 99 ? '99+' : String(count);
    badge.textContent = shown;
    badge.hidden = count === 0;
    const label = count ? (root.dataset.labelUnread ?? '').replace('{count}', shown) : (root.dataset.label ?? '');
    bell.setAttribute('aria-label', label);
    if (changed) status.textContent = label;
  };
  const showCounts = ({ counts, at }: Snapshot) => {
    // The server drew the badge and the figures for this page: counts from before it was asked for are older.
    if (at < performance.timeOrigin && unread !== null) return;
    showUnread(counts.newNotificationsCount);
    for (const el of panel.querySelectorAll<HTMLElement>('[data-count]')) {
      const value = counts[el.dataset.count as keyof Counts];
      if (typeof value !== 'number' || (el.dataset.count === 'onlineFavoritesCount' && online.shown)) continue;
      el.textContent = value > 99 ? '99+' : String(value);
      el.classList.toggle('is-zero', value === 0);
    }
    // Counts changed while the menu is open (or arrived for it): the newest notifications too.
    if (!panel.hidden && Date.now() - listShownAt > 1_000) void loadNewest();
  };
  const counts = countsCoordinator(profileId, showCounts, renderedCounts(root));
  if (unread === null) counts.wantFresh();
  else showUnread(unread);
  // A `counts` event of the other site (the dark one, for a regular-site page) is not this page's business.
  onRealtime('counts', (data) => {
    if (!data.site || data.site === root.dataset.site) counts.changed();
  });
  for (const type of ['message', 'request', 'resync']) onRealtime(type, () => counts.changed());
  // A page shown again from the back-forward cache: its figures may be old.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const latest = counts.current();
    if (latest) showCounts(latest);
    counts.wantFresh();
  });

  // ---- the newest notifications

  const list = panel.querySelector<HTMLElement>('[data-list]')!;
  const empty = panel.querySelector<HTMLElement>('[data-list-empty]')!;
  const failed = panel.querySelector<HTMLElement>('[data-list-failed]')!;
  async function loadNewest() {
    listShownAt = Date.now();
    try {
      const { notifications } = await apiGet<{ notifications: Notification[] }>('Notifications/ClientNotifications', { take: newestTake });
      list.replaceChildren(...notifications.map(notificationItem));
      empty.hidden = notifications.length > 0;
      failed.hidden = true;
    } catch {
      failed.hidden = list.childElementCount > 0;
    }
  }
  function notificationItem(n: Notification): HTMLLIElement {
    const item = document.createElement('li');
    const a = document.createElement('a');
    a.className = `notification-panel-item${n.read ? '' : ' unread'}`;
    a.href = n.link;
    a.dataset.id = String(n.id);
    const text = document.createElement('span');
    text.textContent = n.text;
    const time = document.createElement('time');
    time.dateTime = n.createdAt;
    time.textContent = ago(new Date(n.createdAt));
    a.append(text, time);
    item.append(a);
    return item;
  }
  function ago(date: Date): string {
    const seconds = Math.round((date.getTime() - Date.now()) / 1000);
    const units: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400], ['hour', 3_600], ['minute', 60]];
    for (const [unit, size] of units) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
    return rtf.format(0, 'minute');
  }
  // Opening an unread one marks it read first (briefly: the page opens regardless after 400 ms).
  list.addEventListener('click', (event) => {
    const a = (event.target as Element).closest<HTMLAnchorElement>('a.unread');
    if (!a || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const go = () => location.assign(a.href);
    const marked = apiPost('Notifications/SetNotificationsAsRead', { ids: [Number(a.dataset.id)] });
    void Promise.race([marked, new Promise((r) => setTimeout(r, 400))]).finally(go);
  });

  panel.querySelector<HTMLButtonElement>('[data-mark-all]')!.addEventListener('click', async (event) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    try {
      await apiPost('Notifications/SetNotificationsAsRead', {});
      counts.set({ newNotificationsCount: 0 });
      for (const a of list.querySelectorAll('a.unread')) a.classList.remove('unread');
    } catch {
      failed.hidden = false;
    } finally {
      button.disabled = false;
    }
  });

  // ---- the disclosure

  const open = () => {
    panel.hidden = false;
    bell.setAttribute('aria-expanded', 'true');
    root.classList.add('is-open');
    const current = counts.current();
    if (current) showCounts(current);
    counts.wantFresh();
    // A change on its way: the list loads when its counts arrive (showCounts), or after the 5 s at the latest.
    if (!counts.pending()) void loadNewest();
    else {
      listShownAt = 0;
      setTimeout(() => {
        if (!panel.hidden && listShownAt === 0) void loadNewest();
      }, countsIntervalMs + 1_000);
    }
    online.refreshIfStale();
    panel.focus();
  };
  const close = (returnFocus: boolean) => {
    if (panel.hidden) return;
    panel.hidden = true;
    bell.setAttribute('aria-expanded', 'false');
    root.classList.remove('is-open');
    if (returnFocus) bell.focus();
  };
  bell.addEventListener('click', () => (panel.hidden ? open() : close(false)));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.preventDefault();
      close(true);
    }
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.contains(next)) close(false);
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) close(false);
  });
}

/**
 * The favourites online (TopMenu/OnlineFavorites), refreshed every 5 minutes while the tab is visible; the tabs
 * share the last answer in localStorage, so several visible windows do not ask more often.
 */
function onlineFavourites(profileId: string, panel: HTMLElement) {
  const key = `nordlys-online-favourites:${profileId}`;
  const listEl = panel.querySelector<HTMLElement>('[data-online]')!;
  const empty = panel.querySelector<HTMLElement>('[data-online-empty]')!;
  const countEl = panel.querySelector<HTMLElement>('[data-count="onlineFavoritesCount"]')!;
  const state = { shown: false };
  let loading = false;

  const stored = (): { at: number; items: OnlineFavourite[] } | null => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const show = (items: OnlineFavourite[]) => {
    state.shown = true;
    listEl.replaceChildren(
      ...items.map((f) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = `/Profile/${f.id}`;
        a.textContent = f.name;
        li.append(a);
        return li;
      }),
    );
    empty.hidden = items.length > 0;
    countEl.textContent = String(items.length);
    countEl.classList.toggle('is-zero', items.length === 0);
  };
  const refreshIfStale = async () => {
    const last = stored();
    if (last && Date.now() - last.at < onlineFavouritesIntervalMs) return show(last.items);
    if (loading) return;
    loading = true;
    try {
      const { items } = await apiGet<{ items: OnlineFavourite[] }>('TopMenu/OnlineFavorites');
      const fresh = { at: Date.now(), items: items.map(({ id, name }) => ({ id, name })) };
      try {
        localStorage.setItem(key, JSON.stringify(fresh));
      } catch {
        // Not kept: the next tick asks again.
      }
      show(fresh.items);
    } catch {
      // Offline: the next tick tries again.
    } finally {
      loading = false;
    }
  };
  setInterval(() => {
    if (document.visibilityState === 'visible') void refreshIfStale();
  }, 60_000);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshIfStale();
  });
  return {
    get shown() {
      return state.shown;
    },
    refreshIfStale: () => void refreshIfStale(),
  };
}

/** The figures the server drew with this page (`data-counts`), or null when it drew none. */
function renderedCounts(root: HTMLElement): Partial<Counts> | null {
  try {
    const parsed = JSON.parse(root.dataset.counts ?? 'null') as Record<string, unknown> | null;
    if (!parsed) return null;
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'number')) as Partial<Counts>;
  } catch {
    return null;
  }
}
