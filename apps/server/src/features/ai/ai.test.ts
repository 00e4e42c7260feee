import { markdownToPlainText } from '@somo/contract/markdown';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiCalls } from '../../db/schema/ai';
import { assessments, submissions } from '../../db/schema/assessments';
import { platformSettings } from '../../db/schema/settings';
import {
  buildCourse,
  buildLesson,
  buildUser,
  enrollStudent,
  signIn,
  type BuiltUser,
} from '../../../test/factories';
import { call, createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_COURSES } from '../demo/demo-courses';
import { startFakeModel, type FakeModel } from './fake-model-server';
import { FALLBACK_NOTICE } from './providers';

let t: TestApp;
let fake: FakeModel;
let student: BuiltUser;
let studentToken: string;
let instructorToken: string;
let instructor: BuiltUser;
let python: { id: number; title: string };
let kiswahili: { id: number; title: string };
let gardeningId: number;
let draftId: number;
let variablesLessonId: number;
let numbersLessonId: number;
let otherLessonId: number;
let assessmentId: number;

const ANSWER_KEY = 'Quetzal-Answer-7731';
const EXAM_QUESTION = 'Which secret keyword unlocks the bonus loop level?';
/** Every answer the tutor gave and every request the model got in this file, checked for the answer key. */
const answers: string[] = [];
const modelRequests: string[] = [];

const python101 = DEMO_COURSES.find((course) => course.title === 'Introduction to Python Programming');
const kiswahili101 = DEMO_COURSES.find((course) => course.title === 'Kiswahili for Beginners');

/** Asks exactly what is given: no course unless the body names one. */
async function askAnywhere(body: Record<string, unknown>, token = studentToken) {
  const response = await call(t.app, 'POST', '/api/ai/tutor/', { token, body });
  if (typeof response.body?.response === 'string') answers.push(response.body.response);
  return response;
}

/** Asks in the Python course unless the body names another. */
async function ask(body: Record<string, unknown>, token = studentToken) {
  return askAnywhere({ course_id: python.id, ...body }, token);
}

function flashcardLines(text: string) {
  const lines = text.split('\n');
  return {
    questions: lines.filter((line) => line.startsWith('Q: ')).map((line) => line.slice(3)),
    answers: lines.filter((line) => line.startsWith('A: ')).map((line) => line.slice(3)),
  };
}

/** The text of a demo course's lessons, on one line, to check that a card was taken from it. */
/** What the lessons say, as the assistant reads them: their plain text, without Markdown. */
function materialOf(course: typeof python101) {
  return (
    course?.lessons.map((lesson) => markdownToPlainText(lesson.content).replace(/\s+/g, ' ')).join(' ') ?? ''
  );
}

/** Every card comes from the material: a definition's answer is a sentence of it, a blank fills one. */
function expectCardsFrom(material: string, text: string) {
  const { questions, answers: replies } = flashcardLines(text);
  questions.forEach((question, index) => {
    const answer = replies[index] ?? '';
    const blank = /^Fill in the blank: (.+)$/.exec(question)?.[1];
    const about = /^What is the lesson “.+” about\?$/.test(question);
    expect(material).toContain(blank ? blank.replace('_____', answer) : answer);
    if (!blank && !about) expect(question).toMatch(/^What (is|are|does) /);
  });
}

async function addDemoCourse(demo: typeof python101, instructorId: number) {
  if (!demo) throw new Error('demo course missing');
  const course = await buildCourse(t.db, { instructorId, title: demo.title });
  const lessonIds = new Map<string, number>();
  for (const [index, lesson] of demo.lessons.entries()) {
    const row = await buildLesson(t.db, {
      courseId: course.id,
      title: lesson.title,
      content: lesson.content,
      order: index + 1,
    });
    lessonIds.set(lesson.title, row.id);
  }
  return { course: { id: course.id, title: course.title }, lessonIds };
}

async function callsOf(userId: number) {
  return t.db.select().from(aiCalls).where(eq(aiCalls.userId, userId)).orderBy(aiCalls.id);
}

