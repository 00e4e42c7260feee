/// <reference lib="webworker" />
import {
  API_CACHE,
  IMAGE_CACHE,
  isPersonalCache,
  otherImageSizes,
  SHELL_CACHE_PREFIX,
  strategyFor,
  type Strategy,
} from './cache-rules';
import { FORGET, FRESH_ANSWER, TAKE_OVER } from './messages';

/**
 * The service worker, built on its own into /sw.js by service-worker-plugin.ts, which fills in the build's
 * files and a version named after them.
 */
declare const self: ServiceWorkerGlobalScope;
declare const __SHELL_FILES__: string[];
declare const __SHELL_VERSION__: string;

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SHELL_VERSION__}`;
const SHELL_PAGE = '/index.html';
/**
 * How long a kept answer waits for the network: more than a good connection needs, less than one round trip of
 * slow 3G (2 s), so a lesson seen before shows at once there, and on a connection that hangs.
 */
const KEPT_ANSWER_WAIT_MS = 1000;
/**
 * For a while after the student changed something (any write to the API), the network gets longer, so the page
 * shows their change (a lesson marked complete) rather than the copy kept from before it.
 */
const AFTER_WRITE_MS = 30_000;
const AFTER_WRITE_WAIT_MS = 4000;
let lastWriteAt = 0;
/** Counts the sessions ended on this device: an answer asked for in an earlier one is not kept. */
let session = 0;

self.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until a page asks it to take over (TAKE_OVER), then that page reloads.
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(__SHELL_FILES__)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShells().then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  if (event.data === TAKE_OVER) void self.skipWaiting();
  if (event.data === FORGET) event.waitUntil(forget());
});

async function forget() {
  session += 1;
  await dropPersonalCaches();
}

async function dropPersonalCaches() {
  const names = (await caches.keys()).filter(isPersonalCache);
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** Puts an answer in the caches named, unless the session it was asked in has ended since. */
async function store({
  askedIn,
  names,
  request,
  response,
}: {
  askedIn: number;
  names: Iterable<string>;
  request: Request;
  response: Response;
}) {
  if (askedIn !== session) return;
  await Promise.all([...names].map(async (name) => (await caches.open(name)).put(request, response.clone())));
  // It ended while this was being written.
  if (askedIn !== session) await dropPersonalCaches();
}

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') lastWriteAt = Date.now();
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
 * course saved for offline reading). A fresh answer also refreshes those copies, and when it differs from a kept
 * one already shown, the pages hear of it and ask again.
 */
async function networkFirst(request: Request) {
  const askedIn = session;
  const network = fetch(request).then(async (response) => {
    if (response.ok) await keep({ askedIn, request, response: response.clone() });
    return response;
  });
  const kept = await caches.match(request);
  if (!kept) return network;
  const keptText = kept.clone().text();
  let keptShown = false;
  const afterWrite = Date.now() - lastWriteAt < AFTER_WRITE_MS;
  const wait = new Promise<Response>((resolve) =>
    setTimeout(
      () => {
        keptShown = true;
        resolve(kept);
      },
      afterWrite ? AFTER_WRITE_WAIT_MS : KEPT_ANSWER_WAIT_MS,
    ),
  );
  network.then(
    async (fresh) => {
      if (keptShown && fresh.ok && (await fresh.clone().text()) !== (await keptText)) await tellPages();
    },
    () => undefined,
  );
  return Promise.race([network.catch(() => kept), wait]);
}

async function tellPages() {
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(FRESH_ANSWER);
}

async function keep({
  askedIn,
  request,
  response,
}: {
  askedIn: number;
  request: Request;
  response: Response;
}) {
  const names = await caches.keys();
  const saved = await Promise.all(
    names.map(async (name) => ((await (await caches.open(name)).match(request)) ? name : null)),
  );
  const targets = new Set([API_CACHE, ...saved.filter((name): name is string => name !== null)]);
  await store({ askedIn, names: targets, request, response });
}

/** A lesson image never changes under its address: the kept one first, then the network, then another size. */
async function image(request: Request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const askedIn = session;
  try {
    const response = await fetch(request);
    if (response.ok) await store({ askedIn, names: [IMAGE_CACHE], request, response: response.clone() });
    return response;
  } catch (error) {
    for (const other of otherImageSizes(new URL(request.url).pathname)) {
      const size = await caches.match(other);
      if (size) return size;
    }
    throw error;
  }
}
