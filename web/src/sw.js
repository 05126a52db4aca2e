// The service worker: the page installable and working offline. build.mjs writes before this
// the list of the files of dist/ (FILES, relative to the page) and a hash of their contents
// (VERSION). Installing caches them all, the WebAssembly module included, in the cache of
// that version; the page and everything it loads then come from that cache, so a second
// visit needs no network, and the page and its scripts are always of one build. A new build
// is a new sw.js (the browser checks it on each visit: it is never cached for long): it caches
// its own files, is used from the next load on, and deletes the older caches.
// Requests for anything else (the server's /api/) go to the network as usual.
/* global FILES, VERSION */
const CACHE = `cubelab-${VERSION}`;
const scope = new URL(self.registration.scope);
const inScope = (path) => new URL(path, scope).href;
const cached = new Set(FILES.map(inScope));

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Fetched again, not from the browser's HTTP cache, so that the files are this build's.
      .then((cache) => cache.addAll(FILES.map((f) => new Request(inScope(f), { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith("cubelab-") && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.hash = "";
  url.search = "";
  // The page itself, whatever its link says after "#" or "?": index.html.
  const key = request.mode === "navigate" && url.href === scope.href ? inScope("index.html") : url.href;
  if (!cached.has(key)) return;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((response) => response ?? fetch(request)),
  );
});
