// The owner's app offline (registered by the owner's app only, scope /owner): its page and its
// assets are kept as they are fetched and served from the cache when there is no signal. The API
// is never cached here: the app keeps the crew's marks and photos itself and sends them later.
const CACHE = 'canfresh-owner-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add('/owner')));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  const page = event.request.mode === 'navigate' && url.pathname === '/owner';
  if (!page && !url.pathname.startsWith('/assets/')) return;
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(page ? '/owner' : event.request, copy));
        }
        return response;
      })
      .catch(() => caches.match(page ? '/owner' : event.request).then((cached) => cached ?? Response.error())),
  );
});
