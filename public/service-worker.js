/* Nordlys service worker: shows web-push notifications and opens the page they point to. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Nordlys';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      // Never a picture from the payload: a lock screen is public.
      icon: '/favicon.svg',
      tag: data.tag,
      // A newer push with the same tag (the same conversation) replaces the shown one and alerts again.
      renotify: Boolean(data.tag),
      data: { url: typeof data.url === 'string' && /^\/(?!\/)/.test(data.url) ? data.url : '/Start' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url ? event.notification.data.url : '/Start';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const path = new URL(url, self.location.origin).pathname;
      const open = windows.find((w) => new URL(w.url).pathname === path);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
