import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { CourseChat } from '../../../components/messages/course-chat';

type MessageInstructorDialogProps = {
  course: { id: number; title: string };
  instructor: { id: number; full_name: string };
};

/** The learning page's 'Message Instructor': the course chat with the course's instructor, in a modal. */
export function MessageInstructorDialog({ course, instructor }: MessageInstructorDialogProps) {
  const [selectedId, setSelectedId] = useState<number | null>(instructor.id);
  const partner = { id: instructor.id, name: instructor.full_name, detail: 'Instructor' };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <MessageSquare aria-hidden="true" />
          Message Instructor
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Message Instructor"
        description={`Your conversation with ${instructor.full_name} about ${course.title}.`}
        className="max-w-4xl p-4 sm:p-6"
      >
        <CourseChat
          courseId={course.id}
          partners={[partner]}
          partnersLabel="Instructor"
          selectedId={selectedId}
          onSelect={setSelectedId}
          viewerIsCourseInstructor={false}
          className="max-h-[calc(100dvh-12rem)]"
        />
      </DialogContent>
    </Dialog>
  );
}
