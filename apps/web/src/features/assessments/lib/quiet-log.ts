/**
 * Spec 01 §8: a failed save of exam progress only goes to the console. A warning, not an error: the
 * autosaver retries on its own, so nothing is broken yet.
 */
export function logSaveFailure(error: unknown): void {
  // eslint-disable-next-line no-console -- the spec sends these failures to the console and nowhere else
  console.warn('Saving assessment answers failed; retrying.', error);
}
