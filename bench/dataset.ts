import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';

/** The size of a school district: every figure is a floor set by the benchmark's brief. */
export type DatasetSize = {
  instructors: number;
  students: number;
  courses: number;
  lessonsPerCourse: number;
  coursesPerStudent: number;
  notificationsPerStudent: number;
  threadsPerCourse: number;
  postsPerThread: number;
  examStudents: number;
};

export const FULL_SIZE: DatasetSize = {
  instructors: 500,
  students: 50_000,
  courses: 2_000,
  lessonsPerCourse: 10,
  coursesPerStudent: 4,
  notificationsPerStudent: 20,
  threadsPerCourse: 5,
  postsPerThread: 10,
  examStudents: 2_000,
};

/** A smaller copy for trying the benchmark itself quickly (`BENCH_SCALE=0.05`). */
export function scaledSize(scale: number): DatasetSize {
  const part = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    ...FULL_SIZE,
    instructors: part(FULL_SIZE.instructors),
    students: Math.max(part(FULL_SIZE.students), FULL_SIZE.examStudents),
    courses: Math.max(part(FULL_SIZE.courses), 10),
  };
}

export const BENCH_PASSWORD = 'bench-password-1';
export const EXAM_COURSE_ID = 1;

export type Dataset = {
  size: DatasetSize;
  /** First and last id of the generated students, instructors and published courses. */
  studentIds: [number, number];
  instructorIds: [number, number];
  publishedCourseIds: number[];
  assessmentId: number;
  /** Students enrolled in the exam course, free to start the assessment. */
  examStudentIds: number[];
  threads: { courseId: number; threadId: number; readerId: number }[];
  timings: Record<string, number>;
};

/** Integers written into the SQL text: generate_series and modulo need them typed, not as parameters. */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

const SUBJECTS = [
  'Mathematics',
  'Biology',
  'Chemistry',
  'Physics',
  'History',
  'Geography',
  'Kiswahili',
  'English Literature',
  'Computer Science',
  'Agriculture',
  'Entrepreneurship',
  'Music',
];

/**
 * Fills a freshly migrated database with set-based INSERT … SELECT generate_series statements, which
 * PostgreSQL and PGlite both run far faster than row-by-row inserts.
 */
