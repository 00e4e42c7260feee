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
  /** Besides the threads above: long discussions, each with postsPerLongThread posts. */
  longThreadsPerCourse: number;
  postsPerLongThread: number;
  assessmentsPerCourse: number;
  questionsPerAssessment: number;
  /** Students who start the mock exam in the stampede and then autosave it; they took the course's first test. */
  examStudents: number;
  /**
   * Students of the exam course who have not started its national exam: the exam_day row's cohort. The first
   * examStudents of them are the mock exam's students; the others joined the course after its first test.
   */
  examDayStudents: number;
  examDayQuestions: number;
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
  longThreadsPerCourse: 1,
  postsPerLongThread: 50,
  assessmentsPerCourse: 2,
  questionsPerAssessment: 20,
  examStudents: 2_000,
  // A whole country's cohort sitting one exam.
  examDayStudents: 10_000,
  examDayQuestions: 40,
};

/** PGlite is the embedded default for small schools: the same district, with an exam day of 2,000 students. */
const PGLITE_EXAM_DAY_STUDENTS = 2_000;

/** The full size for one database, or a smaller copy for trying the benchmark itself quickly (`BENCH_SCALE=0.05`). */
export function sizeFor(db: 'postgres' | 'pglite', scale: number): DatasetSize {
  const full = db === 'pglite' ? { ...FULL_SIZE, examDayStudents: PGLITE_EXAM_DAY_STUDENTS } : FULL_SIZE;
  if (scale === 1) return full;
  const part = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    ...full,
    instructors: part(full.instructors),
    examDayStudents: part(full.examDayStudents),
    students: Math.max(part(full.students), full.examStudents, part(full.examDayStudents)),
    courses: Math.max(part(full.courses), 10),
  };
}

export const BENCH_PASSWORD = 'bench-password-1';
export const EXAM_COURSE_ID = 1;
/** How many distinct students view the pages of the per-viewer scenarios. */
export const VIEWER_COUNT = 2_000;

