import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useInstructorStudents, useStudentInstructors } from '../../../api/messages';
import type { Side } from '../lib/contact-text';
import { fromInstructors, fromStudents } from '../lib/contacts';
import { useMessagesParams } from '../lib/use-messages-params';
import { ContactList } from './contact-list';
import { CourseConversation, DirectConversation } from './course-conversation';

function useContacts(side: Side) {
  const instructors = useStudentInstructors(side === 'student');
  const students = useInstructorStudents(side === 'instructor');
  const query = side === 'student' ? instructors : students;
  const contacts =
    side === 'student' ? fromInstructors(instructors.data ?? []) : fromStudents(students.data ?? []);
  return { query, contacts };
}

/**
 * Students and instructors (spec 01 §2): 'Your Instructors' or 'Your Students' as contact cards, each
 * opening the course conversation with 'Back to Messages'.
 */
export function ContactsView({ side }: { side: Side }) {
  const { t } = useLingui();
  const { directId, courseId, contactId } = useMessagesParams();
  const { query, contacts } = useContacts(side);

  if (directId !== null) return <DirectConversation userId={directId} />;
  if (query.isPending) return <LoadingState label={t`Loading your contacts...`} />;
  if (query.isError) {
    return (
      <Alert
        variant="error"
        title={t`Your contacts could not be loaded`}
        action={
          <Button
            variant="secondary"
            size="sm"
            loading={query.isRefetching}
            onClick={() => void query.refetch()}
          >
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {errorMessage(query.error, t`Please try again in a moment.`)}
      </Alert>
    );
  }
  if (courseId !== null && contactId !== null) {
    return <CourseConversation side={side} contacts={contacts} courseId={courseId} contactId={contactId} />;
  }
  return <ContactList side={side} contacts={contacts} />;
}
