import { z } from 'zod';
import { CourseIdParams, CourseIdParamsNamed, CourseLessonParams, IdParam } from './courses';
import { describeEndpoints } from './endpoint';
import { CourseProgress, CourseRoster } from './enrollments';
import { MessageResponse } from './errors';
import {
  CourseCreateBody,
  CourseSettingsBody,
  InstructorCourse,
  InstructorCourseDetail,
  InstructorLesson,
  LessonBody,
  LessonReorderBody,
  LessonResponse,
  LessonUpdateBody,
  TogglePublicationResponse,
} from './instructor';

/*
 * Kept apart from instructor.ts: the roster and progress answers come from enrollments.ts, which itself builds
 * on instructor.ts, and one file importing the other both ways would be a cycle.
 */

/** The settings form sent as multipart when a thumbnail comes along: every settings field as text, and the file. */
const courseSettingsForm = {
  ...Object.fromEntries(Object.keys(CourseSettingsBody.shape).map((name) => [name, 'text' as const])),
  thumbnail: 'file',
} as const;

const StudentProgressParams = CourseIdParamsNamed.extend({ studentId: IdParam });

/**
 * Instructors manage their own courses only: someone else's course answers not_found, as if it did not exist.
 * Admins may read every course's management data but change none of it.
 */
export const instructorEndpoints = describeEndpoints({
  'GET /instructor/courses/': {
    summary: "The signed-in instructor's own courses, published or not.",
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    response: z.array(InstructorCourse),
    errors: ['forbidden'],
  },
  'POST /instructor/courses/create/': {
    summary: 'Creates a course owned by the signed-in instructor, priced within the platform limits.',
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    body: CourseCreateBody,
    status: 201,
    response: InstructorCourseDetail,
    errors: ['forbidden'],
  },
  'GET /instructor/courses/:id/detail/': {
    summary: 'One course for its management pages, with every lesson in full.',
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseIdParams,
    response: InstructorCourseDetail,
    errors: ['forbidden', 'not_found'],
  },
  'GET /instructor/courses/:id/lessons/': {
    summary: "The course's lessons in their order.",
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseIdParams,
    response: z.array(InstructorLesson),
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:id/lessons/create/': {
    summary:
      'Adds a lesson, last unless an order is given; enrolled students are told when the course is published.',
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    params: CourseIdParams,
    body: LessonBody,
    status: 201,
    response: LessonResponse,
    errors: ['forbidden', 'not_found'],
  },
  'POST /instructor/courses/:id/lessons/reorder/': {
    summary: "Puts the course's lessons in the order given; the list must name every lesson once.",
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    params: CourseIdParams,
    body: LessonReorderBody,
    response: z.array(InstructorLesson),
    errors: ['forbidden', 'not_found'],
  },
  'PUT /instructor/courses/:courseId/lessons/:lessonId/update/': {
    summary: 'Changes a lesson; content, video and order left out keep their saved values.',
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    params: CourseLessonParams,
    body: LessonUpdateBody,
    response: LessonResponse,
    errors: ['forbidden', 'not_found'],
  },
  'DELETE /instructor/courses/:courseId/lessons/:lessonId/delete/': {
    summary: 'Deletes a lesson and renumbers the ones after it.',
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    params: CourseLessonParams,
    response: MessageResponse,
    errors: ['forbidden', 'not_found'],
  },
  'PUT /instructor/courses/:id/settings/update/': {
    summary:
      "Changes a course's settings; a field left out keeps its saved value. Sent as JSON, or as a multipart " +
      'form with the same fields when a thumbnail (JPEG, PNG or WebP) comes along.',
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    params: CourseIdParams,
    body: CourseSettingsBody,
    form: courseSettingsForm,
    response: InstructorCourseDetail,
    errors: ['bad_request', 'forbidden', 'not_found', 'payload_too_large', 'unsupported_media_type'],
  },
  'POST /instructor/courses/:id/toggle-publication/': {
    summary: 'Publishes a draft course or takes a published one back to draft.',
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor'],
    params: CourseIdParams,
    response: TogglePublicationResponse,
    errors: ['forbidden', 'not_found'],
  },
  'GET /instructor/courses/:courseId/students/': {
    summary: "The course's enrolled students, each with the progress they see themselves.",
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: CourseIdParamsNamed,
    response: CourseRoster,
    errors: ['forbidden', 'not_found'],
  },
  'GET /instructor/courses/:courseId/students/:studentId/progress/': {
    summary: "One enrolled student's progress in the course.",
    tag: 'Instructor',
    auth: 'required',
    roles: ['instructor', 'admin'],
    params: StudentProgressParams,
    response: CourseProgress,
    errors: ['forbidden', 'not_found'],
  },
});