export type Dataset = {
  size: DatasetSize;
  /** First and last id of the generated students, instructors and published courses. */
  studentIds: [number, number];
  instructorIds: [number, number];
  publishedCourseIds: number[];
  assessmentId: number;
  /** Students enrolled in the exam course, free to start the assessment. */
  examStudentIds: number[];
  /** The exam course's national exam, which none of its examDayStudents has started, and their first and last id. */
  examDay: { assessmentId: number; studentIds: [number, number]; questions: number };
  /** Threads of postsPerThread posts, each with one enrolled reader. */
  threads: { courseId: number; threadId: number; readerId: number }[];
  /** VIEWER_COUNT distinct students, each with a published course they are enrolled in (not the exam course). */
  viewers: { studentId: number; courseId: number }[];
  /** Every published course with its owner, its assessments (not the two exams) and its long threads. */
  courses: { id: number; instructorId: number; assessmentIds: number[]; longThreadIds: number[] }[];
  /** The assessment with the most finished attempts (every student of the exam course took it) and its owner. */
  markedAssessment: { courseId: number; assessmentId: number; instructorId: number; submissions: number };
  adminId: number;
  /** Rows in each table the scenarios read. */
  counts: Record<string, number>;
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
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const subjects = sql.raw(`array[${SUBJECTS.map((s) => `'${s}'`).join(',')}]`);
  const totalUsers = size.instructors + size.students;
  const adminId = totalUsers + 1;

  await step(
    'users',
    sql`insert into users (username, email, password_hash, first_name, last_name, role)
      select 'user' || g, 'user' || g || '@bench.example', ${passwordHash}, 'First' || g, 'Last' || g,
             case when g <= ${n(size.instructors)} then 'instructor' else 'student' end
      from generate_series(1, ${n(totalUsers)}) g`,
  );
  const instructorIds: [number, number] = [1, size.instructors];
  const studentIds: [number, number] = [size.instructors + 1, totalUsers];
  // The district's administrator, for the admin pages: the server checks users.role alone.
  await db.execute(sql`insert into users (id, username, email, password_hash, first_name, last_name, role)
    values (${n(adminId)}, 'benchadmin', 'admin@bench.example', ${passwordHash}, 'Bench', 'Admin', 'admin')`);
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${n(adminId)})`);

  // Course g belongs to instructor 1 + g % instructors: each owns several (4 at full size).
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
  // Every enrolment is part-way through its course: from none to all of its lessons, the first ones first.
  await step(
    'lesson_completions',
    sql`insert into lesson_completions (student_id, lesson_id, course_id, completed_at)
      select e.student_id, l.id, e.course_id, now() - ((${n(size.lessonsPerCourse)} - l."order") || ' days')::interval
      from enrollments e
      join lessons l on l.course_id = e.course_id
        and l."order" <= (e.student_id + e.course_id) % ${n(size.lessonsPerCourse + 1)}`,
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
  const [lastShortThread] = await rows<{ id: number }>(sql`select max(id) as id from forum_threads`);
  const shortThreadsEnd = lastShortThread?.id ?? 0;
  await step(
    'long_forum_threads',
    sql`insert into forum_threads (course_id, author_id, title)
      select c, ${n(studentIds[0])} + ((c * 29 + t) % ${n(size.students)}),
             'Revision discussion ' || t || ': past papers for course ' || c
      from generate_series(1, ${n(size.courses)}) c, generate_series(1, ${n(size.longThreadsPerCourse)}) t`,
  );
  // Oldest first, a minute apart; every fourth post answers the opening post, so the thread has nested replies.
  await step(
    'long_forum_posts',
    sql`insert into forum_posts (thread_id, author_id, content, created_at)
      select t.id, ${n(studentIds[0])} + ((t.id * 17 + p) % ${n(size.students)}),
             'Post ' || p || ': this is how I worked through question ' || p || ' of the past paper, '
               || 'with the step I found hardest written out in full so others can check it.',
             now() - ((${n(size.postsPerLongThread)} - p) || ' minutes')::interval
      from forum_threads t, generate_series(1, ${n(size.postsPerLongThread)}) p
      where t.id > ${n(shortThreadsEnd)}`,
  );
  await step(
    'long_forum_replies',
    sql`update forum_posts p set parent_id = f.first_id
      from (select thread_id, min(id) as first_id from forum_posts where thread_id > ${n(shortThreadsEnd)}
            group by thread_id) f
      where p.thread_id = f.thread_id and p.id <> f.first_id and p.id % 4 = 0`,
  );

  // Multiple-choice questions; the right option is question index % 4.
  await step(
    'assessments',
    sql`insert into assessments (course_id, title, description, duration_minutes, attempts_allowed, due_date, questions)
      select c, (${subjects})[1 + c % 12] || ' test ' || a,
             'Covers the lessons so far. Read each question carefully; you can change answers until you submit.',
             45, 2,
             -- The first test is past its due date (most students took it), the second is open.
             case when a = 1 then now() - interval '2 days' else now() + ((1 + c % 20) || ' days')::interval end,
             (select jsonb_agg(jsonb_build_object(
                'question', 'Question ' || (q + 1) || ': in ' || (${subjects})[1 + c % 12]
                  || ', which of these statements about topic ' || (q + 1) || ' is correct?',
                'type', 'multiple_choice',
                'options', jsonb_build_array(
                  'The first statement, as explained in the lesson',
                  'The second statement, which applies only in special cases',
                  'The third statement, often confused with the first',
                  'None of the statements above'),
                'correct_answer', q % 4) order by q)
              from generate_series(0, ${n(size.questionsPerAssessment - 1)}) q)
      from generate_series(1, ${n(size.courses)}) c, generate_series(1, ${n(size.assessmentsPerCourse)}) a`,
  );
  // Finished attempts at each course's first test: every second enrolment, and all of the exam course's students
  // (its instructor's page then lists some 2,000). About 60 % of answers are right.
  await step(
    'submissions',
    sql`insert into submissions (assessment_id, student_id, attempt_number, status, started_at, deadline,
                                 submitted_at, saved_at, answers, score, percentage, correct_answers, total_questions)
      select a.id, e.student_id, 1, 'submitted', now() - interval '3 days',
             now() - interval '3 days' + interval '45 minutes', now() - interval '3 days' + interval '30 minutes',
             now() - interval '3 days' + interval '30 minutes', g.answers, g.correct * 100.0 / ${n(size.questionsPerAssessment)},
             g.correct * 100.0 / ${n(size.questionsPerAssessment)}, g.correct, ${n(size.questionsPerAssessment)}
      from enrollments e
      join lateral (select id from assessments where course_id = e.course_id order by id limit 1) a on true
      cross join lateral (
        select jsonb_object_agg(q::text, answer) as answers, count(*) filter (where answer = q % 4)::int as correct
        from (select q, case when (e.student_id * (q + 3) + q * 7) % 10 < 6 then q % 4
                             else (q + 1 + e.student_id % 3) % 4 end as answer
              from generate_series(0, ${n(size.questionsPerAssessment - 1)}) q) answered
      ) g
      where e.course_id = ${n(EXAM_COURSE_ID)} or (e.student_id + e.course_id) % 2 = 0`,
  );
  const [marked] = await rows<Dataset['markedAssessment']>(sql`
    select a.course_id as "courseId", a.id as "assessmentId", c.instructor_id as "instructorId",
           (select count(*)::int from submissions s where s.assessment_id = a.id) as submissions
    from assessments a join courses c on c.id = a.course_id
    where a.course_id = ${n(EXAM_COURSE_ID)} order by a.id limit 1`);
  if (!marked) throw new Error('the marked assessment was not created');

  const questions = JSON.stringify(
    Array.from({ length: size.questionsPerAssessment }, (_, i) => ({
      question: `Question ${i + 1}: which option is right?`,
      type: 'multiple_choice',
      options: ['First', 'Second', 'Third', 'Fourth'],
      correct_answer: i % 4,
    })),
  );
  const [assessment] = await rows<{
    id: number;
  }>(sql`insert into assessments (course_id, title, duration_minutes, questions, attempts_allowed)
      values (${n(EXAM_COURSE_ID)}, 'District Mock Exam', 180, ${questions}::jsonb, 1)
      returning id`);

  if (!assessment) throw new Error('the benchmark assessment was not created');
  const examDay = await addExamDay(db, size, studentIds[0], timings);
  // Fresh statistics and visibility maps, so the measured runs are not competing with autovacuum; and the
  // generated data written out, so no run pays for flushing it (a school's database is not freshly loaded on
  // exam day).
  await step('vacuum_analyze', sql`vacuum analyze`);
  await step('checkpoint', sql`checkpoint`);

  const published = (
    await rows<{ id: number }>(sql`select id from courses where is_published order by id`)
  ).map((row) => row.id);
  const threads = await rows<Dataset['threads'][number]>(sql`
    select t.id as "threadId", t.course_id as "courseId", e.student_id as "readerId"
    from forum_threads t join courses c on c.id = t.course_id and c.is_published join lateral (
      select student_id from enrollments where course_id = t.course_id limit 1
    ) e on true
    where t.id <= ${n(shortThreadsEnd)}
    order by t.id limit 500`);
  // One enrolment of each student, in a published course other than the exam's; students spread over the range.
  const viewers = await rows<Dataset['viewers'][number]>(sql`
    select "studentId", "courseId" from (
      select distinct on (e.student_id) e.student_id as "studentId", e.course_id as "courseId"
      from enrollments e join courses c on c.id = e.course_id and c.is_published
      where e.course_id <> ${n(EXAM_COURSE_ID)} and e.is_active
      order by e.student_id, md5(e.student_id || ':' || e.course_id)
    ) v
    order by md5("studentId"::text) limit ${n(VIEWER_COUNT)}`);
  if (viewers.length < VIEWER_COUNT)
    throw new Error(`only ${viewers.length} students to view pages; the scenarios need ${VIEWER_COUNT}`);
  const courses = await rows<Dataset['courses'][number]>(sql`
    select c.id, c.instructor_id as "instructorId",
           array(select a.id from assessments a
                 where a.course_id = c.id and a.id not in (${n(assessment.id)}, ${n(examDay.assessmentId)})
                 order by a.id) as "assessmentIds",
           array(select t.id from forum_threads t where t.course_id = c.id and t.id > ${n(shortThreadsEnd)}
                 order by t.id) as "longThreadIds"
    from courses c where c.is_published order by c.id`);

  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = row?.n ?? 0;
  }

  return {
    size,
    studentIds,
    instructorIds,
    publishedCourseIds: published,
    assessmentId: assessment.id,
    examStudentIds: Array.from({ length: size.examStudents }, (_, i) => studentIds[0] + i),
    examDay,
    threads,
    viewers,
    courses,
    markedAssessment: marked,
    adminId,
    counts,
    timings,
  };
}

/**
 * The exam course's national exam and its cohort: the first examDayStudents students, enrolled after the course's
 * first test was marked (so that test's list of finished attempts stays the size it was), none of them started.
 */
async function addExamDay(
  db: Database['db'],
  size: DatasetSize,
  firstStudent: number,
  timings: Record<string, number>,
): Promise<Dataset['examDay']> {
  const lastStudent = firstStudent + size.examDayStudents - 1;
  let started = performance.now();
  await db.execute(sql`insert into enrollments (student_id, course_id)
    select s, ${n(EXAM_COURSE_ID)} from generate_series(${n(firstStudent)}, ${n(lastStudent)}) s
    on conflict do nothing`);
  timings.exam_day_enrollments = Math.round(performance.now() - started);
  started = performance.now();
  const { rows } = (await db.execute(sql`
    insert into assessments (course_id, title, description, duration_minutes, questions, attempts_allowed)
    select ${n(EXAM_COURSE_ID)}, 'National Examination',
           'One sitting for the whole cohort. Your answers are saved as you go.', 120,
           jsonb_agg(jsonb_build_object(
             'question', 'Question ' || (q + 1) || ': which option is right?',
             'type', 'multiple_choice',
             'options', jsonb_build_array('First', 'Second', 'Third', 'Fourth'),
             'correct_answer', q % 4) order by q),
           1
    from generate_series(0, ${n(size.examDayQuestions - 1)}) q
    returning id`)) as unknown as { rows: { id: number }[] };
  timings.exam_day_assessment = Math.round(performance.now() - started);
  const [row] = rows;
  if (!row) throw new Error('the exam day assessment was not created');
  return { assessmentId: row.id, studentIds: [firstStudent, lastStudent], questions: size.examDayQuestions };
}

const COUNTED_TABLES = [
  'users',
  'courses',
  'lessons',
  'enrollments',
  'lesson_completions',
  'notifications',
  'forum_threads',
  'forum_posts',
  'assessments',
  'submissions',
] as const;
