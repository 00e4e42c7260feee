/**
 * The student's exam screens read these instead of importing values from '@somo/contract/assessments', which
 * would bring the whole zod runtime into the page a student waits for; exam-constants.test.ts keeps them equal
 * to the contract's.
 */
export const LOW_TIME_SECONDS = 300;

/** Spec 01 §9: answers are saved 2 seconds after the last change. */
export const SAVE_DEBOUNCE_MS = 2000;

/** A failed save is retried after 2 s, then 4 s, 8 s… never waiting longer than this. */
export const SAVE_RETRY_MAX_MS = 30_000;
