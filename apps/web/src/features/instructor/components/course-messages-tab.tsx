import { Link } from 'react-router';
import { Mail, MessageSquareText, UsersRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useCourseStudents } from '../api/get-course-students';

/** The people this course's chat is with; the conversation itself opens on the Messages page. */
export function CourseMessagesTab({ courseId }: { courseId: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useCourseStudents(courseId);

  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-5">
        <CardTitle className="flex items-center gap-2">
          <MessageSquareText className="size-4 text-brand-700" aria-hidden="true" />
          Course chat
        </CardTitle>
        <CardDescription>
          Course chat with your students opens here. Until then, message a student from your inbox.
        </CardDescription>
      </CardHeader>
      <div className="border-t border-slate-100">
        {isPending ? (
          <LoadingState label="Loading students..." className="py-10" />
        ) : isError ? (
          <div className="p-5 sm:p-6">
            <Alert
              variant="error"
              title="Failed to load students"
              action={
                <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
                  Try again
                </Button>
              }
            >
              {errorMessage(error, 'Please try again in a moment.')}
            </Alert>
          </div>
        ) : data.students.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title="No students to message yet"
            description="Everyone who enrols in this course shows up here."
            className="m-5 sm:m-6"
          />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Students of this course">
            {data.students.map((student) => (
              <li key={student.id} className="flex items-center gap-3 px-5 py-3 sm:px-6">
                <Avatar name={student.full_name} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{student.full_name}</p>
                  <p className="truncate text-xs text-slate-500">@{student.username}</p>
                </div>
                <Link
                  to={paths.messages(student.username)}
                  className={buttonStyles({ variant: 'ghost', size: 'sm' })}
                >
                  <Mail aria-hidden="true" />
                  Message <span className="sr-only">{student.full_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
