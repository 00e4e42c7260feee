import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LoadingState } from '../components/ui/spinner';
import { AccessDeniedPage } from '../features/errors/pages/access-denied-page';
import { RouteErrorPage } from '../features/errors/pages/route-error-page';
import { loadTexts, type TextPart } from '../lib/i18n/i18n';
import { paths } from '../lib/paths';
import { GuestOnly } from './guards/guest-only';
import { RequireRole } from './guards/require-role';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';

function LoadingApp() {
  const { t } = useLingui();
  return <LoadingState label={t`Loading Somo...`} className="min-h-dvh" />;
}

/**
 * A page in its own chunk, loaded when first visited and drawn once both its code and its texts in the
 * reader's language are here (downloaded side by side).
 */
function page<Module>(part: TextPart, load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(part)]);
    return { Component: pick(module) };
  };
}

/**
 * The spec's route table (01 §2 and 02 §2). Each page is its own chunk; the server names the first page's
 * chunks in the HTML, so the browser fetches them alongside the frame's, with no extra round trip.
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
          {
            index: true,
            lazy: page(
              'courses',
              () => import('../features/courses/pages/home-page'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'courses',
            lazy: page(
              'courses',
              () => import('../features/courses/pages/course-catalog-page'),
              (m) => m.CourseCatalogPage,
            ),
          },
          {
            path: 'courses/:courseId',
            lazy: page(
              'courses',
              () => import('../features/courses/pages/course-detail-page'),
              (m) => m.CourseDetailPage,
            ),
          },
          {
            Component: GuestOnly,
            children: [
              {
                path: 'login',
                lazy: page(
                  'auth',
                  () => import('../features/auth/pages/login-page'),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: 'register',
                lazy: page(
                  'auth',
                  () => import('../features/auth/pages/register-page'),
                  (m) => m.RegisterPage,
                ),
              },
            ],
          },
          // Not guest-only: a reset link opened while signed in (on a shared computer) must still work.
          {
            path: 'forgot-password',
            lazy: page(
              'auth',
              () => import('../features/auth/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password',
            lazy: page(
              'auth',
              () => import('../features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'notifications',
            lazy: page(
              'all',
              () => import('../features/notifications/pages/notifications-page'),
              (m) => m.NotificationsPage,
            ),
          },
          {
            path: 'terms',
            lazy: page(
              'legal',
              () => import('../features/legal/pages/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: 'privacy',
            lazy: page(
              'legal',
              () => import('../features/legal/pages/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            // Public: anyone holding a certificate's link (or its PDF's QR code) checks it here, signed in or not.
            path: 'certificates/:certificateId',
            lazy: page(
              'certificates',
              () => import('../features/certificates/pages/certificate-page'),
              (m) => m.CertificatePage,
            ),
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
        // The signed-in frame (role sidebar and its menus) is not in the first download of a guest's page.
        lazy: page(
          'all',
          () => import('./layout/app-layout'),
          (m) => m.AppLayout,
        ),
        children: [
          {
            path: 'profile',
            lazy: page(
              'all',
              () => import('../features/profile/pages/profile-page'),
              (m) => m.ProfilePage,
            ),
          },
          {
            // Any signed-in role: the server decides forum membership and the pages explain a refusal.
            element: <RequireRole roles={['student', 'instructor', 'admin']} />,
            children: [
              {
                path: 'courses/:courseId/forum',
                lazy: page(
                  'all',
                  () => import('../features/forums/pages/course-forum-page'),
                  (m) => m.CourseForumPage,
                ),
              },
              {
                path: 'courses/:courseId/forum/thread/:threadId',
                lazy: page(
                  'all',
                  () => import('../features/forums/pages/forum-thread-page'),
                  (m) => m.ForumThreadPage,
                ),
              },
            ],
          },
          {
            path: 'messages',
            lazy: page(
              'all',
              () => import('../features/messaging/pages/messages-page'),
              (m) => m.MessagesPage,
            ),
          },
          {
            element: <RequireRole roles={['student']} />,
            children: [
              {
                path: 'student/dashboard',
                lazy: page(
                  'all',
                  () => import('../features/student/pages/student-dashboard-page'),
                  (m) => m.StudentDashboardPage,
                ),
              },
              {
                path: 'student/forums',
                lazy: page(
                  'all',
                  () => import('../features/forums/pages/student-forums-page'),
                  (m) => m.StudentForumsPage,
                ),
              },
              {
                path: 'student/courses/:courseId/learn/:lessonId?',
                lazy: page(
                  'all',
                  () => import('../features/learning/pages/course-learning-page'),
                  (m) => m.CourseLearningPage,
                ),
              },
              {
                path: 'student/courses/:courseId/messages/:conversationId?',
                lazy: page(
                  'all',
                  () => import('../features/messaging/pages/course-messages-page'),
                  (m) => m.CourseMessagesPage,
                ),
              },
              {
                path: 'student/courses/:courseId/progress',
                lazy: page(
                  'all',
                  () => import('../features/learning/pages/course-progress-page'),
                  (m) => m.CourseProgressPage,
                ),
              },
              {
                path: 'ai-tutoring',
                lazy: page(
                  'all',
                  () => import('../features/ai-tutoring/pages/ai-tutoring-page'),
                  (m) => m.AiTutoringPage,
                ),
              },
              {
                path: 'student/profile',
                lazy: page(
                  'all',
                  () => import('../features/profile/pages/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
              {
                path: 'student/payments',
                lazy: page(
                  'all',
                  () => import('../features/payments/pages/my-payments-page'),
                  (m) => m.MyPaymentsPage,
                ),
              },
              {
                path: 'student/certificates',
                lazy: page(
                  'all',
                  () => import('../features/certificates/pages/my-certificates-page'),
                  (m) => m.MyCertificatesPage,
                ),
              },
              {
                // Where a checkout comes back to; the payment's owner only (the server answers 404 to others).
                path: 'payments/:paymentId',
                lazy: page(
                  'all',
                  () => import('../features/payments/pages/payment-return-page'),
                  (m) => m.PaymentReturnPage,
                ),
              },
              {
                path: 'payments/:paymentId/test',
                lazy: page(
                  'all',
                  () => import('../features/payments/pages/test-payment-page'),
                  (m) => m.TestPaymentPage,
                ),
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
                lazy: page(
                  'all',
                  () => import('../features/assessments/pages/exams-page'),
                  (m) => m.ExamsPage,
                ),
              },
            ],
          },
          {
            element: <RequireRole roles={['instructor']} />,
            children: [
              {
                path: 'instructor/dashboard',
                lazy: page(
                  'all',
                  () => import('../features/instructor/pages/instructor-dashboard-page'),
                  (m) => m.InstructorDashboardPage,
                ),
              },
              {
                path: 'instructor/courses/create',
                lazy: page(
                  'all',
                  () => import('../features/instructor/pages/create-course-page'),
                  (m) => m.CreateCoursePage,
                ),
              },
              {
                path: 'instructor/forums',
                lazy: page(
                  'all',
                  () => import('../features/forums/pages/instructor-forums-page'),
                  (m) => m.InstructorForumsPage,
                ),
              },
              {
                path: 'instructor/courses/:courseId/manage',
                lazy: page(
                  'all',
                  () => import('../features/instructor/pages/course-management-page'),
                  (m) => m.CourseManagementPage,
                ),
              },
              {
                path: 'instructor/courses/:courseId/edit',
                lazy: page(
                  'all',
                  () => import('../features/instructor/pages/course-management-page'),
                  (m) => m.CourseManagementPage,
                ),
              },
              {
                path: 'instructor/courses/:courseId/lessons/create',
                lazy: page(
                  'all',
                  () => import('../features/instructor/pages/lesson-create-page'),
                  (m) => m.LessonCreatePage,
                ),
              },
              {
                path: 'instructor/courses/:courseId/lessons/:lessonId/edit',
                lazy: page(
                  'all',
                  () => import('../features/instructor/pages/lesson-edit-page'),
                  (m) => m.LessonEditPage,
                ),
              },
              {
                path: 'instructor/profile',
                lazy: page(
                  'all',
                  () => import('../features/profile/pages/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
            ],
          },
          {
            element: <RequireRole roles={['admin']} />,
            children: [
              {
                path: 'admin/dashboard',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-dashboard-page'),
                  (m) => m.AdminDashboardPage,
                ),
              },
              {
                path: 'admin/requests',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-requests-page'),
                  (m) => m.AdminRequestsPage,
                ),
              },
              {
                path: 'admin/courses',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-courses-page'),
                  (m) => m.AdminCoursesPage,
                ),
              },
              {
                path: 'admin/users',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-users-page'),
                  (m) => m.AdminUsersPage,
                ),
              },
              {
                path: 'admin/payments',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-payments-page'),
                  (m) => m.AdminPaymentsPage,
                ),
              },
              {
                path: 'admin/certificates',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-certificates-page'),
                  (m) => m.AdminCertificatesPage,
                ),
              },
              {
                path: 'admin/settings',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-settings-page'),
                  (m) => m.AdminSettingsPage,
                ),
              },
              {
                path: 'admin/webhooks',
                lazy: page(
                  'all',
                  () => import('../features/admin/pages/admin-webhooks-page'),
                  (m) => m.AdminWebhooksPage,
                ),
              },
              {
                path: 'admin/profile',
                lazy: page(
                  'all',
                  () => import('../features/profile/pages/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
