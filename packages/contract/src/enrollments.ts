import { z } from 'zod';
import { CourseSummary } from './courses';
import { idField } from './ids';

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

export const Enrollment = z.object({
  enrollment_id: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string(), description: z.string() }),
  enrolled_at: z.string(),
  progress_percentage: z.number(),
});
export type Enrollment = z.infer<typeof Enrollment>;

export const EnrolledCourse = CourseSummary.extend({
  enrollment_id: z.number().int(),
  enrolled_at: z.string(),
  completed_lessons: z.number().int(),
  progress_percentage: z.number(),
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

export const CourseProgress = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  overall_progress: ProgressFigures,
  lesson_progress: z.array(LessonProgress),
  assessment_progress: z.array(
    z.object({
      assessment_id: z.number().int(),
      title: z.string(),
      submitted: z.boolean(),
      best_percentage: z.number().nullable(),
    }),
  ),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

export const LessonCompletionResponse = z.object({
  lesson_id: z.number().int(),
  completed: z.boolean(),
  overall_progress: ProgressFigures,
});
export type LessonCompletionResponse = z.infer<typeof LessonCompletionResponse>;