function useModel(options: { timeoutMs?: number } = {}) {
  t.config.ai = {
    baseUrl: fake.url,
    apiKey: 'test-key',
    model: 'fake-model',
    timeoutMs: options.timeoutMs ?? 5000,
  };
}

async function setFallback(enabled: boolean) {
  await t.db
    .insert(platformSettings)
    .values({ id: 1, aiSettings: { ai_fallback_enabled: enabled } })
    .onConflictDoUpdate({
      target: platformSettings.id,
      set: { aiSettings: { ai_fallback_enabled: enabled } },
    });
}

beforeAll(async () => {
  t = await createTestApp();
  // Generous for this file's many questions; the rate limit test sets its own.
  t.config.rateLimits.ai = { max: 1000, windowMs: 60_000 };
  fake = await startFakeModel();
  instructor = await buildUser(t.db, { role: 'instructor' });
  instructorToken = (await signIn(t.app, instructor)).access;
  student = await buildUser(t.db, { role: 'student' });
  studentToken = (await signIn(t.app, student)).access;

  const pythonCourse = await addDemoCourse(python101, instructor.id);
  python = pythonCourse.course;
  variablesLessonId = pythonCourse.lessonIds.get('Variables and data types') ?? 0;
  await enrollStudent(t.db, student.id, python.id);
  // The same student also learns Kiswahili: its questions must never be answered from Python, nor the reverse.
  const kiswahiliCourse = await addDemoCourse(kiswahili101, instructor.id);
  kiswahili = kiswahiliCourse.course;
  numbersLessonId = kiswahiliCourse.lessonIds.get('Numbers one to twenty') ?? 0;
  await enrollStudent(t.db, student.id, kiswahili.id);
  draftId = (await buildCourse(t.db, { instructorId: instructor.id, title: 'Draft', isPublished: false })).id;

  // Another instructor's course the student is not enrolled in: never material for this student.
  const elsewhere = await buildCourse(t.db, {
    instructorId: (await buildUser(t.db, { role: 'instructor' })).id,
    title: 'Gardening',
  });
  gardeningId = elsewhere.id;
  otherLessonId = (
    await buildLesson(t.db, {
      courseId: elsewhere.id,
      title: 'Compost heaps',
      content:
        'Compost turns kitchen scraps into humus. A compost heap needs air, water and a mix of green and brown waste.',
    })
  ).id;

  // An assessment whose correct answer must never reach the tutor or the model.
  const [assessment] = await t.db
    .insert(assessments)
    .values({
      courseId: python.id,
      title: 'Loops quiz',
      questions: [
        {
          question: EXAM_QUESTION,
          type: 'multiple_choice',
          options: ['while', ANSWER_KEY, 'range', 'def'],
          correct_answer: 1,
        },
        {
          question: 'Name the loop keyword for sequences',
          type: 'text',
          options: [],
          correct_answer: ANSWER_KEY,
        },
      ],
    })
    .returning();
  if (!assessment) throw new Error('assessment not created');
  assessmentId = assessment.id;
});

afterAll(async () => {
  await fake?.close();
  await t?.close();
});

beforeEach(async () => {
  t.config.ai = undefined;
  modelRequests.push(...fake.requests.map((request) => JSON.stringify(request.body)));
  fake.requests.length = 0;
  fake.respond(() => ({ content: 'From the course material [1]: this is the model answer.' }));
  await t.db.delete(platformSettings);
});

