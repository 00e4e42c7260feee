import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Answers, AssessmentSelection, Question, QuestionSource } from '@somo/contract/assessments';
import { courses } from './courses';
import { users } from './users';

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    totalPoints: integer('total_points').notNull().default(100),
    passingScore: numeric('passing_score', { precision: 5, scale: 2, mode: 'number' }).notNull().default(70),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    startDate: timestamp('start_date', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** Includes each question's correct_answer: never sent to students as it is. */
    questions: jsonb('questions').$type<Question[]>().notNull(),
    /** Null: the questions above, for everyone. Otherwise a fixed list from the bank or a draw per attempt. */
    selection: jsonb('selection').$type<AssessmentSelection>(),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_course_idx').on(t.courseId)],
);

/**
 * A course's questions, written once and asked by several assessments: each question with its answer keys, as
 * an assessment's own questions are stored.
 */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<Question>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_questions_course_idx').on(t.courseId)],
);

/** Where a paper's question came from, and `options[place]`: the index, as written, of the option shown there. */
export type PaperSource = QuestionSource & { options: number[] };

/**
 * A student's own questions for one attempt, as they were when it started: in the student's order, options in
 * the student's order with the answer keys remapped to it, so answers and grading need no translation.
 */
export type Paper = { questions: Question[]; sources: PaperSource[] };

/** Stored with fillfactor 70 (migration 0022), so autosaves rewrite an open attempt in place. */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    status: text('status', { enum: ['in_progress', 'submitted'] })
      .notNull()
      .default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** started_at + duration, fixed at start: the server's clock, not the browser's, ends the attempt. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    /** Instructor's hand grading of questions, by question index: true correct, false not. */
    manualGrades: jsonb('manual_grades').$type<Record<string, boolean>>().notNull().default({}),
    score: numeric('score', { precision: 10, scale: 2, mode: 'number' }),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }),
    correctAnswers: integer('correct_answers'),
    totalQuestions: integer('total_questions').notNull().default(0),
    isLateSubmission: boolean('is_late_submission').notNull().default(false),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** The highest idempotency-key sequence saved (0: none), so a queued save that arrives late never overwrites a newer one. */
    lastSaveSeq: integer('last_save_seq').notNull().default(0),
    /** The attempt's own questions when drawn or shuffled (docs/decisions/0020); null: the assessment's own. */
    paper: jsonb('paper').$type<Paper>(),
  },
  (t) => [
    uniqueIndex('submissions_one_in_progress_idx')
      .on(t.assessmentId, t.studentId)
      .where(sql`${t.status} = 'in_progress'`),
    uniqueIndex('submissions_attempt_idx').on(t.assessmentId, t.studentId, t.attemptNumber),
    index('submissions_student_idx').on(t.studentId),
    index('submissions_graded_by_idx').on(t.gradedBy),
    index('submissions_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'in_progress'`),
    // An assessment's submissions page, newest first (read backwards: a descending index would sort nulls
    // last, which `order by … desc` does not); its counts by status come from the index alone.
    index('submissions_assessment_started_idx').on(t.assessmentId, t.startedAt, t.id, t.status),
  ],
);
