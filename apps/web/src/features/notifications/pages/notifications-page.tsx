import { Link } from 'react-router';
import { BellRing, LogIn } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { NotificationActions } from '../components/notification-actions';
import { NotificationCenter } from '../components/notification-center';

export function NotificationsPage() {
  const { t } = useLingui();
  const { status, user } = useAuth();

  if (status === 'loading') return <LoadingState label={t`Checking your session...`} />;

  if (!user) {
    return (
      <PageContainer className="max-w-3xl">
        <DocumentTitle title={t`Notifications`} />
        <EmptyState
          icon={BellRing}
          title={t`Please Sign In`}
          headingLevel="h1"
          description={t`Sign in to see the notifications about your courses, messages and forum discussions.`}
          action={
            <Link to={paths.login()} state={{ from: paths.notifications() }} className={buttonStyles()}>
              <LogIn aria-hidden="true" />
              <Trans>Sign In</Trans>
            </Link>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="max-w-4xl">
      <DocumentTitle title={t`Notifications`} />
      <PageHeader
        title={t`Notifications`}
        description={t`Updates about your courses, messages, forum discussions and announcements.`}
        actions={<NotificationActions />}
      />
      <div className="mt-6">
        <NotificationCenter />
      </div>
    </PageContainer>
  );
}
