/// <reference lib="webworker" />
import {
  API_CACHE,
  IMAGE_CACHE,
  otherImageSizes,
  SHELL_CACHE_PREFIX,
  strategyFor,
  TAKE_OVER,
  type Strategy,
} from './cache-rules';

/**
 * The service worker, built on its own into /sw.js by service-worker-plugin.ts, which fills in the build's
 * files and a version named after them.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __SHELL_FILES__: string[];
declare const __SHELL_VERSION__: string;

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SHELL_VERSION__}`;
const SHELL_PAGE = '/index.html';
/** On a connection that hangs, a kept answer after this long rather than a spinner for minutes. */
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until a page asks it to take over (TAKE_OVER), then that page reloads.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(__SHELL_FILES__)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShells().then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data === TAKE_OVER) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const answer = respond(strategyFor(event.request, self.location.origin), event.request);
  if (answer) event.respondWith(answer);
});

/**
 * Keeps the version before this one as well: a second tab still running it can load its remaining chunks until it
 * reloads; older ones go.
 */
async function dropOldShells() {
  const shells = (await caches.keys()).filter((name) => name.startsWith(SHELL_CACHE_PREFIX));
  const others = shells.filter((name) => name !== SHELL_CACHE);
  await Promise.all(others.slice(0, -1).map((name) => caches.delete(name)));
}

function respond(strategy: Strategy, request: Request): Promise<Response> | undefined {
  switch (strategy) {
    case 'shell':
      return shell(request);
    case 'asset':
      return fromCacheElseNetwork(request);
    case 'network-first':
      return networkFirst(request);
    case 'image':
      return image(request);
    case 'handout':
      return fetch(request).catch(() => savedOrError(request, { ignoreSearch: true }));
    case 'pass':
      return undefined;
  }
}

/** Client routes are drawn by the app: every page address gets this version's index.html. */
async function shell(request: Request) {
  const cached = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
  return cached ?? fetch(request);
}

async function fromCacheElseNetwork(request: Request) {
  return (await caches.match(request)) ?? fetch(request);
}

async function savedOrError(request: Request, options?: CacheQueryOptions) {
  return (await caches.match(request, options)) ?? Response.error();
}

/**
 * Fresh from the network when it answers in time; otherwise the kept answer (the last one seen, or the copy of a
 * course saved for offline reading). A fresh answer also refreshes those copies.
 */
async function networkFirst(request: Request) {
  const network = fetch(request).then(async (response) => {
    if (response.ok) await keep(request, response.clone());
    return response;
  });
  const kept = await caches.match(request);
  if (!kept) return network;
  const timeout = new Promise<Response>((resolve) => setTimeout(() => resolve(kept), NETWORK_TIMEOUT_MS));
  return Promise.race([network.catch(() => kept), timeout]);
}

async function keep(request: Request, response: Response) {
  const names = await caches.keys();
  const saved = await Promise.all(
    names.map(async (name) => ((await (await caches.open(name)).match(request)) ? name : null)),
  );
  const targets = new Set([API_CACHE, ...saved.filter((name): name is string => name !== null)]);
  await Promise.all(
    [...targets].map(async (name) => (await caches.open(name)).put(request, response.clone())),
  );
}

/** A lesson image never changes under its address: the kept one first, then the network, then another size. */
async function image(request: Request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(IMAGE_CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    for (const other of otherImageSizes(new URL(request.url).pathname)) {
      const size = await caches.match(other);
      if (size) return size;
    }
    throw error;
  }
}
