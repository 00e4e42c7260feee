import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Layers, MessageSquareText } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useLessonContext } from '../api/get-lesson-context';
import { FlashcardPanel } from '../components/flashcard-panel';
import { TutorChat } from '../components/tutor-chat';
import { explainPrompt } from '../lib/conversation';
import { useFlashcards } from '../lib/use-flashcards';
import { useTutorChat } from '../lib/use-tutor-chat';

type Mode = 'tutor' | 'flashcards';

/**
 * Spec 01 §2: the AI study assistant, as a tutor chat and a flashcard generator. Opened from a lesson's
 * 'Explain with AI' (/ai-tutoring?course=…&lesson=…) it asks about that lesson straight away.
 */
export function AiTutoringPage() {
  const [params, setParams] = useSearchParams();
  const courseId = params.get('course');
  const lessonId = params.get('lesson');
  const [mode, setMode] = useState<Mode>('tutor');
  const chat = useTutorChat();
  const flashcards = useFlashcards();
  const lesson = useLessonContext(courseId, lessonId);
  const focus = lesson.data ?? null;
  const explained = useRef<number | null>(null);
  const { ask } = chat;

  useEffect(() => {
    if (!focus || explained.current === focus.lessonId) return;
    explained.current = focus.lessonId;
    ask(explainPrompt(focus.lessonTitle, focus.courseTitle), focus.lessonId);
  }, [focus, ask]);

  const clearFocus = () => setParams({}, { replace: true });
  const lessonMissing = lessonId !== null && (lesson.isError || (lesson.isSuccess && !focus));

  return (
    <>
      <DocumentTitle title="AI Tutoring" />
      <PageHeader
        title="AI Tutoring"
        description="Ask the study assistant about your courses or turn a topic into flashcards."
      />
      <div className="mt-6 space-y-4">
        {lessonMissing ? (
          <Alert variant="warning">
            That lesson could not be opened here. You can still ask about anything in your courses.
          </Alert>
        ) : null}
        <Tabs
          value={mode}
          onValueChange={(value) => setMode(value === 'flashcards' ? 'flashcards' : 'tutor')}
        >
          <TabsList aria-label="Study assistant mode">
            <TabsTrigger value="tutor">
              <MessageSquareText aria-hidden="true" />
              Tutor
            </TabsTrigger>
            <TabsTrigger value="flashcards">
              <Layers aria-hidden="true" />
              FlashCard
            </TabsTrigger>
          </TabsList>
          <TabsContent value="tutor">
            <TutorChat chat={chat} focus={focus} onClearFocus={clearFocus} />
          </TabsContent>
          <TabsContent value="flashcards">
            <FlashcardPanel session={flashcards} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
