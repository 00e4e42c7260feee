import { API_CACHE, COURSE_CACHE_PREFIX, IMAGE_CACHE } from './cache-rules';

/**
 * Empties what this device kept of the signed-in student (answers, lesson images, courses saved for offline
 * reading), so the next person to sign in here never reads it, online or off.
 */
export async function clearOfflineData() {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  const personal = names.filter(
    (name) => name === API_CACHE || name === IMAGE_CACHE || name.startsWith(COURSE_CACHE_PREFIX),
  );
  await Promise.all(personal.map((name) => caches.delete(name)));
}
