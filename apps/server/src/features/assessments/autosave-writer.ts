import { perDatabase, type Db } from '../../db/client';
import { saveOpenAttempts, type AttemptSave } from './assessments.queries';

type Waiting = { save: AttemptSave; resolve(saved: Saved | undefined): void; reject(error: unknown): void };
type Saved = { savedAt: Date; deadline: Date };

const attemptKey = (assessmentId: number, studentId: number) => `${assessmentId}:${studentId}`;

/** Of two saves of one attempt, the one that would win had they run one after the other: the newer sequence. */
function winner(earlier: AttemptSave, later: AttemptSave): AttemptSave {
  if (earlier.key && later.key && earlier.key.sequence > later.key.sequence) return earlier;
  return later;
}

/**
 * Autosaves that arrive in the same turn of the event loop are written by one statement: one round trip and one
 * commit for many students when a whole class saves at once, and no wait at all when one student saves alone.
 * Each caller hears whether its attempt was saved only after the commit.
 */
function createAutosaveWriter(db: Db) {
  let waiting: Waiting[] = [];

  async function flush() {
    const batch = waiting;
    waiting = [];
    // Two saves of one attempt in a batch: one is kept, as if they had run one after the other.
    const latest = new Map<string, AttemptSave>();
    for (const { save } of batch) {
      const key = attemptKey(save.assessmentId, save.studentId);
      const earlier = latest.get(key);
      latest.set(key, earlier ? winner(earlier, save) : save);
    }
    try {
      const rows = await saveOpenAttempts(db, [...latest.values()]);
      const deadlines = new Map(
        rows.map((row) => [attemptKey(row.assessment_id, row.student_id), row.deadline_ms]),
      );
      for (const { save, resolve } of batch) {
        const deadline = deadlines.get(attemptKey(save.assessmentId, save.studentId));
        resolve(deadline === undefined ? undefined : { savedAt: save.savedAt, deadline: new Date(deadline) });
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  return {
    save(save: AttemptSave): Promise<Saved | undefined> {
      return new Promise((resolve, reject) => {
        if (waiting.length === 0) setImmediate(() => void flush());
        waiting.push({ save, resolve, reject });
      });
    },
  };
}

const writerFor = perDatabase(createAutosaveWriter);

/** Saved answers with the attempt's deadline, or undefined when the student has no open attempt in time. */
export const saveOpenAttempt = (db: Db, save: AttemptSave) => writerFor(db).save(save);
