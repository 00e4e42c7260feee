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
import type { Answers, Question } from '@somo/contract/assessments';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_course_idx').on(t.courseId)],
);

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
