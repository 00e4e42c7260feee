import { and, eq } from 'drizzle-orm';
import { AssessmentBody, type AssessmentBody as AssessmentInput } from '@somo/contract/assessments';
import type { Db } from '../../db/client';
import { assessments } from '../../db/schema/assessments';
import { courses } from '../../db/schema/courses';
import { forumCategories, forumThreads } from '../../db/schema/forums';
import { createAssessment } from '../assessments/assessments.service';
import { createPost, createThread } from '../forums/forums.service';
import { actorFor, backdated, DEMO_CHAT_COURSE } from './demo-messages';

/** Due two weeks after the demo is set up, so the student dashboard has a real deadline to count down to. */
const DUE_AFTER_MS = 14 * 86_400_000;

const ASSESSMENT: AssessmentInput = {
  title: 'Python Basics Check',
  description: 'Ten minutes on variables, loops and functions. You may try twice; your best effort counts.',
  duration_minutes: 10,
  total_points: 30,
  passing_score: 60,
  attempts_allowed: 2,
  is_active: true,
  questions: [
    {
      question: 'What does print(list(range(3))) show?',
      type: 'multiple_choice',
      options: ['[1, 2, 3]', '[0, 1, 2]', '[0, 1, 2, 3]', '3'],
      correct_answer: 1,
    },
    {
      question: 'Which keyword starts a function definition in Python?',
      type: 'multiple_choice',
      options: ['func', 'function', 'def', 'lambda'],
      correct_answer: 2,
    },
    {
      question: 'In one or two sentences, explain why we use variables.',
      type: 'text',
      correct_answer: '',
    },
  ],
};

const THREAD = {
  title: 'How do I run Python on my phone?',
  initial_post:
    'I do not have a computer at home. Is there a way to practise the lesson examples on an Android phone?',
  reply:
    'Yes! Install an app such as Pydroid 3 from the Play Store. It runs every example in this course. Type the code, press the yellow play button, and the output appears below.',
};

async function findCourse(db: Db, title: string) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, title)).limit(1);
  return row;
}

async function seedAssessment(db: Db, courseId: number) {
  const [existing] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.title, ASSESSMENT.title)))
    .limit(1);
  if (existing) return;
  await createAssessment({
    db,
    actor: await actorFor(db, 'demo_instructor'),
    courseId,
    input: AssessmentBody.parse({
      ...ASSESSMENT,
      due_date: new Date(Date.now() + DUE_AFTER_MS).toISOString(),
    }),
  });
}

async function seedThread(db: Db, courseId: number) {
  const [existing] = await db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(and(eq(forumThreads.courseId, courseId), eq(forumThreads.title, THREAD.title)))
    .limit(1);
  if (existing) return;
  const [category] = await db
    .select({ id: forumCategories.id })
    .from(forumCategories)
    .where(eq(forumCategories.courseId, courseId))
    .orderBy(forumCategories.position)
    .limit(1);
  const student = await actorFor(db, 'demo_student');
  const instructor = await actorFor(db, 'demo_instructor');
  // Yesterday's exchange: its notifications were read long ago, so the bells show only the unread message.
  const yesterday = new Date(Date.now() - 30 * 3_600_000);
  const { id } = await backdated(db, yesterday, true, () =>
    createThread({
      db,
      actor: student,
      courseId,
      body: { title: THREAD.title, initial_post: THREAD.initial_post, category: category?.id },
    }),
  );
  await backdated(db, yesterday, true, () =>
    createPost({ db, actor: instructor, courseId, threadId: id, body: { content: THREAD.reply } }),
  );
}

/** An open assessment and a forum conversation in the demo student's Python course, made through the services. */
export async function seedDemoLearning(db: Db) {
  const course = await findCourse(db, DEMO_CHAT_COURSE);
  if (!course) return;
  await seedAssessment(db, course.id);
  await seedThread(db, course.id);
}
