import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_QUESTIONS } from '@somo/contract/question-bank';
import { assessmentBody, buildCourse, buildSignedIn, type SignedIn } from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let teacher: SignedIn;
let otherTeacher: SignedIn;
let admin: SignedIn;
let learner: SignedIn;
let courseId: number;
let otherCourseId: number;

const bankPath = (path = '', course = courseId) => `/api/instructor/courses/${course}/question-bank/${path}`;

const bank = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path = '',
  { who = teacher, body, course = courseId }: { who?: SignedIn; body?: unknown; course?: number } = {},
) => call(t.app, method, bankPath(path, course), { token: who.token, body });

const CHOICE = {
  question: 'Capital of Uganda?',
  type: 'multiple_choice',
  options: ['Nairobi', 'Kampala', 'Dodoma'],
  correct_answer: 1,
};

async function addQuestion(question: unknown = CHOICE, tags: string[] = [], course = courseId) {
  const response = await bank('POST', '', { body: { question, tags }, course });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.id as number;
}

const download = (url: string, who = teacher) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });

async function bankSize(course = courseId) {
  return ((await bank('GET', '', { course })).body as unknown[]).length;
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await buildSignedIn(t, { role: 'instructor' });
  otherTeacher = await buildSignedIn(t, { role: 'instructor' });
  admin = await buildSignedIn(t, { role: 'admin' });
  learner = await buildSignedIn(t);
  courseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Geography' })).id;
  otherCourseId = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'History' })).id;
});
afterAll(async () => {
  await t?.close();
});

