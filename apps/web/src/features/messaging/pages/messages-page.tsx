import { Link } from 'react-router';
import { LogIn, Mail } from 'lucide-react';
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
  const { status, user } = useAuth();

  if (status === 'loading') return <LoadingState label="Checking your session..." />;
  if (!user) {
    return (
      <>
        <DocumentTitle title="Messages" />
        <EmptyState
          icon={Mail}
          title="Please Sign In"
          headingLevel="h1"
          description="Sign in to read and send messages."
          action={
            <Link to={paths.login()} state={{ from: paths.messages() }} className={buttonStyles()}>
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          }
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <DocumentTitle title="Messages" />
      <PageHeader
        title="Messages"
        description={
          user.role === 'admin'
            ? 'Direct conversations with students, instructors and other admins.'
            : user.role === 'student'
              ? 'Talk with the instructors of your courses.'
              : 'Conversations with the students of your courses.'
        }
      />
      {user.role === 'admin' ? <DirectMessagesView /> : <ContactsView side={user.role} />}
    </div>
  );
}
