import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Layers, MessageSquareText } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useLessonContext } from '../api/get-lesson-context';
import { useStudyCourses } from '../api/get-study-courses';
import { FlashcardPanel } from '../components/flashcard-panel';
import { StudyContextPanel } from '../components/study-context-panel';
import { TutorChat } from '../components/tutor-chat';
import { explainPrompt } from '../lib/conversation';
import type { StudyContext } from '../lib/study-context';
import { useFlashcards } from '../lib/use-flashcards';
import { useTutorChat } from '../lib/use-tutor-chat';

type Mode = 'tutor' | 'flashcards';

/**
 * Spec 01 §2: the AI study assistant, as a tutor chat and a flashcard generator, working from one of the
 * student's courses (/ai-tutoring?course=…). Opened from a lesson's 'Explain with AI'
 * (/ai-tutoring?course=…&lesson=…) it asks about that lesson straight away.
 */
export function AiTutoringPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const courseParam = params.get('course');
  const lessonParam = params.get('lesson');
  const [mode, setMode] = useState<Mode>('tutor');
  const chat = useTutorChat();
  const flashcards = useFlashcards();
  const courses = useStudyCourses();
  const course = courses.data?.find((item) => String(item.id) === courseParam) ?? null;
  const lesson = useLessonContext(course ? courseParam : null, lessonParam);
  const focus = lesson.data ?? null;
  const context: StudyContext = { courseId: course?.id, lessonId: focus?.lessonId };
  const explained = useRef<number | null>(null);
  const { ask } = chat;
  const onlyCourse = courses.data?.length === 1 ? courses.data[0] : undefined;

  // With one course there is nothing to choose.
  useEffect(() => {
    if (courseParam === null && onlyCourse) setParams({ course: String(onlyCourse.id) }, { replace: true });
  }, [courseParam, onlyCourse, setParams]);

  useEffect(() => {
    if (!focus || explained.current === focus.lessonId) return;
    explained.current = focus.lessonId;
    ask(explainPrompt(i18n, focus.lessonTitle, focus.courseTitle), {
      courseId: focus.courseId,
      lessonId: focus.lessonId,
    });
  }, [focus, ask, i18n]);

  const chooseCourse = (courseId: number | null) =>
    setParams(courseId === null ? {} : { course: String(courseId) }, { replace: true });
  const clearLesson = () => chooseCourse(course?.id ?? null);
  const courseMissing = courseParam !== null && courses.isSuccess && !course;
  const lessonMissing = lessonParam !== null && (lesson.isError || (lesson.isSuccess && !focus));

  return (
    <>
      <DocumentTitle title={t`AI Tutoring`} />
      <PageHeader
        title={t`AI Tutoring`}
        description={t`Ask the study assistant about one of your courses or turn a topic into flashcards.`}
      />
      <div className="mt-6 space-y-4">
        <StudyContextPanel
          courses={courses}
          courseId={course?.id ?? null}
          onCourseChange={chooseCourse}
          lesson={focus}
          onClearLesson={clearLesson}
          courseMissing={courseMissing}
          lessonMissing={lessonMissing}
        />
        <Tabs
          value={mode}
          onValueChange={(value) => setMode(value === 'flashcards' ? 'flashcards' : 'tutor')}
        >
          <TabsList aria-label={t`Study assistant mode`}>
            <TabsTrigger value="tutor">
              <MessageSquareText aria-hidden="true" />
              <Trans>Tutor</Trans>
            </TabsTrigger>
            <TabsTrigger value="flashcards">
              <Layers aria-hidden="true" />
              <Trans>FlashCard</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="tutor">
            <TutorChat chat={chat} onSend={(prompt) => chat.ask(prompt, context)} />
          </TabsContent>
          <TabsContent value="flashcards">
            <FlashcardPanel
              session={flashcards}
              onGenerate={(topic) => flashcards.generate(topic, context)}
            />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
