import type { ConversationEntry, DifficultyLevel, TutorSource } from '@somo/contract/ai';
import type { TutorCourse } from './ai.policy';
import type { TokenUsage } from './model-client';

/**
 * A piece of lesson text found for a question. Lesson text is the only material either assistant ever
 * sees: assessment questions and their correct answers are never read into it.
 */
/** `position` is the passage's place in its lesson, 0 first. */
export type Passage = TutorSource & { text: string; rank: number; position: number };

export type TutorInput = {
  prompt: string;
  /** At most the last four messages, oldest first. */
  history: ConversationEntry[];
  /** The course the question is asked in; every passage comes from it. */
  course: TutorCourse;
  passages: Passage[];
  /** The lesson the student opened the assistant from, if any. */
  focus?: TutorSource;
  /** The course has no lessons yet: there is nothing to answer from. */
  noMaterial: boolean;
};

export type AssistantAnswer = { text: string; sources: TutorSource[]; usage?: TokenUsage };

/** A part of an uploaded document that becomes one lesson. */
export type DocumentSection = { title: string; text: string };

export type DocumentInput = {
  sections: DocumentSection[];
  /** The document's own title (PDF metadata or its first line), or the file name. */
  documentTitle: string;
  totalWords: number;
};

export type DraftQuestion = { question: string; options: string[]; correctAnswer: number };

export type CourseDraft = {
  title: string;
  description: string;
  difficulty: DifficultyLevel;
  targetAudience: string;
  learningObjectives: string[];
  lessons: { title: string; content: string; keyConcepts: string[] }[];
  questions: DraftQuestion[];
  usage?: TokenUsage;
};

/** The two ways the product answers: the configured model, or the built-in assistant working offline. */
export type AiProvider = {
  readonly name: 'model' | 'builtin';
  /** The model's name, for the call log. */
  readonly model?: string;
  tutor(input: TutorInput): Promise<AssistantAnswer>;
  flashcards(input: TutorInput): Promise<AssistantAnswer>;
  draftCourse(input: DocumentInput): Promise<CourseDraft>;
};

export function uniqueSources(passages: Pick<Passage, keyof TutorSource>[]): TutorSource[] {
  const seen = new Map<number, TutorSource>();
  for (const { course_id, course_title, lesson_id, lesson_title } of passages) {
    if (!seen.has(lesson_id)) seen.set(lesson_id, { course_id, course_title, lesson_id, lesson_title });
  }
  return [...seen.values()];
}
