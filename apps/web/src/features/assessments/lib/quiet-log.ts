/**
 * Spec 01 §8: a failed save of exam progress only goes to the console. A warning, not an error: the
 * autosaver retries on its own, so nothing is broken yet.
 */
export function logSaveFailure(error: unknown): void {
  // eslint-disable-next-line no-console -- the spec sends these failures to the console and nowhere else
  console.warn('Saving assessment answers failed; retrying.', error);
}

let storeFailureTold = false;

/**
 * This device could not keep the exam's answers (private mode, storage full): saving to the server goes on, so
 * the console hears it once, not on every keystroke.
 */
export function logStoreFailure(error: unknown): void {
  if (storeFailureTold) return;
  storeFailureTold = true;
  // eslint-disable-next-line no-console -- like a failed save, this stays off the screen
  console.warn('Keeping assessment answers on this device failed; they are only sent to the server.', error);
}