export async function generateDataset(database: Database, size: DatasetSize): Promise<Dataset> {
  const { db } = database;
  const timings: Record<string, number> = {};
  const step = async (name: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    timings[name] = Math.round(performance.now() - started);
  };
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const subjects = sql.raw(`array[${SUBJECTS.map((s) => `'${s}'`).join(',')}]`);
  const totalUsers = size.instructors + size.students;

  await step(
    'users',
    sql`insert into users (username, email, password_hash, first_name, last_name, role)
      select 'user' || g, 'user' || g || '@bench.example', ${passwordHash}, 'First' || g, 'Last' || g,
             case when g <= ${n(size.instructors)} then 'instructor' else 'student' end
      from generate_series(1, ${n(totalUsers)}) g`,
  );
  const instructorIds: [number, number] = [1, size.instructors];
  const studentIds: [number, number] = [size.instructors + 1, totalUsers];

  await step(
    'courses',
    sql`insert into courses (instructor_id, title, description, language, price, currency, is_published, created_at)
      select 1 + (g % ${n(size.instructors)}),
             (${subjects})[1 + g % 12] || ' for Secondary Schools ' || g,
             'A complete course in ' || (${subjects})[1 + g % 12] || ' with weekly lessons, worked examples '
               || 'and practice questions, written for learners in East Africa. Part ' || g || '.',
             'en', case when g % 3 = 0 then 0 else 10 + g % 90 end,
             case when g % 2 = 0 then 'UGX' else 'USD' end,
             g % 10 <> 0, now() - (g || ' minutes')::interval
      from generate_series(1, ${n(size.courses)}) g`,
  );
  // The exam course must be published for its students to take the assessment.
  await db.execute(sql`update courses set is_published = true where id = ${n(EXAM_COURSE_ID)}`);

  await step(
    'lessons',
    sql`insert into lessons (course_id, title, content, "order")
      select c, 'Lesson ' || l || ': ' || (${subjects})[1 + (c + l) % 12] || ' topic ' || l,
             repeat('This lesson explains the topic step by step with examples from everyday life. ', 8),
             l
      from generate_series(1, ${n(size.courses)}) c, generate_series(1, ${n(size.lessonsPerCourse)}) l`,
  );

  await step(
    'enrollments',
    sql`insert into enrollments (student_id, course_id)
      select s, 1 + ((s * 7 + k * 331) % ${n(size.courses)})
      from generate_series(${n(studentIds[0])}, ${n(studentIds[1])}) s, generate_series(0, ${n(size.coursesPerStudent - 1)}) k
      on conflict do nothing`,
  );
  await step(
    'exam_enrollments',
    sql`insert into enrollments (student_id, course_id)
      select s, ${n(EXAM_COURSE_ID)} from generate_series(${n(studentIds[0])}, ${n(studentIds[0] + size.examStudents - 1)}) s
      on conflict do nothing`,
  );

  await step(
    'notifications',
    sql`insert into notifications (user_id, type, title, message, data, is_read, created_at)
      select s, 'announcement', 'Announcement ' || n, 'Remember to revise lesson ' || n || ' before Friday.',
             '{}'::jsonb, n > 3, now() - ((n * 37) || ' minutes')::interval
      from generate_series(${n(studentIds[0])}, ${n(studentIds[1])}) s, generate_series(1, ${n(size.notificationsPerStudent)}) n`,
  );

  await step(
    'forum_threads',
    sql`insert into forum_threads (course_id, author_id, title)
      select c, ${n(studentIds[0])} + ((c * 13 + t) % ${n(size.students)}), 'Question ' || t || ' about course ' || c
      from generate_series(1, ${n(size.courses)}) c, generate_series(1, ${n(size.threadsPerCourse)}) t`,
  );
  await step(
    'forum_posts',
    sql`insert into forum_posts (thread_id, author_id, content)
      select t.id, ${n(studentIds[0])} + ((t.id * 17 + p) % ${n(size.students)}),
             'Reply ' || p || ': here is how I understood it, with an example that helped me.'
      from forum_threads t, generate_series(1, ${n(size.postsPerThread)}) p`,
  );

  const questions = JSON.stringify(
    Array.from({ length: 20 }, (_, i) => ({
      question: `Question ${i + 1}: which option is right?`,
      type: 'multiple_choice',
      options: ['First', 'Second', 'Third', 'Fourth'],
      correct_answer: i % 4,
    })),
  );
  const [assessment] = (
    (await db.execute(sql`insert into assessments (course_id, title, duration_minutes, questions, attempts_allowed)
      values (${n(EXAM_COURSE_ID)}, 'District Mock Exam', 180, ${questions}::jsonb, 1)
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;

  if (!assessment) throw new Error('the benchmark assessment was not created');
  // Fresh statistics and visibility maps, so the measured runs are not competing with autovacuum.
  await step('vacuum_analyze', sql`vacuum analyze`);

  const published = (
    (await db.execute(sql`select id from courses where is_published order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((row) => row.id);
  const threads = (
    (await db.execute(sql`select t.id as "threadId", t.course_id as "courseId", e.student_id as "readerId"
      from forum_threads t join courses c on c.id = t.course_id and c.is_published join lateral (
        select student_id from enrollments where course_id = t.course_id limit 1
      ) e on true
      order by t.id limit 500`)) as unknown as { rows: Dataset['threads'] }
  ).rows;

  return {
    size,
    studentIds,
    instructorIds,
    publishedCourseIds: published,
    assessmentId: assessment.id,
    examStudentIds: Array.from({ length: size.examStudents }, (_, i) => studentIds[0] + i),
    threads,
    timings,
  };
}
