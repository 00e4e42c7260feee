import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Answers } from '@somo/contract/assessments';
import { ApiError } from '../../../lib/api-client';
import type { AnswerQueue } from '../lib/answer-queue';
import { createAutosaver, type Autosaver, type SaveStatus } from '../lib/autosaver';
import { SAVE_DEBOUNCE_MS, SAVE_RETRY_MAX_MS } from '../lib/exam-constants';
import { logSaveFailure } from '../lib/quiet-log';

/** 400 (time up, attempt closed), 403 and 404 will not change by asking again; anything else may. */
function isPermanent(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

type UseAutosaveOptions = {
  /** Keeps each change on this device and sends the saves in order. */
  queue: Pick<AnswerQueue<unknown>, 'save' | 'isKept'>;
  initialAnswers: Answers;
  /** The server refused the answers for good (usually: time is up). */
  onRejected: (error: unknown) => void;
  onSaved: (answers: Answers) => void;
};

export type AutosaveHandle = {
  status: SaveStatus;
  saver: Autosaver;
};

/**
 * Saves the exam's answers 2 seconds after each change, retries quietly (at once when the connection returns),
 * sends what is left when the screen closes, and asks before the tab is closed with changes that neither the
 * server nor this device holds.
 */
export function useAutosave({
  queue,
  initialAnswers,
  onRejected,
  onSaved,
}: UseAutosaveOptions): AutosaveHandle {
  const [saver] = useState(() =>
    createAutosaver({
      initial: initialAnswers,
      save: (answers) => queue.save(answers),
      isPermanent,
      onRejected,
      onSaved,
      log: logSaveFailure,
      debounceMs: SAVE_DEBOUNCE_MS,
      retryMaxMs: SAVE_RETRY_MAX_MS,
    }),
  );

  useEffect(() => {
    saver.setHandlers({ onRejected, onSaved });
  }, [saver, onRejected, onSaved]);

  useEffect(() => {
    saver.attach();
    return () => saver.detach();
  }, [saver]);

  useEffect(() => {
    window.addEventListener('online', saver.retryNow);
    return () => window.removeEventListener('online', saver.retryNow);
  }, [saver]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!saver.hasUnsavedChanges() || queue.isKept()) return;
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver, queue]);

  const status = useSyncExternalStore(saver.subscribe, saver.getStatus, saver.getStatus);
  return { status, saver };
}
