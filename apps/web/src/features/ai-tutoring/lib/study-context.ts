import type { AiAgent, TutorBody } from '@somo/contract/ai';

/**
 * Where the student is studying: the course the assistant answers from, and the lesson it answers from
 * first. Without a course the assistant asks which one to use.
 */
export type StudyContext = { courseId?: number; lessonId?: number };

/** The request fields for a context; a lesson is only ever sent with its course. */
export function contextFields(context: StudyContext): Pick<TutorBody, 'course_id' | 'lesson_id'> {
  if (context.courseId === undefined) return {};
  return context.lessonId === undefined
    ? { course_id: context.courseId }
    : { course_id: context.courseId, lesson_id: context.lessonId };
}

/** The API's names of the assistant's two agents. */
export const TUTOR_AGENT_ID: AiAgent = 'Tutor';
export const FLASHCARD_AGENT_ID: AiAgent = 'FlashCard';
