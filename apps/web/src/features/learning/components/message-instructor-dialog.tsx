import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { CourseChat } from '../../../components/messages/course-chat';

type MessageInstructorDialogProps = {
  course: { id: number; title: string };
  instructor: { id: number; full_name: string };
};

/** The learning page's 'Message Instructor': the course chat with the course's instructor, in a modal. */
export function MessageInstructorDialog({ course, instructor }: MessageInstructorDialogProps) {
  const { t } = useLingui();
  const [selectedId, setSelectedId] = useState<number | null>(instructor.id);
  const instructorName = instructor.full_name;
  const courseTitle = course.title;
  const partner = { id: instructor.id, name: instructorName, detail: t`Instructor` };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <MessageSquare aria-hidden="true" />
          <Trans>Message Instructor</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t`Message Instructor`}
        description={t`Your conversation with ${instructorName} about ${courseTitle}.`}
        className="max-w-4xl p-4 sm:p-6"
      >
        <CourseChat
          courseId={course.id}
          partners={[partner]}
          partnersLabel={t`Instructor`}
          selectedId={selectedId}
          onSelect={setSelectedId}
          viewerIsCourseInstructor={false}
          className="max-h-[calc(100dvh-12rem)]"
        />
      </DialogContent>
    </Dialog>
  );
}