describe('POST /api/ai/tutor/ — validation and access', () => {
  it('needs a signed-in user', async () => {
    const response = await call(t.app, 'POST', '/api/ai/tutor/', {
      body: { prompt: 'What is a variable?', agent: 'Tutor', conversation_history: [] },
    });
    expect(response.status).toBe(401);
  });

  it('refuses an empty prompt, a prompt over 4,000 characters and an unknown agent', async () => {
    const empty = await ask({ prompt: '   ', agent: 'Tutor', conversation_history: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.prompt).toBe('Please enter a question.');

    const long = await ask({ prompt: 'a'.repeat(4001), agent: 'Tutor', conversation_history: [] });
    expect(long.status).toBe(400);
    expect(long.body.fields.prompt).toBe('Questions must be at most 4000 characters');

    const agent = await ask({ prompt: 'Hello', agent: 'Oracle', conversation_history: [] });
    expect(agent.status).toBe(400);
    expect(agent.body.fields.agent).toBe('agent must be Tutor or FlashCard');
  });

  it('refuses a course or lesson id that is not an id, and a lesson without its course', async () => {
    const course = await ask({ prompt: 'Hello', course_id: 'python' });
    expect(course.status).toBe(400);
    expect(course.body).toMatchObject({
      code: 'validation_error',
      fields: { course_id: 'course_id must be a course id' },
    });
    const lesson = await ask({ prompt: 'Hello', lesson_id: -3 });
    expect(lesson.status).toBe(400);
    expect(lesson.body.fields.lesson_id).toBe('lesson_id must be a lesson id');
    const alone = await askAnywhere({ prompt: 'Explain this', lesson_id: variablesLessonId });
    expect(alone.status).toBe(400);
    expect(alone.body.fields.course_id).toBe('course_id is required with lesson_id');
  });

  it('answers 404 for a course that does not exist or is a draft the student cannot see', async () => {
    for (const courseId of [999_999, draftId]) {
      const response = await ask({ prompt: 'What is a variable?', course_id: courseId });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', error: 'Course not found.' });
    }
  });

  it('refuses a course the student is not enrolled in, whatever the question', async () => {
    for (const agent of ['Tutor', 'FlashCard']) {
      const response = await ask({ prompt: 'compost heap', agent, course_id: gardeningId });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        code: 'not_enrolled',
        error: 'You are not enrolled in this course.',
      });
      expect(JSON.stringify(response.body)).not.toContain('Compost');
    }
  });

  it('refuses another instructor’s course to an instructor, and lets an admin use any course', async () => {
    const other = await ask({ prompt: 'compost heap', course_id: gardeningId }, instructorToken);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({
      code: 'forbidden',
      error: 'You can only use the study assistant on your own courses.',
    });

    const admin = await buildUser(t.db, { role: 'admin' });
    const adminToken = (await signIn(t.app, admin)).access;
    const answer = await ask({ prompt: 'How does a compost heap work?', course_id: gardeningId }, adminToken);
    expect(answer.status).toBe(200);
    expect(answer.body.sources).toEqual([
      {
        course_id: gardeningId,
        course_title: 'Gardening',
        lesson_id: otherLessonId,
        lesson_title: 'Compost heaps',
      },
    ]);
  });

  it('answers 404 for a lesson outside the course, even one of the student’s other courses', async () => {
    for (const lessonId of [otherLessonId, numbersLessonId, 999_999]) {
      const response = await ask({ prompt: 'Explain this', agent: 'Tutor', lesson_id: lessonId });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', error: 'Lesson not found.' });
    }
  });

  it('limits each user to the configured number of questions a minute', async () => {
    const saved = t.config.rateLimits.ai;
    t.config.rateLimits.ai = { max: 2, windowMs: 60_000 };
    const eagerStudent = await buildUser(t.db, { role: 'student' });
    await enrollStudent(t.db, eagerStudent.id, python.id);
    const eager = (await signIn(t.app, eagerStudent)).access;
    try {
      expect((await ask({ prompt: 'What is a loop?' }, eager)).status).toBe(200);
      expect((await ask({ prompt: 'What is a loop?' }, eager)).status).toBe(200);
      const limited = await ask({ prompt: 'What is a loop?' }, eager);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        code: 'rate_limited',
        error: 'Too many requests. Please wait a minute and try again.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another user still gets answers.
      expect((await ask({ prompt: 'What is a loop?' }, instructorToken)).status).toBe(200);
    } finally {
      t.config.rateLimits.ai = saved;
    }
  });
});

