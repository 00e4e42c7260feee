import type { AttemptStore, StoredAttempt } from './answer-queue';

const DB_NAME = 'somo-exams';
const STORE = 'attempts';

let opening: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
  // A failed open (private mode, storage full) may work later: do not keep the failure.
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  return new Promise((resolve, reject) => {
    const request = act(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * Running attempts kept in IndexedDB, one per user and assessment (a shared phone never shows one student's
 * answers to another).
 */
export function createAttemptStore<Detail>(userId: number): AttemptStore<Detail> {
  const key = (assessmentId: number) => `${userId}:${assessmentId}`;
  return {
    get: (assessmentId) =>
      run<StoredAttempt<Detail> | undefined>('readonly', (store) => store.get(key(assessmentId))),
    put: async (attempt) => {
      await run('readwrite', (store) => store.put(attempt, key(attempt.assessmentId)));
    },
    remove: async (assessmentId) => {
      await run('readwrite', (store) => store.delete(key(assessmentId)));
    },
  };
}
