import { perDatabase, type Db } from '../../db/client';
import { batchPerTurn } from '../../lib/turn-batch';
import {
  finishManyInTime,
  saveOpenAttempts,
  type AttemptSave,
  type FinishedInTime,
} from './assessments.queries';

type Saved = { savedAt: Date; deadline: Date };

const attemptKey = (assessmentId: number, studentId: number) => `${assessmentId}:${studentId}`;

/** Of two saves of one attempt, the one that would win had they run one after the other: the newer sequence. */
function winner(earlier: AttemptSave, later: AttemptSave): AttemptSave {
  if (earlier.key && later.key && earlier.key.sequence > later.key.sequence) return earlier;
  return later;
}

/**
 * Autosaves that arrive in the same turn of the event loop are written by one statement (lib/turn-batch.ts). Two
 * saves of one attempt in a batch: one is kept, as if they had run one after the other.
 */
async function writeSaves(db: Db, saves: AttemptSave[]): Promise<(Saved | undefined)[]> {
  const latest = new Map<string, AttemptSave>();
  for (const save of saves) {
    const key = attemptKey(save.assessmentId, save.studentId);
    const earlier = latest.get(key);
    latest.set(key, earlier ? winner(earlier, save) : save);
  }
  const rows = await saveOpenAttempts(db, [...latest.values()]);
  const deadlines = new Map(
    rows.map((row) => [attemptKey(row.assessment_id, row.student_id), row.deadline_ms]),
  );
  return saves.map((save) => {
    const deadline = deadlines.get(attemptKey(save.assessmentId, save.studentId));
    return deadline === undefined ? undefined : { savedAt: save.savedAt, deadline: new Date(deadline) };
  });
}

/**
 * In-time submits that arrive in the same turn are finished by one statement. A second submit of one attempt in
 * the batch is left to the careful path, which finds the attempt finished by the first.
 */
async function writeSubmits(db: Db, attempts: FinishedInTime[]) {
  const first = new Map<string, FinishedInTime>();
  for (const attempt of attempts) {
    const key = attemptKey(attempt.assessmentId, attempt.studentId);
    if (!first.has(key)) first.set(key, attempt);
  }
  const rows = await finishManyInTime(db, [...first.values()]);
  const finished = new Map(rows.map((row) => [attemptKey(row.assessment_id, row.student_id), row]));
  return attempts.map((attempt) => {
    const key = attemptKey(attempt.assessmentId, attempt.studentId);
    const row = first.get(key) === attempt ? finished.get(key) : undefined;
    return row && { id: row.id, attemptNumber: row.attempt_number };
  });
}

const writersFor = perDatabase((db) => ({
  save: batchPerTurn((saves: AttemptSave[]) => writeSaves(db, saves)),
  submit: batchPerTurn((attempts: FinishedInTime[]) => writeSubmits(db, attempts)),
}));

/** Saved answers with the attempt's deadline, or undefined when the student has no open attempt in time. */
export const saveOpenAttempt = (db: Db, save: AttemptSave) => writersFor(db).save(save);

/**
 * The attempt's id and number once finished in time, or undefined when the statement finished nothing (late,
 * marked by hand, already finished, no open attempt): the caller then takes the careful path.
 */
export const finishInTime = (db: Db, attempt: FinishedInTime) => writersFor(db).submit(attempt);
