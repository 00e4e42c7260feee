import { Link } from 'react-router';
import { LogIn, Mail } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonStyles } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { paths } from '../../../lib/paths';
import { ContactsView } from '../components/contacts-view';
import { DirectMessagesView } from '../components/direct-messages-view';

export function MessagesPage() {
  const { t } = useLingui();
  const { status, user } = useAuth();

  if (status === 'loading') return <LoadingState label={t`Checking your session...`} />;
  if (!user) {
    return (
      <>
        <DocumentTitle title={t`Messages`} />
        <EmptyState
          icon={Mail}
          title={t`Please Sign In`}
          headingLevel="h1"
          description={t`Sign in to read and send messages.`}
          action={
            <Link to={paths.login()} state={{ from: paths.messages() }} className={buttonStyles()}>
              <LogIn aria-hidden="true" />
              <Trans>Sign In</Trans>
            </Link>
          }
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <DocumentTitle title={t`Messages`} />
      <PageHeader
        title={t`Messages`}
        description={
          user.role === 'admin'
            ? t`Direct conversations with students, instructors and other admins.`
            : user.role === 'student'
              ? t`Talk with the instructors of your courses.`
              : t`Conversations with the students of your courses.`
        }
      />
      {user.role === 'admin' ? <DirectMessagesView /> : <ContactsView side={user.role} />}
    </div>
  );
}