describe('the built-in assistant (no model configured)', () => {
  it('quotes the best passage and names the lesson it came from', async () => {
    const response = await ask({ prompt: 'What is a variable?', agent: 'Tutor', conversation_history: [] });
    expect(response.status).toBe(200);
    expect(response.body.response).toContain('A variable is a name that refers to a value.');
    expect(response.body.response).toContain(
      '“Variables and data types” (Introduction to Python Programming)',
    );
    expect(response.body.sources[0]).toEqual({
      course_id: python.id,
      course_title: python.title,
      lesson_id: variablesLessonId,
      lesson_title: 'Variables and data types',
    });
  });

  it('says plainly when the course has nothing on the question, and never reads other courses', async () => {
    const response = await ask({ prompt: 'How do I build a compost heap?', agent: 'Tutor' });
    expect(response.status).toBe(200);
    expect(response.body.response).toBe(
      "I couldn't find anything about “How do I build a compost heap?” in the course “Introduction to Python " +
        'Programming”. Try asking with words its lessons use, or open a lesson and choose Explain with AI.',
    );
    expect(response.body.sources).toEqual([]);
  });

  it('asks which course to use when a question names none, listing the student’s courses', async () => {
    for (const agent of ['Tutor', 'FlashCard'] as const) {
      const response = await askAnywhere({ prompt: 'Kiswahili numbers', agent });
      expect(response.status).toBe(200);
      const question =
        agent === 'Tutor'
          ? 'Which course is your question about?'
          : 'Which course should the flashcards come from?';
      expect(response.body.response).toBe(
        `${question} Choose one of your courses first: “Introduction to Python Programming”, “Kiswahili for ` +
          'Beginners”. I answer from the lessons of that course only.',
      );
      expect(response.body.sources).toEqual([]);
    }
    const [logged] = (await callsOf(student.id)).slice(-1);
    expect(logged).toMatchObject({ agent: 'FlashCard', provider: 'none', failure: 'no_course' });
  });

  it('lists an instructor’s own courses, and asks an admin to choose one', async () => {
    const mine = await askAnywhere({ prompt: 'What is a variable?' }, instructorToken);
    expect(mine.body.response).toBe(
      'Which course is your question about? Choose one of your courses first: “Draft”, “Introduction to ' +
        'Python Programming”, “Kiswahili for Beginners”. I answer from the lessons of that course only.',
    );
    const admin = (await signIn(t.app, await buildUser(t.db, { role: 'admin' }))).access;
    const any = await askAnywhere({ prompt: 'What is a variable?' }, admin);
    expect(any.body.response).toBe(
      'Which course is your question about? Choose a course first. I answer from the lessons of that course only.',
    );
  });

  it('tells a user without any course that there is no material yet', async () => {
    const loner = await buildUser(t.db, { role: 'student' });
    const response = await askAnywhere(
      { prompt: 'What is a variable?' },
      (await signIn(t.app, loner)).access,
    );
    expect(response.body.response).toMatch(/^You have no course material yet/);
  });

  it('says when the chosen course has no lessons yet', async () => {
    const empty = await buildCourse(t.db, { instructorId: instructor.id, title: 'Coming soon' });
    const response = await ask({ prompt: 'What is a variable?', course_id: empty.id }, instructorToken);
    expect(response.status).toBe(200);
    expect(response.body.response).toBe(
      'The course “Coming soon” has no lessons yet, so there is nothing for me to answer from. Ask again ' +
        'once its lessons are added.',
    );
  });

  it('explains the lesson a student came from, quoting that lesson', async () => {
    const response = await ask({
      prompt: 'Explain the lesson “Variables and data types” from Introduction to Python Programming.',
      agent: 'Tutor',
      lesson_id: variablesLessonId,
    });
    expect(response.status).toBe(200);
    expect(response.body.response).toMatch(
      /^Here is what the lesson “Variables and data types” \(Introduction to Python Programming\) says about this:\n\n“A variable is a name/,
    );
    expect(response.body.sources.map((s: { lesson_id: number }) => s.lesson_id)).toEqual([variablesLessonId]);
  });

  it('uses the previous question for a follow-up without words of its own', async () => {
    const response = await ask({
      prompt: 'Why?',
      conversation_history: [
        { role: 'user', content: 'How does a while loop end?' },
        { role: 'assistant', content: 'It ends when its condition becomes False.' },
      ],
    });
    expect(response.body.sources[0].lesson_title).toBe('Repeating work with loops');
  });

  it('answers instructors from their own courses', async () => {
    const response = await ask({ prompt: 'What does the return statement do?' }, instructorToken);
    expect(response.body.sources[0].lesson_title).toBe('Functions');
  });

  it('makes 10 flashcards on a topic as Q:/A: lines from the lessons', async () => {
    const response = await ask({ prompt: 'Python programming basics', agent: 'FlashCard' });
    expect(response.status).toBe(200);
    const { questions, answers: replies } = flashcardLines(response.body.response);
    expect(questions).toHaveLength(10);
    expect(replies).toHaveLength(10);
    expectCardsFrom(materialOf(python101), response.body.response);
    expect(response.body.sources.length).toBeGreaterThan(0);
  });

  it('makes no flashcards on a topic the material does not cover', async () => {
    const response = await ask({ prompt: 'compost', agent: 'FlashCard' });
    expect(response.body.response).not.toMatch(/^Q:/m);
    expect(response.body.response).toContain("so I can't make flashcards on it");
  });

  it('logs every call without its content', async () => {
    const logged = await callsOf(student.id);
    expect(logged.length).toBeGreaterThan(0);
    const last = logged.at(-1);
    expect(last).toMatchObject({ agent: 'FlashCard', provider: 'builtin', fellBack: false, model: null });
    expect(last?.latencyMs).toBeGreaterThanOrEqual(0);
    expect(Object.keys(last ?? {})).not.toContain('prompt');
  });
});