describe('bank questions', () => {
  it('creates, lists by tag, updates and deletes a question with its tags', async () => {
    const created = await bank('POST', '', {
      body: {
        question: { ...CHOICE, feedback: 'Kampala lies on Lake Victoria.' },
        tags: [' Cities ', 'Cities', 'East'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      question: { ...CHOICE, feedback: 'Kampala lies on Lake Victoria.' },
      tags: ['Cities', 'East'],
      used_by: [],
    });
    const id = created.body.id as number;
    await addQuestion({ question: 'Is the Nile long?', type: 'true_false', correct_answer: true }, [
      'Rivers',
    ]);

    const cities = await bank('GET', '?tag=Cities');
    expect(cities.body.map((q: { id: number }) => q.id)).toEqual([id]);
    const tags = await bank('GET', 'tags/');
    expect(tags.body).toEqual(
      expect.arrayContaining([
        { tag: 'Cities', count: 1 },
        { tag: 'Rivers', count: 1 },
      ]),
    );

    const updated = await bank('PUT', `${id}/`, {
      body: { question: { ...CHOICE, question: 'Capital city of Uganda?' }, tags: ['Capitals'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      tags: ['Capitals'],
      question: { question: 'Capital city of Uganda?' },
    });

    expect((await bank('DELETE', `${id}/`)).status).toBe(200);
    expect((await bank('GET')).body.map((q: { id: number }) => q.id)).not.toContain(id);
  });

  it.each([
    [{ question: { ...CHOICE, correct_answer: 5 } }, 'Choose the correct answer'],
    [{ question: { question: 'Q', type: 'matching' } }, 'Question type must be'],
    [{ question: CHOICE, tags: ['a/b'] }, 'Tags cannot contain / or |'],
    [{ question: CHOICE, tags: ['x'.repeat(51)] }, 'Tags must be at most 50 characters'],
    [{ question: CHOICE, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'At most 20 tags'],
    [{ question: CHOICE, tags: ['bad\u0000tag'] }, 'Remove the control characters'],
    [{ question: { ...CHOICE, question: 'Nul\u0000here' } }, 'Remove the control characters'],
    [{ tags: [] }, 'Question type must be'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await bank('POST', '', { body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_error');
    expect(Object.values(response.body.fields).join(' ')).toContain(message);
  });

  it('lets the course’s instructor write, an admin read, and nobody else either', async () => {
    const id = await addQuestion();
    for (const [who, status] of [
      [otherTeacher, 404],
      [learner, 403],
    ] as const) {
      expect((await bank('GET', '', { who })).status).toBe(status);
      expect((await bank('GET', 'tags/', { who })).status).toBe(status);
      expect((await bank('GET', 'export/', { who })).status).toBe(status);
      expect((await bank('POST', '', { who, body: { question: CHOICE } })).status).toBe(status);
      expect((await bank('PUT', `${id}/`, { who, body: { question: CHOICE } })).status).toBe(status);
      expect((await bank('DELETE', `${id}/`, { who })).status).toBe(status);
      expect((await bank('POST', 'import/', { who, body: { format: 'gift', text: 'Q? {T}' } })).status).toBe(
        status,
      );
    }
    expect((await bank('GET', '', { who: admin })).status).toBe(200);
    expect((await bank('GET', 'export/', { who: admin })).status).toBe(200);
    for (const response of [
      await bank('POST', '', { who: admin, body: { question: CHOICE } }),
      await bank('PUT', `${id}/`, { who: admin, body: { question: CHOICE } }),
      await bank('DELETE', `${id}/`, { who: admin }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
    expect((await call(t.app, 'GET', bankPath())).status).toBe(401);
  });

  it('answers 404 for a question of another course or none, and 400 for an id that is not one', async () => {
    const elsewhere = await addQuestion(CHOICE, [], otherCourseId);
    for (const path of [`${elsewhere}/`, '999999/']) {
      const update = await bank('PUT', path, { body: { question: CHOICE } });
      expect(update.status).toBe(404);
      expect(update.body).toMatchObject({ code: 'not_found', error: 'Question not found.' });
      expect((await bank('DELETE', path)).status).toBe(404);
    }
    expect((await bank('GET', '', { course: 999999 })).status).toBe(404);
    for (const path of ['abc/', '0/', '99999999999/', '1e3/']) {
      expect((await bank('DELETE', path)).status).toBe(400);
    }
  });

  it('refuses to delete a question an assessment lists, and names the assessment', async () => {
    const listed = await addQuestion(CHOICE, ['Listed']);
    const drawn = await addQuestion({ question: 'Drawn?', type: 'true_false', correct_answer: false }, [
      'Drawn',
    ]);
    const created = await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
      token: teacher.token,
      body: assessmentBody({
        title: 'Listing quiz',
        questions: [],
        selection: { kind: 'bank', question_ids: [listed] },
      }),
    });
    expect(created.status).toBe(201);
    await call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
      token: teacher.token,
      body: assessmentBody({
        title: 'Drawing quiz',
        questions: [],
        selection: { kind: 'draw', count: 1, tags: ['Drawn'] },
      }),
    });
    const shown = (await bank('GET')).body as { id: number; used_by: { title: string; kind: string }[] }[];
    expect(shown.find((q) => q.id === listed)?.used_by).toEqual([
      { assessment_id: created.body.id, title: 'Listing quiz', kind: 'bank' },
    ]);
    expect(shown.find((q) => q.id === drawn)?.used_by).toMatchObject([
      { title: 'Drawing quiz', kind: 'draw' },
    ]);

    const refused = await bank('DELETE', `${listed}/`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'question_in_use' });
    expect(refused.body.error).toContain('“Listing quiz”');
    expect((await bank('DELETE', `${drawn}/`)).status).toBe(200);
  });

  it('never lets an assessment list a question deleted at the same moment', async () => {
    for (let n = 0; n < 5; n += 1) {
      const id = await addQuestion({ question: `Raced ${n}?`, type: 'true_false', correct_answer: true });
      const [listed, deleted] = await Promise.all([
        call(t.app, 'POST', `/api/instructor/courses/${courseId}/assessments/`, {
          token: teacher.token,
          body: assessmentBody({ questions: [], selection: { kind: 'bank', question_ids: [id] } }),
        }),
        bank('DELETE', `${id}/`),
      ]);
      // One of the two wins: the list is refused as naming a missing question, or the delete as in use.
      expect([listed.status, deleted.status].toSorted()).toEqual(
        listed.status === 201 ? [201, 409] : [200, 400],
      );
    }
  });
});

const GIFT = `// A quiz from Moodle
$CATEGORY: $course$/top/Capitals

::Uganda::Capital of Uganda? {
  =Kampala
  ~Nairobi
  ####Kampala lies on Lake Victoria.
}

::Match::Match the cities. {
  =Kampala -> Uganda
  =Nairobi -> Kenya
}

The Nile flows north. {T}
`;

const CSV = [
  'type,question,options,correct,tags',
  'multiple_choice,Largest lake?,Victoria|Kyoga|Albert,1,Lakes',
  'numeric,Countries bordering Uganda?,,5,Borders',
  'essay,Describe the Rift Valley.,,oops,',
].join('\r\n');

describe('importing questions', () => {
  it('previews what it understood and what it skipped, and stores nothing', async () => {
    const before = await bankSize();
    const gift = await bank('POST', 'import/', { body: { format: 'gift', text: GIFT, tags: ['Imported'] } });
    expect(gift.status).toBe(200);
    expect(gift.body).toMatchObject({ committed: false, ids: [] });
    expect(gift.body.questions).toEqual([
      {
        line: 4,
        title: 'Uganda',
        tags: ['Capitals', 'Imported'],
        question: {
          question: 'Capital of Uganda?',
          type: 'multiple_choice',
          options: ['Kampala', 'Nairobi'],
          correct_answer: 0,
          feedback: 'Kampala lies on Lake Victoria.',
        },
      },
      {
        line: 15,
        tags: ['Capitals', 'Imported'],
        question: {
          question: 'The Nile flows north.',
          type: 'true_false',
          options: [],
          correct_answer: true,
        },
      },
    ]);
    expect(gift.body.skipped).toEqual([
      { line: 10, title: 'Match', reason: 'Matching questions are not supported.' },
    ]);

    const csv = await bank('POST', 'import/', { body: { format: 'csv', text: CSV } });
    expect(csv.body.questions.map((q: { row: number; tags: string[] }) => [q.row, q.tags])).toEqual([
      [2, ['Lakes']],
      [3, ['Borders']],
    ]);
    expect(csv.body.skipped).toEqual([{ row: 4, reason: 'Essays have no correct answer.' }]);
    expect(await bankSize()).toBe(before);
  });

  it('stores the understood questions with their tags when committed', async () => {
    const before = await bankSize();
    const committed = await bank('POST', 'import/', {
      body: { format: 'gift', text: GIFT, tags: ['Term 1'], commit: true },
    });
    expect(committed.status).toBe(200);
    expect(committed.body.committed).toBe(true);
    expect(committed.body.ids).toHaveLength(2);
    const stored = (await bank('GET', '?tag=Term 1')).body as { id: number; tags: string[] }[];
    expect(stored.map((q) => q.id)).toEqual(committed.body.ids);
    expect(stored.every((q) => q.tags.includes('Capitals'))).toBe(true);
    expect(await bankSize()).toBe(before + 2);
  });

  it('skips a question whose tags break the rule for tags, saying why', async () => {
    const text = `$CATEGORY: $course$/top/${'Long'.repeat(20)}\n\nQ? {T}\n`;
    const response = await bank('POST', 'import/', { body: { format: 'gift', text } });
    expect(response.body.questions).toEqual([]);
    expect(response.body.skipped).toEqual([{ line: 3, reason: 'Tags must be at most 50 characters' }]);
  });

  it('refuses a file too large or with too many questions with 413, and stores nothing', async () => {
    const before = await bankSize();
    const huge = await bank('POST', 'import/', {
      body: { format: 'gift', text: 'x'.repeat(MAX_IMPORT_BYTES + 1), commit: true },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({
      code: 'payload_too_large',
      error: expect.any(String),
      detail: expect.any(String),
    });
    const beyondBody = await bank('POST', 'import/', {
      body: { format: 'gift', text: '"'.repeat(3 * MAX_IMPORT_BYTES), commit: true },
    });
    expect(beyondBody.status).toBe(413);
    expect(beyondBody.body.code).toBe('payload_too_large');
    const many = Array.from({ length: MAX_IMPORT_QUESTIONS + 1 }, (_, i) => `Question ${i}? {T}`).join(
      '\n\n',
    );
    const tooMany = await bank('POST', 'import/', { body: { format: 'gift', text: many, commit: true } });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error).toContain(`at most ${MAX_IMPORT_QUESTIONS}`);
    expect(await bankSize()).toBe(before);
  });

  it('refuses with 413 a file of more unreadable parts than questions it may hold, not listing each', async () => {
    const text = `type,question\n${'a,b,c\n'.repeat(MAX_IMPORT_QUESTIONS + 1)}`;
    const response = await bank('POST', 'import/', { body: { format: 'csv', text } });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'payload_too_large' });
    expect(response.body.error).toContain(`${MAX_IMPORT_QUESTIONS + 1} parts of the file cannot be read`);
    const fewer = `type,question\n${'a,b,c\n'.repeat(MAX_IMPORT_QUESTIONS)}`;
    const listed = await bank('POST', 'import/', { body: { format: 'csv', text: fewer } });
    expect(listed.status).toBe(200);
    expect(listed.body.skipped).toHaveLength(MAX_IMPORT_QUESTIONS);
  });

  it.each([
    [{ format: 'xml', text: 'Q? {T}' }, 'format'],
    [{ format: 'gift' }, 'text'],
    [{ format: 'gift', text: 'Q? {T}\u0000' }, 'text'],
    [{ format: 'csv', text: 'type,question', commit: 'yes' }, 'commit'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await bank('POST', 'import/', { body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain(field);
  });

  it('answers any text with what it could read, never an error', async () => {
    for (const text of ['{', '}}}{{{', '::', '$CATEGORY:', '"unclosed,', '=\\', '\t\r\n\r\n', '\uFEFF']) {
      for (const format of ['gift', 'csv']) {
        const response = await bank('POST', 'import/', { body: { format, text } });
        expect(response.status).toBe(200);
      }
    }
  });
});

describe('exporting the bank', () => {
  it('sends GIFT as a text file that imports back to the same questions and tags', async () => {
    const course = (await buildCourse(t.db, { instructorId: teacher.user.id, title: 'Géographie' })).id;
    const questions = [
      { question: { ...CHOICE, feedback: 'On Lake Victoria.' }, tags: ['Capitals', 'Easy'] },
      { question: { question: 'Nile flows north?', type: 'true_false', correct_answer: true }, tags: [] },
      {
        question: {
          question: 'Primes?',
          type: 'multiple_select',
          options: ['2', '4', '5'],
          correct_answers: [0, 2],
        },
        tags: ['Numbers'],
      },
      {
        question: { question: 'Say hello', type: 'short_answer', accepted_answers: ['jambo', 'hujambo'] },
        tags: ['Words'],
      },
      {
        question: { question: 'Pi?', type: 'numeric', correct_answer: 3.14, tolerance: 0.01 },
        tags: ['Numbers'],
      },
      { question: { question: 'Describe Kampala: {hills} = 7', type: 'essay' }, tags: ['Words'] },
    ];
    for (const { question, tags } of questions) await addQuestion(question, tags, course);
    const exported = await download(bankPath('export/', course));
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="Geographie questions.txt"/,
    );
    const text = exported.body;

    const read = await bank('POST', 'import/', { body: { format: 'gift', text }, course });
    expect(read.body.skipped).toEqual([]);
    const stored = (await bank('GET', '', { course })).body as { question: unknown; tags: string[] }[];
    const summary = (items: { question: unknown; tags: string[] }[]) =>
      items
        .map(({ question, tags }) => ({ question, tags: tags.slice(0, 1) }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(summary(read.body.questions)).toEqual(summary(stored));

    const numbers = await download(`${bankPath('export/', course)}?tag=Numbers`);
    expect(numbers.body).toMatch(/^\$CATEGORY: \$course\$\/top\/Numbers\n/);
    expect(numbers.body).toContain('Primes?');
    expect(numbers.body).not.toContain('Nile');
  });
});
