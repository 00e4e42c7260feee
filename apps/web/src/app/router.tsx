import { Navigate, type RouteObject } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LoadingState } from '../components/ui/spinner';
import { CourseCatalogPage } from '../features/courses/pages/course-catalog-page';
import { CourseDetailPage } from '../features/courses/pages/course-detail-page';
import { HomePage } from '../features/courses/pages/home-page';
import { AccessDeniedPage } from '../features/errors/pages/access-denied-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { paths } from '../lib/paths';
import { GuestOnly } from './guards/guest-only';
import { RequireRole } from './guards/require-role';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';

function LoadingApp() {
  const { t } = useLingui();
  return <LoadingState label={t`Loading Somo...`} className="min-h-dvh" />;
}

/**
 * The spec's route table (01 §2 and 02 §2). The public pages most visitors land on ship with the frame, so a
 * first visit on a phone network needs no second round of requests before drawing them; every other page is
 * its own chunk, loaded when first visited.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: LoadingApp,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          { path: 'courses', Component: CourseCatalogPage },
          { path: 'courses/:courseId', Component: CourseDetailPage },
          {
            Component: GuestOnly,
            children: [
              {
                path: 'login',
                lazy: () =>
                  import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: 'register',
                lazy: () =>
                  import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
            ],
          },
          // Not guest-only: a reset link opened while signed in (on a shared computer) must still work.
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/pages/forgot-password-page').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/pages/reset-password-page').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('../features/notifications/pages/notifications-page').then((m) => ({
                Component: m.NotificationsPage,
              })),
          },
          {
            path: 'terms',
            lazy: () =>
              import('../features/legal/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: 'privacy',
            lazy: () =>
              import('../features/legal/pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
          },
          // Eager: the role guard renders the same page, so it is in the main bundle anyway.
          { path: 'unauthorized', Component: AccessDeniedPage },
          { path: 'settings', element: <Navigate to={paths.profile()} replace /> },
          {
            path: '*',
            lazy: () =>
              import('../features/errors/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        Component: AppLayout,
        children: [
          {
            path: 'profile',
            lazy: () =>
              import('../features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
          {
            // Any signed-in role: the server decides forum membership and the pages explain a refusal.
            element: <RequireRole roles={['student', 'instructor', 'admin']} />,
            children: [
              {
                path: 'courses/:courseId/forum',
                lazy: () =>
                  import('../features/forums/pages/course-forum-page').then((m) => ({
                    Component: m.CourseForumPage,
                  })),
              },
              {
                path: 'courses/:courseId/forum/thread/:threadId',
                lazy: () =>
                  import('../features/forums/pages/forum-thread-page').then((m) => ({
                    Component: m.ForumThreadPage,
                  })),
              },
            ],
          },
          {
            path: 'messages',
            lazy: () =>
              import('../features/messaging/pages/messages-page').then((m) => ({
                Component: m.MessagesPage,
              })),
          },
          {
            element: <RequireRole roles={['student']} />,
            children: [
              {
                path: 'student/dashboard',
                lazy: () =>
                  import('../features/student/pages/student-dashboard-page').then((m) => ({
                    Component: m.StudentDashboardPage,
                  })),
              },
              {
                path: 'student/forums',
                lazy: () =>
                  import('../features/forums/pages/student-forums-page').then((m) => ({
                    Component: m.StudentForumsPage,
                  })),
              },
              {
                path: 'student/courses/:courseId/learn/:lessonId?',
                lazy: () =>
                  import('../features/learning/pages/course-learning-page').then((m) => ({
                    Component: m.CourseLearningPage,
                  })),
              },
              {
                path: 'student/courses/:courseId/messages/:conversationId?',
                lazy: () =>
                  import('../features/messaging/pages/course-messages-page').then((m) => ({
                    Component: m.CourseMessagesPage,
                  })),
              },
              {
                path: 'student/courses/:courseId/progress',
                lazy: () =>
                  import('../features/learning/pages/course-progress-page').then((m) => ({
                    Component: m.CourseProgressPage,
                  })),
              },
              {
                path: 'ai-tutoring',
                lazy: () =>
                  import('../features/ai-tutoring/pages/ai-tutoring-page').then((m) => ({
                    Component: m.AiTutoringPage,
                  })),
              },
              {
                path: 'student/profile',
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: 'student/payments',
                lazy: () =>
                  import('../features/payments/pages/my-payments-page').then((m) => ({
                    Component: m.MyPaymentsPage,
                  })),
              },
              {
                // Where a checkout comes back to; the payment's owner only (the server answers 404 to others).
                path: 'payments/:paymentId',
                lazy: () =>
                  import('../features/payments/pages/payment-return-page').then((m) => ({
                    Component: m.PaymentReturnPage,
                  })),
              },
              {
                path: 'payments/:paymentId/test',
                lazy: () =>
                  import('../features/payments/pages/test-payment-page').then((m) => ({
                    Component: m.TestPaymentPage,
                  })),
              },
            ],
          },
          {
            // Student only, but the page itself turns other roles away with the spec's own text
            // ('Access Denied: Only students can access the assessments page.'), so any signed-in role gets in.
            element: <RequireRole roles={['student', 'instructor', 'admin']} />,
            children: [
              {
                path: 'exams',
                lazy: () =>
                  import('../features/assessments/pages/exams-page').then((m) => ({
                    Component: m.ExamsPage,
                  })),
              },
            ],
          },
          {
            element: <RequireRole roles={['instructor']} />,
            children: [
              {
                path: 'instructor/dashboard',
                lazy: () =>
                  import('../features/instructor/pages/instructor-dashboard-page').then((m) => ({
                    Component: m.InstructorDashboardPage,
                  })),
              },
              {
                path: 'instructor/courses/create',
                lazy: () =>
                  import('../features/instructor/pages/create-course-page').then((m) => ({
                    Component: m.CreateCoursePage,
                  })),
              },
              {
                path: 'instructor/forums',
                lazy: () =>
                  import('../features/forums/pages/instructor-forums-page').then((m) => ({
                    Component: m.InstructorForumsPage,
                  })),
              },
              {
                path: 'instructor/courses/:courseId/manage',
                lazy: () =>
                  import('../features/instructor/pages/course-management-page').then((m) => ({
                    Component: m.CourseManagementPage,
                  })),
              },
              {
                path: 'instructor/courses/:courseId/edit',
                lazy: () =>
                  import('../features/instructor/pages/course-management-page').then((m) => ({
                    Component: m.CourseManagementPage,
                  })),
              },
              {
                path: 'instructor/courses/:courseId/lessons/create',
                lazy: () =>
                  import('../features/instructor/pages/lesson-create-page').then((m) => ({
                    Component: m.LessonCreatePage,
                  })),
              },
              {
                path: 'instructor/courses/:courseId/lessons/:lessonId/edit',
                lazy: () =>
                  import('../features/instructor/pages/lesson-edit-page').then((m) => ({
                    Component: m.LessonEditPage,
                  })),
              },
              {
                path: 'instructor/profile',
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
            ],
          },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              {
                path: 'admin/dashboard',
                lazy: () =>
                  import('../features/admin/pages/admin-dashboard-page').then((m) => ({
                    Component: m.AdminDashboardPage,
                  })),
              },
              {
                path: 'admin/requests',
                lazy: () =>
                  import('../features/admin/pages/admin-requests-page').then((m) => ({
                    Component: m.AdminRequestsPage,
                  })),
              },
              {
                path: 'admin/courses',
                lazy: () =>
                  import('../features/admin/pages/admin-courses-page').then((m) => ({
                    Component: m.AdminCoursesPage,
                  })),
              },
              {
                path: 'admin/users',
                lazy: () =>
                  import('../features/admin/pages/admin-users-page').then((m) => ({
                    Component: m.AdminUsersPage,
                  })),
              },
              {
                path: 'admin/payments',
                lazy: () =>
                  import('../features/admin/pages/admin-payments-page').then((m) => ({
                    Component: m.AdminPaymentsPage,
                  })),
              },
              {
                path: 'admin/settings',
                lazy: () =>
                  import('../features/admin/pages/admin-settings-page').then((m) => ({
                    Component: m.AdminSettingsPage,
                  })),
              },
              {
                path: 'admin/webhooks',
                lazy: () =>
                  import('../features/admin/pages/admin-webhooks-page').then((m) => ({
                    Component: m.AdminWebhooksPage,
                  })),
              },
              {
                path: 'admin/profile',
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];