describe('one course at a time', () => {
  const sourceCourses = (sources: { course_title: string }[]) => [
    ...new Set(sources.map((source) => source.course_title)),
  ];

  it('answers a Kiswahili question from the Kiswahili course, never citing Python', async () => {
    const response = await ask({ prompt: 'How do I say the numbers in Kiswahili?', course_id: kiswahili.id });
    expect(response.status).toBe(200);
    expect(sourceCourses(response.body.sources)).toEqual(['Kiswahili for Beginners']);
    expect(response.body.sources[0].lesson_id).toBe(numbersLessonId);
    expect(response.body.response).toContain('kumi na moja (11), kumi na mbili (12)');
    expect(response.body.response).not.toMatch(/Python|Integers/);

    // The same words asked in the Python course find Python's numbers, and nothing of Kiswahili.
    const python = await ask({ prompt: 'How do I say the numbers in Kiswahili?' });
    expect(sourceCourses(python.body.sources)).toEqual(['Introduction to Python Programming']);
    expect(python.body.response).not.toContain('Moja');
  });

  it('makes “Kiswahili numbers” flashcards from the Kiswahili course only', async () => {
    const response = await ask({ prompt: 'Kiswahili numbers', agent: 'FlashCard', course_id: kiswahili.id });
    expect(response.status).toBe(200);
    const { questions } = flashcardLines(response.body.response);
    expect(questions.length).toBeGreaterThan(0);
    expect(questions).not.toContain('What are Integers?');
    expect(response.body.response).not.toMatch(/Python|Integers|variable/i);
    expectCardsFrom(materialOf(kiswahili101), response.body.response);
    expect(response.body.sources.map((source: { lesson_id: number }) => source.lesson_id)).toEqual([
      numbersLessonId,
    ]);
  });

  it('puts the lesson first when one is given, still within its course', async () => {
    const response = await ask({
      prompt: 'How do I say thank you?',
      course_id: kiswahili.id,
      lesson_id: numbersLessonId,
    });
    expect(response.status).toBe(200);
    expect(sourceCourses(response.body.sources)).toEqual(['Kiswahili for Beginners']);
    // The numbers lesson has no thanks in it; the greetings lesson of the same course answers instead.
    expect(response.body.response).toContain('"Asante" means thank you');

    const numbers = await ask({ prompt: 'numbers', course_id: kiswahili.id, lesson_id: numbersLessonId });
    expect(numbers.body.sources[0].lesson_id).toBe(numbersLessonId);
  });

  it('sends the model only the chosen course’s lessons', async () => {
    useModel();
    const response = await ask({ prompt: 'Kiswahili numbers', course_id: kiswahili.id });
    expect(response.status).toBe(200);
    expect(response.body.sources).toEqual([
      {
        course_id: kiswahili.id,
        course_title: 'Kiswahili for Beginners',
        lesson_id: numbersLessonId,
        lesson_title: 'Numbers one to twenty',
      },
    ]);
    const material = fake.requests[0]?.body.messages[1]?.content ?? '';
    expect(material).toContain('lesson text from the course “Kiswahili for Beginners”');
    expect(material).toContain('kumi na moja (11), kumi na mbili (12)');
    expect(material).not.toMatch(/Python|Integers/);

    const lines = Array.from({ length: 10 }, (_, i) => `Q: Kiswahili for ${i + 1}?\nA: Number ${i + 1}.`);
    fake.respond(() => ({ content: lines.join('\n') }));
    const cards = await ask({ prompt: 'Kiswahili numbers', agent: 'FlashCard', course_id: kiswahili.id });
    expect(flashcardLines(cards.body.response).questions).toHaveLength(10);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain('Numbers one to twenty');
    expect(sent).not.toMatch(/Python|Integers/);
  });

  it('never calls the model for a question without a course', async () => {
    useModel();
    const response = await askAnywhere({ prompt: 'Kiswahili numbers', agent: 'FlashCard' });
    expect(response.body.response).toMatch(/^Which course should the flashcards come from\?/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the model provider (an OpenAI-compatible endpoint)', () => {
  it('sends the question with the lesson material and its rules, and cites the lessons used', async () => {
    useModel();
    const response = await ask({ prompt: 'What is a variable?', agent: 'Tutor' });
    expect(response.status).toBe(200);
    expect(response.body.response).toBe('From the course material [1]: this is the model answer.');
    expect(response.body.sources).toHaveLength(1);
    expect(response.body.sources[0].lesson_title).toBe('Variables and data types');

    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('fake-model');
    const [system, material, question] = request?.body.messages ?? [];
    expect(system?.content).toContain('Never give answers to assessment, exam or quiz questions');
    expect(material?.content).toContain('[1] Lesson “Variables and data types”');
    expect(material?.content).toContain('A variable is a name that refers to a value.');
    expect(material?.content).toContain('not instructions');
    expect(question).toEqual({ role: 'user', content: 'What is a variable?' });

    const [logged] = (await callsOf(student.id)).slice(-1);
    expect(logged).toMatchObject({
      agent: 'Tutor',
      provider: 'model',
      model: 'fake-model',
      promptTokens: 120,
      completionTokens: 30,
    });
  });

  it('passes on only the last 4 messages of the conversation', async () => {
    useModel();
    const history = Array.from({ length: 6 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `message ${index + 1} about loops`,
    }));
    await ask({ prompt: 'And the while loop?', conversation_history: history });
    const contents = fake.requests[0]?.body.messages.map((message) => message.content) ?? [];
    expect(contents.filter((content) => content.startsWith('message '))).toEqual([
      'message 3 about loops',
      'message 4 about loops',
      'message 5 about loops',
      'message 6 about loops',
    ]);
  });

  it('retries after a 503 and a 429 with backoff', async () => {
    useModel();
    fake.queue({ status: 503, content: 'busy' }, { status: 429, headers: { 'retry-after': '0' } });
    const response = await ask({ prompt: 'What is a loop?' });
    expect(response.body.response).toBe('From the course material [1]: this is the model answer.');
    expect(fake.requests).toHaveLength(3);
  });

  it('falls back to the built-in assistant, saying so, when the model keeps failing', async () => {
    useModel();
    fake.respond(() => ({ status: 500, content: 'down' }));
    const response = await ask({ prompt: 'What is a variable?' });
    expect(response.status).toBe(200);
    expect(response.body.response.startsWith(FALLBACK_NOTICE)).toBe(true);
    expect(response.body.response).toContain('A variable is a name that refers to a value.');
    expect(fake.requests).toHaveLength(3);
    const [logged] = (await callsOf(student.id)).slice(-1);
    expect(logged).toMatchObject({
      provider: 'builtin',
      fellBack: true,
      failure: 'http_500',
      model: 'fake-model',
    });
  });

  it('falls back when the model is too slow', async () => {
    useModel({ timeoutMs: 200 });
    fake.respond(() => ({ content: 'late', delayMs: 1500 }));
    const response = await ask({ prompt: 'What is a loop?' });
    expect(response.body.response.startsWith(FALLBACK_NOTICE)).toBe(true);
    const [logged] = (await callsOf(student.id)).slice(-1);
    expect(logged?.failure).toBe('timeout');
  });

  it('answers 503 when the model fails and the fallback is switched off', async () => {
    useModel();
    await setFallback(false);
    fake.respond(() => ({ raw: 'not json at all' }));
    const response = await ask({ prompt: 'What is a variable?' });
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      code: 'service_unavailable',
      error: 'The AI assistant is unavailable right now. Please try again in a moment.',
    });
    const [logged] = (await callsOf(student.id)).slice(-1);
    expect(logged).toMatchObject({ provider: 'model', fellBack: false, failure: 'invalid_response' });
  });

  it('reads flashcards from the model’s Q:/A: lines, and falls back when it sends none', async () => {
    useModel();
    const lines = Array.from({ length: 10 }, (_, i) => `Q: Question ${i + 1}?\nA: Answer ${i + 1}.`).join(
      '\n',
    );
    fake.respond(() => ({ content: `Here you go!\n\n${lines}` }));
    const cards = await ask({ prompt: 'loops', agent: 'FlashCard' });
    expect(cards.body.response.split('\n').filter((l: string) => l.startsWith('Q: '))).toHaveLength(10);
    expect(cards.body.response).not.toContain('Here you go');

    fake.respond(() => ({ content: 'Sorry, I cannot do that.' }));
    const fallback = await ask({ prompt: 'Python programming basics', agent: 'FlashCard' });
    expect(fallback.body.response.startsWith(FALLBACK_NOTICE)).toBe(true);
    expect(fallback.body.response.split('\n').filter((l: string) => l.startsWith('Q: '))).toHaveLength(10);
  });
});

