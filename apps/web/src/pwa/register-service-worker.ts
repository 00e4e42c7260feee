import { courseKeys } from '../api/courses';
import { enrollmentKeys } from '../api/enrollments';
import { queryClient } from '../lib/query-client';
import { FRESH_ANSWER, TAKE_OVER } from './messages';
import { showUpdatePrompt } from './update-prompt';

/** A tab left open for days still hears of a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (loaded after the page, so it costs a public page nothing at first load) and offers each
 * new version with 'Update available'. The new worker waits until the student presses Reload: only then does
 * it take over, and this tab reloads, so a page never runs half one version and half another.
 */
async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data === FRESH_ANSWER) refetchKeptAnswers();
  });
  const firstInstall = navigator.serviceWorker.controller === null;
  const registration = await navigator.serviceWorker.register('/sw.js');
  let reloadAsked = false;

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadAsked) window.location.reload();
    else if (firstInstall) refetchKeptAnswers();
  });

  const offerUpdate = () =>
    showUpdatePrompt(() => {
      const waiting = registration.waiting;
      // Another tab already let the new version in: this one only needs to reload.
      if (!waiting) return window.location.reload();
      reloadAsked = true;
      waiting.postMessage(TAKE_OVER);
    });

  if (registration.waiting && !firstInstall) offerUpdate();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate();
    });
  });
  window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
}

/**
 * Asks again for the answers the worker keeps (a course, the progress in it) that the page shows: when the first
 * worker takes the page over after they have come (asked through the worker, they are kept, so the lesson open now
 * reads offline), and when the worker showed a kept one that has changed since. Nothing else: a form being filled
 * in must not be refreshed under the user's hands.
 */
function refetchKeptAnswers() {
  for (const queryKey of [courseKeys.allDetails(), enrollmentKeys.allProgress()]) {
    void queryClient.refetchQueries({ queryKey, type: 'active' });
  }
}

void registerServiceWorker();
