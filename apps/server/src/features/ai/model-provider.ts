import { z } from 'zod';
import { DifficultyLevel, FLASHCARDS_PER_TOPIC } from '@somo/contract/ai';
import { LIMITS } from '@somo/contract/limits';
import type { AiConfig } from '../../config';
import {
  uniqueSources,
  type AiProvider,
  type AssistantAnswer,
  type CourseDraft,
  type DocumentInput,
  type TutorInput,
} from './assistant';
import { emptyCourseText, nothingFoundText } from './builtin-provider';
import { draftCourseFromDocument } from './course-draft';
import { formatFlashcards, parseFlashcards } from './flashcards';
import {
  COURSE_DRAFT_SYSTEM_PROMPT,
  FLASHCARD_SYSTEM_PROMPT,
  TUTOR_SYSTEM_PROMPT,
  documentBlock,
  materialMessage,
} from './guardrails';
import { ModelError, createChatModel, type ChatMessage, type ChatModelOptions } from './model-client';

/** How much of an uploaded document a model is shown; sections past the budget keep the built-in draft. */
const DOCUMENT_CHAR_BUDGET = 30_000;
const SECTION_CHAR_LIMIT = 4_000;

function citedSources(text: string, input: TutorInput) {
  const cited = [...text.matchAll(/\[(\d{1,2})\]/g)]
    .map((match) => input.passages[Number(match[1]) - 1])
    .filter((passage) => passage !== undefined);
  return uniqueSources(cited.length > 0 ? cited : input.passages);
}

function tutorMessages(input: TutorInput): ChatMessage[] {
  const focus = input.focus
    ? `\n\n(The learner opened this from the lesson “${input.focus.lesson_title}” in “${input.focus.course_title}”.)`
    : '';
  return [
    { role: 'system', content: TUTOR_SYSTEM_PROMPT },
    { role: 'system', content: materialMessage(input.course, input.passages) },
    ...input.history.map((entry) => ({ role: entry.role, content: entry.content })),
    { role: 'user', content: input.prompt + focus },
  ];
}

const DraftOutput = z.object({
  title: z.string().trim().min(1).max(LIMITS.courseTitle),
  description: z.string().trim().min(1).max(LIMITS.courseDescription),
  difficulty_level: DifficultyLevel,
  target_audience: z.string().trim().min(1).max(500),
  learning_objectives: z.array(z.string().trim().min(1).max(300)).min(1).max(8),
  lessons: z
    .array(
      z.object({
        section: z.number().int().min(1),
        title: z.string().trim().min(1).max(LIMITS.lessonTitle),
        key_concepts: z.array(z.string().trim().min(1).max(80)).max(8),
      }),
    )
    .min(1),
  questions: z
    .array(
      z
        .object({
          question: z.string().trim().min(1).max(2000),
          options: z.array(z.string().trim().min(1).max(500)).min(2).max(6),
          correct_answer: z.number().int().min(0),
        })
        .refine((q) => q.correct_answer < q.options.length, { path: ['correct_answer'] })
        .refine((q) => new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length, {
          path: ['options'],
        }),
    )
    .min(1)
    .max(15),
});

const DRAFT_SHAPE = `{
  "title": "course title",
  "description": "two or three sentences for the course catalogue",
  "difficulty_level": "beginner" | "intermediate" | "advanced",
  "target_audience": "one sentence",
  "learning_objectives": ["3 to 6 objectives, each starting with a verb"],
  "lessons": [{ "section": 1, "title": "lesson title", "key_concepts": ["3 to 5 terms from the section"] }],
  "questions": [{ "question": "multiple-choice question", "options": ["4 options"], "correct_answer": 0 }]
}`;

function documentMessages(input: DocumentInput): ChatMessage[] {
  const perSection = Math.min(SECTION_CHAR_LIMIT, Math.floor(DOCUMENT_CHAR_BUDGET / input.sections.length));
  const sections = input.sections
    .map((section, index) => `Section ${index + 1}: ${section.title}\n${section.text.slice(0, perSection)}`)
    .join('\n\n');
  return [
    { role: 'system', content: COURSE_DRAFT_SYSTEM_PROMPT },
    {
      role: 'user',
      content: [
        `Draft a course from the document “${input.documentTitle}”, which has ${input.sections.length} sections.`,
        'Give one lesson per section, in order, with a clear title and its key concepts. Write 5 to 10',
        'multiple-choice questions that test understanding of the document, each with 4 options whose wrong',
        "options are plausible terms from the same document; correct_answer is the right option's index.",
        `Answer with JSON of this shape:\n${DRAFT_SHAPE}`,
        documentBlock('The document', sections),
      ].join('\n\n'),
    },
  ];
}

/** The model's titles, concepts and questions over the built-in draft; lesson text stays the document's own. */
function mergeDraft(base: CourseDraft, output: z.output<typeof DraftOutput>): CourseDraft {
  const bySection = new Map(output.lessons.map((lesson) => [lesson.section, lesson]));
  return {
    title: output.title,
    description: output.description,
    difficulty: output.difficulty_level,
    targetAudience: output.target_audience,
    learningObjectives: output.learning_objectives,
    lessons: base.lessons.map((lesson, index) => {
      const drafted = bySection.get(index + 1);
      return drafted ? { ...lesson, title: drafted.title, keyConcepts: drafted.key_concepts } : lesson;
    }),
    questions: output.questions.map((q) => ({
      question: q.question,
      options: q.options,
      correctAnswer: q.correct_answer,
    })),
  };
}

/** Answers through the configured OpenAI-compatible model; any failure surfaces as a ModelError. */
export function createModelProvider(config: AiConfig, options?: ChatModelOptions): AiProvider {
  const chat = createChatModel(config, options);

  async function tutor(input: TutorInput): Promise<AssistantAnswer> {
    const result = await chat.complete(tutorMessages(input), { maxTokens: 900 });
    return { text: result.content, sources: citedSources(result.content, input), usage: result.usage };
  }

  async function flashcards(input: TutorInput): Promise<AssistantAnswer> {
    const nothingFound = nothingFoundText(input.prompt, 'FlashCard', input.course.title);
    if (input.noMaterial) return { text: emptyCourseText(input.course.title), sources: [] };
    if (input.passages.length === 0) return { text: nothingFound, sources: [] };
    const result = await chat.complete(
      [
        { role: 'system', content: FLASHCARD_SYSTEM_PROMPT },
        { role: 'system', content: materialMessage(input.course, input.passages) },
        { role: 'user', content: `Make ${FLASHCARDS_PER_TOPIC} flashcards about: ${input.prompt}` },
      ],
      { maxTokens: 1500 },
    );
    if (result.content.includes('NO_MATERIAL')) {
      return { text: nothingFound, sources: [], usage: result.usage };
    }
    const cards = parseFlashcards(result.content).slice(0, FLASHCARDS_PER_TOPIC);
    if (cards.length === 0) throw new ModelError('invalid_output');
    return { text: formatFlashcards(cards), sources: uniqueSources(input.passages), usage: result.usage };
  }

  async function draftCourse(input: DocumentInput): Promise<CourseDraft> {
    const base = draftCourseFromDocument(input);
    const { value, usage } = await chat.completeJson(documentMessages(input), DraftOutput, {
      maxTokens: 4000,
    });
    return { ...mergeDraft(base, value), usage };
  }

  return { name: 'model', model: config.model, tutor, flashcards, draftCourse };
}
