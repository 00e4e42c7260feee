import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '@somo/contract/assessments';
import {
  createAnswerQueue,
  newStoredAttempt,
  type AttemptStore,
  type SendSave,
  type StoredAttempt,
} from './answer-queue';

type Detail = { title: string };

function memoryStore() {
  const records = new Map<number, StoredAttempt<Detail>>();
  const store: AttemptStore<Detail> = {
    get: (id) => Promise.resolve(records.get(id)),
    put: (attempt) => {
      records.set(attempt.assessmentId, structuredClone(attempt));
      return Promise.resolve();
    },
    remove: (id) => {
      records.delete(id);
      return Promise.resolve();
    },
  };
  return { store, records };
}

/** A server that answers like the real one: a key seen before or older than the newest is not applied. */
function fakeServer(deadlinePassed: () => boolean = () => false) {
  const received: string[] = [];
  let held: Answers = {};
  let newest = 0;
  const send = vi.fn<SendSave>((answers, key) => {
    received.push(key);
    if (deadlinePassed()) return Promise.reject(new Error('Time is up'));
    const sequence = Number(key.split(':')[1]);
    if (sequence > newest) {
      newest = sequence;
      held = answers;
    }
    return Promise.resolve({});
  });
  return { send, received, held: () => held };
}

const offline = () => Promise.reject(new Error('network'));

function setup(send: SendSave) {
  const { store, records } = memoryStore();
  const attempt = newStoredAttempt<Detail>(7, 41, {}, { title: 'Quiz' });
  const queue = createAnswerQueue({ store, attempt, send, onStoreError: vi.fn() });
  return { queue, records };
}

describe('answer queue', () => {
  it('keeps every change on the device before anything is sent', async () => {
    const { queue, records } = setup(offline);
    expect(queue.isKept()).toBe(false);
    await queue.writeDraft({ '0': 1, '1': 'Jam' });
    expect(records.get(7)?.draft).toEqual({ '0': 1, '1': 'Jam' });
    expect(queue.isKept()).toBe(true);
  });

  it('sends what was queued offline in order, each with its own key, once the connection is back', async () => {
    let online = false;
    const server = fakeServer();
    const send: SendSave = (answers, key) => (online ? server.send(answers, key) : offline());
    const { queue, records } = setup(send);
    const typed: Answers[] = [{ '0': 1 }, { '0': 1, '1': 'a' }, { '0': 1, '1': 'a', '2': 0 }];
    for (const answers of typed) {
      await expect(queue.save(answers)).rejects.toThrow('network');
    }
    expect(records.get(7)?.pending.map((save) => save.sequence)).toEqual([1, 2, 3]);
    online = true;
    await queue.save({ '0': 1, '1': 'a', '2': 0 });
    expect(server.received).toEqual(['41:1', '41:2', '41:3']);
    expect(server.held()).toEqual({ '0': 1, '1': 'a', '2': 0 });
    expect(records.get(7)?.pending).toEqual([]);
  });

  it('keeps and sends answers of every shape as they are, and a taken-back answer as gone', async () => {
    const server = fakeServer();
    const { queue, records } = setup(server.send);
    const every: Answers = { '0': 1, '1': false, '2': [0, 2], '3': 0, '4': 'Kampala', '5': [] };
    await queue.writeDraft(every);
    await queue.save(every);
    expect(records.get(7)?.draft).toEqual(every);
    expect(server.held()).toEqual(every);
    const { '3': _taken, ...withoutNumber } = every;
    await queue.save(withoutNumber);
    expect(server.received).toEqual(['41:1', '41:2']);
    expect(server.held()).toEqual({ '0': 1, '1': false, '2': [0, 2], '4': 'Kampala', '5': [] });
  });

  it('retries a save that got no answer with the same key, so the server can tell the repeat', async () => {
    const server = fakeServer();
    let dropNextAnswer = true;
    const send: SendSave = async (answers, key) => {
      await server.send(answers, key);
      if (dropNextAnswer) {
        dropNextAnswer = false;
        throw new Error('connection dropped before the answer');
      }
    };
    const { queue } = setup(send);
    await expect(queue.save({ '0': 2 })).rejects.toThrow();
    await queue.save({ '0': 2 });
    await queue.save({ '0': 3 });
    expect(server.received).toEqual(['41:1', '41:1', '41:2']);
    expect(server.held()).toEqual({ '0': 3 });
  });

  it('never hands out a sequence twice, also after a reload of the page', async () => {
    const server = fakeServer();
    const { store, records } = memoryStore();
    const first = createAnswerQueue({
      store,
      attempt: newStoredAttempt<Detail>(7, 41, {}, { title: 'Quiz' }),
      send: server.send,
      onStoreError: vi.fn(),
    });
    await first.save({ '0': 1 });
    const kept = records.get(7);
    if (!kept) throw new Error('nothing kept');
    const reloaded = createAnswerQueue({ store, attempt: kept, send: server.send, onStoreError: vi.fn() });
    await reloaded.save({ '0': 2 });
    expect(server.received).toEqual(['41:1', '41:2']);
  });

  it('stops at a refusal after the deadline and sends nothing newer ahead of it', async () => {
    let late = false;
    const server = fakeServer(() => late);
    const { queue, records } = setup(server.send);
    await queue.save({ '0': 1 });
    late = true;
    await expect(queue.save({ '0': 1, '1': 'late' })).rejects.toThrow('Time is up');
    await expect(queue.save({ '0': 1, '1': 'later' })).rejects.toThrow('Time is up');
    expect(server.received).toEqual(['41:1', '41:2', '41:2']);
    expect(server.held()).toEqual({ '0': 1 });
    expect(records.get(7)?.pending.map((save) => save.sequence)).toEqual([2, 3]);
  });

  it('still saves to the server when the device cannot store', async () => {
    const server = fakeServer();
    const onStoreError = vi.fn();
    const broken: AttemptStore<Detail> = {
      get: () => Promise.resolve(undefined),
      put: () => Promise.reject(new Error('QuotaExceededError')),
      remove: () => Promise.resolve(),
    };
    const queue = createAnswerQueue({
      store: broken,
      attempt: newStoredAttempt<Detail>(7, 41, {}, { title: 'Quiz' }),
      send: server.send,
      onStoreError,
    });
    await queue.save({ '0': 1 });
    expect(server.held()).toEqual({ '0': 1 });
    expect(onStoreError).toHaveBeenCalled();
    expect(queue.isKept()).toBe(false);
  });
});
