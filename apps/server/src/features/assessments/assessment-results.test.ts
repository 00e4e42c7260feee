import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADEBOOK_COLUMNS } from '@somo/contract/assessment-results';
import { submissions } from '../../db/schema/assessments';
import { users } from '../../db/schema/users';
import {
  assessmentBody,
  buildCourse,
  buildSignedIn,
  enrollStudent,
  SAMPLE_QUESTIONS,
  type SignedIn,
} from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type Shown = { question: string; options: string[] };
let teacher: SignedIn;
let courseId: number;

async function enrolled(names: { firstName?: string; lastName?: string } = {}) {
  const taker = await buildSignedIn(t, names);
  await enrollStudent(t.db, taker.user.id, courseId);
  return taker;
}

const assessmentPath = (id: number, path: string) =>
  `/api/instructor/courses/${courseId}/assessments/${id}/${path}`;

async function createAssessment(overrides: Record<string, unknown>) {
  const response = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
    token: teacher.token,
    body: assessmentBody(overrides),
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.id as number;
}

/** Starts an attempt and submits answers chosen from the questions as this student sees them. */
async function take(who: SignedIn, id: number, answer: (questions: Shown[]) => Record<string, unknown>) {
  await call(t.app, 'POST', `/api/student/assessments/${id}/start/`, { token: who.token });
  const detail = await call(t.app, 'GET', `/api/student/assessments/${id}/`, { token: who.token });
  const submitted = await call(t.app, 'POST', `/api/student/assessments/${id}/submit/`, {
    token: who.token,
    body: { answers: answer(detail.body.questions) },
  });
  expect(submitted.status).toBe(200);
  return submitted.body;
}

