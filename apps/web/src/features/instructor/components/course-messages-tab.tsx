import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText, UsersRound } from 'lucide-react';
import type { EnrolledStudent } from '@somo/contract/instructor';
import type { InstructorStudentContact } from '@somo/contract/messaging';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useInstructorStudents } from '../../../api/messages';
import type { ChatPartner } from '../../../components/messages/chat-partner-list';
import { CourseChat } from '../../../components/messages/course-chat';
import { useCourseStudents } from '../api/get-course-students';
import { LoadError } from '../../../components/ui/load-error';

/** Students with the latest conversation first, then everyone else by name. */
function toPartners(
  courseId: number,
  students: EnrolledStudent[],
  contacts: InstructorStudentContact[],
): ChatPartner[] {
  const byStudent = new Map(
    contacts
      .filter((contact) => contact.course_id === courseId)
      .map((contact) => [contact.student_id, contact]),
  );
  return students
    .filter((student) => student.is_active)
    .map((student) => ({ student, contact: byStudent.get(student.id) }))
    .sort(
      (a, b) =>
        (b.contact?.last_message_at ?? '').localeCompare(a.contact?.last_message_at ?? '') ||
        a.student.full_name.localeCompare(b.student.full_name),
    )
    .map(({ student, contact }) => ({
      id: student.id,
      name: student.full_name,
      detail: `@${student.username}`,
      unreadCount: contact?.unread_count ?? 0,
    }));
}

/** Spec 02 §2 Messages tab: the course chat with the course's students, 600 px high. */
export function CourseMessagesTab({ courseId }: { courseId: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useCourseStudents(courseId);
  const contacts = useInstructorStudents();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Number(searchParams.get('student')) || null;
  const { t } = useLingui();

  const select = (studentId: number | null) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (studentId === null) params.delete('student');
        else params.set('student', String(studentId));
        return params;
      },
      { replace: true },
    );

  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-5">
        <CardTitle className="flex items-center gap-2">
          <MessageSquareText className="size-4 text-brand-700" aria-hidden="true" />
          <Trans>Course chat</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Private conversations with the students of this course.</Trans>
        </CardDescription>
      </CardHeader>
      <div className="px-3 pb-3 sm:px-5 sm:pb-5">
        {isPending ? (
          <LoadingState label={t`Loading students...`} className="py-10" />
        ) : isError ? (
          <LoadError
            title={t`Failed to load students`}
            message={errorMessage(error, t`Please try again in a moment.`)}
            retrying={isRefetching}
            onRetry={() => void refetch()}
          />
        ) : (
          <CourseChat
            courseId={data.course.id}
            partners={toPartners(data.course.id, data.students, contacts.data ?? [])}
            partnersLabel={t`Students`}
            selectedId={selected}
            onSelect={select}
            viewerIsCourseInstructor
            empty={
              <EmptyState
                icon={UsersRound}
                title={t`No students to message yet`}
                description={t`Everyone who enrols in this course shows up here.`}
              />
            }
          />
        )}
      </div>
    </Card>
  );
}