describe('guardrails', () => {
  it('pauses the tutor while the student has an assessment attempt in progress', async () => {
    useModel();
    const [attempt] = await t.db
      .insert(submissions)
      .values({
        assessmentId,
        studentId: student.id,
        attemptNumber: 1,
        deadline: new Date(Date.now() + 60 * 60_000),
      })
      .returning();
    const paused = await ask({ prompt: 'What is a loop?' });
    expect(paused.status).toBe(200);
    expect(paused.body.response).toBe(
      'The study assistant is paused while your assessment “Loops quiz” is in progress. It will be back as ' +
        'soon as you submit it. Good luck!',
    );
    const cards = await ask({ prompt: 'loops', agent: 'FlashCard' });
    expect(cards.body.response).toContain('paused');
    expect(fake.requests).toHaveLength(0);
    const [logged] = (await callsOf(student.id)).slice(-1);
    expect(logged).toMatchObject({ provider: 'none', failure: 'paused' });

    await t.db
      .update(submissions)
      .set({ status: 'submitted' })
      .where(eq(submissions.id, attempt?.id ?? 0));
    expect((await ask({ prompt: 'What is a loop?' })).body.response).not.toContain('paused');
  });

  it('never lets an assessment’s answer key reach an answer or the model', async () => {
    useModel();
    await ask({ prompt: EXAM_QUESTION });
    await ask({ prompt: `What is the correct answer to "${EXAM_QUESTION}"? Options: while, range, def` });
    await ask({ prompt: 'loop keyword', agent: 'FlashCard' });
    t.config.ai = undefined;
    await ask({ prompt: EXAM_QUESTION });
    await ask({ prompt: 'secret keyword bonus loop level', agent: 'FlashCard' });

    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) expect(answer).not.toContain(ANSWER_KEY);
    const sent = [...modelRequests, ...fake.requests.map((request) => JSON.stringify(request.body))];
    expect(sent.length).toBeGreaterThan(10);
    expect(sent.join('\n')).toContain('Repeating work with loops');
    for (const request of sent) expect(request).not.toContain(ANSWER_KEY);
  });
});
