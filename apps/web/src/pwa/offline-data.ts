import { isPersonalCache } from './cache-rules';

/**
 * Empties what this device kept of the signed-in student (their course and progress answers, lesson images,
 * courses saved for offline reading), so the next person to sign in here never reads it, online or off. The worker
 * is told first (session-storage.ts), so that an answer still on its way when the session ended is not kept.
 */
export async function clearOfflineData() {
  if (!('caches' in window)) return;
  const names = (await caches.keys()).filter(isPersonalCache);
  await Promise.all(names.map((name) => caches.delete(name)));
}