/** Answers by question text and option text, wherever this student's paper put them. */
function answering(choices: Record<string, string | boolean | string[]>) {
  return (questions: Shown[]) =>
    Object.fromEntries(
      Object.entries(choices).map(([text, choice]) => {
        const index = questions.findIndex((q) => q.question === text);
        const options = questions[index]?.options ?? [];
        if (typeof choice === 'boolean') return [index, choice];
        if (Array.isArray(choice)) return [index, choice.map((option) => options.indexOf(option))];
        return [index, options.indexOf(choice)];
      }),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await buildSignedIn(t, { role: 'instructor' });
  courseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Geography' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('question statistics', () => {
  const CAPITAL = 'Capital of Uganda?';
  const NILE = 'The Nile flows north.';
  const EAST = 'Which are East African countries?';
  const QUESTIONS = [
    SAMPLE_QUESTIONS[0],
    { question: NILE, type: 'true_false', correct_answer: true },
    {
      question: EAST,
      type: 'multiple_select',
      options: ['Kenya', 'Ghana', 'Tanzania', 'Peru'],
      correct_answers: [0, 2],
      partial_credit: true,
    },
  ];

  it('counts finished attempts per question, the wrong option as written, whatever order each student saw', async () => {
    const id = await createAssessment({
      title: 'Statistics',
      total_points: 30,
      questions: QUESTIONS,
      shuffle_questions: true,
      shuffle_options: true,
    });
    await take(
      await enrolled(),
      id,
      answering({ [CAPITAL]: 'Kampala', [NILE]: true, [EAST]: ['Kenya', 'Tanzania'] }),
    );
    await take(
      await enrolled(),
      id,
      answering({ [CAPITAL]: 'Nairobi', [NILE]: false, [EAST]: ['Kenya', 'Ghana'] }),
    );
    await take(await enrolled(), id, answering({ [CAPITAL]: 'Nairobi', [EAST]: ['Ghana', 'Peru'] }));
    // An attempt still open does not count.
    const open = await enrolled();
    await call(t.app, 'POST', `/api/student/assessments/${id}/start/`, { token: open.token });

    const response = await call(t.app, 'GET', assessmentPath(id, 'statistics/'), { token: teacher.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      assessment_id: id,
      finished_attempts: 3,
      questions: [
        {
          source: { origin: 'own', id: 0 },
          question: CAPITAL,
          type: 'multiple_choice',
          points: 10,
          times_asked: 3,
          times_answered: 3,
          correct_share: 0.3333,
          average_credit: 0.3333,
          most_chosen_wrong: { answer: 0, text: 'Nairobi', count: 2 },
        },
        {
          source: { origin: 'own', id: 1 },
          question: NILE,
          type: 'true_false',
          points: 10,
          times_asked: 3,
          times_answered: 2,
          correct_share: 0.3333,
          average_credit: 0.3333,
          most_chosen_wrong: { answer: false, text: 'False', count: 1 },
        },
        {
          source: { origin: 'own', id: 2 },
          question: EAST,
          type: 'multiple_select',
          points: 10,
          times_asked: 3,
          times_answered: 3,
          correct_share: 0.3333,
          // Full, none (one right, one wrong) and none.
          average_credit: 0.3333,
          most_chosen_wrong: { answer: 1, text: 'Ghana', count: 2 },
        },
      ],
    });
  });

  it('counts a drawn question only for the students who drew it', async () => {
    const ids: number[] = [];
    for (const text of ['First?', 'Second?', 'Third?']) {
      const added = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/question-bank/`, {
        token: teacher.token,
        body: { question: { question: text, type: 'true_false', correct_answer: true }, tags: ['Stats'] },
      });
      ids.push(added.body.id);
    }
    const id = await createAssessment({
      title: 'Drawn statistics',
      questions: [],
      selection: { kind: 'draw', count: 1, tags: ['Stats'] },
    });
    for (let n = 0; n < 6; n += 1) await take(await enrolled(), id, () => ({ '0': true }));
    const { body } = await call(t.app, 'GET', assessmentPath(id, 'statistics/'), { token: teacher.token });
    expect(body.finished_attempts).toBe(6);
    const asked = body.questions as { source: { origin: string; id: number }; times_asked: number }[];
    expect(asked.every(({ source }) => source.origin === 'bank' && ids.includes(source.id))).toBe(true);
    expect(asked.reduce((total, { times_asked }) => total + times_asked, 0)).toBe(6);
  });
});

describe('the gradebook file', () => {
  it('has a row per enrolled student, empty where nothing is finished, safe to open in a spreadsheet, accents included', async () => {
    const course = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Gradebook course' })).id;
    const create = await call(t.app, 'POST', `/api/instructor/courses/${course}/assessments/`, {
      token: teacher.token,
      body: assessmentBody({ title: 'Term test', total_points: 30, passing_score: 60 }),
    });
    const id = create.body.id as number;
    const join = async (firstName: string, lastName: string) => {
      const who = await buildSignedIn(t, { firstName, lastName });
      await enrollStudent(t.db, who.user.id, course);
      return who;
    };
    const amina = await join('Amina', 'Akello');
    const brian = await join('=HYPERLINK("http://x")', 'Baguma, Jr.');
    const carol = await join('Carol', 'Chebet');
    const dan = await join('Dan', 'Dembé');
    await t.db.update(users).set({ email: '+amina@example.com' }).where(eq(users.id, amina.user.id));
    const submitAs = async (who: SignedIn, answers: Record<string, unknown>) => {
      await call(t.app, 'POST', `/api/student/assessments/${id}/start/`, { token: who.token });
      return call(t.app, 'POST', `/api/student/assessments/${id}/submit/`, {
        token: who.token,
        body: { answers },
      });
    };
    // Amina: two attempts, the better one passes.
    await submitAs(amina, { '0': 0 });
    await submitAs(amina, { '0': 1, '1': 'Jambo', '2': 'Plants make food.' });
    await call(
      t.app,
      'POST',
      `/api/instructor/courses/${course}/assessments/${id}/submissions/${await lastAttemptId(amina)}/grade/`,
      {
        token: teacher.token,
        body: { grades: { '2': true } },
      },
    );
    // Brian: fails. Carol: waits for marking. Dan: only started.
    await submitAs(brian, { '0': 0 });
    await submitAs(carol, { '0': 1, '1': 'Jambo', '2': 'Light.' });
    await call(t.app, 'POST', `/api/student/assessments/${id}/start/`, { token: dan.token });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/instructor/courses/${course}/assessments/${id}/gradebook.csv`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Term test gradebook.csv"/);
    // A UTF-8 byte order mark first, or Excel shows "Dembé" as "DembÃ©".
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(GRADEBOOK_COLUMNS.join(','));
    expect(lines.slice(1)).toEqual([
      `Amina Akello,${amina.user.username},'+amina@example.com,2,30,100,passed,${await lastSubmittedAt(amina)}`,
      `"'=HYPERLINK(""http://x"") Baguma, Jr.",${brian.user.username},${brian.user.email},1,0,0,failed,${await lastSubmittedAt(brian)}`,
      `Carol Chebet,${carol.user.username},${carol.user.email},1,20,66.67,awaiting_marking,${await lastSubmittedAt(carol)}`,
      `Dan Dembé,${dan.user.username},${dan.user.email},1,,,,`,
      '',
    ]);
  });

  it('is read by the course’s instructor and admins only', async () => {
    const id = await createAssessment({ title: 'Private results' });
    const admin = await buildSignedIn(t, { role: 'admin' });
    const other = await buildSignedIn(t, { role: 'instructor' });
    const learner = await enrolled();
    for (const path of ['statistics/', 'gradebook.csv']) {
      const read = async (who: SignedIn) =>
        (await call(t.app, 'GET', assessmentPath(id, path), { token: who.token })).status;
      expect(await read(teacher)).toBe(200);
      expect(await read(admin)).toBe(200);
      expect(await read(other)).toBe(404);
      expect(await read(learner)).toBe(403);
      expect((await call(t.app, 'GET', assessmentPath(999999, path), { token: teacher.token })).status).toBe(
        404,
      );
      expect((await call(t.app, 'GET', assessmentPath(id, path))).status).toBe(401);
    }
  });
});

async function attemptsOf(who: SignedIn) {
  return t.db
    .select()
    .from(submissions)
    .where(eq(submissions.studentId, who.user.id))
    .orderBy(asc(submissions.attemptNumber));
}

async function lastAttemptId(who: SignedIn) {
  return (await attemptsOf(who)).at(-1)?.id;
}

async function lastSubmittedAt(who: SignedIn) {
  const times = (await attemptsOf(who)).flatMap((row) =>
    row.submittedAt ? [row.submittedAt.getTime()] : [],
  );
  return new Date(Math.max(...times)).toISOString();
}
