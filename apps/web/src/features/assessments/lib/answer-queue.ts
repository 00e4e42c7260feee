import type { Answers } from '@somo/contract/assessments';

/** One save waiting for the server, numbered so the server can tell a repeat or a late one from a new one. */
export type QueuedSave = { sequence: number; answers: Answers };

/** What this device keeps of one running attempt, so the exam outlives a lost connection and a reload. */
export type StoredAttempt<Detail> = {
  assessmentId: number;
  attemptId: number;
  /** The last sequence handed out; never reused, even after its save was acknowledged. */
  sequence: number;
  /** Saves the server has not acknowledged yet, oldest first. */
  pending: QueuedSave[];
  /** The answers on screen, written on every change, so a reload restores what was typed. */
  draft: Answers;
  /** Submit was pressed while the server could not be reached: it goes out on reconnect. */
  submitQueued: boolean;
  /** What the exam needs to open without the server: questions, deadline, clock offset. */
  detail: Detail;
};

/** Where attempts are kept: IndexedDB in the browser, a Map in tests. */
export type AttemptStore<Detail> = {
  get: (assessmentId: number) => Promise<StoredAttempt<Detail> | undefined>;
  put: (attempt: StoredAttempt<Detail>) => Promise<void>;
  remove: (assessmentId: number) => Promise<void>;
};

export type SendSave = (answers: Answers, idempotencyKey: string) => Promise<unknown>;

export type AnswerQueue<Detail> = {
  /** The student changed an answer: keep it on this device before anything else. */
  writeDraft: (answers: Answers) => Promise<void>;
  /** Queues these answers (unless they are the last ones queued) and sends everything queued, in order. */
  save: (answers: Answers) => Promise<void>;
  setSubmitQueued: (queued: boolean) => Promise<void>;
  /** Keeps the server's latest copy of the exam (questions, deadline, clock offset) for opening it offline. */
  keepDetail: (detail: Detail) => Promise<void>;
  /** Whether the last write to the device worked, i.e. a closed tab loses nothing. */
  isKept: () => boolean;
};

const sameAnswers = (a: Answers, b: Answers) => JSON.stringify(a) === JSON.stringify(b);

export const saveKey = (attemptId: number, sequence: number) => `${attemptId}:${sequence}`;

/**
 * The answer queue of one attempt. The record in memory is the truth; each change writes it whole to the store,
 * one write after the other, so a slow write never lands after a newer one. Sending stops at the first failure
 * and leaves that save first in line, so a retry sends the same key again and the server answers it as before.
 */
export function createAnswerQueue<Detail>({
  store,
  attempt,
  send,
  onStoreError,
}: {
  store: AttemptStore<Detail>;
  attempt: StoredAttempt<Detail>;
  send: SendSave;
  /** A device that cannot store (private mode, disk full) still saves to the server: the failure is only told. */
  onStoreError: (error: unknown) => void;
}): AnswerQueue<Detail> {
  const record = { ...attempt, pending: [...attempt.pending] };
  let writing = Promise.resolve();
  let kept = false;

  const persist = () => {
    const snapshot = { ...record, pending: [...record.pending] };
    writing = writing
      .then(() => store.put(snapshot))
      .then(
        () => {
          kept = true;
        },
        (error: unknown) => {
          kept = false;
          onStoreError(error);
        },
      );
    return writing;
  };

  function enqueue(answers: Answers) {
    const last = record.pending.at(-1);
    if (last && sameAnswers(last.answers, answers)) return;
    record.sequence += 1;
    record.pending.push({ sequence: record.sequence, answers });
  }

  async function sendPending() {
    for (let next = record.pending[0]; next; next = record.pending[0]) {
      await send(next.answers, saveKey(record.attemptId, next.sequence));
      record.pending.shift();
      await persist();
    }
  }

  return {
    writeDraft(answers) {
      record.draft = answers;
      return persist();
    },
    async save(answers) {
      enqueue(answers);
      await persist();
      await sendPending();
    },
    setSubmitQueued(queued) {
      record.submitQueued = queued;
      return persist();
    },
    keepDetail(detail) {
      record.detail = detail;
      return persist();
    },
    isKept: () => kept,
  };
}

/** A new record for an attempt this device has not kept yet, starting from the answers the server holds. */
export function newStoredAttempt<Detail>(
  assessmentId: number,
  attemptId: number,
  answers: Answers,
  detail: Detail,
): StoredAttempt<Detail> {
  return { assessmentId, attemptId, sequence: 0, pending: [], draft: answers, submitQueued: false, detail };
}
