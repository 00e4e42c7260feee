import { z } from 'zod';
import { OpenAssessment } from './assessments';
import { CourseIdParams, CourseIdParamsNamed, CourseLessonParams, CourseSummary } from './courses';
import { describeEndpoints } from './endpoint';
import { idField } from './ids';
import { CourseStudents, EnrolledStudent } from './instructor';
import { ATTEMPT_RESULTS, type ProgressSummary as ProgressSummaryType } from './progress';

export const EnrollBody = z.object({
  course_id: idField('course_id must be a course id'),
});
export type EnrollBody = z.input<typeof EnrollBody>;

export const EnrollResponse = z.object({ message: z.string(), enrollment_id: z.number().int() });
export type EnrollResponse = z.infer<typeof EnrollResponse>;

export const EnrollmentStatus = z.object({ enrolled: z.boolean() });
export type EnrollmentStatus = z.infer<typeof EnrollmentStatus>;

export const ProgressFigures = z.object({
  completed_quizzes: z.number().int(),
  total_quizzes: z.number().int(),
  completion_percentage: z.number(),
});
export type ProgressFigures = z.infer<typeof ProgressFigures>;

/** The one progress definition (progress.ts): lessons, assessments passed, and one percentage over both. */
export const ProgressSummary = z.object({
  lessons_completed: z.number().int(),
  lesson_count: z.number().int(),
  assessments_passed: z.number().int(),
  assessment_count: z.number().int(),
  percentage: z.number().int(),
}) satisfies z.ZodType<ProgressSummaryType>;
export type ProgressSummary = z.infer<typeof ProgressSummary>;

export const Enrollment = z.object({
  enrollment_id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string(), description: z.string() }),
  enrolled_at: z.string(),
  /** progress.percentage, kept under its earlier name. */
  progress_percentage: z.number(),
  progress: ProgressSummary,
});
export type Enrollment = z.infer<typeof Enrollment>;

export const EnrolledCourse = CourseSummary.extend({
  enrollment_id: z.number().int(),
  enrolled_at: z.string(),
  /** progress.lessons_completed and progress.percentage, kept under their earlier names. */
  completed_lessons: z.number().int(),
  progress_percentage: z.number(),
  progress: ProgressSummary,
});
export type EnrolledCourse = z.infer<typeof EnrolledCourse>;

export const CourseInstructor = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  course_title: z.string(),
});
export type CourseInstructor = z.infer<typeof CourseInstructor>;

export const LessonProgress = ProgressFigures.extend({
  lesson_id: z.number().int(),
  lesson_title: z.string(),
  order: z.number().int(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
});
export type LessonProgress = z.infer<typeof LessonProgress>;

export const AssessmentProgress = z.object({
  assessment_id: z.number().int(),
  title: z.string(),
  submitted: z.boolean(),
  best_percentage: z.number().nullable(),
  /** The best result over the student's finished attempts (progress.ts bestResult); null before any. */
  result: z.enum(ATTEMPT_RESULTS).nullable(),
  passed: z.boolean(),
});
export type AssessmentProgress = z.infer<typeof AssessmentProgress>;

export const CourseProgress = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  /** The spec's figures: lessons completed plus assessments passed, over lessons plus active assessments. */
  overall_progress: ProgressFigures,
  progress: ProgressSummary,
  lesson_progress: z.array(LessonProgress),
  assessment_progress: z.array(AssessmentProgress),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

export const LessonCompletionResponse = z.object({
  lesson_id: z.number().int(),
  completed: z.boolean(),
  overall_progress: ProgressFigures,
  progress: ProgressSummary,
});
export type LessonCompletionResponse = z.infer<typeof LessonCompletionResponse>;

/** A student on the instructor's Students tab, with the same progress figures the student sees. */
export const RosterStudent = EnrolledStudent.extend({ progress: ProgressSummary });
export type RosterStudent = z.infer<typeof RosterStudent>;

export const CourseRoster = CourseStudents.extend({ students: z.array(RosterStudent) });
export type CourseRoster = z.infer<typeof CourseRoster>;

/** The next lesson not completed yet in one of the student's courses. */
export const NextLesson = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  lesson_id: z.number().int(),
  lesson_title: z.string(),
  /** Its place in the course, from 1. */
  lesson_number: z.number().int(),
  progress: ProgressSummary,
});
export type NextLesson = z.infer<typeof NextLesson>;

/** The student dashboard's 'Up next': what is open to take now, and where each course continues. */
export const UpNext = z.object({
  server_time: z.string(),
  assessments: z.array(OpenAssessment),
  lessons: z.array(NextLesson),
});
export type UpNext = z.infer<typeof UpNext>;

const lessonCompletion = (completed: boolean) =>
  ({
    summary: completed ? 'Marks a lesson completed.' : 'Marks a lesson not completed.',
    tag: 'Enrollments',
    auth: 'required',
    roles: ['student'],
    params: CourseLessonParams,
    response: LessonCompletionResponse,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  }) as const;

export const enrollmentEndpoints = describeEndpoints({
  'GET /student/courses/:id/enrollment-status/': {
    summary: 'Whether the signed-in user is enrolled in a course (never, for instructors and admins).',
    tag: 'Enrollments',
    auth: 'required',
    params: CourseIdParams,
    response: EnrollmentStatus,
    errors: ['not_found'],
  },
  'POST /student/enroll/': {
    summary: 'Enrols the student in a free course; a paid course is bought through a payment.',
    tag: 'Enrollments',
    auth: 'required',
    roles: ['student'],
    body: EnrollBody,
    status: 201,
    response: EnrollResponse,
    errors: ['forbidden', 'not_found', 'payment_required', 'conflict'],
  },
  'GET /student/enrollments/': {
    summary: "The student's enrollments with their progress.",
    tag: 'Enrollments',
    auth: 'required',
    roles: ['student'],
    response: z.array(Enrollment),
    errors: ['forbidden'],
  },
  'GET /student/enrolled-courses/': {
    summary: "The student's courses with their progress.",
    tag: 'Enrollments',
    auth: 'required',
    roles: ['student'],
    response: z.array(EnrolledCourse),
    errors: ['forbidden'],
  },
  'GET /student/up-next/': {
    summary: "The student dashboard's 'Up next': assessments open now and the next lesson of each course.",
    tag: 'Enrollments',
    auth: 'required',
    roles: ['student'],
    response: UpNext,
    errors: ['forbidden'],
  },
  'GET /student/courses/:courseId/instructor/': {
    summary: 'The instructor of a course the student is enrolled in.',
    tag: 'Enrollments',
    auth: 'required',
    roles: ['student'],
    params: CourseIdParamsNamed,
    response: CourseInstructor,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  },
  'GET /student/courses/:courseId/progress/': {
    summary: "The student's progress through a course: its lessons, its assessments and the summary of both.",
    tag: 'Enrollments',
    auth: 'required',
    roles: ['student'],
    params: CourseIdParamsNamed,
    response: CourseProgress,
    errors: ['forbidden', 'not_found', 'not_enrolled'],
  },
  'POST /student/courses/:courseId/lessons/:lessonId/complete/': lessonCompletion(true),
  'DELETE /student/courses/:courseId/lessons/:lessonId/complete/': lessonCompletion(false),
});
