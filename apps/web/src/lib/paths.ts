import type { Role } from '@somo/contract/auth';

type Id = string | number;

const seg = (id: Id) => encodeURIComponent(String(id));

/** Every in-app link is built here, so a route change is one edit. */
export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  terms: () => '/terms',
  privacy: () => '/privacy',
  unauthorized: () => '/unauthorized',
  notifications: () => '/notifications',
  settings: () => '/settings',
  profile: () => '/profile',

  courses: () => '/courses',
  course: (courseId: Id) => `/courses/${seg(courseId)}`,
  courseForum: (courseId: Id) => `/courses/${seg(courseId)}/forum`,
  forumThread: (courseId: Id, threadId: Id) => `/courses/${seg(courseId)}/forum/thread/${seg(threadId)}`,

  /** `search` prefills the contact search, as when arriving from a message notification. */
  messages: (search?: string) =>
    search ? `/messages?${new URLSearchParams({ search }).toString()}` : '/messages',
  aiTutoring: () => '/ai-tutoring',
  exams: () => '/exams',

  /** Where a checkout comes back to: the payment's status, settled by asking the server. */
  payment: (paymentId: Id) => `/payments/${seg(paymentId)}`,
  /** The built-in test provider's imitation of a mobile-money prompt. */
  testPayment: (paymentId: Id) => `/payments/${seg(paymentId)}/test`,

  /** A certificate's public verification page: no sign-in needed, the link is what is shared. */
  certificate: (certificateId: Id) => `/certificates/${seg(certificateId)}`,
  /** The certificate as a PDF: an API address the server answers with the file itself (a plain link). */
  certificatePdf: (certificateId: Id) => `/api/certificates/${seg(certificateId)}/pdf/`,

  student: {
    dashboard: () => '/student/dashboard',
    forums: () => '/student/forums',
    profile: () => '/student/profile',
    learn: (courseId: Id, lessonId?: Id) =>
      lessonId === undefined
        ? `/student/courses/${seg(courseId)}/learn`
        : `/student/courses/${seg(courseId)}/learn/${seg(lessonId)}`,
    courseMessages: (courseId: Id, conversationId?: Id) =>
      conversationId === undefined
        ? `/student/courses/${seg(courseId)}/messages`
        : `/student/courses/${seg(courseId)}/messages/${seg(conversationId)}`,
    progress: (courseId: Id) => `/student/courses/${seg(courseId)}/progress`,
    payments: () => '/student/payments',
    certificates: () => '/student/certificates',
  },

  instructor: {
    dashboard: () => '/instructor/dashboard',
    createCourse: () => '/instructor/courses/create',
    forums: () => '/instructor/forums',
    profile: () => '/instructor/profile',
    manageCourse: (courseId: Id) => `/instructor/courses/${seg(courseId)}/manage`,
    editCourse: (courseId: Id) => `/instructor/courses/${seg(courseId)}/edit`,
    createLesson: (courseId: Id) => `/instructor/courses/${seg(courseId)}/lessons/create`,
    editLesson: (courseId: Id, lessonId: Id) =>
      `/instructor/courses/${seg(courseId)}/lessons/${seg(lessonId)}/edit`,
    /** The course editor opened on one of its tabs, e.g. 'lessons'. */
    courseTab: (courseId: Id, tab: string) =>
      `/instructor/courses/${seg(courseId)}/manage?${new URLSearchParams({ tab }).toString()}`,
    /** The course's Messages tab with the chat with one student open. */
    courseChat: (courseId: Id, studentId: Id) =>
      `/instructor/courses/${seg(courseId)}/manage?${new URLSearchParams({ tab: 'messages', student: String(studentId) }).toString()}`,
  },

  admin: {
    dashboard: () => '/admin/dashboard',
    requests: () => '/admin/requests',
    users: () => '/admin/users',
    courses: () => '/admin/courses',
    payments: () => '/admin/payments',
    certificates: () => '/admin/certificates',
    settings: () => '/admin/settings',
    webhooks: () => '/admin/webhooks',
    profile: () => '/admin/profile',
  },

  roleDashboard: (role: Role): string => paths[role].dashboard(),
  roleProfile: (role: Role): string => paths[role].profile(),

  /** The AI assistant primed with one lesson (spec 01 §2: /ai-tutoring accepts the current lesson). */
  explainLesson: (courseId: Id, lessonId: Id) =>
    `/ai-tutoring?${new URLSearchParams({ course: String(courseId), lesson: String(lessonId) }).toString()}`,

  /** One assessment on the exams page: its rules, the running exam, or its result. */
  exam: (assessmentId: Id) =>
    `/exams?${new URLSearchParams({ assessment: String(assessmentId) }).toString()}`,
};
