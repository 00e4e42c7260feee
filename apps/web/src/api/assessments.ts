type Id = string | number;

/** Query keys for both sides of assessments, so a change can refresh one assessment or a whole list. */
export const assessmentKeys = {
  student: () => ['assessments', 'student'] as const,
  studentList: () => ['assessments', 'student', 'list'] as const,
  studentDetail: (assessmentId: Id) => ['assessments', 'student', 'detail', String(assessmentId)] as const,
  course: (courseId: Id) => ['assessments', 'course', String(courseId)] as const,
  courseList: (courseId: Id) => ['assessments', 'course', String(courseId), 'list'] as const,
  courseDetail: (courseId: Id, assessmentId: Id) =>
    ['assessments', 'course', String(courseId), 'detail', String(assessmentId)] as const,
  /** The instructor's 'Needs marking' list across their courses. */
  markingQueue: () => ['assessments', 'marking-queue'] as const,
};
