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
let python: { id: number; title: string };
let variablesLessonId: number;
let otherLessonId: number;
let assessmentId: number;

const ANSWER_KEY = 'Quetzal-Answer-7731';
const EXAM_QUESTION = 'Which secret keyword unlocks the bonus loop level?';
/** Every answer the tutor gave and every request the model got in this file, checked for the answer key. */
const answers: string[] = [];
const modelRequests: string[] = [];

const python101 = DEMO_COURSES.find((course) => course.title === 'Introduction to Python Programming');

async function ask(body: Record<string, unknown>, token = studentToken) {
  const response = await call(t.app, 'POST', '/api/ai/tutor/', { token, body });
  if (typeof response.body?.response === 'string') answers.push(response.body.response);
  return response;
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
  if (!python101) throw new Error('demo course missing');
  t = await createTestApp();
  // Generous for this file's many questions; the rate limit test sets its own.
  t.config.rateLimits.ai = { max: 1000, windowMs: 60_000 };
  fake = await startFakeModel();
  const instructor = await buildUser(t.db, { role: 'instructor' });
  instructorToken = (await signIn(t.app, instructor)).access;
  student = await buildUser(t.db, { role: 'student' });
  studentToken = (await signIn(t.app, student)).access;

  const course = await buildCourse(t.db, { instructorId: instructor.id, title: python101.title });
  python = { id: course.id, title: course.title };
  for (const [index, lesson] of python101.lessons.entries()) {
    const row = await buildLesson(t.db, {
      courseId: course.id,
      title: lesson.title,
      content: lesson.content,
      order: index + 1,
    });
    if (lesson.title === 'Variables and data types') variablesLessonId = row.id;
  }
  await enrollStudent(t.db, student.id, course.id);

  // Another instructor's course the student is not enrolled in: never material for this student.
  const elsewhere = await buildCourse(t.db, {
    instructorId: (await buildUser(t.db, { role: 'instructor' })).id,
    title: 'Gardening',
  });
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
      courseId: course.id,
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

  it('answers 404 for a lesson outside the student’s courses', async () => {
    const response = await ask({ prompt: 'Explain this', agent: 'Tutor', lesson_id: otherLessonId });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('Lesson not found.');
  });

  it('limits each user to the configured number of questions a minute', async () => {
    const saved = t.config.rateLimits.ai;
    t.config.rateLimits.ai = { max: 2, windowMs: 60_000 };
    const eager = (await signIn(t.app, await buildUser(t.db, { role: 'student' }))).access;
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

  it('says plainly when the material has nothing on the question, and never reads other courses', async () => {
    const response = await ask({ prompt: 'How do I build a compost heap?', agent: 'Tutor' });
    expect(response.status).toBe(200);
    expect(response.body.response).toBe(
      "I couldn't find anything about “How do I build a compost heap?” in your course material. Try asking " +
        'with words your lessons use, or open a lesson and choose Explain with AI.',
    );
    expect(response.body.sources).toEqual([]);
  });

  it('tells a user without any course that there is no material yet', async () => {
    const loner = await buildUser(t.db, { role: 'student' });
    const response = await ask({ prompt: 'What is a variable?' }, (await signIn(t.app, loner)).access);
    expect(response.body.response).toMatch(/^You have no course material yet/);
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
    const questions = response.body.response.split('\n').filter((line: string) => line.startsWith('Q: '));
    const replies = response.body.response.split('\n').filter((line: string) => line.startsWith('A: '));
    expect(questions).toHaveLength(10);
    expect(replies).toHaveLength(10);
    // Every card comes from the lessons: a definition's answer is a sentence of them, a blank fills one.
    const material = python101?.lessons.map((lesson) => lesson.content.replace(/\s+/g, ' ')).join(' ') ?? '';
    questions.forEach((question: string, index: number) => {
      const answer = replies[index]?.slice(3) ?? '';
      const blank = /^Q: Fill in the blank: (.+)$/.exec(question)?.[1];
      expect(material).toContain(blank ? blank.replace('_____', answer) : answer);
    });
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
