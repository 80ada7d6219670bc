import { apiGet, apiPost } from '../lib/api.ts';

/** Spec §9: while the permission is 'default' it is read again every 500 ms (the browser's settings may change it). */
export const permissionPollMs = 500;

/** "Not now", remembered in this browser (localStorage): the prompt is not offered again here. */
const dismissedKey = 'nordlys.pushPrompt.dismissed';
/**
 * When to offer push: right after the member has sent a message or a request, never on arrival at just any page.
 * The mail island fires this event after a send; a page reached by sending a form carries `[data-push-ask]`.
 */
export const messageSentEvent = 'nordlys:message-sent';
/** The endpoint this browser stored last (localStorage), so a dropped subscription can be forgotten on the server. */
const storedKey = 'nordlys.push.endpoint';
/** Stored once this session (sessionStorage): keeps the row on the member who uses the browser now. */
const syncedKey = 'nordlys.push.synced';

/**
 * The push prompt of spec §4 (views/partials/push-prompt.ejs). Offered only right after the member sent a message
 * or a request (see messageSentEvent), when they asked for push and this browser has no subscription or its
 * permission is still 'default' (not when 'denied': the browser would refuse without asking). On every page it
 * keeps this browser's subscription in step with the server. A click asks for permission; a grant subscribes,
 * stores the subscription and hides the prompt; a denial only hides it. "Not now" hides it for good in this
 * browser. Failures are logged only (spec §8).
 */
export function initPushPrompt(): void {
  const prompt = document.querySelector<HTMLElement>('[data-push-prompt]');
  const key = prompt?.dataset.pushKey;
  if (!prompt || !key || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
  start(prompt, urlBase64Bytes(key)).catch((err: unknown) => console.warn('push prompt', err));
}

async function start(prompt: HTMLElement, key: Uint8Array): Promise<void> {
  const subscription = await currentSubscription(key);
  await forgetDropped(subscription);
  if (Notification.permission === 'denied') return;
  if (subscription && Notification.permission === 'granted') {
    if (!sessionStorage.getItem(syncedKey)) await store(subscription);
    return;
  }
  const offer = () => {
    if (localStorage.getItem(dismissedKey) || !prompt.hidden) return;
    apiGet<{ requestPushPermission: boolean }>('PushNotifications/Status')
      .then(({ requestPushPermission }) => requestPushPermission && show(prompt, key))
      .catch((err: unknown) => console.warn('push prompt', err));
  };
  if (document.querySelector('[data-push-ask]')) offer();
  else document.addEventListener(messageSentEvent, offer, { once: true });
}

function show(prompt: HTMLElement, key: Uint8Array): void {
  const hide = () => {
    clearInterval(poll);
    prompt.hidden = true;
  };
  const granted = () => {
    if (prompt.hidden) return;
    hide();
    subscribe(key).catch((err: unknown) => console.warn('push subscription', err));
  };
  prompt.querySelector('[data-push-allow]')?.addEventListener('click', async () => {
    const answer = await Notification.requestPermission();
    if (answer === 'granted') granted();
    else if (answer === 'denied') hide();
  });
  prompt.querySelector('[data-push-dismiss]')?.addEventListener('click', () => {
    localStorage.setItem(dismissedKey, '1');
    hide();
  });
  prompt.hidden = false;
  // Only while the answer is still open: it may be given in the browser's settings instead of here.
  const poll =
    Notification.permission === 'default'
      ? setInterval(() => {
          if (Notification.permission === 'granted') granted();
          else if (Notification.permission === 'denied') hide();
        }, permissionPollMs)
      : undefined;
}

/** Registers the service worker (/service-worker.js), subscribes with the site's public key and stores it. */
async function subscribe(key: Uint8Array): Promise<void> {
  await navigator.serviceWorker.register('/service-worker.js');
  const registration = await navigator.serviceWorker.ready;
  const subscription = (await currentSubscription(key)) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key as BufferSource }));
  await store(subscription);
}

async function store(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await apiPost('PushNotifications/Subscribe', { endpoint, p256DH: keys.p256dh, auth: keys.auth });
  localStorage.setItem(storedKey, endpoint);
  sessionStorage.setItem(syncedKey, '1');
}

/** This browser's subscription for the site's key; one made with another key (the keys changed) is dropped. */
async function currentSubscription(key: Uint8Array): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  const made = subscription?.options.applicationServerKey;
  if (subscription && made && !sameBytes(new Uint8Array(made), key)) {
    await subscription.unsubscribe();
    return null;
  }
  return subscription;
}

/** The browser dropped the subscription this browser stored: the server forgets it too. */
async function forgetDropped(subscription: PushSubscription | null): Promise<void> {
  const stored = localStorage.getItem(storedKey);
  if (!stored || stored === subscription?.endpoint) return;
  localStorage.removeItem(storedKey);
  sessionStorage.removeItem(syncedKey);
  await apiPost('PushNotifications/Unsubscribe', { endpoint: stored });
}

function urlBase64Bytes(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** How long logging off waits for the push subscription to be forgotten before it goes ahead anyway. */
const logOffWaitMs = 1500;

/**
 * Logging off (here or everywhere) forgets this browser's push subscription on the server and in the browser
 * first, so on a shared computer the next person never sees the previous member's notifications.
 */
export function forgetPushOnLogOff(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[action="/LogOut"], form[action="/Settings/LogOutEverywhere"]')) {
    form.addEventListener('submit', (event) => {
      const endpoint = localStorage.getItem(storedKey);
      if (!endpoint || form.dataset.pushForgotten) return;
      event.preventDefault();
      form.dataset.pushForgotten = 'true';
      const forget = (async () => {
        await apiPost('PushNotifications/Unsubscribe', { endpoint }).catch(() => undefined);
        const registration = await navigator.serviceWorker?.getRegistration('/');
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
        localStorage.removeItem(storedKey);
        sessionStorage.removeItem(syncedKey);
      })();
      void Promise.race([forget, new Promise((resolve) => setTimeout(resolve, logOffWaitMs))]).finally(() => form.requestSubmit());
    });
  }
}
